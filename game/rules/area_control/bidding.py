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


def age_order(youngest: int, players: int) -> tuple[int, ...]:
    """The seats from youngest to oldest. Only the youngest seat is asked for; the others
    count as older in seat order from there (docs/decisions: the bid)."""
    return tuple((youngest + k) % players for k in range(players))


def bid_reason(bids: Sequence[int], rolls: Sequence[Sequence[int]] = ()) -> str:
    """Why the revealed bids went the way they did: `highest` (one seat bid the most),
    `die` (a roll among the tied), `all_zero` (nobody bid: the youngest player) or
    `youngest_tied` (the youngest of the tied bidders)."""
    top = max(bids)
    if sum(b == top for b in bids) == 1:
        return "highest"
    if rolls:
        return "die"
    return "all_zero" if top == 0 else "youngest_tied"


def resolve_bid(
    bids: Sequence[int], youngest: int, rng: Random | None = None, die_sides: int = 6
) -> BidResult:
    """Most coins wins. A tie for the most goes to the youngest of the tied bidders (all zero:
    everyone is tied, so the youngest player), or, when `rng` is given (die variant), to a die
    roll among the tied seats, re-rolled until one seat rolls strictly highest. Bid amounts are
    the caller's to charge."""
    top = max(bids)
    tied = tuple(i for i, b in enumerate(bids) if b == top)
    if len(tied) == 1:
        return BidResult(tied[0], tied)
    if rng is None:
        # The reference ruling: the youngest *of the tied*, never a seat that bid less.
        return BidResult(next(s for s in age_order(youngest, len(bids)) if s in tied), tied)
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
