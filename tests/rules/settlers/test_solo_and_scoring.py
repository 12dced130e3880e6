"""The solo virtual player, final scoring and tie-breaks."""

from __future__ import annotations

from random import Random

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from game.rules.settlers.context import Ctx
from game.rules.settlers.scoring import final_points, report, solo_result, winners
from game.rules.settlers.solo import attack, find_targets, title_for
from tests.rules.settlers.helpers import act, action_state, build_now, give


def _line(s, *targets: str) -> None:  # type: ignore[no-untyped-def]
    """Put attack cards with these targets (newest first) in the line."""
    from game.rules.settlers.catalog import runtime

    attacks = runtime().attacks
    pool = list(s.attack_line) + list(s.attack_deck)
    s.attack_line.clear()
    for target in targets:
        card = next(a for a in pool if attacks[a] == target)
        pool.remove(card)
        s.attack_line.append(card)
    s.attack_deck[:] = pool


def test_solo_attack_example_romans_round_two() -> None:
    """Rulebook: targets Wood (newest), Worker, Gold. Wood is in Carpenter's Workshop,
    Marketplace, Joiner and Wood Supplier; none has a worker; gold matches the Workshop and
    the Marketplace; the Marketplace (an action) is collected; Wood and Gold go to the end."""
    rules, s = action_state(["romans"])
    build_now(s, 0, "com004", "com032", "com044", "com029")
    _line(s, "wood", "worker", "gold")
    wood, worker, gold = s.attack_line
    targets, pair = find_targets(s)
    assert targets == ["com032"] and pair == (wood, gold)
    from game.rules.settlers.solo import collect_target

    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    collect_target(ctx, targets[0], pair)
    after = ctx.s
    assert after.collection == ["com032"]
    assert after.attack_line == [worker, wood, gold]
    assert after.players[0].location("com032") is None


def test_attack_with_no_matching_first_target_does_nothing() -> None:
    _rules, s = action_state(["romans"])
    build_now(s, 0, "com018")  # raze field stone + VP
    _line(s, "stone", "gold")
    s.attack_deck.append(next(a for a in s.attack_deck if a.startswith("cpu0")))
    targets, _ = find_targets(s)
    assert targets == []  # stone matches but no second target pairs with VP


def test_defence_does_not_protect_against_the_virtual_player() -> None:
    _rules, s = action_state(["romans"])
    (market,) = build_now(s, 0, "com032")
    market.defence = True
    _line(s, "gold", "wood")
    targets, _pair = find_targets(s)
    assert targets == ["com032"]


def test_priority_action_then_cost_then_stone() -> None:
    _rules, s = action_state(["romans"])
    # stone+VP raze fields: Armorer (production, 1W+1S), Statue (feature, 1W+2S),
    # Mason com035 (action, 2S), Monument (production, 1S)
    build_now(s, 0, "com018", "com001", "com035", "com026")
    _line(s, "stone", "vp")
    assert find_targets(s)[0] == ["com035"]
    s.players[0].locations = [loc for loc in s.players[0].locations if loc.card != "com035"]
    assert find_targets(s)[0] == ["com001"]
    s.players[0].locations = [loc for loc in s.players[0].locations if loc.card != "com001"]
    assert find_targets(s)[0] == ["com018"]  # higher cost than the Monument


def test_ties_are_the_players_choice() -> None:
    rules, s = action_state(["romans"])
    build_now(s, 0, "com008", "com009")  # two Quarries, raze 2 stone
    from game.rules.settlers.catalog import runtime

    attacks = runtime().attacks
    stones = [a for a, target in attacks.items() if target == "stone"]
    s.attack_line[:] = [stones[0]]
    s.attack_deck[:] = [a for a in attacks if a not in stones] + [stones[1]]
    s.phase = "attack"
    s.attacks_left = 1
    ctx = Ctx(rules.clone(s), Random(0), rules.options)
    attack(ctx)
    assert ctx.s.choices[0].kind == "attack_target"
    after = act(rules, ctx.s, c.Choose(0, "com009"))
    assert after.collection == ["com009"]


def test_japanese_rule_hits_a_faction_location_by_deal_priority() -> None:
    _rules, s = action_state(["japanese"])
    build_now(s, 0, "jap001", "jap008", "jap015", "com018")  # deals worker, raze, card
    _line(s, "vp", "wood", "vp")
    targets, pair = find_targets(s)
    # Shrine (deal: card) has no raze field; Garrison's raze deal beats the Farm's worker
    assert targets == ["jap008"]
    assert pair == (s.attack_line[0], s.attack_line[2])


def test_virtual_player_locations_go_to_the_collection_and_its_cards_are_discarded_if_razed() -> (
    None
):
    rules, s = action_state(["romans"])
    build_now(s, 1, "com018", "com044")
    give(s, 0, raze=2)
    after = act(rules, s, c.RazeLocation(0, 1, "com018"))
    assert after.players[0].goods["stone"] == 1 and "com018" in after.common_discard
    after = act(rules, after, c.Pass(0))
    assert "com044" in after.collection


def test_attack_cards_count_as_the_virtual_players_deals() -> None:
    rules, s = action_state(["romans"])
    build_now(s, 0, "rom010")
    _line(s, "gold", "wood")
    give(s, 0, worker=1)
    gold = s.attack_line[0]
    after = act(rules, s, c.Activate(0, "rom010", owner=1, target=gold))
    assert after.players[0].deals == [gold] and gold not in after.attack_line


def test_two_attacks_a_round_after_cleanup() -> None:
    rules, s = action_state(["romans"], round_=2)
    before = len(s.attack_line)
    after = act(rules, s, c.Pass(0))
    assert len(after.attack_line) == before + 2
    assert after.round == 3


def test_solo_win_needs_more_faction_locations_than_the_collection() -> None:
    _rules, s = action_state(["romans"])
    build_now(s, 0, "rom020", "rom021", "com018")
    s.collection = ["com001"]
    s.players[0].vp = 50
    result = solo_result(s)
    assert result["won"] and result["faction_locations"] == 2
    assert result["title"] == "Knight" and result["score"] == 50 + 2 * 2 + 1
    s.collection.append("com003")
    assert not solo_result(s)["won"]  # a tie is a loss


def test_titles() -> None:
    assert [title_for(v) for v in (0, 29, 30, 45, 59, 65, 79, 80)] == [
        "Commoner",
        "Commoner",
        "Servant",
        "Squire",
        "Knight",
        "Castellan",
        "King",
        "Emperor",
    ]


def test_final_points_one_per_common_two_per_faction_location() -> None:
    _rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom020", "com018", "com008")
    s.players[0].foundations.append("com001")
    s.players[0].vp = 10
    assert final_points(s.players[0]) == 10 + 2 + 1 + 1  # foundations score nothing


def test_tie_break_workers_and_resources_then_cards_in_hand_then_shared() -> None:
    rules, s = action_state(["romans", "barbarians"])
    s.phase = "over"
    s.players[0].vp = s.players[1].vp = 10
    give(s, 0, worker=1, wood=1)
    give(s, 1, stone=1, gold=5)
    s.players[1].hand.append("com001")
    assert winners(s) == [0]
    give(s, 1, food=1)
    assert winners(s) == [1]  # equal goods: more cards in hand
    s.players[0].hand.append("com002")
    assert winners(s) == [0, 1]
    table = report(s, rules.options)
    assert table["winners"] == [0, 1]


def test_illegal_command_carries_a_reason() -> None:
    rules, s = action_state(["romans", "barbarians"])
    with pytest.raises(IllegalCommand) as info:
        act(rules, s, c.Build(0, "com001"))
    assert info.value.message.msgid


def test_samurai_do_not_protect_against_the_virtual_player() -> None:
    _rules, s = action_state(["japanese"])
    (farm,) = build_now(s, 0, "jap001")
    farm.samurai = True
    _line(s, "vp", "vp")
    targets, _ = find_targets(s)
    assert targets == ["jap001"]


def test_razing_a_virtual_location_costs_two_raze_tokens() -> None:
    rules, s = action_state(["romans"])
    build_now(s, 1, "com018")
    give(s, 0, raze=1)
    with pytest.raises(IllegalCommand):
        act(rules, s, c.RazeLocation(0, 1, "com018"))
