"""Watching a game again: the state after any step, going forward and back.

A `Replay` holds the whole log of a match (finished or saved) and answers the state after step
`k` (0 is the set-up) as the engine's fold of the events of steps 0..k. Going back folds again
from the nearest kept checkpoint, so any step is reached in a bounded number of events.
"""

from __future__ import annotations

from typing import Any

from game.engine.match import Match, Step

CHECKPOINT_EVERY = 16


class Replay:
    def __init__(self, match: Match) -> None:
        self.rules = match.rules
        self.seed = match.seed
        self.steps: list[Step] = list(match.steps)
        self.finished = match.is_over
        self._checkpoints: dict[int, Any] = {}
        self._at: tuple[int, Any] | None = None

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def clamp(self, k: int) -> int:
        return min(max(0, k), self.last)

    def state_at(self, k: int) -> Any:
        """The state after step k, a fresh object the caller may keep (never changed later)."""
        k = self.clamp(k)
        start, state = -1, None
        if self._at is not None and self._at[0] <= k:
            start, state = self._at
            state = self.rules.clone(state)
        for index in sorted(self._checkpoints):
            if start < index <= k:
                start, state = index, self.rules.clone(self._checkpoints[index])
        if state is None:
            state = self.rules.initial_state()
        for index in range(start + 1, k + 1):
            for event in self.steps[index].events:
                state = self.rules.evolve(state, event)
            if index % CHECKPOINT_EVERY == 0 and index not in self._checkpoints:
                self._checkpoints[index] = self.rules.clone(state)
        self._at = (k, self.rules.clone(state))
        return state

    def match_at(self, k: int) -> Match:
        """A match standing at step k: its log is the first k + 1 steps, its state theirs.
        The match is the engine's own, so it can go on being played (taking over)."""
        k = self.clamp(k)
        match = Match(self.rules, self.seed, [])
        match.steps = list(self.steps[: k + 1])
        match.state = self.state_at(k)
        return match

    def actor(self, k: int) -> int:
        return self.steps[self.clamp(k)].actor
