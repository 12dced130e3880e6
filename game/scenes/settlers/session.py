"""One Imperial Settlers game on screen: the match, the seats, the bots and the autosave.

The table around a match (names, colours, human or computer, autosave) is the shared
`TableSession` of the area-control screens; this only says how a Settlers match is made, how
its seats are named in a save and what the save list says about progress.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.messages import N_
from game.rules.settlers.options import SettlersOptions
from game.rules.settlers.rules import SettlersRules
from game.scenes.table.seats import Seat
from game.scenes.table.session import TableSession


class Session(TableSession):
    """Seats may number 1 (solo: seat 1 of the rules is the virtual player, not a seat here)."""

    rules: SettlersRules

    @classmethod
    def new_settlers(
        cls,
        seats: list[Seat],
        factions: list[str],
        *,
        alt_lookout: bool = False,
        advanced_lookout: bool = False,
        peaceful: bool = False,
        seed: int = 0,
        autosave: Path | None = None,
    ) -> Session:
        options = SettlersOptions(
            players=len(seats),
            factions=factions,
            alt_lookout=alt_lookout,
            advanced_lookout=advanced_lookout,
            peaceful=peaceful,
            confirm_actions=True,  # an action waits for End turn, so it can be taken back
            seats=[s.name for s in seats],
        )
        return cls(Match(SettlersRules(options), seed), seats, autosave)

    @classmethod
    def seat_names(cls, match: Match, meta: dict[str, Any]) -> list[str]:
        options: SettlersOptions = match.rules.options  # type: ignore[attr-defined]
        names = list(options.seats)
        return [names[i] if i < len(names) else f"Player {i + 1}" for i in range(options.players)]

    @property
    def solo(self) -> bool:
        return self.rules.options.players == 1

    def progress(self) -> dict[str, Any] | None:
        return {
            "msgid": N_("Round {round} of {total}"),
            "params": {"round": max(1, self.state.round), "total": self.rules.rounds},
        }
