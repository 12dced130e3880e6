"""One Imperial Settlers game on screen: the match, the seats, the bots and the autosave.

The table around a match (names, colours, human or computer, autosave) is the same for every
game, so this reuses the Eight-Minute Empire `Session` and only changes how a match is made,
how a save is read back and what the save list says about progress.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.messages import N_
from game.rules.settlers.catalog import FACTIONS
from game.rules.settlers.options import SettlersOptions
from game.rules.settlers.rules import SettlersRules
from game.scenes.eight_minute.session import Seat, default_seats
from game.scenes.eight_minute.session import Session as TableSession

ROUNDS = 5


class Session(TableSession):
    """Seats may number 1 (solo: seat 1 of the rules is the virtual player, not a seat here)."""

    rules: SettlersRules  # type: ignore[assignment]

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
        for seat in seats:
            seat.level = "easy"  # one computer strength: the shared greedy bot
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
    def from_save(cls, match: Match, meta: dict[str, Any], autosave: Path | None) -> Session:
        options: SettlersOptions = match.rules.options  # type: ignore[assignment]
        count = options.players
        names = list(options.seats) + [f"Player {i + 1}" for i in range(len(options.seats), 9)]
        defaults = default_seats(max(count, 2))
        raw = meta.get("seats") if isinstance(meta, dict) else None
        seats: list[Seat] = []
        for i in range(count):
            entry = raw[i] if isinstance(raw, list) and i < len(raw) else None
            try:
                seat = Seat(**entry) if isinstance(entry, dict) else defaults[i]
            except TypeError:
                seat = defaults[i]
            seat.name = names[i]
            seat.level = "easy"
            seats.append(seat)
        return cls(match, seats, autosave)

    @property
    def solo(self) -> bool:
        return self.rules.options.players == 1

    @property
    def factions(self) -> list[str]:
        return list(self.rules.options.factions)

    def meta(self) -> dict[str, Any]:
        meta = super().meta() if False else {}  # the parent's progress line is Eight-Minute's
        from dataclasses import asdict

        state = self.state
        meta.update(
            {
                "players": [s.name for s in self.seats],
                "seats": [asdict(s) for s in self.seats],
                "progress": {
                    "msgid": N_("Round {round} of {total}"),
                    "params": {"round": max(1, state.round), "total": ROUNDS},
                },
            }
        )
        return meta


def faction_order() -> tuple[str, ...]:
    return FACTIONS
