"""Set-up, the 2-player neutral armies, the bid and the first player."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.eight_minute.commands import Bid, ChooseFirstPlayer, PlaceNeutral
from tests.rules.eight_minute.helpers import make_rules


def test_two_players_alternate_ten_neutral_armies() -> None:
    rules = make_rules(2)
    match = Match(rules, 4)
    assert match.pending is not None and match.pending.kind == "place_neutral"
    placers = []
    for k in range(10):
        placer = match.pending.players[0]
        placers.append(placer)
        with pytest.raises(IllegalCommand):
            match.submit(PlaceNeutral(1 - placer, "1"))
        match.submit(PlaceNeutral(placer, str(k + 1)))
    assert placers == [0, 1] * 5
    assert sum(match.state.pieces.armies[2]) == 10
    assert match.pending is not None and match.pending.kind == "bid"
    assert not match.can_undo(1)  # placing a neutral army ends that player's turn


def test_no_neutral_armies_with_three_players() -> None:
    rules = make_rules(3)
    match = Match(rules, 4)
    assert match.pending is not None and match.pending.kind == "bid"
    assert rules.seats == 3


def test_bid_is_secret_and_simultaneous_winner_pays_others_keep() -> None:
    match = Match(make_rules(3), 1)
    match.submit(Bid(1, 4))
    assert match.pending is not None and match.pending.players == (0, 2)
    assert match.state.coins == [11, 11, 11]
    with pytest.raises(IllegalCommand):
        match.submit(Bid(1, 2))  # one bid each
    match.submit(Bid(0, 3))
    match.submit(Bid(2, 0))
    assert match.state.bid_winner == 1
    assert match.state.coins == [11, 7, 11]
    assert match.pending is not None
    assert match.pending.kind == "choose_first_player" and match.pending.players == (1,)


def test_bid_cannot_exceed_coins_or_be_negative() -> None:
    match = Match(make_rules(3), 1)
    with pytest.raises(IllegalCommand) as exc:
        match.submit(Bid(0, 12))
    assert exc.value.message.params == {"coins": 11}
    with pytest.raises(IllegalCommand):
        match.submit(Bid(0, -1))
    assert all(b is None for b in match.state.bids)
    assert [c.amount for c in match.legal_commands(0)] == list(range(12))


@pytest.mark.parametrize("youngest", [0, 2])
def test_tied_bid_goes_to_the_youngest_who_pays(youngest: int) -> None:
    rules = make_rules(3, youngest=youngest)
    match = Match(rules, 1)
    for p, amount in enumerate([2, 2, 2]):
        match.submit(Bid(p, amount))
    assert match.state.bid_winner == youngest
    coins = [11, 11, 11]
    coins[youngest] -= 2
    assert match.state.coins == coins


def test_tie_goes_to_the_youngest_of_the_tied_not_a_younger_lower_bidder() -> None:
    match = Match(make_rules(4, youngest=1), 1)
    for p, amount in enumerate([3, 0, 1, 3]):
        match.submit(Bid(p, amount))
    assert match.state.bid_winner == 3  # age order 1, 2, 3, 0: seat 3 is the youngest tied
    assert match.state.coins == [9, 9, 9, 6]


def test_all_zero_goes_to_the_youngest() -> None:
    match = Match(make_rules(4, youngest=3), 1)
    for p in range(4):
        match.submit(Bid(p, 0))
    assert match.state.bid_winner == 3


def test_die_variant_rolls_for_a_tie_and_records_the_rolls() -> None:
    winners = set()
    for seed in range(12):
        match = Match(make_rules(3, youngest=2, die_tiebreak=True), seed)
        events = []
        for p, amount in enumerate([3, 3, 0]):
            events = match.submit(Bid(p, amount))
        revealed = events[-1]
        assert revealed.rolls, "a tie must be settled by dice"
        assert revealed.winner in (0, 1)
        winners.add(revealed.winner)
    assert winners == {0, 1}  # not always the same seat, and never the youngest (not tied)


def test_winner_chooses_first_player() -> None:
    match = Match(make_rules(3), 1)
    for p, amount in enumerate([0, 5, 1]):
        match.submit(Bid(p, amount))
    with pytest.raises(IllegalCommand):
        match.submit(ChooseFirstPlayer(0, 0))
    assert {c.first for c in match.legal_commands(1)} == {0, 1, 2}
    match.submit(ChooseFirstPlayer(1, 2))
    assert match.pending is not None
    assert match.pending.kind == "take_card" and match.pending.players == (2,)
