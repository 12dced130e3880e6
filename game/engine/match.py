"""A match: one game's rules, its log of steps and the current state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.lazy_random import LazyRandom
from game.engine.messages import N_
from game.engine.rules import GameRules, Pending

SETUP_ACTOR = -1


class _Unknown:
    """The pending decision, not asked yet since the last step: one object, kept by copies."""

    def __copy__(self) -> _Unknown:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> _Unknown:
        return self

    def __reduce__(self) -> str:
        return "_UNKNOWN"


_UNKNOWN = _Unknown()


@dataclass(slots=True)
class Step:
    """One decision and what it caused: a command and its events (the set-up has no command)."""

    actor: int
    command: Any | None
    events: list[Any] = field(default_factory=list)


Listener = Callable[["Match", Step], None]


def rng_for(seed: int, step_index: int) -> Random:
    """The random generator a step may draw from: fixed by the seed and the step's place, so
    a self-played game is reproducible. Replays never draw: the outcomes are in the events."""
    return LazyRandom(seed * 1_000_003 + step_index)


def could_undo_on(rules: GameRules[Any], state: Any, command: Any, rng: Random) -> bool:
    """Whether Undo could take `command` back once submitted at `state`: it reveals nothing
    (no barrier event) and leaves its player still to act or nobody (a refused command is
    never submitted, so it counts as one that could be taken back). `state` is not changed."""
    trial = rules.clone(state)
    try:
        events = rules.decide(trial, command, rng)
    except IllegalCommand:
        return True
    if any(rules.is_barrier(event) for event in events):
        return False
    for event in events:
        trial = rules.evolve(trial, event)
    pending = rules.pending(trial)
    return pending is None or command.player in pending.players


class Match:
    def __init__(self, rules: GameRules[Any], seed: int, steps: list[Step] | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.steps: list[Step] = []
        self.listeners: list[Listener] = []
        self.undo_listeners: list[Callable[[Match, Step], None]] = []
        self.state: Any = rules.initial_state()
        self._pending: Pending | object | None = _UNKNOWN
        if steps is None:
            setup = Step(SETUP_ACTOR, None, rules.setup(self.state, rng_for(seed, 0)))
            steps = [setup]
        for step in steps:
            self._apply(step)

    @classmethod
    def new(cls, rules: GameRules[Any], seed: int) -> Match:
        return cls(rules, seed)

    # -- reading -----------------------------------------------------------------------------
    @property
    def pending(self) -> Pending | None:
        # asked several times a step (by the match, the bots' driver, the table); the answer
        # changes only when a step is applied
        pending = self._pending
        if pending is _UNKNOWN:
            pending = self._pending = self.rules.pending(self.state)
        return pending  # type: ignore[return-value]

    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def events(self) -> list[Any]:
        return [event for step in self.steps for event in step.events]

    def legal_commands(self, player: int) -> list[Any]:
        return self.rules.legal_commands(self.state, player)

    # -- acting ------------------------------------------------------------------------------
    def submit(self, command: Any) -> list[Any]:
        """Decide and apply a command; raises IllegalCommand and changes nothing if refused."""
        pending = self.pending
        if pending is None:
            raise IllegalCommand(N_("The game is over."))
        if command.player not in pending.players:
            raise IllegalCommand(N_("It is not your turn."))
        rng = LazyRandom(self.seed * 1_000_003 + len(self.steps))  # rng_for's
        try:
            events, state = self.rules.decide_and_evolve(self.state, command, rng)
        except IllegalCommand as refused:
            if refused.spoiled:  # refused half-way through on the match's own state
                self._refold()
            raise
        step = Step(command.player, command, list(events))
        self._adopt(step, state)
        if self.listeners:
            for listener in list(self.listeners):
                listener(self, step)
        return step.events

    def _adopt(self, step: Step, state: Any) -> None:
        """Record `step`, whose events `state` is already the result of."""
        self.state = state
        self.steps.append(step)
        self._pending = _UNKNOWN

    def _apply(self, step: Step) -> None:
        self._pending = _UNKNOWN
        evolve = self.rules.evolve
        state = self.state
        for event in step.events:
            state = evolve(state, event)
        self.state = state
        self.steps.append(step)

    def _refold(self) -> None:
        """The state again from the set-up, by folding every step kept."""
        kept = self.steps
        self.steps = []
        self.state = self.rules.initial_state()
        self._pending = _UNKNOWN
        for step in kept:
            self._apply(step)

    # -- undo --------------------------------------------------------------------------------
    def can_undo(self, player: int) -> bool:
        """Undo takes back the player's own last step inside their turn, never past an event
        that revealed something, drew something at random or ended a turn."""
        if len(self.steps) < 2:
            return False
        last = self.steps[-1]
        if last.actor != player:
            return False
        pending = self.pending
        if pending is not None and player not in pending.players:
            return False
        return not any(self.rules.is_barrier(event) for event in last.events)

    def could_undo(self, command: Any) -> bool:
        """Whether Undo could take `command` back once submitted, by the same test as
        `can_undo`, tried on a copy of the state (a refused command is never submitted, so it
        counts as one that could be taken back)."""
        return could_undo_on(self.rules, self.state, command, rng_for(self.seed, len(self.steps)))

    def undo(self, player: int) -> Step:
        if not self.can_undo(player):
            raise IllegalCommand(N_("There is nothing you can take back now."))
        removed = self.steps.pop()
        self._refold()
        for listener in list(self.undo_listeners):
            listener(self, removed)
        return removed
