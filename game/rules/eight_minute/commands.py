"""Commands of Eight-Minute Empire: what a player asks for (region ids as strings, for saves).

The ones the game shares with Legends live in `game.rules.area_control.commands`."""

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
class ChooseFirstPlayer:
    player: int
    first: int


@dataclass(frozen=True, slots=True)
class ChooseOption:
    """On an OR card, the action to do (0 = left, 1 = right)."""

    player: int
    option: int


@dataclass(frozen=True, slots=True)
class Done:
    """End the card's action now: what is left of it is skipped (all of it, to skip it)."""

    player: int


@dataclass(frozen=True, slots=True)
class AssignWilds:
    """At the end: the good each wild card adds to (sorted; only goods the player holds)."""

    player: int
    goods: tuple[str, ...]


COMMAND_TYPES: tuple[type, ...] = (
    PlaceNeutral,
    Bid,
    ChooseFirstPlayer,
    TakeCard,
    ChooseOption,
    PlaceArmy,
    MoveArmy,
    BuildCity,
    DestroyArmy,
    Done,
    AssignWilds,
)
