"""Imperial Settlers knowledge: the seat's view (deck orders, the others' hands and lookout
offers and the solo attack deck hidden; only how many cards each holds is known), its guess,
and the judge of a position."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from game.ai.knowledge import Knowledge, shallow
from game.rules.settlers.catalog import info, runtime
from game.rules.settlers.scoring import final_points, location_points
from game.rules.settlers.state import SettlersState

Arrange = Callable[[list[str]], None]
SOLO_WIN = 10.0  # a won solo game is worth more than any score
SOLO_LEAD = 3.0  # each faction location over the collection, while playing


def _redeal(deck: list[str], hands: list[list[str]], kind: str, arrange: Arrange) -> None:
    """Pool `deck` with the cards of deck `kind` in `hands`, arrange the pool, then give each
    hand as many back (in the same places) and leave the rest as the deck."""
    slots = [(hand, i) for hand in hands for i, card in enumerate(hand) if info(card).deck == kind]
    pool = list(deck) + [hand[i] for hand, i in slots]
    arrange(pool)
    for hand, i in slots:
        hand[i] = pool.pop()
    deck[:] = pool


def _hide(state: SettlersState, player: int, arrange: Arrange) -> SettlersState:
    return _arrange_hidden(state.copy(), player, arrange)


def _arrange_hidden(out: SettlersState, player: int, arrange: Arrange) -> SettlersState:
    """`out` (changed) with what `player` may not see arranged by `arrange`."""
    others = [seat for seat in range(out.humans) if seat != player]
    hidden = [out.players[seat].hand for seat in others]
    hidden += [out.offers[seat] for seat in others if seat < len(out.offers)]
    _redeal(out.common_deck, hidden, "common", arrange)
    for seat in range(out.humans):
        p = out.players[seat]
        _redeal(p.deck, [] if seat == player else [p.hand], p.faction, arrange)
    arrange(out.attack_deck)
    return out


def borrowed_view(rules: Any, state: SettlersState, player: int) -> SettlersState:
    """`seat_view` sharing the public parts with `state`: only the decks, the others' hands
    and the offers, which the redeal rewrites, are new lists."""
    out = shallow(state)
    out.players = [shallow(p) for p in state.players]
    for seat in range(out.humans):
        p = out.players[seat]
        p.deck = list(p.deck)
        if seat != player:
            p.hand = list(p.hand)
    out.common_deck = list(state.common_deck)
    out.offers = [list(o) for o in state.offers]
    out.attack_deck = list(state.attack_deck)
    return _arrange_hidden(out, player, list.sort)


def seat_view(rules: Any, state: SettlersState, player: int) -> SettlersState:
    """Everything the seat may not see is laid out in sorted order."""
    return _hide(state, player, list.sort)


def determinize(rules: Any, view: SettlersState, player: int, rng: Random) -> SettlersState:
    return _hide(view, player, rng.shuffle)


def evaluate(rules: Any, s: SettlersState, player: int) -> float:
    """Points now plus what the position promises: locations at their end value, goods and
    cards at a fraction of a point, deals by the rounds they still pay. At the end of a game:
    the margin over the best opponent. Solo, the game is won by more faction locations than
    the virtual player's collection, so that lead counts above all."""
    p = s.players[player]
    mine = float(final_points(p))
    if s.solo:
        lead = location_points(p)[1] - len(s.collection)
        if s.phase == "over":
            return (SOLO_WIN if lead > 0 else 0.0) + lead + 0.05 * mine
        rival = -SOLO_LEAD * lead
    else:
        others = [final_points(s.players[i]) for i in range(s.humans) if i != player]
        rival = float(max(others)) if others else 0.0
        if s.phase == "over":
            return mine - rival
    rounds_left = max(0, runtime().tables["rounds"] - s.round)
    value = mine + 0.6 * len(p.deals) * rounds_left + 0.25 * len(p.hand) + 0.3 * p.draws
    value += 0.15 * sum(p.goods.values())
    return value - (rival if s.solo else 0.5 * rival)


KNOWLEDGE = Knowledge(
    seat_view=seat_view,
    determinize=determinize,
    evaluate=evaluate,
    borrowed_view=borrowed_view,
)
