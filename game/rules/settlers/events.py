"""What happened in a Settlers game (data only): `evolve.py` folds each into the state; shuffles
and draws are recorded here, so folding never draws at random."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.settlers.state import NO_PLAYER


@dataclass(frozen=True, slots=True)
class GameStarted:
    factions: tuple[str, ...]
    first: int
    solo: bool


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    """A deck (re)shuffled: "common" (from its discard pile, put under what is left),
    "faction" of `player` at set-up, or the solo "attack" deck. `order`: bottom to top."""

    barrier: ClassVar[bool] = True
    deck: str
    order: tuple[str, ...]
    player: int = NO_PLAYER


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    barrier: ClassVar[bool] = True
    player: int
    deck: str  # common / faction
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OwedDrawTaken:
    """An owed card was drawn from the deck the player chose."""

    barrier: ClassVar[bool] = True
    player: int
    deck: str
    card: str  # empty when the deck had nothing left


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    first: int


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    phase: str
    turn: int = NO_PLAYER


@dataclass(frozen=True, slots=True)
class DraftRevealed:
    """Common cards turned face up for the lookout; `order`: who picks, in turn."""

    barrier: ClassVar[bool] = True
    cards: tuple[str, ...]
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DraftPicked:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class DraftDiscarded:
    pass


@dataclass(frozen=True, slots=True)
class VirtualTook:
    """Solo lookout: a card of the draft goes face up to the virtual player's empire."""

    barrier: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class OffersDealt:
    """Alternative lookout: three common cards dealt face down to each seat."""

    barrier: ClassVar[bool] = True
    offers: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class OfferPicked:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class OffersPassed:
    """Alternative lookout: what is left of each offer goes to the next seat clockwise."""


@dataclass(frozen=True, slots=True)
class OffersDiscarded:
    pass


@dataclass(frozen=True, slots=True)
class GoodsChanged:
    """Supply goods gained (positive) or paid (negative); `card` counts cards owed."""

    player: int
    delta: tuple[tuple[str, int], ...]


def changed(player: int, goods: dict[str, int]) -> GoodsChanged:
    """The event for a change of supply goods given as a mapping."""
    return GoodsChanged(player, tuple(goods.items()))


@dataclass(frozen=True, slots=True)
class DealGoodsNoted:
    """What a player received from deals this production (for Diplomacy School)."""

    player: int
    goods: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Scored:
    player: int
    vp: int


@dataclass(frozen=True, slots=True)
class Built:
    """A card enters the empire from the hand or from the deals."""

    player: int
    card: str
    source: str = "hand"


@dataclass(frozen=True, slots=True)
class LocationLost:
    """A location leaves its empire: to a `foundation`, to the `discard` pile, or to the solo
    virtual player's `collection` pile. Tokens, samurai and goods on it are returned."""

    owner: int
    card: str
    to: str


@dataclass(frozen=True, slots=True)
class FoundationDiscarded:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class FoundationLaid:
    """A card of the hand put into the empire as a foundation (Sanctuary)."""

    player: int
    card: str


@dataclass(frozen=True, slots=True)
class DealMade:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class HandDiscarded:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class CardReturned:
    """A drawn faction card shuffled back into its deck, at a recorded place."""

    barrier: ClassVar[bool] = True
    player: int
    card: str
    index: int


@dataclass(frozen=True, slots=True)
class DefencePlaced:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class SamuraiPlaced:
    """A worker becomes a samurai on a faction location (`from_supply`: a new worker)."""

    player: int
    card: str
    from_supply: bool = False


@dataclass(frozen=True, slots=True)
class Activated:
    """An action location used `times`; `owner` is whose empire holds it."""

    player: int
    owner: int
    card: str
    times: int


@dataclass(frozen=True, slots=True)
class TriggerCounted:
    """A feature with a per-round limit fired once more (Oasis)."""

    player: int
    card: str


@dataclass(frozen=True, slots=True)
class ActionReset:
    """The goods on an action location are discarded; it may be activated again."""

    player: int
    card: str
    followup: bool


@dataclass(frozen=True, slots=True)
class FollowupOffered:
    """The second use of a location used twice in one action comes next (its own targets)."""

    card: str


@dataclass(frozen=True, slots=True)
class FollowupEnded:
    pass


@dataclass(frozen=True, slots=True)
class ActionBlocked:
    owner: int
    card: str


@dataclass(frozen=True, slots=True)
class TakenOver:
    player: int
    owner: int
    card: str


@dataclass(frozen=True, slots=True)
class DealMoved:
    """A deal taken from under one board to another's (Spies)."""

    owner: int
    player: int
    deal: str


@dataclass(frozen=True, slots=True)
class DealDiscarded:
    owner: int
    deal: str


@dataclass(frozen=True, slots=True)
class TradeDealMade:
    """A deal with an opponent's faction location; `marker` is the top card of the player's
    faction deck, tucked face down under the Trade Route (empty if the deck is empty)."""

    player: int
    route: str
    source: str
    marker: str


@dataclass(frozen=True, slots=True)
class TradeDealCancelled:
    player: int
    source: str


@dataclass(frozen=True, slots=True)
class Tucked:
    player: int
    location: str
    card: str


@dataclass(frozen=True, slots=True)
class Stashed:
    player: int
    location: str
    good: str


@dataclass(frozen=True, slots=True)
class ChoiceOffered:
    player: int
    kind: str
    options: tuple[str, ...]
    source: str = ""
    data: str = ""
    first: bool = False  # ask before the choices already waiting


@dataclass(frozen=True, slots=True)
class ChoiceMade:
    player: int
    option: str


@dataclass(frozen=True, slots=True)
class Passed:
    player: int


@dataclass(frozen=True, slots=True)
class TurnHeld:
    """The player acted; the turn moves on only when they end it (undo stays possible)."""

    player: int
    held: bool = True


@dataclass(frozen=True, slots=True)
class TurnMoved:
    barrier: ClassVar[bool] = True  # the turn is over: undo stops here
    player: int


@dataclass(frozen=True, slots=True)
class CleanedUp:
    """Cleanup: keep stored goods, discard the rest, clear what lies on locations."""

    kept: tuple[tuple[int, str, int], ...]  # (seat, good, amount kept)


@dataclass(frozen=True, slots=True)
class AttackRevealed:
    barrier: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class AttackPairMoved:
    """The two attack cards that matched go to the end of the line."""

    pair: tuple[str, str]


@dataclass(frozen=True, slots=True)
class AttacksScheduled:
    count: int


@dataclass(frozen=True, slots=True)
class AttackDone:
    pass


@dataclass(frozen=True, slots=True)
class GameEnded:
    pass


EVENT_TYPES = (
    GameStarted,
    DeckShuffled,
    CardsDrawn,
    OwedDrawTaken,
    RoundStarted,
    PhaseStarted,
    DraftRevealed,
    DraftPicked,
    DraftDiscarded,
    VirtualTook,
    OffersDealt,
    OfferPicked,
    OffersPassed,
    OffersDiscarded,
    GoodsChanged,
    DealGoodsNoted,
    Scored,
    Built,
    LocationLost,
    FoundationDiscarded,
    FoundationLaid,
    DealMade,
    HandDiscarded,
    CardReturned,
    DefencePlaced,
    SamuraiPlaced,
    Activated,
    TriggerCounted,
    ActionReset,
    FollowupOffered,
    FollowupEnded,
    ActionBlocked,
    TakenOver,
    DealMoved,
    DealDiscarded,
    TradeDealMade,
    TradeDealCancelled,
    Tucked,
    Stashed,
    ChoiceOffered,
    ChoiceMade,
    Passed,
    TurnHeld,
    TurnMoved,
    CleanedUp,
    AttackRevealed,
    AttackPairMoved,
    AttacksScheduled,
    AttackDone,
    GameEnded,
)
