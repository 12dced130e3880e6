"""The action phase: build, deal, raze (hand and opponent), activate, workers, turn order."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from tests.rules.settlers.helpers import act, action_state, build_now, deal_now, give, play, take


def test_build_common_location_pays_and_produces_at_once_with_its_bonus() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008")  # Quarry: 1 wood + 1 stone; produces 1 stone; bonus 1 stone
    give(s, 0, wood=1, stone=1)
    after = act(rules, s, c.Build(0, "com008"))
    p = after.players[0]
    assert [loc.card for loc in p.locations] == ["com008"]
    assert p.goods["wood"] == 0
    assert p.goods["stone"] == 2  # immediate production + building bonus
    assert "com008" not in p.hand


def test_gold_stands_in_for_a_missing_resource_but_not_the_reverse() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008", "egy028")
    give(s, 0, wood=1, gold=1)
    after = act(rules, s, c.Build(0, "com008"))
    assert after.players[0].goods["gold"] == 0
    assert after.players[0].goods["wood"] == 0
    _, s2 = action_state(["romans", "barbarians"])
    take(s2, 0, "com008")
    give(s2, 0, wood=1)
    with pytest.raises(IllegalCommand):
        play(rules, s2, c.Build(0, "com008"))


def test_resources_are_spent_before_gold() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com062")  # 2 wood
    give(s, 0, wood=2, gold=2)
    after = act(rules, s, c.Build(0, "com062"))
    assert after.players[0].goods["gold"] == 2


def test_faction_location_needs_a_location_or_foundation_discarded() -> None:
    rules, s = action_state(["barbarians", "romans"])
    take(s, 0, "bar012")  # Sentry Tower: 2 wood + L; produces 1 raze + 1 worker
    build_now(s, 0, "com006")  # the Mill, as in the rulebook's example
    give(s, 0, wood=2)
    with pytest.raises(IllegalCommand):
        play(rules, s, c.Build(0, "bar012"))
    after = act(rules, s, c.Build(0, "bar012", "com006"))
    p = after.players[0]
    assert [loc.card for loc in p.locations] == ["bar012"]
    assert "com006" in after.common_discard
    assert p.goods["raze"] == 1 and p.goods["worker"] == 1  # produces when built


def test_a_foundation_can_pay_the_location_requirement() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "rom020")  # Builder: 1 stone + L
    s.players[0].foundations.append("com018")
    s.common_deck.remove("com018")
    give(s, 0, stone=1)
    after = act(rules, s, c.Build(0, "rom020", "com018"))
    assert after.players[0].foundations == []
    assert "com018" in after.common_discard
    assert after.players[0].goods["wood"] == 1 and after.players[0].goods["stone"] == 1


def test_an_activated_action_location_may_be_discarded_for_a_faction_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    (loc,) = build_now(s, 0, "com058")
    loc.used = 1
    take(s, 0, "rom020")
    give(s, 0, stone=1)
    after = act(rules, s, c.Build(0, "rom020", "com058"))
    assert after.players[0].location("com058") is None


def test_colour_feature_counts_itself_when_built() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com004")  # Carpenter's Workshop (brown): +1 gold +1 VP per brown built
    give(s, 0, wood=3)
    after = act(rules, s, c.Build(0, "com004"))
    assert after.players[0].goods["gold"] == 1
    assert after.players[0].vp == 1
    take(after, 0, "com062")
    give(after, 0, wood=2)
    again = act(rules, after, c.Build(0, "com062"))
    assert again.players[0].vp == 2


def test_per_colour_bonus_counts_the_card_itself_and_is_capped() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com003")  # Wood Storage: 1 VP per brown location (max 6) + 1 card
    give(s, 0, wood=2, stone=1)
    after = act(rules, s, c.Build(0, "com003"))
    assert after.players[0].vp == 1
    assert after.players[0].draws == 1


def test_trade_colony_counts_as_three_colours() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom023", "com025")  # Trade Colony + Lord's Fields
    take(s, 0, "com029")
    give(s, 0, wood=3)
    after = act(rules, s, c.Build(0, "com029"))  # Wood Supplier: wood per brown, max 3
    assert after.players[0].goods["wood"] == 2  # itself + Trade Colony


def test_make_a_deal_costs_food_and_gives_the_good_now_and_each_production() -> None:
    rules, s = action_state(["barbarians", "romans"])
    take(s, 0, "bar012")  # deal: worker
    give(s, 0, food=1)
    after = act(rules, s, c.MakeDeal(0, "bar012"))
    p = after.players[0]
    assert p.deals == ["bar012"] and p.goods["food"] == 0 and p.goods["worker"] == 1
    take(after, 0, "com008")
    with pytest.raises(IllegalCommand):
        play(rules, after, c.MakeDeal(0, "com008"))  # common cards have no deal field


def test_raze_a_card_from_hand() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com003")  # Wood Storage: raze field 2 wood (the rulebook's example)
    give(s, 0, raze=1)
    after = act(rules, s, c.RazeCard(0, "com003"))
    assert after.players[0].goods == {**after.players[0].goods, "wood": 2, "raze": 0}
    assert "com003" in after.common_discard
    take(after, 0, "rom020")
    give(after, 0, raze=1)
    with pytest.raises(IllegalCommand):
        play(rules, after, c.RazeCard(0, "rom020"))  # Roman cards have no raze field


def test_raze_an_opponent_common_location() -> None:
    rules, s = action_state(["barbarians", "japanese"])
    build_now(s, 1, "com018")  # Armorer: raze field 1 stone + 1 VP (rulebook example)
    give(s, 0, raze=2)
    after = act(rules, s, c.RazeLocation(0, 1, "com018"))
    assert after.players[0].goods["stone"] == 1 and after.players[0].vp == 1
    assert after.players[0].goods["raze"] == 0
    assert after.players[1].foundations == ["com018"]
    assert after.players[1].goods["wood"] == 1


def test_defence_and_samurai_raise_the_raze_cost() -> None:
    rules, s = action_state(["barbarians", "japanese"])
    (armorer,) = build_now(s, 1, "com018")
    armorer.defence = True
    (farm,) = build_now(s, 1, "jap001")
    farm.samurai = True
    give(s, 0, raze=2)
    with pytest.raises(IllegalCommand):
        play(rules, s, c.RazeLocation(0, 1, "com018"))
    with pytest.raises(IllegalCommand):
        play(rules, s, c.RazeLocation(0, 1, "jap001"))
    give(s, 0, raze=1)
    after = act(rules, s, c.RazeLocation(0, 1, "jap001"))
    assert after.players[0].goods["raze"] == 0
    # a razed Japanese faction location is discarded, not a foundation, and gives no wood
    assert after.players[1].foundations == [] and "jap001" in after.players[1].discard
    assert after.players[1].goods["wood"] == 0


def test_other_faction_locations_cannot_be_razed() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 1, "rom020")
    give(s, 0, raze=5)
    with pytest.raises(IllegalCommand):
        play(rules, s, c.RazeLocation(0, 1, "rom020"))


def test_passed_player_cannot_be_targeted() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 1, "com018")
    give(s, 0, raze=2)
    s.players[1].passed = True
    with pytest.raises(IllegalCommand):
        play(rules, s, c.RazeLocation(0, 1, "com018"))
    assert not any(isinstance(x, c.RazeLocation) for x in rules.legal_commands(s, 0))


def test_peaceful_variant_forbids_razing_opponents_but_not_hand_cards() -> None:
    rules, s = action_state(["barbarians", "romans"], peaceful=True)
    build_now(s, 1, "com018")
    take(s, 0, "com003")
    give(s, 0, raze=3)
    with pytest.raises(IllegalCommand):
        play(rules, s, c.RazeLocation(0, 1, "com018"))
    after = act(rules, s, c.RazeCard(0, "com003"))
    assert after.players[0].goods["wood"] == 2


def test_activate_places_the_cost_and_respects_uses_per_round() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com044")  # Joiner: 1 worker + 1 wood -> 2 VP, once a round
    give(s, 0, worker=2, wood=2)
    after = act(rules, s, c.Activate(0, "com044"))
    assert after.players[0].vp == 2 and after.players[0].goods["worker"] == 1
    after.turn = 0
    with pytest.raises(IllegalCommand):
        play(rules, after, c.Activate(0, "com044"))


def test_double_use_at_once_pays_twice() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com058")  # New Forest: 1 worker -> 1 wood, twice a round
    give(s, 0, worker=2)
    after = act(rules, s, c.Activate(0, "com058", times=2))
    assert after.players[0].goods["wood"] == 2 and after.players[0].goods["worker"] == 0
    assert after.players[0].location("com058").used == 2


def test_spend_pairs_of_workers() -> None:
    rules, s = action_state(["romans", "barbarians"])
    give(s, 0, worker=8)  # the rulebook's example: 8 workers -> 1 wood and 3 cards
    after = act(rules, s, c.SpendWorkers(0, ("wood", "card", "card", "card")))
    assert after.players[0].goods["worker"] == 0
    assert after.players[0].goods["wood"] == 1
    assert after.players[0].draws == 3
    with pytest.raises(IllegalCommand):
        play(rules, s, c.SpendWorkers(0, ("gold",)))


def test_one_action_at_a_time_clockwise_and_passed_players_are_skipped() -> None:
    rules, s = action_state(["romans", "barbarians", "egyptians"])
    after = act(rules, s, c.Pass(0))
    assert after.turn == 1
    after = play(rules, after, c.SpendWorkers(1, ("wood",)) if False else c.Pass(1))
    assert after.turn == 2
    give(after, 2, worker=4)
    after = play(rules, after, c.SpendWorkers(2, ("wood",)))
    assert after.turn == 2  # the only player left keeps acting until they pass
    with pytest.raises(IllegalCommand):
        play(rules, after, c.Pass(0))


def test_free_placements_do_not_end_the_turn() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com018")
    give(s, 0, defence=1)
    after = act(rules, s, c.PlaceDefence(0, "com018"))
    assert after.turn == 0 and after.players[0].location("com018").defence
    with pytest.raises(IllegalCommand):
        play(rules, after, c.PlaceDefence(0, "com018"))


def test_defence_only_on_common_locations() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom020")
    give(s, 0, defence=1)
    with pytest.raises(IllegalCommand):
        play(rules, s, c.PlaceDefence(0, "rom020"))


def test_samurai_are_japanese_workers_one_per_faction_location() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap001", "com018")
    give(s, 0, worker=2)
    after = act(rules, s, c.PlaceSamurai(0, "jap001"))
    assert after.players[0].goods["worker"] == 1 and after.players[0].location("jap001").samurai
    with pytest.raises(IllegalCommand):
        play(rules, after, c.PlaceSamurai(0, "jap001"))
    with pytest.raises(IllegalCommand):
        play(rules, after, c.PlaceSamurai(0, "com018"))


def test_deal_is_collected_in_production() -> None:
    rules, s = action_state(["barbarians", "romans"], round_=1)
    deal_now(s, 0, "bar012")
    after = act(rules, s, c.Pass(0), c.Pass(1))
    # round 2 lookout is waiting; play it out with first picks and common draws
    while after.phase == "lookout":
        pending = rules.pending(after)
        after = play(rules, after, rules.legal_commands(after, pending.players[0])[0])
    board = 5  # the Barbarian board's workers
    assert after.players[0].goods["worker"] >= board + 1
