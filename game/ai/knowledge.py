"""What a computer player knows of one game: its seat's view, how to guess the unknown, how
to judge a position and how to play quickly in a playout.

Each game with its own knowledge registers a `Knowledge` in its module (`game/ai/<game>.py`);
any other game (the engine's toy) gets the generic one built from the rules' own answers.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import Any, TypeVar

from game.engine.rules import GameRules

T = TypeVar("T")
Rules = GameRules[Any]
View = Callable[[Rules, Any, int], Any]
Guess = Callable[[Rules, Any, int, Random], Any]
Judge = Callable[[Rules, Any, int], float]
Filter = Callable[[Rules, Any, int, list[Any]], list[Any]]

MODULES: dict[str, str] = {
    "eight-minute": "game.ai.eight_minute",
    "legends": "game.ai.legends",
    "settlers": "game.ai.settlers",
}


def _own_view(rules: Rules, state: Any, player: int) -> Any:
    return rules.clone(state)


def _rules_guess(rules: Rules, view: Any, player: int, rng: Random) -> Any:
    return rules.determinize(rules.clone(view), player, rng)


def _rules_judge(rules: Rules, state: Any, player: int) -> float:
    judge = getattr(rules, "evaluate", None)
    return float(judge(state, player)) if judge is not None else 0.0


def _all(rules: Rules, state: Any, player: int, choices: list[Any]) -> list[Any]:
    return choices


@dataclass(frozen=True)
class Knowledge:
    """`seat_view` copies the state with everything the seat may not see replaced by one fixed
    stand-in (sorted decks, withdrawn bids...), so nothing hidden can reach a bot;
    `determinize` fills that unknown with a random guess consistent with the view;
    `evaluate` judges a position for a player (higher is better, the final score margin at the
    end); `sensible` drops the moves a player would never consider (wasted steps);
    `turn_end`, if set, judges instead of `evaluate` where a playout stops at the end of the
    seat's own turn, the others' turns unplayed.
    `borrowed_view`, if set, is the same view sharing every public part with the true state
    instead of copying it, for a bot that reads it only during one call while the state stands
    still (`registry.decide`); what is hidden is replaced on fresh objects as in `seat_view`.
    A full copy was most of a random game's time."""

    seat_view: View = _own_view
    determinize: Guess = _rules_guess
    evaluate: Judge = _rules_judge
    sensible: Filter = _all
    turn_end: Judge | None = None
    borrowed_view: View | None = None


GENERIC = Knowledge()

_FOUND: dict[str, Knowledge] = {}


def knowledge_for(rules: Rules) -> Knowledge:
    """The game's knowledge, its module imported on the first call only: importing again
    through importlib on every decision was 8 % of a random game's time."""
    game = getattr(rules, "game_id", "")
    found = _FOUND.get(game)
    if found is None:
        module = MODULES.get(game)
        found = GENERIC if module is None else importlib.import_module(module).KNOWLEDGE
        _FOUND[game] = found
    return found


_SHALLOW: dict[type, Callable[[Any], Any]] = {}


def shallow(obj: T) -> T:
    """A new object of `obj`'s slotted class holding the very same attribute values."""
    copier = _SHALLOW.get(type(obj))
    if copier is None:
        copier = _SHALLOW[type(obj)] = _copier(type(obj))
    return copier(obj)  # type: ignore[no-any-return]


def _copier(cls: type) -> Callable[[Any], Any]:
    """One function copying every slot of `cls` by name: a loop of getattr and setattr was a
    third of a random game's time (dataclasses make their __init__ the same way)."""
    names = [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]
    assert all(name.isidentifier() for name in names)
    lines = ["def copy(old):", "    new = make(cls)"]
    lines += [f"    new.{name} = old.{name}" for name in names]
    lines.append("    return new")
    space: dict[str, Any] = {"make": object.__new__, "cls": cls}
    exec("\n".join(lines), space)  # the names are the class's own slots
    return space["copy"]  # type: ignore[no-any-return]
