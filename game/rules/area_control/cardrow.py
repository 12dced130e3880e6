"""The face-up card row: six slots priced 0,1,1,2,2,3 that slide left and refill from the deck.

A taken slot is left as None until `slide_and_refill`, so a game may delay the refill (and the
reveal of the new card) to the end of the turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

ROW_PRICES: tuple[int, ...] = (0, 1, 1, 2, 2, 3)


def affordable_slots(
    row: Sequence[T | None], coins: int, prices: Sequence[int] = ROW_PRICES
) -> list[int]:
    return [i for i, card in enumerate(row) if card is not None and prices[i] <= coins]


def take(row: list[T | None], slot: int) -> T:
    """Remove the card in `slot`, leaving a hole (None) in its place."""
    card = row[slot]
    if card is None:
        raise ValueError("empty slot")
    row[slot] = None
    return card


def slide_and_refill(row: list[T | None], deck: list[T], size: int = 6) -> T | None:
    """Close the holes by sliding cards left, then draw from the top of the deck (its end)
    into the rightmost slots. Returns the last card drawn (None when the deck is empty)."""
    if deck and len(row) == size and row.count(None) == 1:  # one card taken: the usual turn
        row.remove(None)
        row.append(deck.pop())
        return row[-1]
    cards = [c for c in row if c is not None]
    drawn: T | None = None
    while len(cards) < size and deck:
        drawn = deck.pop()
        cards.append(drawn)
    row[:] = cards + [None] * (size - len(cards))
    return drawn
