"""Events of Legends: what happened (region and card ids as strings, for saves).
`evolve.py` folds them into the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.area_control.commands import BidsRevealed


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
    amount: int


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
    owner: int  # the seat whose army goes; the neutral player is seat `players`
    region: str
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
