"""Set-up, lookout and its variants, production, cleanup, deck exhaustion and the end."""

from __future__ import annotations

from random import Random

from game.engine.match import Match
from game.rules.settlers import commands as c
from game.rules.settlers.context import Ctx
from game.rules.settlers.flow import cleanup, start_production
from tests.rules.settlers.helpers import (
    act,
    action_state,
    build_now,
    deal_now,
    give,
    play,
    rules_for,
)


def _pick_first(rules, s):  # type: ignore[no-untyped-def]
    pending = rules.pending(s)
    return play(rules, s, rules.legal_commands(s, pending.players[0])[0])


# -- set-up -----------------------------------------------------------------------------------
def test_setup_deals_two_common_and_two_faction_cards_then_the_lookout_starts() -> None:
    rules = rules_for(3)
    match = Match(rules, 7)
    s = match.state
    for p in s.players:
        commons = [x for x in p.hand if x.startswith("com")]
        assert len(commons) == 2
        assert len(p.hand) == 5  # + 2 faction cards + the lookout's faction card
        assert len(p.deck) == 27
    assert s.round == 1 and s.phase == "lookout"
    assert len(s.draft) == 4  # players + 1
    assert len(s.common_deck) == 84 - 6 - 4


def test_first_player_is_random() -> None:
    firsts = {Match(rules_for(4), seed).state.first for seed in range(30)}
    assert len(firsts) > 1


# -- lookout ----------------------------------------------------------------------------------
def test_lookout_clockwise_then_counter_clockwise() -> None:
    rules = rules_for(3)
    s = Match(rules, 3).state
    first = s.first
    pickers = []
    while s.phase == "lookout":
        pickers.append(rules.pending(s).players[0])
        s = _pick_first(rules, s)
    n = 3
    last = (first - 1) % n
    assert pickers == [
        first,
        (first + 1) % n,
        (first + 2) % n,
        last,
        (last - 1) % n,
        (last - 2) % n,
    ]
    assert s.phase in ("production", "action")
    assert len(s.common_discard) == 2  # one leftover card per half


def test_alternative_lookout_keep_one_pass_two_clockwise() -> None:
    rules = rules_for(3, alt_lookout=True)
    s = Match(rules, 4).state
    assert all(len(offer) == 3 for offer in s.offers)
    assert set(rules.pending(s).players) == {0, 1, 2}
    offered_to_1 = list(s.offers[1])
    s = play(
        rules, s, c.Pick(0, s.offers[0][0]), c.Pick(1, s.offers[1][0]), c.Pick(2, s.offers[2][0])
    )
    assert s.offers[2] == offered_to_1[1:]  # seat 1's two cards went clockwise to seat 2
    s = play(
        rules, s, c.Pick(0, s.offers[0][0]), c.Pick(1, s.offers[1][0]), c.Pick(2, s.offers[2][0])
    )
    assert s.phase != "lookout" or not s.offers
    assert len(s.common_discard) == 3


def test_advanced_lookout_two_players_pick_alternately_from_five() -> None:
    rules = rules_for(2, advanced_lookout=True)
    s = Match(rules, 5).state
    assert len(s.draft) == 5
    sizes, pickers = [], []
    while s.phase == "lookout":
        sizes.append(len(s.draft))
        pickers.append(rules.pending(s).players[0])
        s = _pick_first(rules, s)
    first = pickers[0]
    assert pickers == [first, 1 - first, first, 1 - first]
    assert sizes == [5, 4, 3, 2]
    assert len(s.common_discard) == 1


def test_advanced_lookout_three_players_refills_to_four_then_three() -> None:
    rules = rules_for(3, advanced_lookout=True)
    s = Match(rules, 5).state
    sizes = []
    while s.phase == "lookout":
        sizes.append(len(s.draft))
        s = _pick_first(rules, s)
    assert sizes == [5, 4, 4, 3, 3, 2]  # the rulebook's 3-player example
    assert len(s.common_discard) == 1


def test_advanced_lookout_four_players() -> None:
    rules = rules_for(4, advanced_lookout=True)
    s = Match(rules, 5).state
    sizes = []
    while s.phase == "lookout":
        sizes.append(len(s.draft))
        s = _pick_first(rules, s)
    assert sizes == [5, 4, 4, 4, 3, 3, 3, 2]


def test_peaceful_lookout_gives_one_more_common_card() -> None:
    normal = Match(rules_for(2), 9).state
    peaceful = Match(rules_for(2, peaceful=True), 9).state
    for a, b in zip(normal.players, peaceful.players, strict=True):
        assert len(b.hand) == len(a.hand) + 1


def test_solo_lookout_gives_the_virtual_player_two_cards() -> None:
    rules = rules_for(1)
    s = Match(rules, 2).state
    assert len(s.draft) == 4
    s = _pick_first(rules, s)
    assert len(s.players[1].locations) == 1  # one of the three others, at random
    assert len(s.draft) == 2
    s = _pick_first(rules, s)
    assert len(s.players[1].locations) == 2
    assert s.draft == []


# -- production -------------------------------------------------------------------------------
def test_japanese_production_example() -> None:
    """Rulebook: board 4 workers, 1 wood, 1 raze, 1 defence; deals worker and gold; Lord's
    Fields (1 food per red location: 1) and the Armorer (1 raze) -> 5 workers, 1 wood, 2 raze,
    1 defence, 1 gold and 1 food."""
    rules, s = action_state(["japanese", "romans"])
    deal_now(s, 0, "jap001", "jap012")  # deals: worker, gold
    build_now(s, 0, "com025", "com018")
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    goods = ctx.s.players[0].goods
    assert goods == {
        "wood": 1,
        "stone": 0,
        "food": 1,
        "gold": 1,
        "worker": 5,
        "raze": 2,
        "defence": 1,
    }


def test_only_the_faction_board_produces_in_round_one() -> None:
    rules = rules_for(2, ["romans", "egyptians"])
    s = Match(rules, 1).state
    while s.phase == "lookout":
        s = _pick_first(rules, s)
    assert s.players[0].goods == {
        "wood": 1,
        "stone": 1,
        "food": 0,
        "gold": 0,
        "worker": 2,
        "raze": 1,
        "defence": 1,
    }
    assert s.players[1].goods["gold"] == 1 and s.players[1].goods["worker"] == 3


def test_produced_cards_come_from_the_deck_the_player_chooses() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com065")  # Watchtower: 1 card
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    state = ctx.s
    assert state.players[0].draws == 1
    pending = rules.pending(state)
    assert pending.kind == "draw" and pending.players == (0,)
    top = state.players[0].deck[-1]
    after = play(rules, state, c.Draw(0, "faction"))
    assert top in after.players[0].hand and after.players[0].draws == 0


def test_faction_deck_is_never_reshuffled_but_common_is() -> None:
    rules, s = action_state(["romans", "barbarians"])
    p = s.players[0]
    p.discard.extend(p.deck)
    p.deck.clear()
    give(s, 0, worker=2)
    legal = rules.legal_commands(act(rules, s, c.SpendWorkers(0, ("card",))), 0)
    assert legal == [c.Draw(0, "common")]
    s.common_discard.extend(s.common_deck)
    s.common_deck.clear()
    after = act(rules, s, c.SpendWorkers(0, ("card",)), c.Draw(0, "common"))
    assert len(after.players[0].hand) == 1
    assert len(after.common_deck) == 83 and after.players[0].deck == []


def test_pharaohs_guard_asks_raze_or_vp() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy004")
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    assert rules.pending(ctx.s).kind == "choose"
    after = play(rules, ctx.s, c.Choose(0, "1"))
    assert after.players[0].vp == 2


def test_architect_keeps_one_faction_card_and_shuffles_the_other_back() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom011")
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    state = ctx.s
    drawn = list(state.choices[0].options)
    assert len(drawn) == 2 and all(x.startswith("rom") for x in drawn)
    after = play(rules, state, c.Choose(0, drawn[0]))
    assert drawn[0] in after.players[0].hand and drawn[1] in after.players[0].deck
    assert drawn[1] not in after.players[0].hand


def test_farmers_at_work_collects_another_production_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com016", "com007")  # Farmers At Work + Old Forest (2 wood)
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    assert ctx.s.choices[0].options == ("com007",)
    after = play(rules, ctx.s, c.Choose(0, "com007"))
    assert after.players[0].goods["wood"] == 1 + 2 + 2  # board + Old Forest twice


def test_daimyos_castle_counts_samurai_up_to_three() -> None:
    rules, s = action_state(["japanese", "romans"])
    locs = build_now(s, 0, "jap009", "jap001", "jap002", "jap003", "jap004")
    for loc in locs:
        loc.samurai = True
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    assert ctx.s.players[0].vp == 3


# -- cleanup ----------------------------------------------------------------------------------
def test_japanese_cleanup_example() -> None:
    """Rulebook: Stalls (1 food) and Casino (1 worker) were activated; 2 food and 1 worker are
    left. The Japanese store the 2 food; the worker and the goods on the cards go."""
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap016", "jap012")
    give(s, 0, food=3, worker=2)
    s = act(rules, s, c.Activate(0, "jap016"), c.Activate(0, "jap012"))
    assert s.players[0].goods["food"] == 2 and s.players[0].goods["worker"] == 1
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    cleanup(ctx)
    p = ctx.s.players[0]
    assert p.goods["food"] == 2 and p.goods["worker"] == 0 and p.goods["gold"] == 0
    assert all(loc.used == 0 for loc in p.locations)


def test_each_faction_stores_its_good() -> None:
    rules, s = action_state(["romans", "barbarians", "egyptians", "japanese"])
    for seat in range(4):
        give(s, seat, wood=1, stone=1, food=1, gold=1, worker=1, raze=1, defence=1)
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    cleanup(ctx)
    kept = [{g: n for g, n in p.goods.items() if n} for p in ctx.s.players]
    assert kept == [{"raze": 1}, {"worker": 1}, {"gold": 1}, {"food": 1}]


def test_warehouses_keep_wood_stone_and_food() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom019")
    give(s, 0, wood=2, stone=1, food=3, worker=2, gold=1)
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    cleanup(ctx)
    kept = {g: n for g, n in ctx.s.players[0].goods.items() if n}
    assert kept == {"wood": 2, "stone": 1, "food": 3}


def test_samurai_stay_and_defence_tokens_go_at_cleanup() -> None:
    rules, s = action_state(["japanese", "romans"])
    (farm,) = build_now(s, 0, "jap001")
    farm.samurai = True
    (armorer,) = build_now(s, 1, "com018")
    armorer.defence = True
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    cleanup(ctx)
    assert ctx.s.players[0].location("jap001").samurai
    assert not ctx.s.players[1].location("com018").defence


def test_after_all_pass_cleanup_then_first_player_passes_clockwise() -> None:
    rules, s = action_state(["romans", "barbarians"], round_=2)
    give(s, 0, wood=3)
    after = play(rules, s, c.Pass(0), c.Pass(1))
    assert after.round == 3 and after.first == 1
    assert after.players[0].goods["wood"] == 0  # not stored by the Romans


def test_no_cleanup_after_round_five_and_the_game_ends() -> None:
    rules, s = action_state(["romans", "barbarians"], round_=5)
    give(s, 0, wood=3, worker=2)
    after = play(rules, s, c.Pass(0), c.Pass(1))
    assert after.phase == "over" and rules.pending(after) is None
    assert after.players[0].goods["wood"] == 3  # kept for the tie-break


def test_every_faction_board_produces_its_goods() -> None:
    rules = rules_for(4, ["romans", "barbarians", "egyptians", "japanese"])
    s = Match(rules, 2).state
    while s.phase == "lookout":
        s = _pick_first(rules, s)
    produced = [{g: n for g, n in p.goods.items() if n} for p in s.players]
    assert produced == [
        {"wood": 1, "stone": 1, "worker": 2, "raze": 1, "defence": 1},
        {"worker": 5, "raze": 1, "defence": 1},
        {"gold": 1, "worker": 3, "raze": 1, "defence": 1},
        {"wood": 1, "worker": 4, "raze": 1, "defence": 1},
    ]


def test_production_draws_are_asked_of_every_player_at_once() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com065")
    build_now(s, 1, "com066")
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    pending = rules.pending(ctx.s)
    assert pending.kind == "draw" and pending.players == (0, 1)
