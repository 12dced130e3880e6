"""Headless app fixtures for the game log's screens (instant animations)."""

from collections.abc import Iterator

import pytest

from game.scenes.table.log import TableLog
from tests.support.ui_app import home, make_app

__all__ = ["home", "make_app"]


@pytest.fixture(autouse=True)
def log_as_sized() -> Iterator[None]:
    """A fold or unfold in one test must not open or close the log of the next."""
    TableLog.folded_choice = None
    yield
    TableLog.folded_choice = None
