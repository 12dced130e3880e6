"""Eight-Minute Empire knowledge: the seat's view (the deck's order and the secret bids of the
others hidden), its guess, and the judge of a position."""

from __future__ import annotations

from random import Random
from typing import Any

from game.ai.area_control import spread_neutrals
from game.ai.knowledge import Knowledge
from game.rules.eight_minute.state import EightMinuteState


def seat_view(rules: Any, state: EightMinuteState, player: int) -> EightMinuteState:
    """Hands, row, board and coins are public; the deck's order and bids not yet revealed
    are not (the deck's content is: every card not seen elsewhere)."""
    view = state.copy()
    view.deck.sort()
    if view.phase == "bid":
        view.bids = [b if p == player else None for p, b in enumerate(view.bids)]
    return view


def determinize(rules: Any, view: EightMinuteState, player: int, rng: Random) -> EightMinuteState:
    guess = view.copy()
    rng.shuffle(guess.deck)
    return guess


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
    """Every choice but a neutral army piled where others already stand (two players)."""
    return spread_neutrals(rules.graph, state.pieces, rules.neutral, choices)


KNOWLEDGE = Knowledge(
    seat_view=seat_view, determinize=determinize, evaluate=evaluate, sensible=sensible
)
