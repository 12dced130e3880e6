"""What a seat may see of a Legends game, once for bots, tests and the server.

Hidden: the face-down tokens (exploration, swamp) on regions the seat has not looked at, the
face-down tokens still to place when setting up by hand, the deck's order and, while the bidding
lasts, the others' secret bids. Everything else is on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from game.engine.shallow import shallow
from game.rules.legends.state import LegendsState

Arrange = Callable[[list[Any]], None]


def _hide(state: LegendsState, seat: int, arrange: Arrange) -> LegendsState:
    return _arrange_hidden(state.clone(), seat, arrange)


def _arrange_hidden(out: LegendsState, seat: int, arrange: Arrange) -> LegendsState:
    """`out` (changed in place) with what `seat` may not see arranged by `arrange`."""
    unseen = sorted(r for r in out.face_down if r not in out.seen[seat])
    tokens = [out.tokens[r] for r in unseen]
    arrange(tokens)
    out.tokens.update(zip(unseen, tokens, strict=True))
    arrange(out.deck)
    down = [i for i, (_, face_down) in enumerate(out.to_place) if face_down]
    hidden = [out.to_place[i] for i in down]
    arrange(hidden)  # nobody has seen the face-down pile still to place
    for i, item in zip(down, hidden, strict=True):
        out.to_place[i] = item
    if out.phase == "bid":
        out.bids = [b if p == seat else None for p, b in enumerate(out.bids)]
    return out


def seat_view(state: LegendsState, seat: int) -> LegendsState:
    """A copy with what `seat` may not see in one fixed stand-in order (sorted), so two states
    that differ only in hidden things give equal views."""
    return _hide(state, seat, list.sort)


def borrowed_view(state: LegendsState, seat: int) -> LegendsState:
    """`seat_view` sharing the public parts with `state`, for a reader that keeps it only while
    `state` stands still (a bot during one decision): only what is hidden is rebuilt."""
    view = shallow(state)
    view.tokens = dict(state.tokens)
    view.deck = list(state.deck)
    view.to_place = list(state.to_place)
    view.bids = list(state.bids)
    return _arrange_hidden(view, seat, list.sort)


def determinize(state: LegendsState, seat: int, rng: Random) -> LegendsState:
    """A copy with what `seat` may not see guessed at random: the unseen face-down tokens swapped
    among their regions, the deck and the face-down pile shuffled, the others' bids withdrawn.
    A computer player that looks ahead on it cannot peek."""
    return _hide(state, seat, rng.shuffle)
