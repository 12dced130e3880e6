"""A data folder that cannot be written (full disk, a file in its place) never stops a game:
one notice, the game goes on in memory with no move lost, saving elsewhere works, and the
menu, Continue, Load and New game still work."""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from game.app import App
from game.engine.savefile import read_save, to_save
from game.scenes.dialog import Dialog, PromptDialog
from game.scenes.error import ErrorScene
from game.scenes.load import LoadScene
from game.scenes.resume import open_save
from game.settings import autosave_path, clean_stale_tmp, data_dir, saves_dir, write_problem
from tests.robustness.saves import random_match

_real_mkstemp = tempfile.mkstemp


def full_disk_under(folder: Path) -> Callable[..., tuple[int, str]]:
    def mkstemp(*args: object, dir: str | Path | None = None, **kwargs: object) -> tuple[int, str]:
        if dir is not None and Path(dir).resolve().is_relative_to(folder.resolve()):
            raise OSError(errno.ENOSPC, "No space left on device")
        return _real_mkstemp(*args, dir=dir, **kwargs)  # type: ignore[call-overload]

    return mkstemp


def a_game_to_continue(tmp_path: Path) -> Path:
    """A real Eight-Minute Empire save waiting on a decision, outside the data folder."""
    match = random_match("eight-minute", 11, 6)
    path = tmp_path / "elsewhere" / "game.json"
    path.parent.mkdir(parents=True)
    path.write_text(to_save(match, {"players": ["Ann", "Bob", "Cy"]}).model_dump_json())
    return path


def board_of(app: App):  # type: ignore[no-untyped-def]
    return next(s for s in reversed(app.manager.stack) if hasattr(s, "session"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_full_disk_keeps_the_game_in_memory_and_offers_to_save_elsewhere(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    source = a_game_to_continue(tmp_path)
    data_dir().mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(tempfile, "mkstemp", full_disk_under(data_dir()))
    app = make_app(size=(960, 600), lang=lang)
    app.start()
    assert open_save(app, source)
    app.step(1 / 60, events=[])
    notice = app.manager.top
    assert isinstance(notice, Dialog) and not isinstance(notice, ErrorScene)
    assert notice.title == ("Not saved" if lang == "en" else notice.title) and notice.text
    session = board_of(app).session
    before = len(session.match.steps)
    notice.buttons[0].click()  # Play on
    # another move: no second notice, no error screen, the move is kept in memory
    match = session.match
    player = match.pending.players[0]
    match.submit(match.legal_commands(player)[0])
    app.step(1 / 60, events=[])
    assert len(match.steps) > before  # the move (and any computer replies) kept
    assert not any(isinstance(s, (Dialog, ErrorScene)) for s in app.manager.stack)
    assert not autosave_path().exists()
    # saving elsewhere from the notice writes a save that loads to the same game
    from game.scenes.unsaved import cannot_save_dialog

    app.manager.push(cannot_save_dialog(app, match, {}, OSError(errno.ENOSPC, "full")))
    app.manager.top.buttons[1].click()  # type: ignore[union-attr]
    prompt = app.manager.top
    assert isinstance(prompt, PromptDialog) and prompt.field is not None
    prompt.field.text = str(tmp_path / "rescued")
    prompt.buttons[-1].click()
    rescued = read_save(tmp_path / "rescued.json")
    assert len(rescued.steps) == len(match.steps)


def test_a_file_where_the_data_folder_should_be(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    source = a_game_to_continue(tmp_path)
    data_dir().parent.mkdir(parents=True, exist_ok=True)
    data_dir().write_text("not a folder")
    assert write_problem() is not None
    app = make_app(size=(960, 600), lang="fr")
    app.start()
    app.step(1 / 60, events=[])
    assert "continue" not in app.manager.top.buttons  # type: ignore[union-attr]
    app.manager.top.buttons["load"].click()  # type: ignore[union-attr]
    app.step(1 / 60, events=[])
    assert isinstance(app.manager.top, LoadScene) and app.manager.top.entries == []
    app.manager.pop()
    assert open_save(app, source)
    app.step(1 / 60, events=[])
    assert (
        isinstance(app.manager.top, Dialog)
        and "mémoire" in app.manager.top.text
        and "fichier" in app.manager.top.text
    )
    app.manager.top.buttons[0].click()
    match = board_of(app).session.match
    match.submit(match.legal_commands(match.pending.players[0])[0])
    app.step(1 / 60, events=[])
    assert not any(isinstance(s, ErrorScene) for s in app.manager.stack)
    assert data_dir().read_text() == "not a folder"


def test_stale_temporary_files_are_cleaned_but_fresh_ones_kept(tmp_path: Path) -> None:
    saves_dir().mkdir(parents=True)
    old = saves_dir() / "evening.jsonab12cd.tmp"
    fresh = data_dir() / "autosave.jsonzz99.tmp"
    other = saves_dir() / "notes.tmp"
    for path in (old, fresh, other):
        path.write_text("{")
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(other, (1_000_000, 1_000_000))
    assert clean_stale_tmp() == 1
    assert not old.exists() and fresh.exists() and other.exists()


def test_the_save_screen_refuses_cleanly_when_the_folder_is_full(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.scenes.load import open_save_screen

    saves_dir().mkdir(parents=True)
    monkeypatch.setattr(tempfile, "mkstemp", full_disk_under(saves_dir()))
    app = make_app()
    app.start()
    match = random_match("legends", 3, 4)
    screen = open_save_screen(app, match, {"players": ["A", "B", "C"]})
    screen.save_as_new()
    app.manager.top.buttons[-1].click()  # type: ignore[union-attr]  # OK, name proposed
    app.step(1 / 60, events=[])
    assert list(saves_dir().iterdir()) == []
    assert not any(isinstance(s, ErrorScene) for s in app.manager.stack)
    notice = app.manager.top
    assert isinstance(notice, Dialog) and "disk is full" in notice.text
    notice.buttons[1].click()  # Save elsewhere…
    prompt = app.manager.top
    assert isinstance(prompt, PromptDialog) and prompt.field is not None
    prompt.field.text = str(tmp_path / "kept.json")
    prompt.buttons[-1].click()
    assert len(read_save(tmp_path / "kept.json").steps) == len(match.steps)


def test_a_new_settlers_game_starts_when_its_autosave_cannot_be_written(
    make_app: Callable[..., App],
) -> None:
    from game.scenes.settlers.session import Session
    from game.scenes.table.seats import default_seats

    data_dir().parent.mkdir(parents=True, exist_ok=True)
    data_dir().write_text("not a folder")
    app = make_app()
    app.start()
    session = Session.new_settlers(
        default_seats(2), ["romans", "japanese"], seed=4, autosave=autosave_path()
    )
    assert session.autosaver is not None and session.autosaver.failed is not None
    app.step(1 / 60, events=[])
    assert isinstance(app.manager.top, Dialog) and "folder" in app.manager.top.text
    assert session.match.pending is not None
