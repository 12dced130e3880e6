"""A random generator that seeds itself on its first draw, drawing exactly what `Random(seed)`
draws: seeding a Mersenne Twister (about 4 µs) costs more than deciding a whole step, and most
steps, like a computer player's forced choices, never draw."""

from __future__ import annotations

import _random
from random import Random
from typing import Any

# The C generator's own seeding: `Random.seed` does only this (and clears gauss_next) for an
# int, through a Python method and its type checks.
_seed_c = _random.Random.seed
_random_c = _random.Random.random
_getrandbits_c = _random.Random.getrandbits


class LazyRandom(Random):
    """Draws are those of `Random(seed)` for an int `seed`, the seeding paid on the first."""

    def __init__(self, seed: int) -> None:  # deliberately does not seed yet
        self._pending_seed: int | None = seed

    def _seed_now(self) -> None:
        seed, self._pending_seed = self._pending_seed, None
        _seed_c(self, seed)
        self.gauss_next = None
        # from now on a plain Random: each draw through these overrides cost a third more
        self.__class__ = _Seeded  # type: ignore[assignment]

    # random.Random.seed widens the C base's signature; typeshed ignores the override the same way
    def seed(  # type: ignore[override]
        self, a: int | float | str | bytes | bytearray | None = None, version: int = 2
    ) -> None:
        self._pending_seed = None
        self.__class__ = _Seeded  # type: ignore[assignment]
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
        state = self.getstate()
        return (_Seeded, (), state)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._pending_seed = None
        self.__class__ = _Seeded  # type: ignore[assignment]
        Random.setstate(self, state)


class _Seeded(Random):
    """A LazyRandom once seeded: Random's own draws, without the check of the first."""
