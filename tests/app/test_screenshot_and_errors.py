from __future__ import annotations

import argparse
import logging
from pathlib import Path

import pygame
import pytest

from game import screenshot
from game.engine.savefile import SaveFile, write_save
from game.scenes.base import Scene
from game.scenes.error import ErrorScene
from game.scenes.menu import MenuScene
from game.settings import autosave_path, log_dir


def test_screenshot_writes_a_png_of_the_requested_size(tmp_path: Path) -> None:
    out = tmp_path / "shots" / "menu.png"
    args = argparse.Namespace(scene="menu", lang="ru", size="800x450", out=out)
    assert screenshot.main(args) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 450)


def test_unknown_scene_lists_the_known_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = argparse.Namespace(scene="nope", lang="en", size="640x360", out=tmp_path / "x.png")
    assert screenshot.main(args) == 2
    err = capsys.readouterr().err
    assert "nope" in err and all(name in err for name in screenshot.SCENES)
    assert not (tmp_path / "x.png").exists()


def test_bad_size_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = argparse.Namespace(scene="menu", lang="en", size="big", out=tmp_path / "x.png")
    assert screenshot.main(args) == 2
    assert "1280x720" in capsys.readouterr().err


class Exploding(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("boom in a game screen")


def test_an_unexpected_error_shows_the_error_screen_and_keeps_the_autosave(make_app) -> None:
    from game.app import setup_logging

    write_save(
        autosave_path(), SaveFile(game="eight-minute", seed=1, options={"players": 2}, steps=[])
    )
    before = autosave_path().read_bytes()
    log_path = setup_logging()
    app = make_app(lang="es", catch_errors=True)
    app.start()
    app.manager.push(Exploding(app))
    app.step(1 / 60, events=[])
    assert isinstance(app.manager.top, ErrorScene)
    assert isinstance(app.manager.stack[0], MenuScene)
    assert "Algo ha salido mal" in app.manager.top.title
    assert "Continuar" in app.manager.top.text  # the autosave is mentioned
    assert autosave_path().read_bytes() == before
    for handler in logging.getLogger("empires").handlers:
        handler.flush()
    assert log_path is not None and log_path.is_relative_to(log_dir())
    assert "boom in a game screen" in log_path.read_text(encoding="utf-8")
    app.manager.top.buttons[0].click()
    assert isinstance(app.manager.top, MenuScene)
    logging.getLogger("empires").handlers.clear()


class BrokenOnExit(Exploding):
    def exit(self) -> None:
        raise RuntimeError("cannot even close")


def test_a_screen_that_fails_to_close_still_reaches_the_error_screen(make_app) -> None:
    app = make_app(catch_errors=True)
    app.start()
    app.manager.push(BrokenOnExit(app))
    app.step(1 / 60, events=[])
    assert isinstance(app.manager.top, ErrorScene) and len(app.manager.stack) == 2
