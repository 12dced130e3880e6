"""One Legends game on screen: the shared table session with how Legends starts a match.

Legends' options hold no names, so the seats' names travel in the save's `meta` only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.messages import N_
from game.rules.legends.options import VARIANTS, LegendsOptions
from game.rules.legends.rules import LegendsRules
from game.scenes.table.seats import Seat
from game.scenes.table.session import TableSession


class LegendsSession(TableSession):
    rules: LegendsRules

    @classmethod
    def new(
        cls,
        seats: list[Seat],
        *,
        layout: str = "t",
        boards: tuple[str, str, str, str] | None = None,
        variants: dict[str, bool] | None = None,
        youngest: int = 0,
        seed: int = 0,
        autosave: Path | None = None,
        hand_setup: bool = False,
        encounters_used: tuple[str, ...] | None = None,
    ) -> LegendsSession:
        chosen = {k: bool(v) for k, v in (variants or {}).items() if k in VARIANTS}
        setup: dict[str, Any] = {"hand_setup": hand_setup}
        if encounters_used is not None:
            setup["encounters_used"] = encounters_used
        options = LegendsOptions(
            players=len(seats),
            layout=layout,  # type: ignore[arg-type]
            boards=boards,
            youngest=youngest,
            **chosen,  # type: ignore[arg-type]
            **setup,
        )
        return cls(Match(LegendsRules(options), seed), seats, autosave)

    def progress(self) -> dict[str, Any]:
        state = self.state
        taken = sum(len(c) for c in state.cards)
        return {
            "msgid": N_("Game {game}: {taken} of {total} cards taken"),
            "params": {
                "game": max(1, state.game),
                "taken": taken,
                "total": self.rules.end_cards * self.rules.n,
            },
        }
