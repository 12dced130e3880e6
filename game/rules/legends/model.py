"""Commands (what a player asks) and events (what happened) of Legends, as frozen dataclasses.

Commands and events carry region and card ids as strings so saves stay readable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.area_control.commands import (
    BidsRevealed,
    BuildCity,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)


# -- commands ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Bid:
    player: int
    coins: int


@dataclass(frozen=True, slots=True)
class DestroyArmy:
    player: int
    region: str
    victim: int


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


# -- events ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GameStarted:
    """A game of the match is set up: layout, sides, their turns, start and extra region."""

    barrier: ClassVar[bool] = True
    game: int
    shape: str
    sides: tuple[str, ...]
    rotations: tuple[int, ...]
    start: str
    extra: str  # where the setting-up player puts 1 army of each player


@dataclass(frozen=True, slots=True)
class WarlordsDealt:
    barrier: ClassVar[bool] = True
    warlords: tuple[str, ...]  # one per seat


@dataclass(frozen=True, slots=True)
class TokensPlaced:
    barrier: ClassVar[bool] = True
    tokens: tuple[tuple[str, str], ...]  # (region, token)
    face_down: bool = False  # the poisoned swamp hides among the exploration tokens


@dataclass(frozen=True, slots=True)
class TokensToPlace:
    """Set-up by hand: the tokens to place, in order; the face-down ones come first, shuffled
    (so this records a random outcome)."""

    barrier: ClassVar[bool] = True
    tokens: tuple[tuple[str, bool], ...]  # (token, face down)


@dataclass(frozen=True, slots=True)
class ExtraArmiesPlaced:
    player: int  # who set them up
    region: str
    armies: int  # of each player


@dataclass(frozen=True, slots=True)
class TokenPlaced:
    player: int  # who set it up
    region: str
    token: str
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    barrier: ClassVar[bool] = True
    order: tuple[str, ...]  # the top of the deck is the end


@dataclass(frozen=True, slots=True)
class ArmiesSetUp:
    start: tuple[int, ...]  # armies each seat puts on the start region
    extra: int  # armies each player puts on the extra region
    coins: int  # starting coins of each player


@dataclass(frozen=True, slots=True)
class NeutralPlaced:
    player: int
    region: str


@dataclass(frozen=True, slots=True)
class BidPlaced:
    player: int
    coins: int


@dataclass(frozen=True, slots=True)
class CardTaken:
    player: int
    slot: int
    card: str
    price: int
    extra: bool = False  # the Fairy Queen's card at the end (no action)


@dataclass(frozen=True, slots=True)
class CoinsChanged:
    player: int
    delta: int
    reason: str  # "treasury", "buried_treasure", "thieves", "stolen", "theft"


@dataclass(frozen=True, slots=True)
class ArmyPlaced:
    player: int
    region: str
    free: bool = False  # the White Knight's army with a city: not part of a place action


@dataclass(frozen=True, slots=True)
class ArmyMoved:
    player: int
    source: str
    target: str
    cost: int


@dataclass(frozen=True, slots=True)
class CityBuilt:
    player: int
    region: str


@dataclass(frozen=True, slots=True)
class ArmyDestroyed:
    player: int
    region: str
    victim: int
    kept: bool  # the Red Sorceress keeps it instead of returning it


@dataclass(frozen=True, slots=True)
class TokenTaken:
    """A token won; when it lay face down this reveals it, and undo stops here."""

    player: int
    region: str
    token: str
    revealed: bool = False


@dataclass(frozen=True, slots=True)
class ActionSkipped:
    player: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    barrier: ClassVar[bool] = True
    player: int
    revealed: str | None  # the card drawn into the row
    looked: tuple[str, ...] = ()  # face-down token regions the player may now look at


@dataclass(frozen=True, slots=True)
class ExtraCardPassed:
    player: int


@dataclass(frozen=True, slots=True)
class GameScored:
    barrier: ClassVar[bool] = True
    game: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchOver:
    barrier: ClassVar[bool] = True
    winners: tuple[int, ...]


EVENT_TYPES = (
    GameStarted,
    WarlordsDealt,
    TokensPlaced,
    DeckShuffled,
    ArmiesSetUp,
    TokensToPlace,
    ExtraArmiesPlaced,
    TokenPlaced,
    NeutralPlaced,
    BidPlaced,
    BidsRevealed,
    CardTaken,
    CoinsChanged,
    ArmyPlaced,
    ArmyMoved,
    CityBuilt,
    ArmyDestroyed,
    TokenTaken,
    ActionSkipped,
    TurnEnded,
    ExtraCardPassed,
    GameScored,
    MatchOver,
)
