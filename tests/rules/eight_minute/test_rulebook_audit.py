"""Rules the audit against the three rulebooks found without a test of their own (see
RULES_COVERAGE.md): the rulebooks' worked examples, a few limits and the rulings on the neutral
player, cities and continents, plus an independent re-count of finished games' score tables."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.area_control.control import region_controllers
from game.rules.eight_minute import scoring
from game.rules.eight_minute.commands import (
    Bid,
    BuildCity,
    ChooseFirstPlayer,
    Done,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.eight_minute.rules import card_label
from tests.rules.eight_minute.helpers import (
    apply,
    at_first_turn,
    card_index,
    emptied,
    make_rules,
    put_card,
    put_pieces,
    to_first_turn,
)

P3 = card_index("iron", "P3")
M3 = card_index("wood", "M3")
CITY = card_index("food", "City")


def take(rules, state, card: int, slot: int = 0):  # type: ignore[no-untyped-def]
    put_card(state, card, slot)
    return apply(rules, state, TakeCard(state.current, slot))


def refused(rules, state, command) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalCommand):
        rules.decide(state, command, None)
    assert command not in rules.legal_commands(state, command.player)


# -- set-up and bid -----------------------------------------------------------------------------


def test_a_neutral_army_may_go_on_the_start_region() -> None:
    """ "n'importe quelle région du plateau": the start region is one of them."""
    rules = make_rules(2)
    match = Match(rules, 3)
    start = rules.graph.ids[rules.start]
    assert PlaceNeutral(0, start) in match.legal_commands(0)
    match.submit(PlaceNeutral(0, start))
    match.submit(PlaceNeutral(1, start))
    assert match.state.pieces.armies[rules.neutral][rules.start] == 2
    assert match.state.pieces.armies[0][rules.start] == 3  # the players' own start armies stay


def test_neutral_armies_never_take_a_turn() -> None:
    _rules, match = at_first_turn(2, first=1)
    order = []
    for _ in range(6):
        order.append(match.state.current)
        match.submit(TakeCard(match.state.current, 0))
        match.submit(Done(match.state.current))
    assert order == [1, 0, 1, 0, 1, 0]


def test_die_variant_winner_pays_and_the_others_keep_their_bid() -> None:
    match = Match(make_rules(3, youngest=2, die_tiebreak=True), 4)
    for p, amount in enumerate([3, 3, 1]):
        match.submit(Bid(p, amount))
    winner = match.state.bid_winner
    assert winner in (0, 1)
    coins = [11, 11, 11]
    coins[winner] -= 3
    assert match.state.coins == coins


def test_die_variant_all_zero_rolls_among_everyone() -> None:
    seen = set()
    for seed in range(10):
        match = Match(make_rules(3, youngest=0, die_tiebreak=True), seed)
        events: list[Any] = []
        for p in range(3):
            events = match.submit(Bid(p, 0))
        assert all(len(r) >= 2 for r in events[-1].rolls)
        assert len(events[-1].rolls[0]) == 3  # all three tied at zero
        seen.add(match.state.bid_winner)
    assert len(seen) >= 2  # not always the youngest


# -- turn order and the row ---------------------------------------------------------------------


def test_play_goes_round_the_table_from_the_chosen_first_player() -> None:
    _rules, match = at_first_turn(4, first=2)
    order = []
    for _ in range(6):
        order.append(match.state.current)
        match.submit(TakeCard(match.state.current, 0))
        match.submit(Done(match.state.current))
    assert order == [2, 3, 0, 1, 2, 3]


def test_the_rulebook_example_third_card_costs_one_coin() -> None:
    rules, match = at_first_turn(3)
    third = match.state.row[2]
    after = apply(rules, match.state, TakeCard(0, 2))
    assert match.state.coins[0] - after.coins[0] == 1 and after.hands[0] == [third]


def test_the_deck_never_runs_short_before_the_end() -> None:
    """Four players take 32 of 37 cards: the row is full at every choice."""
    _rules, match = at_first_turn(4)
    while match.state.phase == "take_card":
        assert None not in match.state.row
        match.submit(TakeCard(match.state.current, 0))
        match.submit(Done(match.state.current))
    assert sum(len(h) for h in match.state.hands) == 32


# -- the actions --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "steps",
    [
        [("12", "15"), ("15", "18"), ("18", "19")],  # one army three times
        [("12", "15"), ("12", "9"), ("12", "13")],  # three armies once each
        [("12", "15"), ("15", "18"), ("12", "9")],  # one army twice, another once
    ],
)
def test_the_rulebook_move_three_example(steps: list[tuple[str, str]]) -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, M3)
    for a, b in steps:
        state = apply(rules, state, MoveArmy(0, a, b))
    assert state.left == [0]
    assert not any(isinstance(c, MoveArmy) for c in rules.legal_commands(state, 0))
    assert state.pieces.armies_on_board(0) == 3  # moves never add or lose armies


def test_a_city_never_moves() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, M3)
    ix = rules.graph.index
    state.pieces.build_city(0, ix["15"])  # a lone city in 15, no army there
    refused(rules, state, MoveArmy(0, "15", "18"))
    assert not any(
        isinstance(c, MoveArmy) and c.source == "15" for c in rules.legal_commands(state, 0)
    )


def test_armies_go_on_your_own_cities_not_on_another_players() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, P3)
    ix = rules.graph.index
    state.pieces.build_city(1, ix["9"])
    state.pieces.build_city(0, ix["13"])
    sites = {c.region for c in rules.legal_commands(state, 0) if isinstance(c, PlaceArmy)}
    assert sites == {"12", "13"}
    refused(rules, state, PlaceArmy(0, "9"))


def test_the_fourteen_armies_are_the_limit() -> None:
    """11 armies left after the start; placing stops at the supply, not at the card."""
    rules, match = at_first_turn(3)
    place_three = [i for i, c in enumerate(rules.cards) if card_label(c) == "P3"][:4]
    state = match.state
    placed = 0
    for card in place_three:
        state = take(rules, state, card)
        while PlaceArmy(0, "12") in rules.legal_commands(state, 0):
            state = apply(rules, state, PlaceArmy(0, "12"))
            placed += 1
        state = apply(rules, state, Done(0))
        while state.current != 0:
            state = apply(rules, state, TakeCard(state.current, 0))
            state = apply(rules, state, Done(state.current))
    assert placed == 11
    assert state.pieces.armies[0][rules.start] == 14 and state.pieces.army_supply[0] == 0


def test_cities_of_several_players_and_two_of_your_own_in_one_region() -> None:
    rules, match = at_first_turn(3)
    state = match.state
    state.pieces.build_city(1, rules.start)
    state = take(rules, state, CITY)
    assert BuildCity(0, "12") in rules.legal_commands(state, 0)
    state = apply(rules, state, BuildCity(0, "12"))
    state.left = [1]  # a second City card, short-cut
    state = apply(rules, state, BuildCity(0, "12"))
    assert state.pieces.cities[0][rules.start] == 2 and state.pieces.cities[1][rules.start] == 1
    assert state.pieces.city_supply[0] == 1


def test_the_three_cities_are_the_limit() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, CITY)
    for _ in range(3):
        state.left = [1]
        state = apply(rules, state, BuildCity(0, "12"))
    state.left = [1]
    refused(rules, state, BuildCity(0, "12"))
    assert state.pieces.cities_on_board(0) == 3


# -- scoring ------------------------------------------------------------------------------------


def test_a_continent_goes_to_the_most_regions_not_the_most_armies() -> None:
    rules, state = emptied(3)
    put_pieces(rules, state, 0, "23", armies=5)
    put_pieces(rules, state, 1, "24", armies=1)
    put_pieces(rules, state, 1, "25", armies=1)
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert [s.regions for s in scores] == [1, 2, 0]
    assert [s.continents for s in scores] == [0, 1, 0]


def test_a_continent_where_the_neutral_holds_the_most_regions_is_nobodys() -> None:
    rules, state = emptied(2)
    put_pieces(rules, state, rules.neutral, "23", armies=1)
    put_pieces(rules, state, rules.neutral, "24", armies=1)
    put_pieces(rules, state, 0, "25", armies=2)
    put_pieces(rules, state, 1, "21", armies=1)  # continent B: player 1 alone
    scores = scoring.score_players(state, rules.graph, rules.data)
    assert [s.regions for s in scores] == [1, 1]
    assert [s.continents for s in scores] == [0, 1]


def test_the_rulebook_crystal_example() -> None:
    """Crystals: 1 card 1 point, 2 cards 2, 3 cards 3, 4 cards 5."""
    rules, state = emptied(3)
    crystals = [i for i, c in enumerate(rules.cards) if c.good == "crystal"]
    for n, points in [(1, 1), (2, 2), (3, 3), (4, 5)]:
        state.hands[0] = crystals[:n]
        assert scoring.score_players(state, rules.graph, rules.data)[0].goods["crystal"] == points


def test_a_city_alone_beats_nothing_and_ties_one_army() -> None:
    rules, state = emptied(3)
    put_pieces(rules, state, 0, "1", cities=1)
    put_pieces(rules, state, 0, "2", cities=1)
    put_pieces(rules, state, 1, "2", armies=1)
    controllers = region_controllers(state.pieces, rules.graph.size)
    ix = rules.graph.index
    assert controllers[ix["1"]] == 0 and controllers[ix["2"]] is None


# -- whole games, re-counted by hand ------------------------------------------------------------

# The rulebook's tables, typed again here so the check does not read the game's data.
TABLES = {
    "crystal": [(1, 1), (2, 2), (3, 3), (4, 5)],
    "iron": [(2, 1), (3, 2), (4, 3), (5, 5)],
    "food": [(3, 1), (5, 2), (7, 3), (8, 5)],
    "wood": [(2, 1), (4, 2), (5, 3), (6, 5)],
    "tools": [(2, 1), (4, 2), (6, 3), (7, 5)],
}


def _points(good: str, n: int) -> int:
    return max([p for at_least, p in TABLES[good] if n >= at_least], default=0)


def _only_leader(counts: dict[str, int]) -> str | None:
    best = max(counts.values(), default=0)
    leaders = [who for who, v in counts.items() if v == best and v > 0]
    return leaders[0] if len(leaders) == 1 else None


def recount(report: dict[str, Any]) -> list[dict[str, Any]]:
    """Each player's regions, continents, goods and total from the final position alone."""
    regions = report["final_position"]["regions"]
    control = {}
    for rid, region in regions.items():
        strength: dict[str, int] = {}
        for pieces in (region["armies"], region["cities"]):
            for who, n in pieces.items():
                strength[who] = strength.get(who, 0) + n
        control[rid] = _only_leader(strength)
    continents = {}
    for area in {r["area"] for r in regions.values()}:
        held: dict[str, int] = {}
        for rid, region in regions.items():
            if region["area"] == area and control[rid] is not None:
                held[control[rid]] = held.get(control[rid], 0) + 1
        continents[area] = _only_leader(held)
    out = []
    for player in report["final_position"]["players"]:
        name = player["name"]
        goods = dict.fromkeys(TABLES, 0)
        wilds = 0
        for card in player["cards"]:
            if card["good"] == "wild":
                wilds += card["goods"]
            else:
                goods[card["good"]] += card["goods"]
        for rid, region in regions.items():
            if region["token"] and control[rid] == name:
                goods[region["token"]] += 1
        held_goods = [g for g in TABLES if goods[g]]
        best = max(
            (
                sum(_points(g, goods[g] + choice.count(g)) for g in TABLES)
                for choice in itertools.combinations_with_replacement(held_goods, wilds)
            ),
            default=0,
        )
        assert all(goods[g] for g in player["wild_assignment"]), "a wild went to an absent good"
        for good in player["wild_assignment"]:
            goods[good] += 1
        points = sum(_points(g, goods[g]) for g in TABLES)
        owned = sum(1 for c in control.values() if c == name)
        out.append(
            {
                "regions": owned,
                "continents": sum(1 for c in continents.values() if c == name),
                "goods_points": points,
                "best_goods_points": best,
                "total": owned + sum(1 for c in continents.values() if c == name) + points,
                "armies": sum(r["armies"].get(name, 0) for r in regions.values()),
                "coins": player["coins"],
            }
        )
    return out


@pytest.mark.parametrize(
    ("players", "seed", "variants"),
    [(2, 5, {}), (3, 6, {"goods_tokens": True}), (4, 7, {}), (5, 8, {"goods_tokens": True})],
)
def test_finished_games_score_as_a_hand_count_of_the_position(
    players: int, seed: int, variants: dict[str, bool]
) -> None:
    rules = make_rules(players, **variants)
    bots = [make_bot("greedy", rules) for _ in range(players)]
    match = play_out(Match(rules, seed), bots)
    report = rules.report(match.state)
    counted = recount(report)
    for row, mine in zip(report["players"], counted, strict=True):
        assert row["regions"] == mine["regions"]
        assert row["continents"] == mine["continents"]
        assert sum(row["goods"].values()) == mine["goods_points"] == mine["best_goods_points"]
        assert row["total"] == mine["total"]
        assert row["armies_on_board"] == mine["armies"]
        assert len(report["final_position"]["players"][0]["cards"]) == rules.cards_each
    keys = [(m["total"], m["coins"], m["armies"], m["regions"]) for m in counted]
    best = max(keys)
    names = [p["name"] for p in report["final_position"]["players"]]
    assert report["winners"] == [names[i] for i, k in enumerate(keys) if k == best]


def test_first_player_choice_is_any_seat_including_the_winner() -> None:
    match = Match(make_rules(3), 1)
    for p, amount in enumerate([1, 0, 0]):
        match.submit(Bid(p, amount))
    match.submit(ChooseFirstPlayer(0, 0))
    assert match.state.current == 0 and match.state.first == 0


def test_one_secret_bid_each_even_when_asked_directly() -> None:
    """ "Il n'y a qu'un tour d'enchères": the rules refuse a second bid, not only the match."""
    rules = make_rules(3)
    match = Match(rules, 1)
    match.submit(Bid(1, 4))
    refused(rules, match.state, Bid(1, 2))
    assert match.state.bids == [None, 4, None]


def test_the_armies_tie_break_counts_cubes_not_cities() -> None:
    rules, state = emptied(2)
    put_pieces(rules, state, 0, "1", armies=1, cities=2)  # 1 army on the board, 2 cities
    put_pieces(rules, state, 1, "8", armies=2)  # 2 armies on the board
    state.coins = [4, 4]
    report = rules.report(state)
    assert [p["total"] for p in report["players"]] == [2, 2]  # a region and its continent
    assert [p["armies_on_board"] for p in report["players"]] == [1, 2]
    assert report["winners"] == ["Player 2"]


def _finish_cheaply(match: Match) -> None:
    """Everyone takes the free card and skips its action; wilds take the first choice."""
    while match.pending is not None and match.pending.kind in ("take_card", "action"):
        player = match.state.current
        if match.pending.kind == "take_card":
            match.submit(TakeCard(player, 0))
        match.submit(Done(player))
    while match.pending is not None and match.pending.kind == "assign_wilds":
        player = match.pending.players[0]
        match.submit(match.legal_commands(player)[0])


def test_long_game_each_game_deals_fresh_coins_even_when_some_are_left() -> None:
    rules = make_rules(2, long_game=True)
    match = Match(rules, 6)
    to_first_turn(match, bids=[3, 0])
    _finish_cheaply(match)
    assert match.state.game == 2 and match.state.history[0].coins == [11, 14]
    assert match.state.coins == [14, 14]
    assert match.state.phase == "neutral"  # two players: the neutral armies again
    assert sum(match.state.pieces.armies[rules.neutral]) == 0


def test_long_game_tied_running_totals_go_to_the_last_games_tie_breaks() -> None:
    rules = make_rules(2, long_game=True)
    match = Match(rules, 6)
    for _ in range(3):
        to_first_turn(match)
        _finish_cheaply(match)
    state = match.state
    assert state.phase == "over"
    state.totals = [20, 20]
    last = state.history[-1]
    last.coins = [1, 2]
    assert rules.report(state)["winners"] == ["Player 2"]
    last.coins = [3, 2]
    assert rules.report(state)["winners"] == ["Player 1"]


def test_the_deck_and_the_goods_tokens_are_shuffled_at_each_deal() -> None:
    rules = make_rules(3, goods_tokens=True)
    deals = [Match(rules, seed).state for seed in range(6)]
    assert len({tuple(s.row) for s in deals}) == 6
    assert len({tuple(sorted(s.tokens.items())) for s in deals}) > 1
    for state in deals:  # every deal holds the whole deck and the whole token mix
        assert sorted([*state.row, *state.deck]) == rules.data.deck_for(3)
        mix = [g for g, n in rules.data.goods_tokens.items() for _ in range(n)]
        assert sorted(state.tokens.values()) == sorted(mix)


def test_an_unknown_variant_is_refused_not_ignored() -> None:
    from pydantic import ValidationError

    from game.rules.eight_minute.options import EightMinuteOptions

    with pytest.raises(ValidationError):
        EightMinuteOptions(players=3, variants={"goods_token": True})
    assert EightMinuteOptions(players=3, variants={"goods_tokens": True}).variants.goods_tokens


def test_repeated_blank_or_neutral_names_stay_apart_in_the_report() -> None:
    from game.rules.eight_minute.options import EightMinuteOptions
    from game.rules.eight_minute.rules import EightMinuteRules
    from tests.rules.eight_minute.boards import side_a

    options = EightMinuteOptions(players=2, names=["neutral", "  "])
    assert options.seat_names() == ["neutral (2)", "Player 2"]
    assert EightMinuteOptions(players=3, names=["Ann", "Ann", "Ann"]).seat_names() == [
        "Ann",
        "Ann (2)",
        "Ann (3)",
    ]
    rules = EightMinuteRules(options, board=side_a())
    state = Match(rules, 2).state
    for seat in range(rules.seats):
        state.pieces.armies[seat] = [0] * rules.graph.size
    put_pieces(rules, state, 0, "1", armies=2)
    put_pieces(rules, state, rules.neutral, "1", armies=1)
    report = rules.report(state)
    assert report["final_position"]["regions"]["1"]["armies"] == {"neutral (2)": 2, "neutral": 1}
    assert report["final_position"]["regions"]["1"]["controller"] == "neutral (2)"
    assert report["winners"] == ["neutral (2)"] and report["winner_seats"] == [0]


def test_coins_are_never_regained() -> None:
    """Coins only ever go: the winning bid and card prices; nothing gives any back."""
    from game.rules.eight_minute.events import GameDealt

    rules = make_rules(4)
    match = play_out(Match(rules, 9), [make_bot("greedy", rules) for _ in range(4)])
    state = rules.initial_state()
    before: list[int] = []
    spent = 0
    for event in match.events:
        state = rules.evolve(state, event)
        if not isinstance(event, GameDealt):
            assert all(now <= then for now, then in zip(state.coins, before, strict=True))
        spent += (
            sum(before) - sum(state.coins) if before and not isinstance(event, GameDealt) else 0
        )
        before = list(state.coins)
    assert spent > 0 and sum(state.coins) == 4 * 9 - spent


def test_computer_bids_stay_small() -> None:
    """A bid is secret and free until revealed, so the bots need the evaluation to price it:
    they bid 0 or 1, never most of their coins."""
    from random import Random

    from game.ai.bots import GreedyBot
    from game.engine.match import Match
    from game.rules.eight_minute import RULES

    for seed in range(6):
        rules = RULES.from_options({"players": 3})
        match = Match.new(rules, seed)
        for player in (0, 1, 2):
            bid = GreedyBot().choose(rules, match.state, player, Random(seed))
            assert bid.amount in (0, 1), bid
            match.submit(bid)
