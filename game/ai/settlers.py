"""Imperial Settlers knowledge: the judge of a position. What a seat may see (deck orders, the
others' hands and lookout offers hidden) is the rules' (`game.rules.settlers.view`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.knowledge import Knowledge
from game.rules.settlers.catalog import runtime
from game.rules.settlers.scoring import final_points, location_points
from game.rules.settlers.state import SettlersState

Arrange = Callable[[list[str]], None]
SOLO_WIN = 10.0  # a won solo game is worth more than any score
SOLO_LEAD = 3.0  # each faction location over the collection, while playing


def evaluate(rules: Any, s: SettlersState, player: int) -> float:
    """Points now plus what the position promises: locations at their end value, goods and
    cards at a fraction of a point, deals by the rounds they still pay. At the end of a game:
    the margin over the best opponent. Solo, the game is won by more faction locations than
    the virtual player's collection, so that lead counts above all."""
    p = s.players[player]
    mine = float(final_points(p))
    if s.solo:
        lead = location_points(p)[1] - len(s.collection)
        if s.phase == "over":
            return (SOLO_WIN if lead > 0 else 0.0) + lead + 0.05 * mine
        rival = -SOLO_LEAD * lead
    else:
        others = [final_points(s.players[i]) for i in range(s.humans) if i != player]
        rival = float(max(others)) if others else 0.0
        if s.phase == "over":
            return mine - rival
    rounds_left = max(0, runtime().tables["rounds"] - s.round)
    value = mine + 0.6 * len(p.deals) * rounds_left + 0.25 * len(p.hand) + 0.3 * p.draws
    value += 0.15 * sum(p.goods.values())
    return value - (rival if s.solo else 0.5 * rival)


KNOWLEDGE = Knowledge(evaluate=evaluate)
