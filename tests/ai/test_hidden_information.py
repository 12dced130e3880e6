"""Bots see only what their seat may see: changing only what a seat cannot see (another
player's hand, a deck's order, a secret bid made before its own, an unseen token) never
changes its choice for a given seed, at every level."""

from __future__ import annotations

import importlib
from random import Random
from typing import Any

import pytest

from game.ai.bots import GreedyBot
from game.ai.registry import decide
from game.ai.search import Budget, SearchBot
from game.engine.match import Match
from game.rules import registry


def _bots() -> list[Any]:
    # the search on a small budget (no time cap: the result must not depend on the machine),
    # seeing replies and planning its own turn only (Legends' Hard at three or four players)
    return [
        GreedyBot(),
        SearchBot("hard", Budget(12, 4, 6, 2)),
        SearchBot("hard", Budget(12, 4, 8, 0, own_turn=True)),
    ]


def _advance(game: str, options: dict[str, Any], seed: int, until: Any) -> Match:
    rules = registry.rules_class(game).from_options(options)
    match = Match.new(rules, seed)
    easy, rng = GreedyBot(), Random(seed)
    for _ in range(2000):
        pending = match.pending
        assert pending is not None
        if until(match):
            return match
        seat = pending.players[0]
        match.submit(decide(easy, rules, match.state, seat, rng))
    raise AssertionError("the position was never reached")


def _position(state: Any) -> Any:
    fingerprint = getattr(state, "fingerprint", None)
    return fingerprint() if fingerprint is not None else state


def _acting_in_round_two(m: Match) -> bool:
    return m.pending.kind == "action" and m.state.round >= 2


def _same_choices(rules: Any, true: Any, altered: Any, seat: int) -> None:
    assert _position(rules.seat_view(true, seat)) == _position(rules.seat_view(altered, seat))
    for bot in _bots():
        for seed in range(3):
            a = decide(bot, rules, true, seat, Random(seed))
            b = decide(bot, rules, altered, seat, Random(seed))
            assert a == b, (bot.name, seed)


def test_eight_minute_a_secret_bid_and_the_deck_order_change_nothing() -> None:
    match = _advance("eight-minute", {"players": 3}, 4, lambda m: m.pending.kind == "bid")
    rules = match.rules
    match.submit(rules.legal_commands(match.state, 0)[2])  # seat 0 bids 2, secretly
    assert match.pending.kind == "bid" and 1 in match.pending.players
    altered = rules.clone(match.state)
    altered.bids[0] = 5
    Random(1).shuffle(altered.deck)
    assert altered.deck != match.state.deck
    _same_choices(rules, match.state, altered, 1)


def test_eight_minute_the_deck_order_does_not_change_a_card_choice() -> None:
    match = _advance("eight-minute", {"players": 2}, 7, lambda m: m.pending.kind == "take_card")
    rules, seat = match.rules, match.pending.players[0]
    altered = rules.clone(match.state)
    altered.deck.reverse()
    _same_choices(rules, match.state, altered, seat)


def test_legends_bids_deck_and_unseen_tokens_change_nothing() -> None:
    match = _advance("legends", {"players": 3}, 5, lambda m: m.pending.kind == "bid")
    rules = match.rules
    match.submit(rules.legal_commands(match.state, 0)[1])
    altered = rules.clone(match.state)
    altered.bids[0] = 4
    altered.deck.reverse()
    unseen = sorted(r for r in altered.face_down if r not in altered.seen[1])
    if len(unseen) > 1:
        tokens = [altered.tokens[r] for r in unseen]
        altered.tokens.update(zip(unseen, tokens[1:] + tokens[:1], strict=True))
    _same_choices(rules, match.state, altered, 1)


def test_legends_take_a_card_without_knowing_the_deck() -> None:
    match = _advance("legends", {"players": 2}, 9, lambda m: m.pending.kind == "take_card")
    rules, seat = match.rules, match.pending.players[0]
    altered = rules.clone(match.state)
    altered.deck.reverse()
    _same_choices(rules, match.state, altered, seat)


@pytest.mark.parametrize("players", [2, 3])
def test_settlers_other_hands_and_deck_orders_change_nothing(players: int) -> None:
    match = _advance("settlers", {"players": players}, 3, _acting_in_round_two)
    rules, seat = match.rules, match.pending.players[0]
    other = (seat + 1) % players
    altered = rules.clone(match.state)
    hand, deck = altered.players[other].hand, altered.common_deck
    common = [i for i, c in enumerate(hand) if not c.startswith(altered.players[other].faction)]
    assert common and deck, "the test needs a common card in another hand"
    hand[common[0]], deck[0] = deck[0], hand[common[0]]  # another hand holds another card
    deck.reverse()
    altered.players[seat].deck.reverse()  # even its own deck's order is unknown to it
    _same_choices(rules, match.state, altered, seat)


def test_settlers_solo_the_attack_deck_order_changes_nothing() -> None:
    match = _advance(
        "settlers", {"players": 1, "factions": ["barbarians"]}, 2, _acting_in_round_two
    )
    rules = match.rules
    altered = rules.clone(match.state)
    altered.attack_deck.reverse()
    altered.common_deck.reverse()
    assert altered.attack_deck != match.state.attack_deck
    _same_choices(rules, match.state, altered, 0)


def test_the_view_keeps_what_the_seat_may_see() -> None:
    match = _advance("settlers", {"players": 3}, 3, lambda m: m.pending.kind == "action")
    rules, seat = match.rules, match.pending.players[0]
    view = rules.seat_view(match.state, seat)
    assert view.players[seat].hand == match.state.players[seat].hand
    assert rules.legal_commands(view, seat) == rules.legal_commands(match.state, seat)
    for p in range(3):
        assert len(view.players[p].hand) == len(match.state.players[p].hand)
        assert view.players[p].locations == match.state.players[p].locations


def _choosing_from_offers(m: Match) -> bool:
    return m.pending.kind == "draft" and bool(m.pending.detail.get("offers"))


def test_settlers_alternative_lookout_the_others_offers_change_nothing() -> None:
    """Rulebook, alternative lookout: each player's three common cards are drawn and kept face
    down, so another player's offer is as hidden as their hand."""
    options = {"players": 3, "alt_lookout": True}
    match = _advance("settlers", options, 4, _choosing_from_offers)
    rules, seat = match.rules, match.pending.players[0]
    other = (seat + 1) % 3
    altered = rules.clone(match.state)
    offer, deck = altered.offers[other], altered.common_deck
    assert offer and deck
    offer[0], deck[-1] = deck[-1], offer[0]
    assert altered.offers[other] != match.state.offers[other]
    _same_choices(rules, match.state, altered, seat)
    view = rules.seat_view(match.state, seat)
    assert view.offers[seat] == match.state.offers[seat]  # its own offer it sees


def test_what_a_seat_may_see_is_written_once_per_game_in_its_rules() -> None:
    """The computer players' knowledge holds no view or guess of its own: both are the rules'
    (`game/rules/<game>/view.py`), which the bots, these tests and the server ask."""
    from dataclasses import fields

    from game.ai import eight_minute, knowledge, legends, settlers

    assert {f.name for f in fields(knowledge.Knowledge)}.isdisjoint({"seat_view", "determinize"})
    for module in (eight_minute, legends, settlers):
        assert not hasattr(module, "seat_view") and not hasattr(module, "determinize")
        assert not hasattr(module, "_hide") and not hasattr(module, "_redeal")
    for game in ("eight-minute", "legends", "settlers"):
        cls = registry.rules_class(game)
        view = importlib.import_module(cls.__module__.rsplit(".", 1)[0] + ".view")
        match = Match.new(cls.from_options({"players": 2}), 1)
        assert _position(cls.seat_view(match.rules, match.state, 0)) == _position(
            view.seat_view(match.state, 0)
        )
