"""The secret, simultaneous bid for the first player."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random


@dataclass(frozen=True, slots=True)
class BidResult:
    winner: int
    tied: tuple[int, ...]  # the seats that bid the most (one seat when there was no tie)
    rolls: tuple[tuple[int, ...], ...] = ()  # die rounds among the tied seats, in `tied` order


def resolve_bid(
    bids: Sequence[int], youngest: int, rng: Random | None = None, die_sides: int = 6
) -> BidResult:
    """Most coins wins. A tie for the most (all zero included) goes to the youngest seat, or,
    when `rng` is given (die variant), to a die roll among the tied seats, re-rolled until one
    seat rolls strictly highest. Bid amounts are the caller's to charge."""
    top = max(bids)
    tied = tuple(i for i, b in enumerate(bids) if b == top)
    if len(tied) == 1:
        return BidResult(tied[0], tied)
    if rng is None:
        # The youngest wins any tie, even one they are not part of (the rulebooks say so).
        return BidResult(youngest, tied)
    rounds: list[tuple[int, ...]] = []
    contenders = list(tied)
    while True:
        roll = tuple(rng.randint(1, die_sides) for _ in contenders)
        rounds.append(roll)
        best = max(roll)
        leaders = [s for s, r in zip(contenders, roll, strict=True) if r == best]
        if len(leaders) == 1:
            return BidResult(leaders[0], tied, tuple(rounds))
        contenders = leaders
