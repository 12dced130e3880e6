"""Shared helpers for the Eight-Minute Empire tests."""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine.board import Board
from game.engine.match import Match
from game.rules.eight_minute.cards import game_data
from game.rules.eight_minute.commands import Bid, ChooseFirstPlayer, PlaceNeutral
from game.rules.eight_minute.options import EightMinuteOptions
from game.rules.eight_minute.rules import EightMinuteRules, card_label
from game.rules.eight_minute.state import EightMinuteState
from tests.rules.eight_minute.boards import side_a


def make_rules(
    players: int = 3,
    board: Board | None = None,
    youngest: int = 0,
    **variants: bool,
) -> EightMinuteRules:
    options = EightMinuteOptions(players=players, youngest=youngest, variants=variants)
    return EightMinuteRules(options, board=board if board is not None else side_a())


def card_index(good: str, label: str, goods: int = 1) -> int:
    """The index of the first card with this good and action label (e.g. "P4/M2")."""
    for i, card in enumerate(game_data().cards):
        if card.good == good and card_label(card) == label and card.goods == goods:
            return i
    raise KeyError((good, label, goods))


def apply(rules: EightMinuteRules, state: EightMinuteState, command: Any) -> EightMinuteState:
    """The state after a command (the given state is left as it was)."""
    after = rules.clone(state)
    for event in rules.decide(state, command, Random(0)):
        after = rules.evolve(after, event)
    return after


def to_first_turn(match: Match, first: int = 0, bids: list[int] | None = None) -> Match:
    """Place the neutral armies (2 players), bid (all zero by default), pick the first player."""
    rules = match.rules
    ids = rules.graph.ids  # type: ignore[attr-defined]
    i = 0
    while match.state.phase == "neutral":
        # Neutral armies go to regions away from the start, round the board.
        region = ids[i % len(ids)]
        if region == ids[rules.start]:  # type: ignore[attr-defined]
            i += 1
            region = ids[i % len(ids)]
        match.submit(PlaceNeutral(match.state.current, region))
        i += 1
    for p, amount in enumerate(bids or [0] * rules.player_count):
        match.submit(Bid(p, amount))
    match.submit(ChooseFirstPlayer(match.state.bid_winner, first))
    return match


def at_first_turn(
    players: int = 3, seed: int = 1, board: Board | None = None, first: int = 0, **variants: bool
) -> tuple[EightMinuteRules, Match]:
    rules = make_rules(players, board, **variants)
    match = to_first_turn(Match(rules, seed), first)
    return rules, match


def put_card(state: EightMinuteState, card: int, slot: int = 0) -> None:
    """Put a card into a row slot (swapping it out of the deck or row if it is there)."""
    if card in state.row:
        j = state.row.index(card)
        state.row[j], state.row[slot] = state.row[slot], state.row[j]
        return
    if card in state.deck:
        state.deck[state.deck.index(card)] = state.row[slot]  # type: ignore[assignment]
    state.row[slot] = card


def emptied(
    players: int = 3, board: Board | None = None, **variants: bool
) -> tuple[EightMinuteRules, EightMinuteState]:
    """A dealt game with every piece taken off the board, for positions built by hand."""
    rules = make_rules(players, board, **variants)
    state = Match(rules, 2).state
    for seat in range(rules.seats):
        for r in range(rules.graph.size):
            state.pieces.armies[seat][r] = 0
    return rules, state


def put_pieces(
    rules: EightMinuteRules,
    state: EightMinuteState,
    seat: int,
    region: str,
    armies: int = 0,
    cities: int = 0,
) -> None:
    r = rules.graph.index[region]
    state.pieces.armies[seat][r] += armies
    state.pieces.cities[seat][r] += cities
