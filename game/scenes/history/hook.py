"""What a table does when its game ends: hand the record to the history's writer.

Called from the session's match listener on the window's thread; building the record takes a
few milliseconds, writing it happens on the writer's thread. Nothing that goes wrong here may
stop the game: every failure is logged, and the writer tells the player through a toast.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from game import i18n
from game.engine.match import Match
from game.engine.messages import Message
from game.history.profiles import recent_profiles
from game.history.records import record_from_match
from game.history.writer import shared_writer
from game.ui.widgets import show_toast

log = logging.getLogger(__name__)


def _toast(message: Message) -> None:
    """Runs on the writer's thread: posting a pygame event is safe there, drawing is not."""

    if pygame.get_init():
        show_toast(i18n.render(message))


class GameRecorder:
    """A match listener: the first step that ends the game sends one record."""

    def __init__(self, meta: Any) -> None:
        self.meta = meta  # a callable giving the session's save meta now
        self.started = time.monotonic()
        self.sent = False

    def __call__(self, match: Match, step: Any) -> None:
        if self.sent or not match.is_over:
            return
        self.sent = True
        try:
            record = record_from_match(match, self.meta(), time.monotonic() - self.started)
            shared_writer(_toast).record(record)
        except Exception:  # a report the record cannot read must not end the game on screen
            log.exception("the finished game could not be recorded")


def name_from_history(seats: list[Any]) -> None:
    """The first person at a new table is named after the latest person of the history (each
    person's results are their own); another name is typed over it as ever."""

    profiles = [p for p in recent_profiles(limit=3) if not placeholder(p)]
    humans = [s for s in seats if getattr(s, "kind", "") == "human"]
    if profiles and humans:
        humans[0].name = profiles[0]


def placeholder(name: str) -> bool:
    """Whether `name` is a table's default seat name ("Player 1", "Игрок 2", …) in any of the
    game's languages: it names nobody, so a new table in another language keeps its own."""
    head, _sep, number = name.rpartition(" ")
    if not number.isdigit():
        return False
    forms = {i18n.catalogue(lang).gettext("Player {n}") for lang in i18n.LANGUAGES}
    return any(form.replace("{n}", number) == name for form in forms) and bool(head)
