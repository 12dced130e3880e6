"""Scenario helpers: a game set up, then put by hand into the position a test needs."""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine.match import Match
from game.rules.settlers import RULES
from game.rules.settlers.catalog import SUPPLY_GOODS
from game.rules.settlers.rules import SettlersRules
from game.rules.settlers.state import Location, SettlersState


def rules_for(
    players: int = 2, factions: list[str] | None = None, **variants: bool
) -> SettlersRules:
    options: dict[str, Any] = {"players": players, "factions": factions or [], **variants}
    return RULES.from_options(options)  # type: ignore[return-value]


def action_state(
    factions: list[str], round_: int = 2, turn: int = 0, seed: int = 1, **variants: bool
) -> tuple[SettlersRules, SettlersState]:
    """A game in the action phase of `round_`, `turn` to act, empty hands, supplies, empires."""
    players = 1 if len(factions) == 1 else len(factions)
    rules = rules_for(players, factions, **variants)
    match = Match(rules, seed)
    s = match.state
    for p in s.players:
        for card in p.hand:
            (s.common_deck if card.startswith("com") else p.deck).append(card)
        p.hand.clear()
        p.goods = dict.fromkeys(SUPPLY_GOODS, 0)
        p.draws = 0
        p.locations.clear()
    s.common_deck.extend(s.draft)
    s.draft.clear()
    s.draft_order.clear()
    s.choices.clear()
    s.round = round_
    s.phase = "action"
    s.turn = turn
    s.first = 0
    return rules, s


def take(s: SettlersState, seat: int, *cards: str) -> None:
    """Move cards into a player's hand from wherever they are."""
    for card in cards:
        _remove(s, card)
        s.players[seat].hand.append(card)


def build_now(s: SettlersState, seat: int, *cards: str) -> list[Location]:
    """Put cards straight into a player's empire."""
    out = []
    for card in cards:
        _remove(s, card)
        loc = Location(card)
        s.players[seat].locations.append(loc)
        out.append(loc)
    return out


def deal_now(s: SettlersState, seat: int, *cards: str) -> None:
    for card in cards:
        _remove(s, card)
        s.players[seat].deals.append(card)


def give(s: SettlersState, seat: int, **goods: int) -> None:
    for good, n in goods.items():
        s.players[seat].goods[good] = s.players[seat].goods.get(good, 0) + n


def _remove(s: SettlersState, card: str) -> None:
    piles = [s.common_deck, s.common_discard, s.draft]
    for p in s.players:
        piles += [p.hand, p.deck, p.discard, p.foundations, p.deals]
    for pile in piles:
        if card in pile:
            pile.remove(card)
            return
    for p in s.players:
        for loc in list(p.locations):
            if loc.card == card:
                p.locations.remove(loc)
                return


def play(rules: SettlersRules, s: SettlersState, *commands: Any, seed: int = 0) -> SettlersState:
    """Decide and apply commands one after the other on a copy; returns the new state."""
    state = rules.clone(s)
    for command in commands:
        for event in rules.decide(state, command, Random(seed)):
            state = rules.evolve(state, event)
    return state


def events_of(rules: SettlersRules, s: SettlersState, command: Any) -> list[Any]:
    return rules.decide(rules.clone(s), command, Random(0))


def act(rules: SettlersRules, s: SettlersState, *commands: Any, seed: int = 0) -> SettlersState:
    """Like `play`, but each command's player is given the turn first (the test is about what
    the action does, not whose turn it is)."""
    state = rules.clone(s)
    for command in commands:
        if state.phase == "action" and not state.choices and not state.followup:
            state.turn = command.player
        for event in rules.decide(state, command, Random(seed)):
            state = rules.evolve(state, event)
    return state
