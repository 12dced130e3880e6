"""The Legends judge of a position knows who wins a tie: between Easy players, 29 four-player
games in 100 end with the lead shared, and the tie-breaks (the Grimoire, coins, armies,
regions) then decide it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.ai import legends
from game.rules.legends.scoring import PlayerScore


def _legends_state(phase: str) -> Any:
    # evaluate reads only the phase and whether the boards are laid out (scores are stubbed)
    return SimpleNamespace(phase=phase, graph=object(), pieces=None, bids=[None] * 3)


@pytest.mark.parametrize(
    ("coins", "expected"),
    [((5, 3, 1), 0.5), ((3, 5, 1), 0.0), ((5, 5, 1), 0.0)],
)
def test_legends_a_shared_lead_is_worth_half_a_point_to_who_wins_its_tie_break(
    monkeypatch: pytest.MonkeyPatch, coins: tuple[int, int, int], expected: float
) -> None:
    scores = [
        PlayerScore(regions=4, coins=coins[0]),
        PlayerScore(regions=4, coins=coins[1]),
        PlayerScore(regions=2, coins=coins[2]),
    ]
    monkeypatch.setattr(legends.scoring, "score", lambda state, n: scores)
    rules = SimpleNamespace(n=3)
    assert legends.evaluate(rules, _legends_state("over"), 0) == expected
    # behind on points, the tie-breaks are worth nothing
    assert legends.evaluate(rules, _legends_state("over"), 2) == -2.0
