"""Options, commands, events and the state of Eight-Minute Empire.

Commands and events carry the board's region ids (strings) so saves stay readable; the state
indexes regions by number (see `game.rules.area_control.graph`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.area_control.commands import (
    BidsRevealed,
    BuildCity,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.area_control.pieces import Pieces

NEUTRAL_NAME = "neutral"  # the neutral player's name in reports

# -- options ------------------------------------------------------------------------------------


class Variants(BaseModel):
    # A misspelt variant must not silently start a game without it.
    model_config = ConfigDict(extra="forbid")

    goods_tokens: bool = False
    long_game: bool = False
    die_tiebreak: bool = False


class EightMinuteOptions(BaseModel):
    players: int = Field(3, ge=2, le=5)
    side: Literal["A", "B"] = "A"
    variants: Variants = Field(default_factory=Variants)
    youngest: int = Field(0, ge=0, le=4)  # the youngest seat: wins a tie it is part of
    names: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _seats(self) -> EightMinuteOptions:
        if self.youngest >= self.players:
            raise ValueError("the youngest seat must be one of the players")
        if self.names and len(self.names) != self.players:
            raise ValueError("give one name per seat, or none")
        return self

    def seat_names(self) -> list[str]:
        """One distinct name per seat: the report keys pieces and winners by name, so a blank,
        repeated or "neutral" name (the neutral player's key) gets a number or a default."""
        given = list(self.names) or [""] * self.players
        taken = {NEUTRAL_NAME}
        out = []
        for i, name in enumerate(given):
            base = name.strip() or f"Player {i + 1}"
            unique, k = base, 2
            while unique in taken:
                unique, k = f"{base} ({k})", k + 1
            taken.add(unique)
            out.append(unique)
        return out


# -- commands -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bid:
    player: int
    amount: int


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
class DestroyArmy:
    player: int
    owner: int  # the seat whose army goes; the neutral player is seat `players`
    region: str


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

# -- events -------------------------------------------------------------------------------------


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

# -- state --------------------------------------------------------------------------------------

Phase = Literal[
    "deal",
    "neutral",
    "bid",
    "first_player",
    "take_card",
    "choose_option",
    "action",
    "wilds",
    "scoring",
    "over",
]


@dataclass(slots=True)
class EightMinuteState:
    players: int
    pieces: Pieces
    game: int = 0  # 1, 2, 3 in a long game
    phase: Phase = "deal"
    deck: list[int] = field(default_factory=list)  # top = last
    row: list[int | None] = field(default_factory=list)
    coins: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    bids: list[int | None] = field(default_factory=list)
    bid_winner: int = -1
    first: int = -1
    current: int = -1
    neutral_left: int = 0
    card: int = -1  # the card whose action is being resolved
    option: int = -1  # the OR option chosen
    left: list[int] = field(default_factory=list)  # what is left of each part of that card
    tokens: dict[int, str] = field(default_factory=dict)  # region -> good (variant)
    wilds: list[tuple[str, ...] | None] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)  # running totals over finished games
    # The final position of each finished game (its report is built from it when asked).
    history: list[EightMinuteState] = field(default_factory=list)
    # What `pending` last answered for this state; every event clears it. Not part of the
    # position: never compared, copied or saved.
    pending_cache: Any = field(default=None, compare=False, repr=False)

    def copy(self) -> EightMinuteState:
        return EightMinuteState(
            players=self.players,
            pieces=self.pieces.copy(),
            game=self.game,
            phase=self.phase,
            deck=self.deck[:],
            row=self.row[:],
            coins=self.coins[:],
            hands=[h[:] for h in self.hands],
            bids=self.bids[:],
            bid_winner=self.bid_winner,
            first=self.first,
            current=self.current,
            neutral_left=self.neutral_left,
            card=self.card,
            option=self.option,
            left=self.left[:],
            tokens=self.tokens,  # never changed in place: replaced at each deal
            wilds=self.wilds[:],
            totals=self.totals[:],
            history=self.history[:],
        )
