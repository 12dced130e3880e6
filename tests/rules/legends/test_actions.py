"""Place, move, build, destroy; "and" in printed order, "or", skipping; abilities in play."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.legends.commands import (
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PlaceArmy,
    SkipAction,
    TakeCard,
)
from game.rules.legends.events import CoinsChanged
from tests.rules.legends.helpers import act, armies, clear, put, scripted


def take(card: str, players: int = 3, **kw: object):  # type: ignore[no-untyped-def]
    rules, s = scripted(players=players, row=(card,), **kw)  # type: ignore[arg-type]
    return rules, s


def test_place_on_start_or_own_city_only() -> None:
    rules, s = take("dire_eye")  # P4, Flying
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, PlaceArmy(0, "D3"))
    act(rules, s, PlaceArmy(0, "D5"))
    assert armies(s, 0, "D5") == 5
    s.pieces.build_city(0, s.graph.index["V7"])
    act(rules, s, PlaceArmy(0, "V7"))
    assert armies(s, 0, "V7") == 1
    assert {c.region for c in rules.legal_commands(s, 0) if isinstance(c, PlaceArmy)} == {
        "D5",
        "V7",
    }


def test_place_count_is_printed_number_and_stops() -> None:
    rules, s = take("dire_eye")
    act(rules, s, TakeCard(0, 0))
    for _ in range(4):
        act(rules, s, PlaceArmy(0, "D5"))
    with pytest.raises(IllegalCommand):
        act(rules, s, PlaceArmy(0, "D5"))
    assert armies(s, 0, "D5") == 8


def test_no_more_than_18_armies() -> None:
    rules, s = take("dire_eye")
    put(s, 0, "D5", 13)  # 4 + 1 + 13 = 18 on the board
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, PlaceArmy(0, "D5"))
    assert not any(isinstance(c, PlaceArmy) for c in rules.legal_commands(s, 0))


def test_ability_applies_to_its_own_card_action() -> None:
    rules, s = take("forest_elf")  # +1 army; P3 or M2
    act(rules, s, TakeCard(0, 0))
    for _ in range(4):
        act(rules, s, PlaceArmy(0, "D5"))
    assert armies(s, 0, "D5") == 8
    assert s.part is None


def test_abilities_add_up() -> None:
    rules, s = take("forest_pixie")  # +1 army, M4
    s.cards[0] += ["noble_knight", "cursed_mausoleum"]  # +1 move each
    act(rules, s, TakeCard(0, 0))
    assert s.part == "move" and s.part_left == 6


def test_land_move_costs_one_and_points_run_out() -> None:
    rules, s = take("forest_gnome")  # M2
    act(rules, s, TakeCard(0, 0))
    act(rules, s, MoveArmy(0, "D5", "D3"))
    act(rules, s, MoveArmy(0, "D3", "D1"))
    assert armies(s, 0, "D1") == 1
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D5", "D4"))


def test_unlinked_regions_are_refused() -> None:
    rules, s = take("cursed_banshee")
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D5", "D1"))
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D3", "D1"))  # no army there


@pytest.mark.parametrize(("flying", "cost"), [(0, 3), (1, 2), (2, 1), (3, 1)])
def test_water_move_costs_three_less_one_per_flying(flying: int, cost: int) -> None:
    rules, s = take("cursed_banshee")  # M6, no Flying
    s.cards[0] += ["dire_eye", "ancient_phoenix", "cursed_gargoyles"][:flying]
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, MoveArmy(0, "D5", "V6"))
    assert events[0].cost == cost
    assert s.part_left == 6 - cost


def test_water_move_needs_enough_points() -> None:
    rules, s = take("forest_gnome")  # M2: a 3-point crossing is out of reach
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D5", "V6"))
    assert MoveArmy(0, "D5", "V6") not in rules.legal_commands(s, 0)


def test_build_city_needs_an_army_and_three_at_most() -> None:
    rules, s = take("night_village")  # City, +1 army
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, BuildCity(0, "D3"))
    act(rules, s, BuildCity(0, "D5"))
    assert s.pieces.cities[0][s.graph.index["D5"]] == 1
    rules, s = take("night_village")
    s.pieces.city_supply[0] = 0
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, BuildCity(0, "D5"))


def test_cities_of_several_players_share_a_region() -> None:
    rules, s = take("night_village")
    s.pieces.build_city(1, s.graph.index["D5"])
    act(rules, s, TakeCard(0, 0))
    act(rules, s, BuildCity(0, "D5"))
    assert s.pieces.cities[1][s.graph.index["D5"]] == 1


def test_destroy_needs_your_army_and_returns_the_army_to_supply() -> None:
    rules, s = take("dire_giant")  # P3 and D1
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    put(s, 1, "D3")
    with pytest.raises(IllegalCommand):
        act(rules, s, DestroyArmy(0, 1, "D3"))  # no army of player 0 there
    supply = s.pieces.army_supply[1]
    act(rules, s, DestroyArmy(0, 1, "D5"))
    assert armies(s, 1, "D5") == 3 and s.pieces.army_supply[1] == supply + 1


def test_destroy_cannot_target_yourself_or_an_immune_holder() -> None:
    rules, s = take("night_wizard")  # P3 and D1
    s.cards[1].append("dire_giant")
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    with pytest.raises(IllegalCommand):
        act(rules, s, DestroyArmy(0, 0, "D5"))
    with pytest.raises(IllegalCommand):
        act(rules, s, DestroyArmy(0, 1, "D5"))
    targets = {c.owner for c in rules.legal_commands(s, 0) if isinstance(c, DestroyArmy)}
    assert targets == {2}


def test_neutral_armies_can_be_destroyed() -> None:
    rules, s = scripted(players=2, row=("night_wizard",), neutral=("D5",) * 10)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    act(rules, s, DestroyArmy(0, 2, "D5"))
    assert armies(s, 2, "D5") == 9


def test_and_actions_in_printed_order() -> None:
    rules, s = take("ancient_woods")  # City and P1
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, PlaceArmy(0, "D5"))  # the city comes first
    act(rules, s, BuildCity(0, "T1"))
    act(rules, s, PlaceArmy(0, "T1"))  # and the new city is a placement site
    assert armies(s, 0, "T1") == 2
    with pytest.raises(IllegalCommand):
        act(rules, s, BuildCity(0, "D5"))


def test_and_action_part_may_be_skipped() -> None:
    rules, s = take("noble_unicorn")  # M4 and P1, +1 move
    act(rules, s, TakeCard(0, 0))
    assert s.part == "move" and s.part_left == 5
    act(rules, s, SkipAction(0))
    assert s.part == "place" and s.part_left == 1
    with pytest.raises(IllegalCommand):
        act(rules, s, SkipAction(0))  # nothing after the last action
    act(rules, s, EndTurn(0))
    assert rules.pending(s).players == (1,)


def test_or_card_commits_to_the_first_step_taken() -> None:
    rules, s = take("cursed_king")  # P3 or M4
    act(rules, s, TakeCard(0, 0))
    kinds = {type(c).__name__ for c in rules.legal_commands(s, 0)}
    assert {"PlaceArmy", "MoveArmy"} <= kinds
    act(rules, s, PlaceArmy(0, "D5"))
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D5", "D3"))
    assert s.part == "place" and s.part_left == 2


def test_a_card_may_be_taken_and_its_action_ignored() -> None:
    rules, s = take("dire_eye")
    act(rules, s, TakeCard(0, 0))
    act(rules, s, EndTurn(0))
    assert armies(s, 0, "D5") == 4 and s.cards[0] == ["dire_eye"]


def test_mountain_treasury_gives_two_coins_once() -> None:
    rules, s = take("mountain_treasury")
    events = act(rules, s, TakeCard(0, 0))
    assert CoinsChanged(0, 2, "treasury") in events
    assert s.coins[0] == 13
    act(rules, s, EndTurn(0))
    assert s.coins[0] == 13


def test_acting_out_of_turn_is_refused() -> None:
    rules, s = take("dire_eye")
    with pytest.raises(IllegalCommand):
        act(rules, s, TakeCard(1, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, PlaceArmy(0, "D5"))  # no card taken yet
    assert rules.legal_commands(s, 1) == []


def test_clear_helper_empties_the_board() -> None:
    _rules, s = take("dire_eye")
    clear(s)
    assert all(sum(row) == 0 for row in s.pieces.armies)
