"""A random generator that seeds itself on its first draw, drawing exactly what `Random(seed)`
draws: seeding a Mersenne Twister (about 4 µs) costs more than deciding a whole step, and most
steps, like a computer player's forced choices, never draw."""

from __future__ import annotations

from random import Random
from typing import Any

# The C generator's own seeding: `Random.seed` does only this (and clears gauss_next) for an
# int, through a Python method and its type checks.
_seed_c = Random.__mro__[1].seed


class LazyRandom(Random):
    """Draws are those of `Random(seed)` for an int `seed`, the seeding paid on the first."""

    def __init__(self, seed: int) -> None:  # deliberately does not seed yet
        self._pending_seed: int | None = seed

    def _seed_now(self) -> None:
        seed, self._pending_seed = self._pending_seed, None
        _seed_c(self, seed)
        self.gauss_next = None

    @property
    def drew(self) -> bool:
        """Whether anything was drawn (or the state read or set) yet."""
        return self._pending_seed is None

    # random.Random.seed widens the C base's signature; typeshed ignores the override the same way
    def seed(  # type: ignore[override]
        self, a: int | float | str | bytes | bytearray | None = None, version: int = 2
    ) -> None:
        self._pending_seed = None
        super().seed(a, version)

    def random(self) -> float:
        if self._pending_seed is not None:
            self._seed_now()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if self._pending_seed is not None:
            self._seed_now()
        return super().getrandbits(k)

    def getstate(self) -> tuple[Any, ...]:
        if self._pending_seed is not None:
            self._seed_now()
        return super().getstate()

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._pending_seed = None
        super().setstate(state)
