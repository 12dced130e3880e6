"""Eight-Minute Empire: Legends knowledge: the judge of a position and the moves worth weighing.
What a seat may see is the rules' (`game.rules.legends.view`)."""

from __future__ import annotations

from typing import Any

from game.ai.area_control import no_way_back, spread_neutrals
from game.ai.knowledge import Knowledge
from game.rules.legends import scoring
from game.rules.legends.commands import Bid
from game.rules.legends.state import LegendsState

# A coin buys about a quarter of a point: the row's dearer cards cost up to three.
COIN = 0.25
# Winning a tie is worth half a point: less than a point, more than the coins it may cost.
TIE_BREAK = 0.5


def evaluate(rules: Any, state: LegendsState, player: int) -> float:
    if state.graph is None:
        return 0.0
    scores = scoring.score(state, rules.n)
    mine = scores[player].total
    best_other = max((sc.total for i, sc in enumerate(scores) if i != player), default=0)
    # a tie goes to the Grimoire, then coins, armies, regions: between Easy players, 29
    # four-player games in 100 end tied at the top, and a judge blind to it spent the coins
    # that would have won it (Hard then won 18 % of four-player games against three Easy)
    ahead = scoring.game_winners(scores) == [player]
    tie_break = TIE_BREAK if mine == best_other and ahead else 0.0
    if state.phase == "over":
        return float(mine - best_other) + tie_break
    pieces = state.pieces
    assert pieces is not None
    value = (
        mine
        - 1.0 * best_other
        + tie_break
        + COIN * state.coins[player]
        + 0.02 * pieces.armies_on_board(player)
        + 0.3 * len(state.cards[player])
    )
    bid = state.bids[player] if state.phase == "bid" else None
    if bid is not None:
        value -= COIN * bid  # coins bid are lost by the winner
    return value


# A coin kept to the end breaks a tie at the top, after the Grimoire. Planning only its own
# turn at a table of four, Hard spent its coins on the turn's move: of 40 games against three
# Easy it won 11 and lost 5 more level on points with fewer coins than the winner. Where the
# turn's plan stops, a coin is worth this much more: spent early or late, it is missing at the
# end all the same (rising from nothing to half a point by the last card did no better).
COIN_KEPT = 0.25


def turn_end(rules: Any, state: LegendsState, player: int) -> float:
    """The judge where a playout stops at the end of the seat's turn: `evaluate`, with the
    coins also worth what they may win in a tie."""
    value = evaluate(rules, state, player)
    if state.phase == "over" or state.graph is None:
        return value
    return value + COIN_KEPT * state.coins[player]


# Going first is worth about a coin or two: a bid above this only loses coins that buy cards.
MAX_BID = 2


def sensible(rules: Any, state: LegendsState, player: int, choices: list[Any]) -> list[Any]:
    """Every choice but a bid above MAX_BID (the search would otherwise spend a turn's worth
    of coins to move first), a neutral army piled where others already stand and a step that
    walks an army back where it came from this turn."""
    kept = [c for c in choices if not (isinstance(c, Bid) and c.amount > MAX_BID)] or choices
    if state.graph is not None:
        kept = no_way_back(state.graph, state.turn_moves, kept)
    if rules.neutral is None or state.graph is None or state.pieces is None:
        return kept
    return spread_neutrals(state.graph, state.pieces, rules.neutral, kept)


KNOWLEDGE = Knowledge(
    evaluate=evaluate,
    sensible=sensible,
    turn_end=turn_end,
)
