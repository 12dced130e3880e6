"""What a seat may see of an Eight-Minute Empire game, once for bots, tests and the server.

Hands, the row, the board and coins are public. Hidden: the deck's order (its content is known:
every card not seen elsewhere) and, while the bidding lasts, the others' secret bids.
"""

from __future__ import annotations

from random import Random

from game.engine.shallow import shallow
from game.rules.eight_minute.state import EightMinuteState


def seat_view(state: EightMinuteState, seat: int) -> EightMinuteState:
    """A copy with what `seat` may not see in one fixed stand-in order (the deck sorted, the
    others' bids withdrawn): two states that differ only in hidden things give equal views."""
    view = state.copy()
    view.deck.sort()
    if view.phase == "bid":
        view.bids = [b if p == seat else None for p, b in enumerate(view.bids)]
    return view


def borrowed_view(state: EightMinuteState, seat: int) -> EightMinuteState:
    """`seat_view` sharing the public parts with `state`, for a reader that keeps it only while
    `state` stands still (a bot during one decision): only what is hidden is rebuilt."""
    view = shallow(state)
    view.pending_cache = None  # its detail would read the true state
    view.deck = sorted(state.deck)
    if view.phase == "bid":
        view.bids = [b if p == seat else None for p, b in enumerate(state.bids)]
    return view


def determinize(state: EightMinuteState, seat: int, rng: Random) -> EightMinuteState:
    """A copy with what `seat` may not see guessed at random: the deck shuffled, the others'
    bids withdrawn (a guess of them would only be noise). Works on the true state or a view."""
    guess = seat_view(state, seat)
    rng.shuffle(guess.deck)
    return guess
