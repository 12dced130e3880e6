"""A game that begins at a given position instead of at the empty table.

Taking over a game with its hidden things redrawn starts a new match from a position that no
log of the game's own events folds to (the deck in another order, other hands). Rather than
teach every fold of the program (the match, undo, replays, the game log, the score charts) a
new kind of step, the position becomes these rules' `initial_state`: rules "started at" a
position answer it where a fresh game answers the empty table, and set up nothing more, so
every fold of the new match's events starts from it unchanged.

Where the position came from (`origin`, the save's `start` record: the game it was taken
from, cut at a step, and how its hidden things were redrawn) travels with the rules, so the
match saves it and a save re-derives the position rather than trusting it
(`game.engine.savefile`).
"""

from __future__ import annotations

from functools import cache
from random import Random
from typing import Any

from game.engine.rules import GameRules


class _StartedAt:
    """Put before a game's rules class: the game begins at `_position`, already set up."""

    _position: Any
    origin: Any

    def initial_state(self) -> Any:
        rules: GameRules[Any] = self  # type: ignore[assignment]
        return rules.clone(self._position)

    def setup(self, state: Any, rng: Random) -> list[Any]:
        return []


@cache
def _started_class(base: type[GameRules[Any]]) -> type[GameRules[Any]]:
    started = type(base.__name__, (_StartedAt, base), {"_base_rules": base})
    started.__module__ = base.__module__
    started.__qualname__ = f"{base.__qualname__}.StartedAt"
    return started


def base_class(rules: GameRules[Any]) -> type[GameRules[Any]]:
    """The game's own rules class, under any start."""
    found: type[GameRules[Any]] = getattr(type(rules), "_base_rules", type(rules))
    return found


def started_at(rules: GameRules[Any], position: Any, origin: Any) -> GameRules[Any]:
    """Rules of the same game and options whose matches begin at `position` (kept as a copy)."""
    started = _started_class(base_class(rules)).from_options(rules.options)
    started._position = rules.clone(position)  # type: ignore[attr-defined]
    started.origin = origin  # type: ignore[attr-defined]
    return started


def origin_of(rules: GameRules[Any]) -> Any | None:
    """The `start` record of rules started at a position; None for a game from the table."""
    return getattr(rules, "origin", None) if isinstance(rules, _StartedAt) else None


def same_rules(rules: GameRules[Any]) -> GameRules[Any]:
    """New rules of the same game, options and start (rules may keep caches of their own)."""
    if isinstance(rules, _StartedAt):
        return started_at(rules, rules.initial_state(), rules.origin)
    return base_class(rules).from_options(rules.options)
