"""What a seat may see of an Imperial Settlers game, once for bots, tests and the server.

Hidden (rulebook: hands are held, decks face down; in the alternative lookout each player's three
cards are drawn and kept face down): the order of every deck (common, each faction's, the solo
attack deck), the other players' hands and their lookout offers. Only how many cards each
holds is known. Public: face-up cards, empires, deals, goods, discard piles, the seat's own
hand and offer. Cards the seat passed on in the alternative lookout count as unknown too: it
hides a little more than it must, never less.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from game.engine.shallow import shallow
from game.rules.settlers.catalog import info
from game.rules.settlers.state import SettlersState

Arrange = Callable[[list[str]], None]


def _redeal(deck: list[str], hands: list[list[str]], kind: str, arrange: Arrange) -> None:
    """Pool `deck` with the cards of deck `kind` in `hands`, arrange the pool, then give each
    hand as many back (in the same places) and leave the rest as the deck."""
    slots = [(hand, i) for hand in hands for i, card in enumerate(hand) if info(card).deck == kind]
    pool = list(deck) + [hand[i] for hand, i in slots]
    arrange(pool)
    for hand, i in slots:
        hand[i] = pool.pop()
    deck[:] = pool


def _hide(state: SettlersState, seat: int, arrange: Arrange) -> SettlersState:
    return _arrange_hidden(state.copy(), seat, arrange)


def _arrange_hidden(out: SettlersState, seat: int, arrange: Arrange) -> SettlersState:
    """`out` (changed in place) with what `seat` may not see arranged by `arrange`."""
    others = [other for other in range(out.humans) if other != seat]
    hidden = [out.players[other].hand for other in others]
    hidden += [out.offers[other] for other in others if other < len(out.offers)]
    _redeal(out.common_deck, hidden, "common", arrange)
    for other in range(out.humans):
        p = out.players[other]
        _redeal(p.deck, [] if other == seat else [p.hand], p.faction, arrange)
    arrange(out.attack_deck)
    return out


def seat_view(state: SettlersState, seat: int) -> SettlersState:
    """A copy with everything `seat` may not see laid out in sorted order (the others' hidden
    cards dealt back from the sorted pool), so two states that differ only in hidden things
    give equal views."""
    return _hide(state, seat, list.sort)


def borrowed_view(state: SettlersState, seat: int) -> SettlersState:
    """`seat_view` sharing the public parts with `state`, for a reader that keeps it only while
    `state` stands still (a bot during one decision): only the decks, the others' hands and the
    offers, which the redeal rewrites, are new lists."""
    out = shallow(state)
    out.pending_cache = None
    out.players = [shallow(p) for p in state.players]
    for other in range(out.humans):
        p = out.players[other]
        p.deck = list(p.deck)
        if other != seat:
            p.hand = list(p.hand)
    out.common_deck = list(state.common_deck)
    out.offers = [list(o) for o in state.offers]
    out.attack_deck = list(state.attack_deck)
    return _arrange_hidden(out, seat, list.sort)


def determinize(state: SettlersState, seat: int, rng: Random) -> SettlersState:
    """A copy with what `seat` may not see guessed at random: each deck shuffled together with
    the cards of its kind in the others' hands and offers, which are dealt again from it (same
    sizes, same decks, same places)."""
    return _hide(state, seat, rng.shuffle)
