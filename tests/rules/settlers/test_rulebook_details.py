"""Rulebook points the other test files did not reach: its remaining worked examples, the
card clarifications' second sentences, and a few solo details (see RULES_COVERAGE.md)."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.settlers import commands as c
from game.rules.settlers.solo import find_targets
from tests.rules.settlers.helpers import act, action_state, build_now, deal_now, give, play, take
from tests.rules.settlers.test_solo_and_scoring import _line


def test_goods_are_unlimited() -> None:
    rules, s = action_state(["barbarians", "romans"])
    give(s, 0, worker=100)
    after = act(rules, s, c.SpendWorkers(0, ("wood",) * 50))
    assert after.players[0].goods["wood"] == 50


def test_gold_pays_for_resources_but_resources_never_pay_for_gold() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com030")  # Goldsmith's Workshop: 1 worker + 1 gold -> 2 VP
    give(s, 0, worker=1, wood=3, stone=3, food=3)
    assert not any(isinstance(x, c.Activate) for x in rules.legal_commands(s, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "com030"))


def test_action_examples_saboteurs_masons_guild_castle() -> None:
    """Rulebook: Marc takes 1 stone from Thomas with the Saboteurs, pays 1 worker + 2 stone on
    the Mason's Guild for 3 VP, then 1 worker on the Castle for a card from his faction deck."""
    rules, s = action_state(["barbarians", "japanese"])
    build_now(s, 0, "bar010", "com037", "com046")
    give(s, 0, worker=3, stone=1)
    give(s, 1, stone=1)
    s = act(rules, s, c.Activate(0, "bar010", owner=1, option="stone"))
    assert s.players[0].goods["stone"] == 2 and s.players[1].goods["stone"] == 0
    s = act(rules, s, c.Activate(0, "com037"))
    assert s.players[0].vp == 3 and s.players[0].goods["stone"] == 0
    top = s.players[0].deck[-1]
    s = act(rules, s, c.Activate(0, "com046"), c.Draw(0, "faction"))
    assert s.players[0].hand == [top] and s.players[0].goods["worker"] == 0


def test_dark_chapel_build_cost_example() -> None:
    """Rulebook: building the Dark Chapel discards a location, 1 wood and 2 stone."""
    rules, s = action_state(["barbarians", "romans"])
    take(s, 0, "bar014")
    build_now(s, 0, "com008")
    give(s, 0, wood=1, stone=1)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Build(0, "bar014", "com008"))
    give(s, 0, stone=1)
    after = act(rules, s, c.Build(0, "bar014", "com008"))
    p = after.players[0]
    assert [loc.card for loc in p.locations] == ["bar014"]
    assert (p.goods["wood"], p.goods["stone"]) == (0, 0)


def test_tokens_and_samurai_on_a_discarded_location_are_discarded() -> None:
    rules, s = action_state(["japanese", "romans"])
    (farm,) = build_now(s, 0, "jap001")
    farm.samurai = True
    take(s, 0, "jap029")  # Sword Master: 1 stone + L
    give(s, 0, stone=1)
    after = act(rules, s, c.Build(0, "jap029", "jap001"))
    p = after.players[0]
    assert p.goods["worker"] == 0  # the samurai went back to the supply, not to the player
    assert not any(loc.samurai for loc in p.locations)


def test_sphinx_also_works_in_production() -> None:
    rules, s = action_state(["egyptians", "romans"], round_=1)
    build_now(s, 0, "egy019", "egy004")  # Sphinx; Pharaoh's Guard: 1 raze or 2 VP
    s = act(rules, s, c.Pass(0), c.Pass(1))
    while s.phase == "lookout" or rules.pending(s).kind == "draw":
        pending = rules.pending(s)
        s = play(rules, s, rules.legal_commands(s, pending.players[0])[0])
    pending = rules.pending(s)
    assert pending.kind == "choose" and pending.detail["source"] == "egy004"
    after = play(rules, s, c.Choose(0, "1"))  # the 2 VP
    assert after.players[0].vp == 3


def test_losing_warehouses_leaves_the_resources_in_the_supply_until_cleanup() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom019")
    take(s, 0, "rom020")
    give(s, 0, wood=3, stone=1)
    s = act(rules, s, c.Build(0, "rom020", "rom019"))
    assert s.players[0].goods["wood"] == 4  # 3 kept in the supply + the Builder's wood
    s = act(rules, s, c.Pass(0), c.Pass(1))
    assert s.players[0].goods["wood"] == 0  # no storage left at cleanup


def test_negotiator_may_build_a_deal_whose_cost_has_no_location() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap019")
    deal_now(s, 0, "jap001")  # Farm: 1 wood, no "L"; produces 1 worker + 1 food at once
    give(s, 0, worker=1, wood=1)
    after = act(rules, s, c.Activate(0, "jap019", target="jap001"))
    p = after.players[0]
    assert p.location("jap001") is not None and p.goods["food"] == 1


def test_hanseatic_league_may_cancel_your_trade_route_deal_instead() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "com061")
    s.players[0].trade_deals.append("rom020")
    give(s, 0, worker=1)
    after = act(rules, s, c.Activate(0, "com061", target="trade:rom020"))
    assert after.players[0].trade_deals == [] and after.players[0].vp == 2


def test_card_abilities_cannot_target_a_player_who_has_passed() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar010", "bar016")  # Saboteurs, Pack
    build_now(s, 1, "com032")
    give(s, 0, worker=2)
    give(s, 1, wood=2)
    s.players[1].passed = True
    assert not [x for x in rules.legal_commands(s, 0) if isinstance(x, c.Activate)]
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "bar010", owner=1, option="wood"))
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "bar016", owner=1, target="com032", option="gold"))


def test_peaceful_variant_still_lets_card_abilities_raze_enemy_locations() -> None:
    rules, s = action_state(["egyptians", "romans"], peaceful=True)
    build_now(s, 0, "egy003")  # Chariot Builder
    build_now(s, 1, "com018")
    give(s, 0, raze=3)
    assert not any(isinstance(x, c.RazeLocation) for x in rules.legal_commands(s, 0))
    after = act(rules, s, c.Activate(0, "egy003", owner=1, target="com018"))
    assert after.players[1].foundations == ["com018"]


def test_the_raze_action_never_targets_your_own_location() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com018")
    give(s, 0, raze=2)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.RazeLocation(0, 0, "com018"))


def test_gate_cards_shrine_resources_and_the_hand_stay_through_cleanup() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap013", "jap015")
    take(s, 0, "com001", "com002")
    give(s, 0, wood=1)
    s = act(rules, s, c.Tuck(0, "jap013", "com001"), c.Stash(0, "jap015", "wood"))
    s = act(rules, s, c.Pass(0), c.Pass(1))
    assert s.round == 3
    assert s.players[0].location("jap013").tucked == ["com001"]
    assert s.players[0].location("jap015").stash == 1
    assert s.players[0].hand[0] == "com002"  # cards in hand are never discarded


def test_solo_pairs_always_start_from_target_one() -> None:
    _rules, s = action_state(["romans"])
    build_now(s, 0, "com032")  # Marketplace: raze field gold + wood
    _line(s, "stone", "wood", "gold")  # wood + gold are in the line, but not as target 1
    assert find_targets(s) == ([], None)


def test_solo_setup_reveals_one_attack_card_and_the_virtual_player_never_gains() -> None:
    rules = action_state(["romans"])[0]
    match = Match(rules, 3)
    s = match.state
    assert len(s.attack_line) == 1 and len(s.attack_deck) == 15
    assert s.players[0].goods == dict.fromkeys(s.players[0].goods, 0)
    while match.state.phase == "lookout":
        pending = match.pending
        match.submit(rules.legal_commands(match.state, pending.players[0])[0])
    virtual = match.state.players[1]
    assert len(virtual.locations) == 2 and virtual.vp == 0
    assert not any(virtual.goods.values()) and virtual.hand == []
    assert match.state.players[0].goods["worker"] == 2  # the Roman board produced


def test_direct_draws_reshuffle_the_common_deck_but_never_a_faction_deck() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "rom018")  # Legion: 1 food + L; 1 common card produced at once + 1 as a bonus
    build_now(s, 0, "com069")
    give(s, 0, food=1)
    s.common_discard.extend(s.common_deck)
    s.common_deck.clear()
    after = act(rules, s, c.Build(0, "rom018", "com069"))
    hand = after.players[0].hand
    assert len(hand) == 2 and all(card.startswith("com") for card in hand)
    # the lookout's faction card: none when the faction deck is empty, whatever is discarded
    rules, s = action_state(["romans", "barbarians"], round_=2)
    p = s.players[0]
    p.discard.extend(p.deck)
    p.deck.clear()
    s = act(rules, s, c.Pass(0), c.Pass(1))
    assert s.round == 3 and not any(card.startswith("rom") for card in s.players[0].hand)
    assert s.players[0].deck == [] and len(s.players[0].discard) == 30


def test_dojo_scores_on_every_deal_made() -> None:
    rules, s = action_state(["japanese", "romans"])
    build_now(s, 0, "jap024")  # Dojo: +1 VP per deal made
    take(s, 0, "jap004")
    give(s, 0, food=1)
    after = act(rules, s, c.MakeDeal(0, "jap004"))
    assert after.players[0].vp == 1


def test_a_common_card_never_makes_a_deal_even_with_food() -> None:
    rules, s = action_state(["romans", "barbarians"])
    take(s, 0, "com008", "rom020")
    give(s, 0, food=2)
    assert [x.card for x in rules.legal_commands(s, 0) if isinstance(x, c.MakeDeal)] == ["rom020"]
    with pytest.raises(IllegalCommand):
        act(rules, s, c.MakeDeal(0, "com008"))


def test_acting_troupe_cannot_reset_a_location_not_used_this_round() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "com041", "com042")  # Acting Troupe; Lumberjacks (unused)
    give(s, 0, worker=2)
    assert not any(
        isinstance(x, c.Activate) and x.card == "com041" for x in rules.legal_commands(s, 0)
    )
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "com041", target="com042"))


def test_an_attack_collects_one_location_even_when_more_match() -> None:
    from random import Random

    from game.rules.settlers.catalog import runtime
    from game.rules.settlers.context import Ctx
    from game.rules.settlers.solo import attack

    rules, s = action_state(["romans"])
    build_now(s, 0, "com032", "com004")  # Marketplace (action), Carpenter's Workshop: gold+wood
    _line(s, "gold")
    attacks = runtime().attacks
    wood = next(a for a in s.attack_deck if attacks[a] == "wood")
    s.attack_deck.remove(wood)
    s.attack_deck.append(wood)  # the next attack card to reveal: wood
    s.phase, s.attacks_left = "attack", 1
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    attack(ctx)
    assert ctx.s.collection == ["com032"]
    assert ctx.s.players[0].location("com004") is not None


def test_an_owed_card_is_lost_even_with_faction_cards_discarded() -> None:
    rules, s = action_state(["romans", "barbarians"])
    p = s.players[0]
    p.discard.extend(p.deck)
    p.deck.clear()
    s.common_discard.extend(s.common_deck)
    s.common_deck.clear()
    s.common_discard.clear()
    give(s, 0, worker=2)
    after = act(rules, s, c.SpendWorkers(0, ("card",)), c.Draw(0, "common"))
    assert after.players[0].hand == [] and len(after.players[0].discard) == 30
