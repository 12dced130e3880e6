"""Set-up, the 2-player neutral armies, the bid and the card row."""

from __future__ import annotations

from random import Random

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.legends import RULES
from game.rules.legends.cards import cards_by_id, data, deck_for
from game.rules.legends.commands import Bid, EndTurn, PlaceNeutral, TakeCard
from game.rules.legends.events import BidsRevealed
from game.rules.legends.layout import compose
from game.rules.legends.rules import LegendsRules
from tests.rules.legends.helpers import act, armies, scripted


def test_deck_has_34_cards_and_marks_remove_cards_by_player_count() -> None:
    assert len(data().cards) == 34
    assert len(deck_for(4)) == 34
    assert len(deck_for(3)) == 32
    assert len(deck_for(2)) == 27
    assert "castle_a" not in deck_for(3) and "castle_a" in deck_for(4)
    assert "arcane_sphinx" not in deck_for(2) and "mountain_treasury" in deck_for(3)


def test_card_data_totals_match_the_reference() -> None:
    cards = data().cards
    assert sum(c.total("elixir") for c in cards) == 13
    assert sum(1 for c in cards for a in c.abilities if a.kind == "flying") == 5
    assert sum(1 for c in cards for a in c.actions if a.kind == "city") == 8
    assert len(data().warlords) == 4


@pytest.mark.parametrize(("players", "coins"), [(2, 12), (3, 11), (4, 9)])
def test_setup_coins_armies_and_row(players: int, coins: int) -> None:
    rules = RULES.from_options({"players": players})
    match = Match(rules, seed=players)
    s = match.state
    assert s.coins == [coins] * players
    assert len([c for c in s.row if c]) == 6
    assert len(s.deck) == len(deck_for(players)) - 6
    start = s.graph.start[0]
    for p in range(players):
        assert s.pieces.armies[p][start] == 4
        assert s.pieces.armies[p][s.extra_region] == 1
        assert s.pieces.army_supply[p] == 13
    assert match.pending.kind == ("place_neutral" if players == 2 else "bid")


@pytest.mark.parametrize("seed", range(12))
def test_start_and_extra_regions_follow_the_rules(seed: int) -> None:
    rules = RULES.from_options({"players": 3})
    s = Match(rules, seed=seed).state
    shape, sides, rotations, start = s.key
    layout = compose(shape, sides, rotations)
    assert start in layout.start_candidates
    expected = "desert" if "desert" in sides else sides[0]
    assert layout.board_of[start] == expected
    extra = s.graph.ids[s.extra_region]
    assert layout.board_of[extra] not in (sides[0], expected)


def test_chosen_boards_and_start_are_used() -> None:
    rules = RULES.from_options(
        {
            "players": 3,
            "boards": ["volcano", "hills", "tall_islands", "forest"],
            "start_region": "V5",
        }
    )
    s = Match(rules, seed=1).state
    assert s.key[1] == ("volcano", "hills", "tall_islands", "forest")
    assert s.graph.ids[s.graph.start[0]] == "V5"


def test_two_players_place_ten_neutral_armies_in_turn() -> None:
    rules = RULES.from_options({"players": 2})
    match = Match(rules, seed=5)
    seen = []
    for _i in range(10):
        pending = match.pending
        assert pending.kind == "place_neutral"
        seen.append(pending.players[0])
        match.submit(
            PlaceNeutral(
                pending.players[0],
                "V1" if "V1" in match.state.graph.index else match.state.graph.ids[0],
            )
        )
    assert seen == [0, 1] * 5
    assert match.state.pieces.armies_on_board(2) == 10
    assert match.pending.kind == "bid"
    with pytest.raises(IllegalCommand):
        rules.decide(match.state, PlaceNeutral(0, match.state.graph.ids[0]), Random(0))


def _bid_all(match: Match, bids: list[int]) -> BidsRevealed:
    events = []
    for p, b in enumerate(bids):
        events = match.submit(Bid(p, b))
    reveal = events[-1]
    assert isinstance(reveal, BidsRevealed)
    return reveal


def test_highest_bid_pays_and_goes_first_others_keep_their_coins() -> None:
    match = Match(RULES.from_options({"players": 3}), seed=2)
    reveal = _bid_all(match, [2, 5, 1])
    assert reveal.winner == 1
    assert match.state.coins == [11, 6, 11]
    assert match.pending.kind == "take_card" and match.pending.players == (1,)


def test_tied_bid_goes_to_the_youngest_of_the_tied() -> None:
    match = Match(RULES.from_options({"players": 3, "youngest": 1}), seed=2)
    reveal = _bid_all(match, [3, 3, 1])
    assert reveal.winner == 1
    assert match.state.coins == [11, 8, 11]


def test_a_tie_never_goes_to_a_younger_player_who_bid_less() -> None:
    # seat 2 is the youngest but bid 1; of the tied seats 0 and 1, seat 0 comes next in age
    match = Match(RULES.from_options({"players": 3, "youngest": 2}), seed=2)
    reveal = _bid_all(match, [3, 3, 1])
    assert reveal.winner == 0
    assert match.state.coins == [8, 11, 11]


def test_die_variant_rolls_among_the_tied() -> None:
    for seed in range(10):
        match = Match(RULES.from_options({"players": 3, "die_tiebreak": True}), seed=seed)
        reveal = _bid_all(match, [3, 3, 1])
        assert reveal.rolls and reveal.winner in (0, 1)
        assert max(reveal.rolls[-1]) == reveal.rolls[-1][(0, 1).index(reveal.winner)]


def test_bid_cannot_exceed_coins() -> None:
    match = Match(RULES.from_options({"players": 3}), seed=2)
    with pytest.raises(IllegalCommand):
        match.submit(Bid(0, 12))


ROW = ("forest_elf", "dire_eye", "lake", "night_village", "cursed_king", "noble_hills")


def test_card_prices_by_slot_and_the_row_slides_and_refills() -> None:
    rules, s = scripted(row=ROW)
    assert s.row == list(ROW)
    top = s.deck[-1]
    act(rules, s, TakeCard(0, 3))
    assert s.coins[0] == 11 - 2
    act(rules, s, EndTurn(0))
    assert s.row == ["forest_elf", "dire_eye", "lake", "cursed_king", "noble_hills", top]
    act(rules, s, TakeCard(1, 5))
    assert s.coins[1] == 11 - 3


def test_a_card_you_cannot_afford_is_refused() -> None:
    rules, s = scripted(row=ROW)
    s.coins[0] = 1
    with pytest.raises(IllegalCommand):
        act(rules, s, TakeCard(0, 3))
    assert [c.slot for c in rules.legal_commands(s, 0)] == [0, 1, 2]


def test_turns_go_round_from_the_first_player() -> None:
    rules, s = scripted(row=ROW, first=2)
    order = []
    for _ in range(4):
        p = rules.pending(s).players[0]
        order.append(p)
        act(rules, s, TakeCard(p, 0))
        act(rules, s, EndTurn(p))
    assert order == [2, 0, 1, 2]


@pytest.mark.parametrize(("players", "cards"), [(2, 11), (3, 10), (4, 8)])
def test_game_ends_when_everyone_has_the_card_count(players: int, cards: int) -> None:
    rules, s = scripted(players=players)
    turns = 0
    while rules.pending(s) is not None:
        p = rules.pending(s).players[0]
        act(rules, s, TakeCard(p, 0))
        act(rules, s, EndTurn(p))
        turns += 1
    assert turns == players * cards
    assert all(len(c) == cards for c in s.cards)
    assert s.phase == "over" and s.winners


def test_setup_puts_the_sorceress_five_armies() -> None:
    rules = RULES.from_options({"players": 4, "warlords": True})
    for seed in range(5):
        s = Match(rules, seed=seed).state
        start = s.graph.start[0]
        for p in range(4):
            want = 5 if s.warlords[p] == "red_sorceress" else 4
            assert s.pieces.armies[p][start] == want
        assert sorted(s.warlords) == sorted(w.id for w in data().warlords)


def test_every_card_has_a_known_action() -> None:
    for card in cards_by_id().values():
        assert card.combo in (None, "and", "or")
        assert (card.combo is None) == (len(card.actions) == 1)


def test_options_reject_two_faces_of_a_board() -> None:
    with pytest.raises(ValueError):
        LegendsRules.from_options(
            {"players": 3, "boards": ["hills", "meadows", "desert", "forest"]}
        )


def test_scripted_helper_position() -> None:
    _rules, s = scripted()
    assert armies(s, 0, "D5") == 4 and armies(s, 2, "T1") == 1
