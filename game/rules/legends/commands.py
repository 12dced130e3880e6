"""Commands of Legends: what a player asks for (region and card ids as strings, for saves).

The ones the game shares with Eight-Minute Empire live in `game.rules.area_control.commands`."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.area_control.commands import (
    Bid,
    BuildCity,
    DestroyArmy,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)


@dataclass(frozen=True, slots=True)
class SkipAction:
    """Leave the rest of the current action undone and go on to the card's next action."""

    player: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    player: int


@dataclass(frozen=True, slots=True)
class PassExtraCard:
    """The Fairy Queen declines her extra card at the end."""

    player: int


@dataclass(frozen=True, slots=True)
class PlaceExtraArmies:
    """Set-up by hand: the extra army of each player goes on this region."""

    player: int
    region: str


@dataclass(frozen=True, slots=True)
class PlaceToken:
    """Set-up by hand: the next token of the pile goes on this region."""

    player: int
    region: str


COMMAND_TYPES = (
    PlaceNeutral,
    Bid,
    TakeCard,
    PlaceArmy,
    MoveArmy,
    BuildCity,
    DestroyArmy,
    SkipAction,
    EndTurn,
    PassExtraCard,
    PlaceExtraArmies,
    PlaceToken,
)
