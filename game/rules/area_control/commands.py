"""Commands and events that mean the same in Eight-Minute Empire and Legends, with the same
fields: each game's `model` re-exports them and lists them in its own command/event types.

Saves store a command or event by its class name and fields (see `game.engine.codec`), so
these keep the names and fields Eight-Minute Empire had before they were shared here; Legends
named two fields otherwise (`Bid.coins`, `DestroyArmy.victim`) until rules version 2, and its
`saves.py` renames them in older saves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

# -- commands ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceNeutral:
    """Two players: put one neutral army in a region (players alternate)."""

    player: int
    region: str


@dataclass(frozen=True, slots=True)
class Bid:
    """A secret bid of coins for the first turn."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class TakeCard:
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class PlaceArmy:
    player: int
    region: str


@dataclass(frozen=True, slots=True)
class MoveArmy:
    """One army over one link; a move action is a series of these."""

    player: int
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class BuildCity:
    player: int
    region: str


@dataclass(frozen=True, slots=True)
class DestroyArmy:
    player: int
    owner: int  # the seat whose army goes; the neutral player is seat `players`
    region: str


# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    """Everyone's bid at once, who won it and, after a tie, the die rolls that settled it."""

    barrier: ClassVar[bool] = True
    bids: tuple[int, ...]
    winner: int
    rolls: tuple[tuple[int, ...], ...] = ()
