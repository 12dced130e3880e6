"""What a Settlers player can ask for. Every command names its seat."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pick:
    """Lookout: take a card from the draft (or from the cards offered to you)."""

    player: int
    card: str


@dataclass(frozen=True, slots=True)
class Draw:
    """Take an owed card from `deck`: "common" or "faction"."""

    player: int
    deck: str


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer the choice an effect asks of you (one of its options)."""

    player: int
    option: str


@dataclass(frozen=True, slots=True)
class Build:
    """Build a card of your hand; `discard` names the location or foundation paid for "L".

    `pay` (here, in MakeDeal and in Activate): the wood, stone, food and gold you hand over
    for the resource part of the cost, e.g. ("gold",) to keep your wood; empty: resources
    first, gold only for what you lack."""

    player: int
    card: str
    discard: str = ""
    pay: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MakeDeal:
    player: int
    card: str
    pay: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RazeCard:
    """Raze a card of your hand with 1 raze token."""

    player: int
    card: str


@dataclass(frozen=True, slots=True)
class RazeLocation:
    """Raze an opponent's location: 2 raze tokens, +1 per defence token and per samurai."""

    player: int
    owner: int
    card: str


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate an action location `times` (1, or 2 for a double use) in `mode`; the target
    fields are what its effect needs: an `owner` seat, a `target` card, an `option`."""

    player: int
    card: str
    times: int = 1
    mode: int = 0
    owner: int = -1
    target: str = ""
    option: str = ""
    pay: tuple[str, ...] = ()
    build_pay: tuple[str, ...] = ()  # how the card it builds is paid (Settlers, Negotiator)


@dataclass(frozen=True, slots=True)
class SpendWorkers:
    """Each entry spends a pair of workers for one wood, stone, food or card."""

    player: int
    picks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlaceDefence:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class PlaceSamurai:
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class Tuck:
    """Tuck a card of your hand under a location that takes cards (Gate)."""

    player: int
    location: str
    card: str


@dataclass(frozen=True, slots=True)
class Stash:
    """Put one resource on a location that keeps them (Shrine)."""

    player: int
    location: str
    good: str


@dataclass(frozen=True, slots=True)
class Pass:
    player: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn after an action (only asked with the `confirm_actions` option)."""

    player: int


@dataclass(frozen=True, slots=True)
class Skip:
    """Decline an optional follow-up (activating a location again)."""

    player: int


COMMAND_TYPES = (
    Pick,
    Draw,
    Choose,
    Build,
    MakeDeal,
    RazeCard,
    RazeLocation,
    Activate,
    SpendWorkers,
    PlaceDefence,
    PlaceSamurai,
    Tuck,
    Stash,
    Pass,
    Skip,
    EndTurn,
)
# Commands that do not use up the player's turn in the action phase.
FREE_ACTIONS = (PlaceDefence, PlaceSamurai, Tuck, Stash)
