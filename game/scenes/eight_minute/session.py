"""One Eight-Minute Empire game on screen: the shared table session (seats, bots, autosave)
with how this game starts a match and what its save says about progress."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.messages import N_
from game.rules.eight_minute.options import EightMinuteOptions
from game.rules.eight_minute.rules import EightMinuteRules
from game.scenes.table.seats import LEVEL_NAMES, LEVELS, Kind, Seat, default_seats
from game.scenes.table.session import TableSession

__all__ = ["LEVELS", "LEVEL_NAMES", "Kind", "Seat", "Session", "default_seats"]


class Session(TableSession):
    rules: EightMinuteRules

    @classmethod
    def new(
        cls,
        seats: list[Seat],
        *,
        side: str = "A",
        variants: dict[str, bool] | None = None,
        youngest: int = 0,
        seed: int = 0,
        autosave: Path | None = None,
    ) -> Session:
        options = EightMinuteOptions(
            players=len(seats),
            side=side,  # type: ignore[arg-type]
            variants=variants or {},  # type: ignore[arg-type]
            youngest=youngest,
            names=[s.name for s in seats],
        )
        return cls(Match(EightMinuteRules(options), seed), seats, autosave)

    @classmethod
    def seat_names(cls, match: Match, meta: dict[str, Any]) -> list[str]:
        return list(match.rules.options.seat_names())  # type: ignore[attr-defined]

    def progress(self) -> dict[str, Any]:
        state = self.state
        taken = sum(len(h) for h in state.hands) if state.hands else 0
        total = self.rules.cards_each * self.rules.n
        return {
            "msgid": N_("Game {game}: {taken} of {total} cards taken"),
            "params": {"game": max(1, state.game), "taken": taken, "total": total},
        }
