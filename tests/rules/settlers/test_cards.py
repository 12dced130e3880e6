"""The cards the rulebook clarifies, and the shared effects they are written in."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from game.rules.settlers.scoring import final_points
from tests.rules.settlers.helpers import act, action_state, build_now, deal_now, give, take


def test_temple_of_ra_takes_over_an_enemy_action_location() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    build_now(s, 1, "com044")  # Joiner: 1 worker + 1 wood -> 2 VP
    give(s, 0, worker=1, wood=1)
    give(s, 1, worker=1, wood=1)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="com044"))
    assert s.players[1].location("com044").controller == 0
    with pytest.raises(IllegalCommand):  # the owner cannot use it any more this round
        act(rules, s, c.Activate(1, "com044"))
    taken = act(rules, s, c.Activate(0, "com044"))
    assert taken.players[0].vp == 2
    with pytest.raises(IllegalCommand):  # nobody may discard it for a faction location
        take(s, 1, "rom020")
        give(s, 1, stone=1)
        act(rules, s, c.Build(1, "rom020", "com044"))


def test_temple_of_ra_location_razed_is_a_foundation_of_its_owner_and_wood_to_the_taker() -> None:
    rules, s = action_state(["egyptians", "romans", "barbarians"])
    build_now(s, 1, "com044")
    s.players[1].location("com044").controller = 0
    give(s, 2, raze=2)
    after = act(rules, s, c.RazeLocation(2, 1, "com044"))
    assert after.players[1].foundations == ["com044"]
    assert after.players[0].goods["wood"] == 1 and after.players[1].goods["wood"] == 0


def test_temple_of_ra_cannot_use_a_location_its_owner_used_up() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    (joiner,) = build_now(s, 1, "com044")
    joiner.used = 1
    give(s, 0, worker=1, wood=1)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="com044"))
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "com044"))


def test_trade_route_deal_with_an_enemy_faction_location_survives_the_route() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap021", "jap024")  # Trade Route + Dojo (+1 VP per deal)
    build_now(s, 1, "rom020")  # deal: stone
    give(s, 0, food=1)
    marker = s.players[0].deck[-1]
    s = act(rules, s, c.Activate(0, "jap021", owner=1, target="rom020"))
    p = s.players[0]
    assert p.trade_deals == ["rom020"] and p.goods["stone"] == 1
    assert p.vp == 1  # a Trade Route deal counts for Dojo
    assert p.location("jap021").tucked == [marker]
    # losing the Trade Route keeps the deal
    give(s, 1, raze=3)
    s = act(rules, s, c.RazeLocation(1, 0, "jap021"))
    assert s.players[0].trade_deals == ["rom020"]


def test_negotiator_builds_a_deal_without_the_location_requirement() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap019")
    deal_now(s, 0, "jap016")  # Stalls: 1 wood + L
    give(s, 0, worker=1, wood=1)
    after = act(rules, s, c.Activate(0, "jap019", target="jap016"))
    p = after.players[0]
    assert p.location("jap016") is not None and p.location("jap019") is not None
    assert p.deals == [] and p.goods["wood"] == 0


def test_negotiator_cannot_choose_a_trade_route_deal() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap019")
    s.players[0].trade_deals.append("rom020")
    give(s, 0, worker=1, stone=5)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "jap019", target="rom020"))


def test_spies_take_an_enemy_deal_but_not_a_trade_route_deal() -> None:
    rules, s = action_state(["romans", "japanese"])
    build_now(s, 0, "rom010")
    deal_now(s, 1, "jap001")
    s.players[1].trade_deals.append("rom020")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "rom010", owner=1, target="jap001"))
    assert after.players[0].deals == ["jap001"] and after.players[1].deals == []
    assert after.players[0].vp == 1
    assert after.players[0].goods["worker"] == 0  # no deal good now: it is not "make a deal"
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "rom010", owner=1, target="trade:rom020"))


def test_robbers_discard_an_enemy_deal_or_cancel_a_trade_route_deal() -> None:
    rules, s = action_state(["barbarians", "japanese"])
    build_now(s, 0, "bar030")
    deal_now(s, 1, "jap001")
    s.players[1].trade_deals.append("bar012")
    give(s, 0, worker=4)
    after = act(rules, s, c.Activate(0, "bar030", owner=1, target="jap001"))
    assert after.players[1].deals == [] and "jap001" in after.players[1].discard
    assert after.players[0].vp == 1 and after.players[0].draws == 1
    after = act(rules, s, c.Activate(0, "bar030", owner=1, target="trade:bar012"))
    assert after.players[1].trade_deals == []


def test_engineers_and_garrison_remove_a_location_without_razing_it() -> None:
    rules, s = action_state(["romans", "japanese"])
    build_now(s, 0, "rom008")
    build_now(s, 1, "com018", "jap013")
    give(s, 0, worker=2)
    after = act(rules, s, c.Activate(0, "rom008", owner=1, target="jap013"))
    assert after.players[1].location("jap013") is None and after.players[1].foundations == []
    assert after.players[0].vp == 1 and after.players[1].goods["wood"] == 0
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap008")
    build_now(s, 1, "rom020")
    give(s, 0, raze=2)
    after = act(rules, s, c.Activate(0, "jap008", owner=1, target="rom020"))
    assert after.players[1].locations == [] and "rom020" in after.players[1].discard


def test_sanctuary_lays_a_common_card_as_foundation_for_stone_and_vp() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy014")
    take(s, 0, "com018", "egy001")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "egy014", target="com018"))
    p = after.players[0]
    assert p.foundations == ["com018"] and p.goods["stone"] == 1 and p.vp == 1
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "egy014", target="egy001"))


def test_gate_takes_cards_for_vp_and_pays_at_the_end() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap013")
    take(s, 0, "com001", "com002", "com003")
    for card in ("com001", "com002", "com003"):
        s = act(rules, s, c.Tuck(0, "jap013", card))
    p = s.players[0]
    assert p.vp == 3 and p.hand == [] and len(p.location("jap013").tucked) == 3
    assert s.turn == 0  # tucking does not use the turn
    assert final_points(p) == 3 + 2 + 2  # tucked VP, location, end bonus
    give(s, 1, raze=5)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.RazeLocation(1, 0, "jap013"))


def test_shrine_keeps_resources_and_pays_by_thresholds() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap015")
    give(s, 0, wood=4, food=3)
    for good in ["wood"] * 4 + ["food"] * 3:
        s = act(rules, s, c.Stash(0, "jap015", good))
    assert s.players[0].location("jap015").stash == 7
    assert final_points(s.players[0]) == 2 + 5


def test_oasis_pays_a_worker_per_pair_an_opponent_spends_up_to_four() -> None:
    rules, s = action_state(["romans", "egyptians"])
    build_now(s, 1, "egy005")
    give(s, 0, worker=12)
    after = act(rules, s, c.SpendWorkers(0, ("wood", "stone", "food")))
    assert after.players[1].goods["worker"] == 3
    after = act(rules, after, c.SpendWorkers(0, ("wood", "stone", "food")))
    assert after.players[1].goods["worker"] == 4


def test_chariot_builder_ignores_defence_and_samurai() -> None:
    rules, s = action_state(["egyptians", "japanese"])
    build_now(s, 0, "egy003")
    (farm,) = build_now(s, 1, "jap001")
    farm.samurai = True
    give(s, 0, raze=1)
    after = act(rules, s, c.Activate(0, "egy003", owner=1, target="jap001"))
    assert after.players[1].locations == [] and after.players[0].vp == 1


def test_dark_chapel_raze_pays_protection_and_may_cash_goods_for_vp() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar014")
    (market,) = build_now(s, 1, "com032")  # raze field: 1 gold + 1 wood
    market.defence = True
    give(s, 0, raze=2)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "bar014", mode=1, owner=1, target="com032"))
    give(s, 0, raze=1)
    after = act(rules, s, c.Activate(0, "bar014", mode=1, owner=1, target="com032"))
    assert after.players[0].goods["raze"] == 0
    assert rules.pending(after).kind == "choose"
    after = act(rules, after, c.Choose(0, "gold"), c.Choose(0, "done"))
    assert after.players[0].vp == 2 and after.players[0].goods["gold"] == 0
    assert after.players[0].goods["wood"] == 1


def test_rabble_razes_your_own_common_location() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar018", "com018")
    give(s, 0, worker=2)
    after = act(rules, s, c.Activate(0, "bar018", target="com018"))
    p = after.players[0]
    assert p.foundations == ["com018"] and p.goods["wood"] == 1
    assert p.goods["stone"] == 1 and p.vp == 1


def test_pack_takes_one_raze_good_without_razing() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar016")
    build_now(s, 1, "com032")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "bar016", owner=1, target="com032", option="gold"))
    assert after.players[0].goods["gold"] == 1
    assert after.players[1].location("com032") is not None


def test_saboteurs_take_a_resource_from_an_opponents_supply() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar010")
    give(s, 0, worker=1)
    give(s, 1, stone=1)
    after = act(rules, s, c.Activate(0, "bar010", owner=1, option="stone"))
    assert after.players[0].goods["stone"] == 1 and after.players[1].goods["stone"] == 0
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "bar010", owner=1, option="wood"))


def test_settlers_build_a_faction_card_without_discarding_a_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com040")
    take(s, 0, "rom020")
    give(s, 0, wood=1, stone=1)
    after = act(rules, s, c.Activate(0, "com040", target="rom020"))
    assert after.players[0].location("rom020") is not None
    assert after.players[0].location("com040") is not None


def test_imperial_messenger_repeats_a_deal_including_a_trade_route_deal() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "com057")
    s.players[0].trade_deals.append("rom020")  # deal: stone
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "com057", target="trade:rom020"))
    assert after.players[0].goods["stone"] == 1


def test_hanseatic_league_discards_your_deal_for_two_vp() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com061")
    deal_now(s, 0, "rom020")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "com061", target="rom020"))
    assert after.players[0].deals == [] and after.players[0].vp == 2


def test_desert_both_discard_a_card_the_opponent_chooses_theirs() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy001")
    take(s, 0, "com001")
    take(s, 1, "com002", "com003")
    after = act(rules, s, c.Activate(0, "egy001", owner=1, target="com001"))
    assert after.players[0].hand == [] and after.players[0].vp == 1
    pending = rules.pending(after)
    assert pending.kind == "choose" and pending.players == (1,)
    after = act(rules, after, c.Choose(1, "com003"))
    assert after.players[1].hand == ["com002"]


def test_desert_and_ruins_are_free_but_take_a_build_action() -> None:
    rules, s = action_state(["egyptians", "romans"])
    take(s, 0, "egy001", "com069")
    after = act(rules, s, c.Build(0, "egy001"))
    assert after.players[0].draws == 2 and after.turn == 1
    after = act(rules, s, c.Build(0, "com069"))
    assert after.players[0].goods["worker"] == 1  # Ruins' building bonus
    give(after, 1, raze=5)
    with pytest.raises(IllegalCommand):
        act(rules, after, c.RazeLocation(1, 0, "com069"))  # Ruins cannot be razed


def test_tavern_discards_a_card_for_two_vp() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com049")
    take(s, 0, "com001")
    after = act(rules, s, c.Activate(0, "com049", target="com001"))
    assert after.players[0].vp == 2 and "com001" in after.common_discard


def test_sphinx_adds_a_vp_when_two_or_more_are_gained_at_once() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy019", "com044", "com058")
    give(s, 0, worker=2, wood=1)
    after = act(rules, s, c.Activate(0, "com044"))
    assert after.players[0].vp == 3
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy019", "com076")  # Sawmill: 1 wood -> 1 VP
    give(s, 0, wood=1)
    assert act(rules, s, c.Activate(0, "com076")).players[0].vp == 1


def test_mission_draws_two_and_keeps_one() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar028")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "bar028"), c.Choose(0, "cf"))
    drawn = after.choices[0].options
    assert len(drawn) == 2 and drawn[0].startswith("com") and drawn[1].startswith("bar")
    after = act(rules, after, c.Choose(0, drawn[1]))
    assert after.players[0].hand == [drawn[1]] and drawn[0] in after.common_discard


def test_royal_bath_and_acting_troupe_let_a_used_location_be_activated_again() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy007", "com044")
    give(s, 0, gold=1, worker=2, wood=2)
    s = act(rules, s, c.Activate(0, "com044"))
    s = act(rules, s, c.Activate(0, "egy007", target="com044"))
    assert rules.pending(s).kind == "reactivate"
    after = act(rules, s, c.Activate(0, "com044"))
    assert after.players[0].vp == 4 and after.turn == 1
    skipped = act(rules, s, c.Skip(0))
    assert skipped.players[0].vp == 2 and skipped.turn == 1


def test_scorpion_breeder_blocks_an_enemy_action_location() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy010")
    build_now(s, 1, "com044")
    give(s, 0, worker=1)
    give(s, 1, worker=1, wood=1)
    after = act(rules, s, c.Activate(0, "egy010", owner=1, target="com044"))
    with pytest.raises(IllegalCommand):
        act(rules, after, c.Activate(1, "com044"))


def test_ninjas_bonus_places_two_samurai_and_action_steals_a_deal_good() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap001", "com018")
    take(s, 0, "jap026")
    give(s, 0, stone=1)
    s = act(rules, s, c.Build(0, "jap026", "com018"))
    samurai = [loc.card for loc in s.players[0].locations if loc.samurai]
    assert samurai == ["jap001", "jap026"]
    deal_now(s, 1, "rom020")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "jap026", owner=1, target="rom020"))
    assert after.players[1].deals == [] and after.players[0].goods["stone"] == 1


def test_state_administration_asks_gold_or_vp_for_each_faction_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom012", "com018")
    take(s, 0, "rom020")
    give(s, 0, stone=1)
    after = act(rules, s, c.Build(0, "rom020", "com018"))
    assert rules.pending(after).kind == "choose"
    assert act(rules, after, c.Choose(0, "0")).players[0].goods["gold"] == 1


def test_raid_and_gallows_score_on_every_raze() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar007", "com005")
    take(s, 0, "com003")
    give(s, 0, raze=1)
    after = act(rules, s, c.RazeCard(0, "com003"))
    assert after.players[0].vp == 2


def test_diplomacy_school_cashes_deal_goods_for_vp() -> None:
    from random import Random

    from game.rules.settlers.context import Ctx
    from game.rules.settlers.flow import start_production

    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap030")
    deal_now(s, 0, "jap001")  # deal: worker
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    start_production(ctx)
    assert ctx.s.choices[0].options == ("worker", "done")
    after = act(rules, ctx.s, c.Choose(0, "worker"))
    assert after.players[0].vp == 1 and after.players[0].goods["worker"] == 4


def test_every_card_effect_kind_is_interpreted() -> None:
    """Every effect kind used by the data is one the rules resolve or read."""
    from game.rules.settlers.cards import effect_kinds

    handled = set()
    import inspect

    from game.rules.settlers import effects

    source = inspect.getsource(effects.resolve)
    for kind in effect_kinds():
        if f'"{kind}"' in source:
            handled.add(kind)
    standing = {"tuck_cards", "stash_resources", "end_bonus", "storage", "on_event"}
    assert effect_kinds() - handled - standing == set()


def test_japanese_faction_cards_can_be_razed_from_hand() -> None:
    rules, s = action_state(["japanese", "romans"])
    take(s, 0, "jap001")
    give(s, 0, raze=1)
    after = act(rules, s, c.RazeCard(0, "jap001"))
    assert after.players[0].vp == 1 and "jap001" in after.players[0].discard


def test_samurai_may_guard_the_gate_which_still_cannot_be_razed() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap013")
    give(s, 0, worker=1)
    after = act(rules, s, c.PlaceSamurai(0, "jap013"))
    assert after.players[0].location("jap013").samurai


def test_porters_collect_the_production_of_one_of_your_production_locations() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com084", "rom020")  # Porters; Builder makes 1 wood + 1 stone
    give(s, 0, food=1)
    after = act(rules, s, c.Activate(0, "com084", target="rom020"))
    assert after.players[0].goods["wood"] == 1 and after.players[0].goods["stone"] == 1


def test_acting_troupe_reactivates_another_used_action_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com041", "com042")  # Acting Troupe; Lumberjacks: 1 worker -> 2 wood
    give(s, 0, worker=3)
    s = act(rules, s, c.Activate(0, "com042"))
    with pytest.raises(IllegalCommand):  # it must name another, already used, location
        act(rules, s, c.Activate(0, "com041", target="com041"))
    s = act(rules, s, c.Activate(0, "com041", target="com042"), c.Activate(0, "com042"))
    assert s.players[0].goods["wood"] == 4 and s.players[0].goods["worker"] == 0


def test_an_owed_card_with_both_decks_empty_is_lost() -> None:
    rules, s = action_state(["romans", "barbarians"])
    s.players[0].deck.clear()
    s.common_deck.clear()
    s.common_discard.clear()
    give(s, 0, worker=2)
    after = act(rules, s, c.SpendWorkers(0, ("card",)))
    assert rules.legal_commands(after, 0) == [c.Draw(0, "common")]
    after = act(rules, after, c.Draw(0, "common"))
    assert after.players[0].draws == 0 and after.players[0].hand == []
