"""Headless pygame for every test, and a private EMPIRES_HOME so no test touches the real
config, saves or logs."""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# One folder per test process (xdist workers each import this file), made before any test runs.
os.environ["EMPIRES_HOME"] = tempfile.mkdtemp(prefix="empires-home-")


import pytest


@pytest.fixture(autouse=True)
def _computers_think_to_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """At the table a computer's time is capped, so on a loaded machine it may choose
    otherwise and a screen test follow another game; uncapped, a seed is one game."""
    from game.scenes.table.session import TableSession

    monkeypatch.setattr(TableSession, "think", 0.0)


@pytest.fixture(autouse=True)
def _log_fold_forgotten() -> None:
    """The player's fold of the game log lasts while the program runs: each test starts a new
    program, so a fold made by an earlier test in the same worker must not carry over."""
    from game.scenes.table.log import TableLog

    TableLog.folded_choice = None
