"""Final scoring: regions, continents, goods, wilds, goods tokens, tie-breaks, the report."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.eight_minute import scoring
from game.rules.eight_minute.cards import GOODS, game_data
from game.rules.eight_minute.commands import AssignWilds, Done, TakeCard
from tests.rules.eight_minute.boards import tiny
from tests.rules.eight_minute.helpers import at_first_turn, make_rules


def blank(players: int = 3, board=None, **variants):  # type: ignore[no-untyped-def]
    """A dealt game with the board emptied, for building positions by hand."""
    rules = make_rules(players, board if board is not None else tiny(), **variants)
    state = Match(rules, 2).state
    for seat in range(rules.seats):
        for r in range(rules.graph.size):
            state.pieces.armies[seat][r] = 0
    return rules, state


def put(rules, state, seat: int, region: str, armies: int = 0, cities: int = 0) -> None:  # type: ignore[no-untyped-def]
    r = rules.graph.index[region]
    state.pieces.armies[seat][r] += armies
    state.pieces.cities[seat][r] += cities


def test_regions_most_armies_plus_cities_ties_nobody() -> None:
    rules, state = blank()
    put(rules, state, 0, "X1", armies=2)
    put(rules, state, 1, "X1", armies=1, cities=1)  # 2 vs 2: nobody
    put(rules, state, 0, "X2", armies=1)
    put(rules, state, 2, "Y1", cities=1)  # a city alone controls
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert [s.regions for s in scores] == [1, 0, 1]


def test_neutral_counts_for_control() -> None:
    rules, state = blank(2)
    put(rules, state, 0, "X1", armies=2)
    put(rules, state, 2, "X1", armies=2)  # neutral ties: nobody
    put(rules, state, 1, "Y1", armies=1)
    put(rules, state, 2, "Y2", armies=3)
    put(rules, state, 2, "Z", armies=1)
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert [s.regions for s in scores] == [0, 1]
    assert [s.continents for s in scores] == [0, 0]  # Y: 1 region each (player 1, neutral)


def test_continent_strictly_most_regions() -> None:
    rules, state = blank()
    put(rules, state, 0, "X1", armies=1)
    put(rules, state, 0, "X2", armies=1)
    put(rules, state, 1, "Y1", armies=1)
    put(rules, state, 2, "Y2", armies=1)  # Y tied 1-1: nobody
    put(rules, state, 2, "Z", armies=1)
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert [s.continents for s in scores] == [1, 0, 1]
    assert [s.total for s in scores] == [3, 1, 3]


def give(state, player: int, *cards: int) -> None:  # type: ignore[no-untyped-def]
    state.hands[player] = list(cards)


def cards_of(good: str, count: int, goods: int = 1) -> list[int]:
    found = [i for i, c in enumerate(game_data().cards) if c.good == good and c.goods == goods]
    assert len(found) >= count
    return found[:count]


def test_goods_points_double_symbols_and_cap() -> None:
    rules, state = blank()
    give(state, 0, *cards_of("crystal", 5))  # 5 crystals: capped at 5 points
    give(state, 1, *cards_of("food", 3), *cards_of("food", 1, goods=2))  # 3 + 2 = 5 food
    give(state, 2, *cards_of("tools", 1, goods=2))  # 2 tools
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert scores[0].goods["crystal"] == 5
    assert scores[1].counts["food"] == 5 and scores[1].goods["food"] == 2
    assert scores[2].goods["tools"] == 1


def wild_cards(count: int) -> list[int]:
    return [i for i, c in enumerate(game_data().cards) if c.good == "wild"][:count]


def test_wilds_go_only_to_held_goods_best_proposed() -> None:
    rules, state = blank()
    give(state, 0, *cards_of("crystal", 3), *cards_of("iron", 1), *wild_cards(2))
    # crystal 3 -> 4 is +2; iron 1 -> 2 is +1; the best two wilds: one each = +3.
    assert rules.proposed_wilds(state, 0) == ("crystal", "iron")
    give(state, 1, *wild_cards(1))  # only a wild: nothing to add it to
    assert rules.proposed_wilds(state, 1) == ()
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert scores[0].goods["crystal"] == 5 and scores[0].goods["iron"] == 1
    assert sum(scores[1].goods.values()) == 0


def finish_with(rules, match, hands: dict[int, list[int]]):  # type: ignore[no-untyped-def]
    """Play every turn taking slot 0 and skipping, then swap in the given hands before the
    last Done so the end-of-game scoring sees them."""
    state = match.state
    while True:
        player = state.current
        match.submit(TakeCard(player, 0))
        if all(len(h) >= rules.cards_each for h in match.state.hands):
            break
        match.submit(Done(player))
    for p, cards in hands.items():
        match.state.hands[p] = list(cards)
    match.submit(Done(match.state.current))
    return match


def test_wild_assignment_is_asked_and_checked() -> None:
    rules, match = at_first_turn(3, board=tiny())
    hand = [*cards_of("crystal", 3), *cards_of("iron", 1), *wild_cards(2)]
    hand += cards_of("wood", rules.cards_each - len(hand))
    plain = [i for i, c in enumerate(game_data().cards) if c.good != "wild"][: rules.cards_each]
    finish_with(rules, match, {0: hand, 1: plain, 2: plain})
    assert match.pending is not None and match.pending.kind == "assign_wilds"
    assert match.pending.players == (0,)
    assert match.pending.detail["proposals"] == {0: ["crystal", "iron"]}
    legal = match.legal_commands(0)
    assert AssignWilds(0, ("crystal", "iron")) in legal
    assert all(set(c.goods) <= {"crystal", "iron", "wood"} for c in legal)
    before = rules.clone(match.state)
    with pytest.raises(IllegalCommand):
        match.submit(AssignWilds(0, ("food", "iron")))  # food is not held
    assert match.state == before
    match.submit(AssignWilds(0, ("wood", "wood")))  # a poorer choice is the player's right
    assert match.pending is None
    report = rules.report(match.state)
    me = report["players"][0]
    assert me["wilds"] == ["wood", "wood"]
    assert me["goods"]["crystal"] == 3 and me["goods_held"]["iron"] == 1
    assert report["final_position"]["players"][0]["wild_assignment"] == ["wood", "wood"]


def test_goods_tokens_on_triangles_count_for_the_controller() -> None:
    rules, state = blank(3, goods_tokens=True)
    triangles = {rules.graph.ids[r] for r in rules.graph.triangles}
    assert {rules.graph.ids[r] for r in state.tokens} == triangles == {"X2", "Y1", "Y2"}
    for region, _good in state.tokens.items():
        state.tokens[region] = "crystal"
    put(rules, state, 0, "X2", armies=1)
    put(rules, state, 0, "Y1", armies=1)
    put(rules, state, 1, "Y2", armies=1)
    put(rules, state, 2, "Y2", armies=1)  # tie: nobody gets that token
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert scores[0].tokens == {"crystal": 2} and scores[0].goods["crystal"] == 2
    assert scores[1].tokens == {} and scores[2].tokens == {}


def test_goods_token_mix_is_two_of_each_on_side_a() -> None:
    rules = make_rules(4, goods_tokens=True)  # code-built side A: 10 triangles
    state = Match(rules, 9).state
    assert len(state.tokens) == 10
    assert sorted(state.tokens.values()) == sorted(g for g in GOODS for _ in range(2))
    assert set(state.tokens) == set(rules.graph.triangles)
    plain = Match(make_rules(4), 9).state
    assert plain.tokens == {}


def test_a_token_makes_a_good_held_for_wilds() -> None:
    rules, state = blank(3, goods_tokens=True)
    for region in list(state.tokens):
        state.tokens[region] = "food"
    put(rules, state, 0, "X2", armies=1)
    give(state, 0, *wild_cards(1))
    assert rules.proposed_wilds(state, 0) == ("food",)


def test_tie_breaks_coins_then_armies_then_regions() -> None:
    def score(total: int, coins: int, armies: int, regions: int) -> scoring.PlayerScore:
        return scoring.PlayerScore(regions, 0, {}, {}, {}, (), total, coins, armies, 0)

    assert scoring.game_winners([score(9, 2, 1, 1), score(9, 3, 0, 0)]) == [1]
    assert scoring.game_winners([score(9, 3, 5, 0), score(9, 3, 4, 9)]) == [0]
    assert scoring.game_winners([score(9, 3, 4, 1), score(9, 3, 4, 2)]) == [1]
    assert scoring.game_winners([score(9, 3, 4, 2), score(9, 3, 4, 2)]) == [0, 1]
    assert scoring.game_winners([score(10, 0, 0, 0), score(9, 9, 9, 9)]) == [0]


def test_report_holds_table_and_final_position() -> None:
    rules, match = at_first_turn(2)
    finish_with(rules, match, {})
    while match.pending is not None:
        for p in match.pending.players:
            match.submit(match.legal_commands(p)[0])
    report = rules.report(match.state)
    assert report["finished"] and report["player_count"] == 2
    assert len(report["final_position"]["regions"]) == 25
    total_armies = sum(
        sum(v for k, v in region["armies"].items() if k != "neutral")
        for region in report["final_position"]["regions"].values()
    )
    assert total_armies == sum(p["armies_on_board"] for p in report["players"])
    neutral = sum(
        r["armies"].get("neutral", 0) for r in report["final_position"]["regions"].values()
    )
    assert neutral == 10
    for row in report["players"]:
        assert row["total"] == row["regions"] + row["continents"] + sum(row["goods"].values())
        assert set(row["goods"]) == set(GOODS)
    assert len(report["final_position"]["players"][0]["cards"]) == 13
    assert report["winners"]


def test_report_breaks_a_tied_total_on_coins_then_armies() -> None:
    rules, state = blank(2)
    put(rules, state, 0, "X1", armies=1)  # player 0: region X1 and area X = 2 points
    put(rules, state, 1, "Y1", armies=1)  # player 1: region Y1 and area Y = 2 points
    state.coins = [3, 5]
    report = rules.report(state)
    assert [p["total"] for p in report["players"]] == [2, 2]
    assert report["winners"] == ["Player 2"]  # more coins
    state.coins = [5, 5]
    put(rules, state, 0, "X1", armies=2)  # still 2 points, more armies on the board
    report = rules.report(state)
    assert [p["total"] for p in report["players"]] == [2, 2]
    assert report["winners"] == ["Player 1"]
    put(rules, state, 1, "Y1", armies=2)  # equal armies too: both win
    assert rules.report(state)["winners"] == ["Player 1", "Player 2"]
