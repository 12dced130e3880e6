"""The bots' fast judge adds up the same totals as the full score sheet, and the column-wise
region control finds the same strict leaders as counting seat by seat."""

from __future__ import annotations

from random import Random

from game.ai.bots import RandomBot
from game.ai.registry import decide
from game.engine.match import Match
from game.rules.area_control.control import region_controllers, region_strengths, strict_leader
from game.rules.eight_minute import RULES, scoring
from game.rules.eight_minute.events import GameScored


def test_quick_totals_are_the_score_sheet_totals_at_every_step() -> None:
    checked = 0
    for players, variants in ((2, {}), (3, {"goods_tokens": True}), (5, {})):
        rules = RULES.from_options({"players": players, "variants": variants})
        for seed in range(4):
            match, rng, bot = Match(rules, seed), Random(seed), RandomBot()
            while match.pending is not None:
                state = match.state
                if state.phase not in ("deal", "over", "scoring"):
                    sheet = scoring.score_players(state, rules.graph, rules.data)
                    quick = scoring.quick_totals(state, rules.graph, rules.data)
                    assert quick == [s.total for s in sheet]
                    for city_weight in (1, 2):
                        assert region_controllers(state.pieces, rules.graph.size, city_weight) == [
                            strict_leader(region_strengths(state.pieces, r, city_weight))
                            for r in range(rules.graph.size)
                        ]
                    checked += 1
                seat = match.pending.players[0]
                match.submit(decide(bot, rules, state, seat, rng))
            # a game's scores are these totals, on its final position's score sheet
            (scored,) = [e for e in match.events if isinstance(e, GameScored)]
            sheet = scoring.score_players(match.state.history[-1], rules.graph, rules.data)
            assert list(scored.scores) == [s.total for s in sheet]
            checked += 1
    assert checked > 500
