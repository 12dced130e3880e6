"""A computer's decision worked out on a worker thread, so the window keeps drawing at full
rate, and its menu, save and quit keep working, while a strong level thinks.

The worker asks `registry.decide` (the one door: the bot sees its seat's view only) on a copy
of the state made on the UI thread before it starts: the worker never reads the live match, so
the table may redraw, save or close at any moment. The random source is the driver's
(`game.ai.driver.match_rng`), so a game played here replays headless from its seed.
A result is used only while the match still stands where it was asked (an undo or a load
in between makes it stale and it is dropped).
"""

from __future__ import annotations

import threading
from random import Random
from typing import Any

from game.ai.bots import Bot
from game.ai.registry import decide
from game.engine.match import Match


def position_key(match: Match, seat: int) -> tuple[int, int, int]:
    """Where the match stands for `seat`: the number of steps and the last step itself."""
    last = match.steps[-1] if match.steps else None
    return (len(match.steps), id(last), seat)


class Thought:
    """One decision being thought on a daemon thread (closing the window never waits)."""

    def __init__(self, key: tuple[int, int, int], bot: Bot, match: Match, seat: int, rng: Random):
        self.key = key
        self.seat = seat
        self.command: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        rules = match.rules
        state = rules.clone(match.state)
        self._thread = threading.Thread(
            target=self._run, args=(bot, rules, state, seat, rng), daemon=True, name="bot"
        )
        self._thread.start()

    def _run(self, bot: Bot, rules: Any, state: Any, seat: int, rng: Random) -> None:
        try:
            self.command = decide(bot, rules, state, seat, rng)
        except BaseException as exc:  # handed to the UI thread, which reports it
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
