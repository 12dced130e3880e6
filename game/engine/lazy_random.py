"""A random generator that seeds itself on its first draw, drawing exactly what `Random(seed)`
draws: seeding a Mersenne Twister (about 4 µs) costs more than deciding a whole step, and most
steps, like a computer player's forced choices, never draw."""

from __future__ import annotations

import _random
from collections.abc import Sequence
from random import Random
from typing import Any, TypeVar

T = TypeVar("T")

# The C generator's own seeding: `Random.seed` does only this (and clears gauss_next) for an
# int, through a Python method and its type checks.
_seed_c = _random.Random.seed
_random_c = _random.Random.random
_getrandbits_c = _random.Random.getrandbits


class LazyRandom(Random):
    """Draws are those of `Random(seed)` for an int `seed`, the seeding paid on the first."""

    _seeded: type[Random]  # the class it becomes once seeded (set below)

    def __init__(self, seed: int) -> None:  # deliberately does not seed yet
        self._pending_seed: int | None = seed

    def _seed_now(self) -> None:
        seed, self._pending_seed = self._pending_seed, None
        _seed_c(self, seed)
        self.gauss_next = None
        # from now on a plain Random: each draw through these overrides cost a third more
        self.__class__ = self._seeded  # type: ignore[assignment]

    # random.Random.seed widens the C base's signature; typeshed ignores the override the same way
    def seed(  # type: ignore[override]
        self, a: int | float | str | bytes | bytearray | None = None, version: int = 2
    ) -> None:
        self._pending_seed = None
        self.__class__ = self._seeded  # type: ignore[assignment]
        Random.seed(self, a, version)

    def random(self) -> float:
        if self._pending_seed is not None:
            self._seed_now()
        return _random_c(self)

    def getrandbits(self, k: int) -> int:
        if self._pending_seed is not None:
            self._seed_now()
        return _getrandbits_c(self, k)

    def getstate(self) -> tuple[Any, ...]:
        if self._pending_seed is not None:
            self._seed_now()
        return Random.getstate(self)

    def __reduce__(self) -> tuple[Any, ...]:  # a copy (deepcopy, pickle) is a seeded Random
        seeded = self._seeded  # before getstate makes self one
        return (seeded, (), self.getstate())

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._pending_seed = None
        self.__class__ = self._seeded  # type: ignore[assignment]
        Random.setstate(self, state)


class _Seeded(Random):
    """A LazyRandom once seeded: Random's own draws, without the check of the first."""


LazyRandom._seeded = _Seeded

_MASK64 = (1 << 64) - 1


def position_hash(seed: int, steps: int, seat: int) -> int:
    """A 64-bit number mixed from the three (splitmix64's finaliser over their sum with odd
    multipliers): nearby positions give unrelated numbers, and no generator is seeded."""
    z = (
        seed * 0x9E3779B97F4A7C15 + steps * 0xD1B54A32D192ED03 + seat * 0xF1357AEA2E62A9C5
    ) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class _Pick:
    """`pick`: a decision's one draw, from the hash of its position alone."""

    _position: tuple[int, int, int]

    def pick(self, choices: Sequence[T]) -> T:
        """One of `choices`, a pure function of the position and the number of choices."""
        return choices[(position_hash(*self._position) * len(choices)) >> 64]


class DecisionRandom(_Pick, LazyRandom):
    """The random source of one decision at a position (seed, steps, seat): `pick` is its one
    draw, from a hash of the position (a tenth of the cost of seeding a Mersenne Twister);
    a bot that wants more draws has those of `LazyRandom(stream_seed)`, as before. A copy keeps
    both."""

    def __init__(self, stream_seed: int, position: tuple[int, int, int]) -> None:
        self._pending_seed = stream_seed
        self._position = position

    def __reduce__(self) -> tuple[Any, ...]:
        return (_seeded_decision, (self.getstate(), self._position))


class _SeededDecision(_Pick, Random):
    """A DecisionRandom once seeded."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (_seeded_decision, (self.getstate(), self._position))


def _seeded_decision(state: tuple[Any, ...], position: tuple[int, int, int]) -> _SeededDecision:
    copy = _SeededDecision()
    copy.setstate(state)
    copy._position = position
    return copy


DecisionRandom._seeded = _SeededDecision
