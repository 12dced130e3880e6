"""The working context of one decision: a private copy of the state that each emitted event
is applied to at once, so later steps of the same command see what earlier ones did."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from game.rules.settlers.evolve import FOLD, HANDLERS
from game.rules.settlers.state import SettlersState


@dataclass(slots=True)
class Params:
    """What a player named for a targeted effect: an opponent seat, a card, an option, and
    how the cost of a card the effect builds is paid (see `effects.payment`)."""

    owner: int = -1
    target: str = ""
    option: str = ""
    build_pay: tuple[str, ...] = ()


NO_PARAMS = Params()


class Ctx:
    __slots__ = ("events", "last_gains", "options", "rng", "s")

    def __init__(self, state: SettlersState, rng: Random | None, options: Any) -> None:
        self.s = state
        self.rng = rng or Random(0)
        self.events: list[Any] = []
        self.options = options
        self.last_gains: dict[str, int] = {}

    def emit(self, event: Any) -> None:
        # `evolve`, inlined: a decision emits three events a step on average
        self.events.append(event)
        s = self.s
        HANDLERS[type(event)](FOLD, s, event)
        s.pending_cache = None
