"""The game log: every event of a match as a short sentence, derived from the event log.

`describe(match, names, viewer)` gives one `Line` per event (nothing is stored beyond the
events); `text_lines` prints them for `empires log`; `table_after(match, line)` folds the events
up to a line, for looking back. pygame-free: the panels in game/ui and game/scenes draw it.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from game.engine.match import Match
from game.gamelog.lines import NOBODY, Line
from game.gamelog.phrase import N_, Phrase

DESCRIBERS: dict[str, str] = {
    "eight-minute": "game.gamelog.eight_minute",
    "legends": "game.gamelog.legends",
    "settlers": "game.gamelog.settlers",
}

__all__ = ["NOBODY", "Line", "Phrase", "describe", "round_label", "table_after", "text_lines"]


def describe(match: Match, names: Sequence[str], viewer: int | None = None) -> list[Line]:
    """Every event as a line. `viewer` is the seat whose screen shows the log: what only
    another player may know (a card in a hand) is left out; None shows everything."""
    module = importlib.import_module(DESCRIBERS[match.rules.game_id])
    return list(module.describe(match.rules, match.steps, list(names), viewer))


def round_label(round_number: int) -> Phrase:
    return N_("Round {round}", round=round_number) if round_number > 0 else N_("Set-up")


def table_after(match: Match, line: Line) -> Any:
    """The state right after the line's event: a fold of that prefix of the event log."""
    rules = match.rules
    state = rules.initial_state()
    left = line.event + 1
    for step in match.steps:
        for event in step.events:
            if left == 0:
                return state
            state = rules.evolve(state, event)
            left -= 1
    return state


def text_lines(lines: Sequence[Line], names: Sequence[str]) -> list[str]:
    """One printed line per event: the round, whose turn it is, then the sentence."""
    out = []
    for line in lines:
        seat = line.turn if line.turn != NOBODY else line.player
        head = round_label(line.round).render()
        if 0 <= seat < len(names):
            head = f"{head} · {names[seat]}"
        out.append(f"{head}: {line.render()}")
    return out


def seat_names(match: Match, meta: dict[str, Any] | None = None) -> list[str]:
    """The players' names as the save remembers them, else "Player 1", "Player 2", ..."""
    count = match.rules.player_count
    raw = (meta or {}).get("players")
    names = [str(x) for x in raw] if isinstance(raw, list) else []
    return [
        names[i] if i < len(names) and names[i] else N_("Player {number}", number=i + 1).render()
        for i in range(count)
    ]
