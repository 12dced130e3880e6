"""The contract every game's rules fulfil: decide, evolve, pending, legal_commands.

A game's state is the fold of its events: `evolve` is the only thing that changes it.
For speed, `evolve` may update the state object in place and return it; whoever needs the
state as it was calls `clone` first. `decide` never changes the state.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from game.engine.collector import pace_for_games
from game.engine.frozen import quicken

if TYPE_CHECKING:
    from pydantic import BaseModel


class Command(Protocol):
    """What a player asks for. Every command names the seat that asks."""

    player: int


class Event(Protocol):
    """A fact that happened. `barrier = True` (a class attribute) marks an event that reveals
    hidden information, records a random outcome or closes a turn: undo never goes past it."""


Detail = dict[str, Any]


class Pending:
    """What the game waits for: the kind of decision and the seats that may answer.

    Several seats are named when they decide at once (secret bids, simultaneous draft).
    `detail` is free for the rules (moves left, the card being resolved, ...). The rules may
    give it as a function of no arguments, called on the first read only: a playout asks what
    is pending at every step and never reads the detail, which cost a quarter of its time.
    Such a detail is read from the state when first asked: whoever keeps a Pending across a
    change of the state asks again (the match answers anew after every step).
    Read-only by convention (a frozen class cost a third of its making); equal when kind,
    seats and detail are.
    """

    __slots__ = ("_detail", "kind", "players")
    kind: str
    players: tuple[int, ...]
    _detail: Detail | Callable[[], Detail] | None

    def __init__(
        self,
        kind: str,
        players: tuple[int, ...],
        detail: Detail | Callable[[], Detail] | None = None,
    ) -> None:
        self.kind = kind
        self.players = players
        self._detail = detail

    @property
    def detail(self) -> Detail:
        detail = self._detail
        if detail is None:
            detail = {}
        elif not isinstance(detail, dict):
            detail = detail()
        else:
            return detail
        self._detail = detail
        return detail

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Pending):
            return NotImplemented
        return (self.kind, self.players, self.detail) == (other.kind, other.players, other.detail)

    def __hash__(self) -> int:
        return hash((self.kind, self.players))

    def __repr__(self) -> str:
        return f"Pending(kind={self.kind!r}, players={self.players!r}, detail={self.detail!r})"


S = TypeVar("S")


class GameRules(ABC, Generic[S]):
    """One game's rules, configured by its options (player count, variants, board...)."""

    game_id: ClassVar[str]
    rules_version: ClassVar[int] = 1
    options_model: ClassVar[type[BaseModel]]
    command_types: ClassVar[tuple[type, ...]]
    event_types: ClassVar[tuple[type, ...]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # commands and events are made at every step: their quicker __init__ (frozen.py)
        for kind in (*getattr(cls, "command_types", ()), *getattr(cls, "event_types", ())):
            quicken(kind)

    def __init__(self, options: BaseModel) -> None:
        self.options = options
        pace_for_games()  # a process that makes rules plays games (game/engine/collector.py)

    @classmethod
    def from_options(cls, options: dict[str, Any] | BaseModel) -> GameRules[S]:
        # pydantic (a third of a start) loads with the first game's options, not the engine
        from pydantic import BaseModel

        if isinstance(options, BaseModel):
            return cls(options)
        return cls(cls.options_model.model_validate(options))

    @property
    def player_count(self) -> int:
        return int(self.options.players)  # type: ignore[attr-defined]

    @abstractmethod
    def initial_state(self) -> S:
        """The state before the first event."""

    @abstractmethod
    def setup(self, state: S, rng: Random) -> list[Any]:
        """The events that set the game up (shuffles, deals, random placements)."""

    @abstractmethod
    def decide(self, state: S, command: Any, rng: Random) -> list[Any]:
        """The events a command causes; raises IllegalCommand, leaving the state as it was.
        Every random outcome drawn from `rng` must be written into an event."""

    @abstractmethod
    def evolve(self, state: S, event: Any) -> S:
        """Apply one event. Never fails on an event that `decide` or `setup` produced."""

    @abstractmethod
    def pending(self, state: S) -> Pending | None:
        """What the game waits for, or None once it is over."""

    @abstractmethod
    def legal_commands(self, state: S, player: int) -> list[Any]:
        """Every command `player` may submit now (empty when it is not their decision)."""

    def decide_and_evolve(self, state: S, command: Any, rng: Random) -> tuple[list[Any], S]:
        """The events of `command` and the state after them, for the match. Refused
        (IllegalCommand): `state` is as it was, unless the error's `spoiled` is set: rules
        that apply each event as they decide it may refuse once some were applied to `state`,
        which the caller then rebuilds (the match folds its steps again). Otherwise only the
        state returned may be used: it is `state` changed in place, or a new object."""
        events = self.decide(state, command, rng)
        for event in events:
            state = self.evolve(state, event)
        return events, state

    def play(self, state: S, command: Any, rng: Random) -> S:
        """`decide` then `evolve` every event, for a caller that owns `state` and keeps no
        events (a bot's playout): the state given may be changed, even when the command is
        refused. Rules whose `decide` works on a private copy of the state skip that copy here."""
        for event in self.decide(state, command, rng):
            state = self.evolve(state, event)
        return state

    def is_barrier(self, event: Any) -> bool:
        return bool(getattr(event, "barrier", False))

    def clone(self, state: S) -> S:
        return copy.deepcopy(state)

    def is_over(self, state: S) -> bool:
        return self.pending(state) is None

    def seat_view(self, state: S, player: int) -> S:
        """A copy of the game as `player` may see it: hidden things they have not seen (a
        face-down token, the deck's order, others' secret bids and hands) in one fixed stand-in
        order, so that two states differing only in what is hidden give equal views. Bots,
        tests and the network server all ask this one function (each game's `view.py`). The
        default suits games that hide nothing."""
        return self.clone(state)

    def borrowed_view(self, state: S, player: int) -> S:
        """`seat_view` that may share the public parts with `state`: for a reader that keeps it
        only while `state` stands still and never changes it (a bot during one decision)."""
        return self.seat_view(state, player)

    def determinize(self, state: S, player: int, rng: Random) -> S:
        """A copy of the game as `player` may know it, the hidden things replaced by a random
        guess consistent with what they see; works on the true state or on a `seat_view`.
        Bots look ahead on this, never on the true state (each game's `view.py`)."""
        return self.clone(state)

    def report(self, state: S) -> dict[str, Any]:
        """The final (or current) score table as JSON-ready data."""
        raise NotImplementedError

    def fold(self, events: list[Any], state: S | None = None) -> S:
        current = self.initial_state() if state is None else state
        for event in events:
            current = self.evolve(current, event)
        return current
