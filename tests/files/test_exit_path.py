"""Closing the window when the data folder is unusable (a file in its place, read-only, a loop
of links) exits cleanly: `main` returns 0 and `pygame.quit()` runs."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

import game.app
from game.app import App, main
from game.settings import data_dir, running_flag_path


@pytest.fixture
def closed_at_once(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[App]]:
    """The window opens on the menu and the player closes it straight away; the apps made
    are listed, and pygame.quit() is counted."""
    apps: list[App] = []
    original_start = App.start

    def start(self: App, first: Any = None) -> None:
        original_start(self, first)
        apps.append(self)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(App, "start", start)
    yield apps


def quit_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real_quit = pygame.quit

    def counting_quit() -> None:
        calls.append(1)
        real_quit()

    monkeypatch.setattr(game.app.pygame, "quit", counting_quit)
    return calls


def a_file(folder: Path) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")


def a_loop(folder: Path) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(folder.name, folder)  # data -> data


def read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only folder holding the flag of the last run. Permissions do not stop root, so
    there the file system's refusal is stood in for."""
    folder.mkdir(parents=True, exist_ok=True)
    running_flag_path().write_text("1")
    folder.chmod(0o555)
    if os.geteuid() == 0:
        real_unlink, real_open = Path.unlink, os.open

        def under(path: Any) -> bool:
            return Path(path).absolute().is_relative_to(folder.absolute())

        def unlink(self: Path, missing_ok: bool = False) -> None:
            if under(self):
                raise OSError(errno.EROFS, "Read-only file system", str(self))
            real_unlink(self, missing_ok=missing_ok)

        def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if under(path) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                raise OSError(errno.EROFS, "Read-only file system", str(path))
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(Path, "unlink", unlink)
        monkeypatch.setattr(os, "open", os_open)


CASES: dict[str, Callable[[Path, pytest.MonkeyPatch], None]] = {
    "a file": lambda folder, _mp: a_file(folder),
    "a loop of links": lambda folder, _mp: a_loop(folder),
    "read-only": read_only,
}


@pytest.mark.parametrize("case", list(CASES))
def test_closing_with_an_unusable_data_folder_exits_cleanly(
    case: str, monkeypatch: pytest.MonkeyPatch, closed_at_once: list[App]
) -> None:
    folder = data_dir()
    CASES[case](folder, monkeypatch)
    calls = quit_counted(monkeypatch)
    try:
        assert main() == 0
    finally:
        if case == "read-only":
            folder.chmod(0o755)
    assert len(closed_at_once) == 1 and not closed_at_once[0].running
    assert calls == [1] and not pygame.get_init()
    if case == "read-only":  # the flag could not be removed, and that was no crash
        assert running_flag_path().exists()


def test_closing_normally_removes_the_running_flag(
    monkeypatch: pytest.MonkeyPatch, closed_at_once: list[App]
) -> None:
    calls = quit_counted(monkeypatch)
    assert main() == 0
    assert calls == [1] and not running_flag_path().exists()
