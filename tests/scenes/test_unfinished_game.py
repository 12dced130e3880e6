"""No path replaces the unfinished game (the autosave) without asking, and a game replaced anyway
is kept among the saves, where Load game opens it again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.engine.savefile import read_save, save_match
from game.scenes.dialog import Dialog
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.settings import autosave_path, saves_dir
from tests.robustness.saves import random_match
from tests.support.pygame_driver import click


def _write_games() -> tuple[Path, Path]:
    """An unfinished Legends game in the autosave, and a named Settlers save not yet over."""
    unfinished = random_match("legends", 3, 12)
    other = random_match("settlers", 4, 10)
    assert not unfinished.is_over and not other.is_over
    save_match(unfinished, autosave_path(), {"players": ["Ann", "Bob", "Cy"]})
    named = saves_dir() / "Friday.json"
    save_match(other, named, {"players": ["Dee", "Eve"]})
    return autosave_path(), named


def _load_screen(app: App) -> LoadScene:
    app.start()
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and "continue" in menu.buttons
    click(app, menu.buttons["load"].rect.center)
    loader = app.manager.top
    assert isinstance(loader, LoadScene)
    loader.wait_for_entries()
    return loader


def _open(app: App, loader: LoadScene, path: Path) -> None:
    index = next(i for i, row in enumerate(loader.list.rows) if row.value.path == path)
    loader.list.select(index)
    click(app, loader.actions["open"].rect.center)


def test_opening_a_save_asks_first_and_the_replaced_game_can_be_opened_again(
    make_app: Callable[..., App],
) -> None:
    autosave, named = _write_games()
    before = autosave.read_bytes()
    app = make_app(size=(1280, 720))
    loader = _load_screen(app)
    _open(app, loader, named)

    question = app.manager.top
    assert isinstance(question, Dialog) and "unfinished game" in question.text
    assert autosave.read_bytes() == before  # nothing replaced while the question is open
    click(app, question.buttons[0].rect.center)  # Cancel
    assert app.manager.top is loader and autosave.read_bytes() == before

    _open(app, loader, named)
    question = app.manager.top
    assert isinstance(question, Dialog)
    click(app, question.buttons[-1].rect.center)  # Open
    assert getattr(app.manager.top, "game_id", None) == "settlers"
    assert read_save(autosave).game == "settlers"  # the opened game is the unfinished one now

    kept = [p for p in saves_dir().glob("*.json") if p != named]
    assert len(kept) == 1 and kept[0].read_bytes() == before  # the replaced game, whole

    # Load game lists it, and opening it asks again and brings the Legends game back
    app.manager.reset(MenuScene(app))
    loader = _load_screen(app)
    assert any(row.value.path == kept[0] for row in loader.list.rows)
    _open(app, loader, kept[0])
    question = app.manager.top
    assert isinstance(question, Dialog)
    click(app, question.buttons[-1].rect.center)
    assert getattr(app.manager.top, "game_id", None) == "legends"
    again = read_save(autosave)
    assert again.game == "legends" and len(again.steps) == len(read_save(kept[0]).steps)
    # …and the Settlers game it replaced is kept in its turn
    assert sum(read_save(p).game == "settlers" for p in saves_dir().glob("*.json")) == 2


def test_starting_a_new_game_keeps_the_unfinished_one(make_app: Callable[..., App]) -> None:
    autosave, _named = _write_games()
    before = autosave.read_bytes()
    app = make_app(size=(1280, 720))
    app.start()
    from game.scenes import registry

    page = registry.new_game_scene(app, "eight-minute")
    app.manager.push(page)
    page.ask_to_start()  # type: ignore[attr-defined]
    question = app.manager.top
    assert isinstance(question, Dialog) and autosave.read_bytes() == before
    click(app, question.buttons[-1].rect.center)
    assert read_save(autosave).game == "eight-minute"
    assert before in [p.read_bytes() for p in saves_dir().glob("*.json")]


def test_a_game_that_cannot_be_kept_is_not_replaced(make_app: Callable[..., App]) -> None:
    autosave, named = _write_games()
    before = autosave.read_bytes()
    app = make_app(size=(1280, 720))
    loader = _load_screen(app)
    _open(app, loader, named)
    question = app.manager.top
    assert isinstance(question, Dialog)
    # the saves folder turns into a file: the autosave has nowhere to go
    for path in saves_dir().iterdir():
        path.unlink()
    saves_dir().rmdir()
    saves_dir().write_text("not a folder", encoding="utf-8")
    click(app, question.buttons[-1].rect.center)
    said = app.manager.top
    assert isinstance(said, Dialog) and "could not be kept" in said.text
    assert autosave.read_bytes() == before
    pygame.event.clear()


def test_a_finished_game_opens_without_a_question(make_app: Callable[..., App]) -> None:
    from game.rules.registry import rules_class
    from game.selfplay import selfplay

    autosave, _named = _write_games()
    before = autosave.read_bytes()
    done = selfplay(rules_class("eight-minute").from_options({"players": 2}), ["greedy"] * 2, 1)
    finished = saves_dir() / "Done.json"
    save_match(done, finished)
    app = make_app(size=(1280, 720))
    loader = _load_screen(app)
    _open(app, loader, finished)
    assert not isinstance(app.manager.top, Dialog)
    assert autosave.read_bytes() == before


def test_save_elsewhere_asks_before_replacing_a_file(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    from game.scenes.dialog import PromptDialog
    from game.scenes.unsaved import ask_where

    target = tmp_path / "mine.json"
    target.write_text("the player's own file", encoding="utf-8")
    app = make_app(size=(1280, 720))
    app.start()
    ask_where(app, random_match("eight-minute", 2, 6), {})
    prompt = app.manager.top
    assert isinstance(prompt, PromptDialog)
    prompt.field.text = str(target)  # type: ignore[union-attr]
    prompt.buttons[-1].click()
    question = app.manager.top
    assert isinstance(question, Dialog) and "mine.json" in question.text
    assert target.read_text(encoding="utf-8") == "the player's own file"
    question.buttons[-1].click()  # Replace
    assert read_save(target).game == "eight-minute"


def test_another_running_copys_unfinished_game_is_neither_moved_nor_replaced(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from game.engine.savefile import Autosaver, FolderInUse

    autosave, named = _write_games()
    before = autosave.read_bytes()
    monkeypatch.setattr(Autosaver, "held_by_another", FolderInUse(errno.EBUSY, "in use"))
    app = make_app(size=(1280, 720))
    loader = _load_screen(app)
    _open(app, loader, named)
    # opened without a question (the notice on top says this copy does not autosave)
    assert any(getattr(scene, "game_id", None) == "settlers" for scene in app.manager.stack)
    assert not any("unfinished game" in getattr(s, "text", "") for s in app.manager.stack)
    assert autosave.read_bytes() == before
    assert sorted(p.name for p in saves_dir().glob("*.json")) == ["Friday.json"]
