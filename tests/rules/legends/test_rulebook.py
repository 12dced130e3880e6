"""Rulebook points found missing in the audit (tests/rules/legends/RULES_COVERAGE.md lists them all)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.legends import RULES, scoring
from game.rules.legends.commands import (
    Bid,
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    SkipAction,
    TakeCard,
)
from game.rules.legends.events import BidsRevealed, CoinsChanged, TokenTaken
from tests.rules.legends.helpers import act, armies, clear, put, scripted

ROW = ("forest_elf", "dire_eye", "lake", "night_village", "cursed_king", "noble_hills")


def test_flying_on_the_card_taken_already_cuts_its_own_water_moves() -> None:
    rules, s = scripted(row=("ancient_phoenix",))  # Flying, move 5
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, MoveArmy(0, "D5", "V6"))
    assert events[0].cost == 2 and s.part_left == 3


def test_all_bids_zero_the_youngest_starts_and_pays_nothing() -> None:
    match = Match(RULES.from_options({"players": 3, "youngest": 1}), seed=2)
    events: list[object] = []
    for p in range(3):
        events = match.submit(Bid(p, 0))
    reveal = events[-1]
    assert isinstance(reveal, BidsRevealed) and reveal.winner == 1
    assert match.state.coins == [11, 11, 11]
    assert match.pending is not None and match.pending.players == (1,)


@pytest.mark.parametrize(("slot", "price"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_each_slot_of_the_row_has_its_printed_price(slot: int, price: int) -> None:
    rules, s = scripted(row=ROW)
    act(rules, s, TakeCard(0, slot))
    assert s.coins[0] == 11 - price and s.cards[0] == [ROW[slot]]


def test_regions_controlled_break_the_last_tie() -> None:
    _rules, s = scripted()
    clear(s)
    put(s, 0, "V3")
    put(s, 0, "V5")  # two regions, two armies
    put(s, 1, "V4", 2)  # one region, two armies, and the Sage's point
    s.cards[1] = ["ancient_sage"]
    put(s, 2, "V6")
    put(s, 2, "V7")  # the main volcano island: 2, 1 and 2 regions, nobody holds it
    s.coins = [5, 5, 0]
    sc = scoring.score(s, 3)
    assert [x.total for x in sc] == [2, 2, 2] and sc[0].armies == sc[1].armies
    assert scoring.game_winners(sc) == [0]


def test_a_neutral_majority_holds_an_island_for_nobody() -> None:
    _rules, s = scripted(players=2, neutral=("F1",) * 10)
    clear(s)
    put(s, 2, "F1")
    put(s, 2, "F2")
    put(s, 0, "F3")
    sc = scoring.score(s, 2)
    assert (sc[0].regions, sc[0].islands, sc[1].islands) == (1, 0, 0)
    put(s, 0, "F2", 2)  # now player 1 holds two of the three regions
    assert scoring.score(s, 2)[0].islands == 1


def test_the_cursed_example_of_the_rulebook_four_cursed_cards_four_points() -> None:
    _rules, s = scripted()
    clear(s)
    s.cards[0] = ["graveyard", "cursed_king", "cursed_banshee", "cursed_tower", "cursed_mausoleum"]
    assert scoring.score(s, 3)[0].ability_detail["graveyard"] == 4


def test_bandit_king_counts_armies_kept_by_the_red_sorceress_as_used() -> None:
    lords = ("bandit_king", "red_sorceress", "fairy_queen")
    rules, s = scripted(row=("night_hydra",), warlords=lords, first=1)
    put(s, 0, "D5", s.pieces.army_supply[0] - 1)
    put(s, 0, "D1")  # all 18 on the board
    assert scoring.score(s, 3)[0].warlord == 1
    act(rules, s, TakeCard(1, 0))
    act(rules, s, SkipAction(1))
    act(rules, s, DestroyArmy(1, 0, "D5"))  # kept by the Sorceress: still "used"
    assert s.pieces.army_supply[0] == 0 and scoring.score(s, 3)[0].warlord == 1


def test_bandit_king_loses_the_point_when_a_destroyed_army_goes_home() -> None:
    lords = ("bandit_king", "white_knight", "fairy_queen")
    rules, s = scripted(row=("night_hydra",), warlords=lords, first=1)
    put(s, 0, "D5", s.pieces.army_supply[0])
    act(rules, s, TakeCard(1, 0))
    act(rules, s, SkipAction(1))
    act(rules, s, DestroyArmy(1, 0, "D5"))
    assert s.pieces.army_supply[0] == 1 and scoring.score(s, 3)[0].warlord == 0


TALL = ("volcano", "hills", "forest", "tall_islands")


def test_the_tall_islands_score_as_three_islands() -> None:
    _rules, s = scripted(boards=TALL, start="V6")
    clear(s)
    for rid in ("R1", "R2", "R3"):
        put(s, 0, rid)
    sc = scoring.score(s, 3)
    assert sc[0].regions == 3 and sc[0].islands == 3


def test_crossing_a_rope_bridge_is_a_land_move() -> None:
    rules, s = scripted(boards=TALL, start="V6", row=("forest_gnome",))  # move 2, no Flying
    put(s, 0, "R2")
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, MoveArmy(0, "R2", "R1"))
    events += act(rules, s, MoveArmy(0, "R1", "R3"))
    assert [e.cost for e in events] == [1, 1] and armies(s, 0, "R3") == 1


def test_only_the_controller_looks_at_a_face_down_token() -> None:
    rules, s = scripted(
        row=("dire_eye", "forest_gnome"),
        tokens=(("D5", "stable"),),
        face_down=True,
        swamp=True,
    )
    act(rules, s, TakeCard(0, 0))
    assert act(rules, s, EndTurn(0))[0].looked == ()  # 4 - 4 - 4: nobody controls D5
    put(s, 1, "D5")
    act(rules, s, TakeCard(1, 0))
    assert act(rules, s, EndTurn(1))[0].looked == ("D5",)
    assert s.seen == [set(), {s.graph.index["D5"]}, set()]


def test_set_up_armies_set_off_no_encounter() -> None:
    placed = {"F1": "untamed_dragon", "F2": "band_of_thieves", "V1": "magic_portal",
              "T5": "magic_portal"}  # fmt: skip
    rules = RULES.from_options(
        {
            "players": 2,
            "boards": ["volcano", "hills", "desert", "forest"],
            "encounters": True,
            "rotations": [0, 0, 0, 0],
            "token_regions": placed,
        }
    )
    match = Match(rules, seed=3)
    for i in range(10):
        events = match.submit(PlaceNeutral(i % 2, "F1" if i < 8 else "F2"))
        assert not any(isinstance(e, TokenTaken | CoinsChanged) for e in events)
    s = match.state
    assert s.tokens[s.graph.index["F1"]] == "untamed_dragon" and s.coins == [12, 12]


def _play_to_the_end(prior: list[int], rich: int = 0) -> tuple[Any, list[int]]:
    """The last game of a three-game match, every player taking the cheapest card; seat 1
    starts with `rich` more coins."""
    rules, s = scripted(row=ROW, long_game=True)
    s.game, s.totals = 3, list(prior)
    s.coins[1] += rich
    while rules.pending(s) is not None:
        p = rules.pending(s).players[0]
        act(rules, s, TakeCard(p, 0))
        act(rules, s, EndTurn(p))
    return s, list(s.history[-1]["scores"])


def test_long_game_winner_has_the_highest_sum_ties_by_the_last_game() -> None:
    s, last = _play_to_the_end([0, 0, 50])
    assert s.totals == [last[0], last[1], 50 + last[2]] and s.winners == (2,)
    _, last = _play_to_the_end([0, 0, 0], rich=3)
    s, _ = _play_to_the_end([60 - last[0], 60 - last[1], 0], rich=3)
    assert s.totals[:2] == [60, 60] and s.coins[1] > s.coins[0]
    assert s.winners == (1,)  # level on the sum: the last game's coins decide


def test_the_sixth_army_does_not_slay_the_dragon_the_seventh_does() -> None:
    rules, s = scripted(row=("dire_eye",), tokens=(("D5", "untamed_dragon"),), encounters=True)
    clear(s)
    put(s, 1, "D5", 3)
    put(s, 2, "D5", 2)  # five armies of two players
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, PlaceArmy(0, "D5"))  # the 6th
    assert not any(isinstance(e, TokenTaken) for e in events) and s.owned[0] == []
    events = act(rules, s, PlaceArmy(0, "D5"))  # the 7th
    assert TokenTaken(0, "D5", "untamed_dragon") in events and s.owned[0] == ["untamed_dragon"]


def test_a_player_builds_three_cities_at_most() -> None:
    rules, s = scripted()
    for n in range(4):
        s.row[0] = "night_village"
        act(rules, s, TakeCard(0, 0))
        command = BuildCity(0, ("D5", "T1", "D5", "T1")[n])
        if n < 3:
            act(rules, s, command)
        else:
            assert command not in rules.legal_commands(s, 0)
            with pytest.raises(IllegalCommand):
                act(rules, s, command)
        act(rules, s, EndTurn(0))
        s.current, s.phase = 0, "take_card"
    assert s.pieces.cities_on_board(0) == 3 and s.pieces.city_supply[0] == 0


def test_a_city_without_an_army_cannot_destroy() -> None:
    rules, s = scripted(row=("dire_giant",))  # place 3 and destroy 1
    s.pieces.build_city(0, s.graph.index["D3"])
    put(s, 1, "D3")
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    with pytest.raises(IllegalCommand):
        act(rules, s, DestroyArmy(0, 1, "D3"))
    assert DestroyArmy(0, 1, "D3") not in rules.legal_commands(s, 0)
    assert armies(s, 1, "D3") == 1


@pytest.mark.parametrize(
    ("steps", "after"),
    [
        ((("D5", "D3"), ("D3", "D1"), ("D1", "D2")), {"D5": 3, "D2": 1}),  # one army 3 times
        ((("D5", "D3"), ("D5", "D4"), ("D5", "D6")), {"D5": 1, "D3": 1, "D4": 1, "D6": 1}),
        ((("D5", "D3"), ("D3", "D1"), ("D5", "D7")), {"D5": 2, "D1": 1, "D7": 1}),  # 2 + 1
    ],
)
def test_the_rulebooks_move_three_example(
    steps: tuple[tuple[str, str], ...], after: dict[str, int]
) -> None:
    rules, s = scripted(row=("ancient_sage",))  # move 3
    act(rules, s, TakeCard(0, 0))
    for source, target in steps:
        act(rules, s, MoveArmy(0, source, target))
    assert s.part is None and not any(isinstance(c, MoveArmy) for c in rules.legal_commands(s, 0))
    desert = {f"D{i}": armies(s, 0, f"D{i}") for i in range(1, 8)}
    assert {r: n for r, n in desert.items() if n} == after


def test_a_determinized_copy_hides_what_the_player_may_not_see() -> None:
    hidden = (("F1", "grimoire"), ("F2", "poisoned_swamp"), ("F3", "stable"), ("T2", "cottage"))
    rules, s = scripted(tokens=hidden, face_down=True, swamp=True)
    s.seen[0] = {s.graph.index["F3"]}  # seat 0 has looked at F3 only
    before = s.fingerprint()
    layouts = set()
    for seed in range(30):
        copy = rules.determinize(s, 0, Random(seed))
        got = {s.graph.ids[r]: t for r, t in copy.tokens.items()}
        assert got["F3"] == "stable" and sorted(got.values()) == sorted(t for _, t in hidden)
        assert sorted(copy.deck) == sorted(s.deck)
        layouts.add((got["F1"], got["F2"], got["T2"]))
    assert len(layouts) == 6  # every order of the three unseen tokens turns up
    assert s.fingerprint() == before
    match = Match(RULES.from_options({"players": 3}), seed=1)
    match.submit(Bid(1, 4))
    assert match.rules.determinize(match.state, 0, Random(0)).bids == [None, None, None]
    assert match.rules.determinize(match.state, 1, Random(0)).bids == [None, 4, None]
