"""What a computer player knows of one game: how to judge a position and which moves to
consider. What its seat may see, and how to guess the rest, are the rules' own answers
(`rules.seat_view`, `rules.determinize`: each game's `view.py`), asked through here.

Each game with its own knowledge registers a `Knowledge` in its module (`game/ai/<game>.py`);
any other game (the engine's toy) gets the generic one built from the rules' own answers.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import Any

from game.engine.rules import GameRules

Rules = GameRules[Any]
Judge = Callable[[Rules, Any, int], float]
Filter = Callable[[Rules, Any, int, list[Any]], list[Any]]

MODULES: dict[str, str] = {
    "eight-minute": "game.ai.eight_minute",
    "legends": "game.ai.legends",
    "settlers": "game.ai.settlers",
}


def _rules_judge(rules: Rules, state: Any, player: int) -> float:
    judge = getattr(rules, "evaluate", None)
    return float(judge(state, player)) if judge is not None else 0.0


def _all(rules: Rules, state: Any, player: int, choices: list[Any]) -> list[Any]:
    return choices


@dataclass(frozen=True)
class Knowledge:
    """`evaluate` judges a position for a player (higher is better, the final score margin at the
    end); `sensible` drops the moves a player would never consider (wasted steps);
    `turn_end`, if set, judges instead of `evaluate` where a playout stops at the end of the
    seat's own turn, the others' turns unplayed.
    (The view a bot is shown during one call, sharing the public parts with the true state, is
    the rules' `borrowed_view`: a full copy was most of a random game's time.)"""

    evaluate: Judge = _rules_judge
    sensible: Filter = _all
    turn_end: Judge | None = None

    @staticmethod
    def seat_view(rules: Rules, state: Any, player: int) -> Any:
        """The state with everything the seat may not see in one fixed stand-in order, so
        nothing hidden can reach a bot: the rules' one answer, never a bot's own."""
        return rules.seat_view(state, player)

    @staticmethod
    def determinize(rules: Rules, view: Any, player: int, rng: Random) -> Any:
        """A random guess of the unknown consistent with the view: the rules' one answer."""
        return rules.determinize(view, player, rng)


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
