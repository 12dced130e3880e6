"""Choices the rulebook leaves to the player: how a cost is paid (gold for any resource, the
resources of an "any resource" cost), where the Ninjas' samurai go, and what a location taken
over with the Temple of Ra does for its taker."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from tests.rules.settlers.helpers import act, action_state, build_now, give, take


# -- paying ------------------------------------------------------------------------------------
def test_the_player_may_pay_gold_for_a_resource_they_hold() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008")  # Quarry: 1 wood + 1 stone
    give(s, 0, wood=1, stone=1, gold=1)
    builds = [x for x in rules.legal_commands(s, 0) if isinstance(x, c.Build)]
    assert sorted(b.pay for b in builds) == [(), ("stone", "gold"), ("wood", "gold")]
    after = act(rules, s, c.Build(0, "com008", pay=("stone", "gold")))
    goods = after.players[0].goods
    assert goods["wood"] == 1 and goods["gold"] == 0
    assert goods["stone"] == 2  # its production and building bonus
    auto = act(rules, s, c.Build(0, "com008"))
    assert auto.players[0].goods["gold"] == 1 and auto.players[0].goods["wood"] == 0


def test_a_chosen_payment_must_match_the_cost() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008")
    give(s, 0, wood=2, stone=1, gold=1)
    for wrong in [("gold",), ("wood", "wood"), ("wood", "stone", "gold"), ("stone", "stone")]:
        with pytest.raises(IllegalCommand):
            act(rules, s, c.Build(0, "com008", pay=wrong))
    give(s, 0, gold=-1)
    with pytest.raises(IllegalCommand):  # gold the player does not have
        act(rules, s, c.Build(0, "com008", pay=("wood", "gold")))


def test_without_gold_there_is_one_way_to_pay() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008", "rom020")
    give(s, 0, wood=3, stone=3, food=1)
    commands = rules.legal_commands(s, 0)
    assert all(x.pay == () for x in commands if isinstance(x, (c.Build, c.MakeDeal)))


def test_barter_resources_are_the_players_choice() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar025")  # Barter: 2 resources of any kind -> 2 VP
    give(s, 0, wood=2, stone=1, food=1)
    ways = {x.pay for x in rules.legal_commands(s, 0) if isinstance(x, c.Activate) and x.times == 1}
    # () is the automatic way (the most plentiful first: two wood)
    assert ways == {(), ("stone", "food"), ("wood", "food"), ("wood", "stone")}
    after = act(rules, s, c.Activate(0, "bar025", pay=("stone", "food")))
    goods = after.players[0].goods
    assert after.players[0].vp == 2
    assert (goods["wood"], goods["stone"], goods["food"]) == (2, 0, 0)


def test_a_deal_may_be_paid_with_gold_to_keep_the_food() -> None:
    rules, s = action_state(["japanese", "romans"])
    take(s, 0, "jap004")
    give(s, 0, food=1, gold=1)
    assert c.MakeDeal(0, "jap004", ("gold",)) in rules.legal_commands(s, 0)
    after = act(rules, s, c.MakeDeal(0, "jap004", ("gold",)))
    assert after.players[0].goods["gold"] == 0 and after.players[0].goods["food"] == 2


def test_an_activation_cost_may_be_paid_with_gold() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com044")  # Joiner: 1 worker + 1 wood -> 2 VP
    give(s, 0, worker=1, wood=1, gold=1)
    after = act(rules, s, c.Activate(0, "com044", pay=("gold",)))
    assert after.players[0].goods["wood"] == 1 and after.players[0].vp == 2


# -- Ninjas ------------------------------------------------------------------------------------
def test_ninjas_samurai_go_where_the_player_chooses() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap001", "jap002", "jap004", "com018")
    take(s, 0, "jap026")
    give(s, 0, stone=1)
    s = act(rules, s, c.Build(0, "jap026", "com018"))
    pending = rules.pending(s)
    assert pending.kind == "choose" and pending.detail["kind"] == "samurai"
    assert set(pending.detail["options"]) == {"jap001", "jap002", "jap004", "jap026"}
    s = act(rules, s, c.Choose(0, "jap004"))
    assert set(rules.pending(s).detail["options"]) == {"jap001", "jap002", "jap026"}
    s = act(rules, s, c.Choose(0, "jap026"))
    assert {loc.card for loc in s.players[0].locations if loc.samurai} == {"jap004", "jap026"}
    assert s.players[0].goods["worker"] == 0  # the samurai came from the supply
    assert rules.pending(s).kind == "action" and s.turn == 1


def test_ninjas_second_samurai_is_lost_with_one_place() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "com018")
    take(s, 0, "jap026")
    give(s, 0, stone=1)
    s = act(rules, s, c.Build(0, "jap026", "com018"))
    assert [loc.card for loc in s.players[0].locations if loc.samurai] == ["jap026"]
    assert not s.choices


# -- Temple of Ra ------------------------------------------------------------------------------
def test_a_taken_over_feature_works_for_the_taker_not_the_owner() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    build_now(s, 1, "com004")  # Carpenter's Workshop: each brown build -> 1 gold + 1 VP
    take(s, 0, "com062")
    take(s, 1, "com063")
    give(s, 0, wood=2)
    give(s, 1, wood=2)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="com004"))
    mine = act(rules, s, c.Build(0, "com062"))
    assert mine.players[0].vp == 1 and mine.players[0].goods["gold"] == 1
    theirs = act(rules, s, c.Build(1, "com063"))
    assert theirs.players[1].vp == 0 and theirs.players[1].goods["gold"] == 0


def test_a_taken_over_location_counts_for_the_takers_colour_bonus() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    build_now(s, 1, "com007")  # Old Forest: brown
    take(s, 0, "com003")  # Wood Storage: 1 VP per brown location (itself included) + 1 card
    give(s, 0, wood=2, stone=1)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="com007"))
    after = act(rules, s, c.Build(0, "com003"))
    assert after.players[0].vp == 2


def test_a_taken_over_production_location_does_not_produce_but_porters_collect_it() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013", "com084")  # Porters: 1 food -> collect a production location
    build_now(s, 1, "rom020")  # Builder: 1 wood + 1 stone
    give(s, 0, food=1)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="rom020"))
    assert s.players[0].goods["wood"] == 0 and s.players[0].goods["stone"] == 0
    after = act(rules, s, c.Activate(0, "com084", target="rom020"))
    assert after.players[0].goods["wood"] == 1 and after.players[0].goods["stone"] == 1


def test_a_taken_over_warehouse_stores_for_the_taker_at_cleanup() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    build_now(s, 1, "rom019")  # Warehouses: keep wood, stone and food
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="rom019"))
    give(s, 0, wood=2)
    give(s, 1, wood=3)
    s = act(rules, s, c.Pass(1), c.Pass(0))
    assert s.round == 3
    assert s.players[0].goods["wood"] == 2 and s.players[1].goods["wood"] == 0
    assert s.players[1].location("rom019").controller == -1  # back to its owner


def test_the_taker_razing_what_they_took_gives_the_wood_to_the_owner() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy013")
    build_now(s, 1, "com018")  # Armorer: raze field 1 stone + 1 VP
    give(s, 0, raze=2)
    s = act(rules, s, c.Activate(0, "egy013", owner=1, target="com018"))
    after = act(rules, s, c.RazeLocation(0, 1, "com018"))
    assert after.players[1].foundations == ["com018"]
    assert after.players[1].goods["wood"] == 1 and after.players[0].goods["wood"] == 0


# -- taking an action back ----------------------------------------------------------------------
def test_with_confirm_actions_an_action_that_revealed_nothing_can_be_undone() -> None:
    from game.engine.match import Match
    from game.rules.settlers import RULES

    rules = RULES.from_options({"players": 2, "confirm_actions": True})
    match = Match(rules, 4)
    while match.pending.kind != "action":
        pending = match.pending
        match.submit(rules.legal_commands(match.state, pending.players[0])[0])
    seat = match.pending.players[0]
    before = rules.clone(match.state)
    match.submit(c.SpendWorkers(seat, ("wood",)))
    pending = match.pending
    assert pending.kind == "end_turn" and pending.players == (seat,)
    assert match.legal_commands(seat)[0] == c.EndTurn(seat)
    assert match.can_undo(seat)
    match.undo(seat)
    assert match.state == before
    match.submit(c.SpendWorkers(seat, ("wood",)))
    match.submit(c.EndTurn(seat))
    assert match.pending.players == (1 - seat,) and not match.can_undo(seat)


def test_with_confirm_actions_a_draw_ends_the_turn_at_once() -> None:
    rules, s = action_state(["romans", "barbarians"], confirm_actions=True)
    build_now(s, 0, "com046")  # Castle: 1 worker -> 1 card
    take(s, 0, "com062")
    give(s, 0, worker=2, wood=2)
    after = act(rules, s, c.SpendWorkers(0, ("card",)), c.Draw(0, "common"))
    assert after.turn == 1 and not after.held  # a card was drawn: no taking it back
    held = act(rules, s, c.Build(0, "com062"))
    assert held.held and held.turn == 0
    with pytest.raises(IllegalCommand):
        act(rules, held, c.Activate(0, "com046"))  # one action per turn
    moved = act(rules, held, c.EndTurn(0))
    assert moved.turn == 1 and not moved.held


def test_without_the_option_the_turn_moves_on_after_an_action() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com062")
    give(s, 0, wood=2)
    after = act(rules, s, c.Build(0, "com062"))
    assert after.turn == 1 and not after.held


def test_the_card_settlers_builds_may_be_paid_with_gold() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com040")  # Settlers: 1 wood -> build a faction card, no "L"
    take(s, 0, "rom020")  # Builder: 1 stone; produces 1 wood + 1 stone
    give(s, 0, wood=1, stone=1, gold=1)
    ways = {x.build_pay for x in rules.legal_commands(s, 0) if isinstance(x, c.Activate)}
    assert ways == {(), ("gold",)}
    after = act(rules, s, c.Activate(0, "com040", target="rom020", build_pay=("gold",)))
    goods = after.players[0].goods
    assert (goods["wood"], goods["stone"], goods["gold"]) == (1, 2, 0)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "com040", target="rom020", build_pay=("wood",)))


def test_every_choice_kind_the_rules_offer_has_a_name() -> None:
    import re
    from pathlib import Path

    from game.rules.settlers import flow
    from game.rules.settlers.flow import CHOICE_NAMES

    source = "".join(
        path.read_text(encoding="utf-8")
        for path in Path(flow.__file__).parent.glob("*.py")
        if path.name != "cards.py"
    )
    offered = set(re.findall(r'ChoiceOffered\(\s*\w+,\s*"(\w+)"', source))
    assert offered and offered <= set(CHOICE_NAMES)


# -- both uses of a targeted location in one action -------------------------------------------
def test_pack_may_be_used_twice_in_one_action_with_two_targets() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar016")  # Pack: 1 worker -> one good of an enemy raze field, twice a round
    build_now(s, 1, "com032", "com018")  # raze fields gold + wood; stone + VP
    give(s, 0, worker=2)
    double = c.Activate(0, "bar016", 2, owner=1, target="com032", option="gold")
    assert double in rules.legal_commands(s, 0)
    s = act(rules, s, double)
    pending = rules.pending(s)
    assert pending.kind == "reactivate" and pending.players == (0,) and s.turn == 0
    s = act(rules, s, c.Activate(0, "bar016", owner=1, target="com018", option="stone"))
    p = s.players[0]
    assert (p.goods["gold"], p.goods["stone"], p.goods["worker"]) == (1, 1, 0)
    assert s.turn == 1  # both uses were one action
    assert p.location("bar016").used == 2


def test_a_double_targeted_use_needs_both_costs() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar016")
    build_now(s, 1, "com032")
    give(s, 0, worker=1)
    double = c.Activate(0, "bar016", 2, owner=1, target="com032", option="gold")
    assert double not in rules.legal_commands(s, 0)
    with pytest.raises(IllegalCommand):
        act(rules, s, double)


def test_royal_bath_is_not_doubled_in_one_action() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy007", "com044")
    s.players[0].location("com044").used = 1
    give(s, 0, gold=2)
    assert not any(
        isinstance(x, c.Activate) and x.card == "egy007" and x.times == 2
        for x in rules.legal_commands(s, 0)
    )
