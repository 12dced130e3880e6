"""Eight-Minute Empire knowledge: the judge of a position and the moves worth weighing. What a
seat may see is the rules' (`game.rules.eight_minute.view`)."""

from __future__ import annotations

from typing import Any

from game.ai.area_control import no_way_back, spread_neutrals
from game.ai.knowledge import Knowledge
from game.rules.eight_minute.state import EightMinuteState

COIN = 0.25


def evaluate(rules: Any, state: EightMinuteState, player: int) -> float:
    """The score lead over the best opponent; a coin left is worth a quarter point until the
    end (coins buy cards: valued at a hundredth, Hard spent its coins in five turns and won
    1 in 12 four-player games against Easy; at a quarter, 5 in 12)."""
    scores = rules.scores(state)
    best_other = max(v for p, v in enumerate(scores) if p != player)
    value = scores[player] - best_other
    if state.phase in ("over", "deal"):
        return float(value)
    value += COIN * (state.coins[player] if state.coins else 0)
    bid = state.bids[player] if state.phase == "bid" and player < len(state.bids) else None
    if bid is not None:
        # Going first is worth about a coin: a secret bid above 1 only risks coins that
        # would buy cards later.
        value -= COIN * max(0, bid - 1)
    return value


def sensible(rules: Any, state: EightMinuteState, player: int, choices: list[Any]) -> list[Any]:
    """Every choice but a neutral army piled where others already stand (two players) and a
    step that walks an army back where it came from this turn."""
    choices = no_way_back(rules.graph, state.turn_moves, choices)
    return spread_neutrals(rules.graph, state.pieces, rules.neutral, choices)


KNOWLEDGE = Knowledge(evaluate=evaluate, sensible=sensible)
