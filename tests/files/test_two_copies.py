"""Two copies of the game on one data folder: the first owns it (a lock the system drops when
the process ends, even by kill -9); the second says another copy is running, does not take the
first's running flag for a crash, and never writes or removes the unfinished game's autosave."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import folder_lock
from game.app import App, main
from game.engine.savefile import Autosaver, FolderInUse, read_save, save_match
from game.scenes.dialog import Dialog
from game.settings import autosave_path, data_dir, running_flag_path
from tests.robustness.saves import random_match

ROOT = Path(__file__).resolve().parents[2]
HOLD = (
    "import sys; from pathlib import Path; from game.folder_lock import claim; "
    "c = claim(Path(sys.argv[1])); print('owner' if c.owner else 'second', flush=True); "
    "sys.stdin.read()"
)


@pytest.fixture
def first_copy() -> Iterator[subprocess.Popen[str]]:
    """Another process holding the data folder, as a first copy of the game would."""
    data_dir().mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(data_dir())],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "owner"
    yield process
    if process.poll() is None:
        process.kill()
    process.wait(timeout=30)


def test_the_folder_has_one_owner_until_it_ends_even_by_kill(
    first_copy: subprocess.Popen[str],
) -> None:
    second = folder_lock.claim(data_dir())
    assert not second.owner
    first_copy.send_signal(signal.SIGKILL)
    first_copy.wait(timeout=30)
    after = folder_lock.claim(data_dir())
    try:
        assert after.owner and after.fd is not None
    finally:
        after.release()


def an_unfinished_game() -> bytes:
    match = random_match("legends", 3, 12)
    save_match(match, autosave_path(), {"players": ["Ann", "Bob", "Cy"]})
    return autosave_path().read_bytes()


def test_the_second_copy_leaves_the_first_ones_game_and_flag_alone(
    first_copy: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = an_unfinished_game()
    running_flag_path().write_text("first copy")
    seen: list[tuple[bool, list[Any]]] = []
    original_start = App.start

    def start(self: App, first: Any = None) -> None:
        original_start(self, first)
        seen.append((self.crashed_last_time, self.manager.stack))
        # The player opens the first copy's game here, plays a move and closes the window.
        from game.scenes.resume import open_save

        assert open_save(self, autosave_path())
        session = next(s.session for s in reversed(self.manager.stack) if hasattr(s, "session"))
        match = session.match
        match.submit(match.legal_commands(match.pending.players[0])[0])
        session.autosaver.forget()  # as when its game is over
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(App, "start", start)
    assert main() == 0
    crashed, stack = seen[0]
    assert not crashed  # the first copy's flag is not a crash of this one
    notices = [s for s in stack if isinstance(s, Dialog)]
    assert any("Another copy of Empires is running" in d.text for d in notices)
    assert autosave_path().read_bytes() == before  # neither written nor removed
    assert running_flag_path().read_text() == "first copy"
    assert Autosaver.held_by_another is None  # back to normal once the window closed


def test_an_autosave_held_by_another_copy_is_told_once_and_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    match = random_match("settlers", 2, 8)
    save_match(match, path)
    before = path.read_bytes()
    told: list[OSError] = []
    saver = Autosaver(path, on_failure=lambda _m, _meta, exc: told.append(exc))
    Autosaver.held_by_another = FolderInUse(16, "another copy of Empires runs")
    try:
        for step in match.steps[-3:]:
            saver(match, step)
        saver.forget()
    finally:
        Autosaver.held_by_another = None
    assert path.read_bytes() == before
    assert len(told) == 1 and isinstance(told[0], FolderInUse)
    assert read_save(path).steps


def test_the_owner_still_saves_and_forgets_its_own_game(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    match = random_match("eight-minute", 2, 5)
    saver = Autosaver(path)
    saver(match, match.steps[-1])
    assert len(read_save(path).steps) == len(match.steps)
    saver.forget()
    assert not path.exists()


def test_the_reason_the_second_copy_cannot_save_is_said_in_words() -> None:
    from game.scenes.unsaved import write_reason

    assert "another copy" in write_reason(FolderInUse(16, "busy"))


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX")
def test_an_unusable_folder_makes_no_second_copy(tmp_path: Path) -> None:
    """No lock can be taken where no file can be made: that copy goes on as the owner (its
    autosave will say why it cannot save)."""
    where = tmp_path / "data"
    where.write_text("a file")
    claim = folder_lock.claim(where)
    assert claim.owner and claim.fd is None
