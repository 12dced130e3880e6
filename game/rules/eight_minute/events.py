"""Events of Eight-Minute Empire: what happened (region ids as strings, for saves).
`evolve.py` folds them into the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.area_control.commands import BidsRevealed


@dataclass(frozen=True, slots=True)
class GameDealt:
    """A game starts: the shuffled deck (top = last), the six face-up cards, goods tokens."""

    barrier: ClassVar[bool] = True
    game: int
    row: tuple[int, ...]
    deck: tuple[int, ...]
    tokens: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class NeutralPlaced:
    barrier: ClassVar[bool] = True  # ends the placing player's turn
    player: int
    region: str


@dataclass(frozen=True, slots=True)
class BidPlaced:
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen:
    barrier: ClassVar[bool] = True
    player: int
    first: int


@dataclass(frozen=True, slots=True)
class CardTaken:
    """The card leaves the row (its slot stays empty until the turn ends) and is paid for."""

    player: int
    slot: int
    card: int
    cost: int


@dataclass(frozen=True, slots=True)
class OptionChosen:
    player: int
    option: int


@dataclass(frozen=True, slots=True)
class ArmyPlaced:
    player: int
    region: str
    part: int


@dataclass(frozen=True, slots=True)
class ArmyMoved:
    player: int
    source: str
    target: str
    part: int
    cost: int


@dataclass(frozen=True, slots=True)
class CityBuilt:
    player: int
    region: str
    part: int


@dataclass(frozen=True, slots=True)
class ArmyDestroyed:
    player: int
    owner: int
    region: str
    part: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """The row slides left and the new card is revealed; `next_player` is -1 at the end."""

    barrier: ClassVar[bool] = True
    player: int
    next_player: int
    drawn: int | None


@dataclass(frozen=True, slots=True)
class WildsAssigned:
    player: int
    goods: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameScored:
    barrier: ClassVar[bool] = True
    game: int
    scores: tuple[int, ...]


EVENT_TYPES: tuple[type, ...] = (
    GameDealt,
    NeutralPlaced,
    BidPlaced,
    BidsRevealed,
    FirstPlayerChosen,
    CardTaken,
    OptionChosen,
    ArmyPlaced,
    ArmyMoved,
    CityBuilt,
    ArmyDestroyed,
    TurnEnded,
    WildsAssigned,
    GameScored,
)
