"""Taking cards and doing their actions: prices, row, place, move, city, destroy, OR, AND."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.eight_minute.commands import (
    BuildCity,
    ChooseOption,
    DestroyArmy,
    Done,
    MoveArmy,
    PlaceArmy,
    TakeCard,
)
from tests.rules.eight_minute.boards import tiny
from tests.rules.eight_minute.helpers import apply, at_first_turn, card_index, put_card

P1 = card_index("crystal", "P1")
P3 = card_index("iron", "P3")
M2 = card_index("crystal", "M2")
M5 = card_index("food", "M5")
W2 = card_index("iron", "W2")
CITY = card_index("food", "City")
OR_PM = card_index("food", "P4/M2")
OR_DC = card_index("wood", "D1/City")
AND_DP = card_index("food", "D1+P1")


def refused(rules, state, command) -> IllegalCommand:  # type: ignore[no-untyped-def]
    before = rules.clone(state)
    with pytest.raises(IllegalCommand) as exc:
        rules.decide(state, command, None)
    assert state == before
    assert command not in rules.legal_commands(state, command.player)
    return exc.value


def take(rules, state, card: int, slot: int = 0):  # type: ignore[no-untyped-def]
    put_card(state, card, slot)
    return apply(rules, state, TakeCard(state.current, slot))


def test_prices_are_0_1_1_2_2_3() -> None:
    rules, match = at_first_turn(3)
    paid = []
    for slot in range(6):
        state = rules.clone(match.state)
        after = apply(rules, state, TakeCard(0, slot))
        paid.append(state.coins[0] - after.coins[0])
    assert paid == [0, 1, 1, 2, 2, 3]


def test_unaffordable_card_is_refused_with_a_reason() -> None:
    rules, match = at_first_turn(3)
    state = rules.clone(match.state)
    state.coins[0] = 1
    error = refused(rules, state, TakeCard(0, 3))
    assert error.message.params == {"cost": 2, "coins": 1}
    assert [c.slot for c in rules.legal_commands(state, 0)] == [0, 1, 2]
    state.coins[0] = 0
    assert [c.slot for c in rules.legal_commands(state, 0)] == [0]


def test_row_slides_and_refills_at_the_end_of_the_turn() -> None:
    _rules, match = at_first_turn(3)
    row = list(match.state.row)
    top = match.state.deck[-1]
    match.submit(TakeCard(0, 2))
    assert match.state.row == [row[0], row[1], None, *row[3:]]  # not revealed yet
    assert match.can_undo(0)  # the card can still be put back
    match.submit(Done(0))
    assert match.state.row == [row[0], row[1], *row[3:], top]
    assert match.state.hands[0] == [row[2]]
    assert not match.can_undo(0)  # the new card is revealed: no way back
    assert match.pending is not None and match.pending.players == (1,)


def test_undo_puts_the_card_back() -> None:
    rules, match = at_first_turn(3)
    before = rules.clone(match.state)
    match.submit(TakeCard(0, 5))
    match.undo(0)
    assert match.state == before


def test_place_only_on_start_or_own_city_and_limit() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, P3)
    start = rules.graph.ids[rules.start]
    assert {c.region for c in rules.legal_commands(state, 0) if isinstance(c, PlaceArmy)} == {start}
    refused(rules, state, PlaceArmy(0, "1"))
    state.pieces.build_city(0, rules.graph.index["1"])
    assert {c.region for c in rules.legal_commands(state, 0) if isinstance(c, PlaceArmy)} == {
        start,
        "1",
    }
    state = apply(rules, state, PlaceArmy(0, "1"))
    state = apply(rules, state, PlaceArmy(0, start))
    assert state.left == [1]
    state = apply(rules, state, PlaceArmy(0, start))
    assert state.left == [0]
    refused(rules, state, PlaceArmy(0, start))  # the card's three armies are used up
    assert rules.legal_commands(state, 0) == [Done(0)]
    assert state.pieces.armies[0][rules.start] == 5 and state.pieces.army_supply[0] == 8


def test_no_army_left_in_supply() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, P3)
    state.pieces.army_supply[0] = 0
    error = refused(rules, state, PlaceArmy(0, rules.graph.ids[rules.start]))
    assert "no armies left" in error.message.msgid


def test_move_points_split_between_armies_over_land_only() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, M2)
    assert not any(
        isinstance(c, MoveArmy) and c.target == "22" for c in rules.legal_commands(state, 0)
    )
    state = apply(rules, state, MoveArmy(0, "12", "15"))
    refused(rules, state, MoveArmy(0, "15", "22"))  # water: not with a land-only move
    refused(rules, state, MoveArmy(0, "12", "20"))  # not neighbours
    state = apply(rules, state, MoveArmy(0, "12", "9"))
    assert state.left == [0]
    refused(rules, state, MoveArmy(0, "15", "18"))
    armies = state.pieces.armies[0]
    ix = rules.graph.index
    assert (armies[ix["12"]], armies[ix["15"]], armies[ix["9"]]) == (1, 1, 1)


def test_one_army_moves_several_steps() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, M5)
    for a, b in [("12", "15"), ("15", "18"), ("18", "19"), ("19", "20")]:
        state = apply(rules, state, MoveArmy(0, a, b))
    assert state.pieces.armies[0][rules.graph.index["20"]] == 1 and state.left == [1]


def test_water_only_with_a_ship_card_and_costs_one() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, W2)
    state = apply(rules, state, MoveArmy(0, "12", "15"))
    assert MoveArmy(0, "15", "22") in rules.legal_commands(state, 0)
    state = apply(rules, state, MoveArmy(0, "15", "22"))
    assert state.left == [0]
    assert state.pieces.armies[0][rules.graph.index["22"]] == 1


def test_cannot_move_another_players_army() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, M2)
    state.pieces.armies[0][rules.start] = 0
    error = refused(rules, state, MoveArmy(0, "12", "15"))
    assert error.message.params == {"region": "12"}


def test_build_city_needs_an_army_and_a_city_in_supply() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, CITY)
    refused(rules, state, BuildCity(0, "1"))
    assert [c.region for c in rules.legal_commands(state, 0) if isinstance(c, BuildCity)] == ["12"]
    after = apply(rules, state, BuildCity(0, "12"))
    assert after.pieces.cities[0][rules.start] == 1 and after.pieces.city_supply[0] == 2
    refused(rules, after, BuildCity(0, "12"))  # one city per card
    state.pieces.city_supply[0] = 0
    refused(rules, state, BuildCity(0, "12"))


def test_destroy_another_players_or_the_neutral_army_anywhere_never_own_or_city() -> None:
    rules, match = at_first_turn(2)
    state = take(rules, match.state, OR_DC)
    state = apply(rules, state, ChooseOption(0, 0))
    ix = rules.graph.index
    state.pieces.cities[1][ix["3"]] = 1  # a lone city: not destroyable
    targets = {
        (c.owner, c.region) for c in rules.legal_commands(state, 0) if isinstance(c, DestroyArmy)
    }
    neutral_regions = {rules.graph.ids[r] for r, n in enumerate(state.pieces.armies[2]) if n}
    assert targets == {(1, "12")} | {(2, r) for r in neutral_regions}
    refused(rules, state, DestroyArmy(0, 0, "12"))
    refused(rules, state, DestroyArmy(0, 1, "3"))
    neutral_region = sorted(neutral_regions)[0]
    before = state.pieces.armies[2][ix[neutral_region]]
    after = apply(rules, state, DestroyArmy(0, 2, neutral_region))
    assert after.pieces.armies[2][ix[neutral_region]] == before - 1
    after = apply(rules, state, DestroyArmy(0, 1, "12"))
    assert after.pieces.armies[1][rules.start] == 2
    assert after.pieces.army_supply[1] == state.pieces.army_supply[1] + 1  # back to its owner
    refused(rules, after, DestroyArmy(0, 1, "12"))  # one army per card


def test_or_card_choose_one_action_or_skip() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, OR_PM)
    assert state.phase == "choose_option"
    assert set(rules.legal_commands(state, 0)) == {ChooseOption(0, 0), ChooseOption(0, 1), Done(0)}
    refused(rules, state, PlaceArmy(0, "12"))
    place = apply(rules, state, ChooseOption(0, 0))
    assert place.left == [4, 0]
    assert not any(isinstance(c, MoveArmy) for c in rules.legal_commands(place, 0))
    refused(rules, place, MoveArmy(0, "12", "15"))
    move = apply(rules, state, ChooseOption(0, 1))
    assert not any(isinstance(c, PlaceArmy) for c in rules.legal_commands(move, 0))
    refused(rules, move, PlaceArmy(0, "12"))
    skipped = apply(rules, state, Done(0))
    assert skipped.phase == "take_card" and skipped.hands[0] == [OR_PM]


@pytest.mark.parametrize("destroy_first", [True, False])
def test_and_card_both_actions_in_either_order(destroy_first: bool) -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, AND_DP)
    steps = [DestroyArmy(0, 1, "12"), PlaceArmy(0, "12")]
    if not destroy_first:
        steps.reverse()
    for step in steps:
        assert step in rules.legal_commands(state, 0)
        state = apply(rules, state, step)
    assert state.pieces.armies[0][rules.start] == 4 and state.pieces.armies[1][rules.start] == 2
    assert rules.legal_commands(state, 0) == [Done(0)]


def test_and_card_one_part_skipped() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, AND_DP)
    state = apply(rules, state, PlaceArmy(0, "12"))
    assert any(isinstance(c, DestroyArmy) for c in rules.legal_commands(state, 0))
    state = apply(rules, state, Done(0))
    assert state.phase == "take_card" and state.current == 1


def test_action_done_in_part_then_done() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, P3)
    state = apply(rules, state, PlaceArmy(0, "12"))
    state = apply(rules, state, Done(0))
    assert state.pieces.armies[0][rules.start] == 4 and state.current == 1


def test_action_skipped_keeps_the_good() -> None:
    rules, match = at_first_turn(3)
    state = take(rules, match.state, P1)
    state = apply(rules, state, Done(0))
    assert state.hands[0] == [P1] and state.pieces.armies[0][rules.start] == 3


def test_not_your_turn_in_rules_decide() -> None:
    rules, match = at_first_turn(3)
    refused(rules, match.state, TakeCard(1, 0))
    state = take(rules, match.state, P1)
    refused(rules, state, Done(1))


@pytest.mark.parametrize(("players", "cards"), [(2, 13), (3, 10), (4, 8), (5, 7)])
def test_game_ends_when_everyone_holds_n_cards(players: int, cards: int) -> None:
    _rules, match = at_first_turn(players, first=0)
    turns = 0
    while match.state.phase in ("take_card", "choose_option", "action"):
        player = match.state.current
        if match.state.phase == "take_card":
            match.submit(TakeCard(player, 0))
            turns += 1
        match.submit(Done(player))
    assert turns == players * cards
    assert all(len(h) == cards for h in match.state.hands)
    assert match.state.phase in ("wilds", "over")


def test_tiny_board_water_and_places() -> None:
    rules, match = at_first_turn(3, board=tiny())
    state = take(rules, match.state, W2)
    state = apply(rules, state, MoveArmy(0, "X1", "X2"))
    state = apply(rules, state, MoveArmy(0, "X2", "Y1"))
    assert state.pieces.armies[0][rules.graph.index["Y1"]] == 1
    assert not any(
        isinstance(c, MoveArmy) and c.target == "Z" for c in rules.legal_commands(state, 0)
    )
