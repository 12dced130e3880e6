"""`LazyRandom(seed)` draws exactly what `Random(seed)` draws, whatever is asked first, and its
copies go on with the same draws: the driver and the match hand it to bots and rules in place
of `Random(seed)`, and the pinned self-played games depend on every draw."""

from __future__ import annotations

import copy
import pickle
from random import Random

import pytest

from game.engine.lazy_random import LazyRandom

SEEDS = [0, 1, 7919 * 5 + 3, 2**70 + 1, -5]


@pytest.mark.parametrize("seed", SEEDS)
def test_the_draws_of_a_seeded_random(seed: int) -> None:
    lazy, plain = LazyRandom(seed), Random(seed)
    assert [lazy.choice(range(37)) for _ in range(50)] == [
        plain.choice(range(37)) for _ in range(50)
    ]
    cards_a, cards_b = list(range(30)), list(range(30))
    lazy.shuffle(cards_a)
    plain.shuffle(cards_b)
    assert cards_a == cards_b
    assert lazy.gauss(0, 1) == plain.gauss(0, 1)
    assert lazy.sample(range(100), 5) == plain.sample(range(100), 5)
    assert lazy.getrandbits(70) == plain.getrandbits(70)


@pytest.mark.parametrize("seed", SEEDS)
def test_first_asked_a_float_a_state_or_a_copy(seed: int) -> None:
    assert LazyRandom(seed).random() == Random(seed).random()
    assert LazyRandom(seed).getstate() == Random(seed).getstate()
    assert copy.deepcopy(LazyRandom(seed)).random() == Random(seed).random()
    assert pickle.loads(pickle.dumps(LazyRandom(seed))).random() == Random(seed).random()
    drawn = LazyRandom(seed)
    drawn.random()
    assert copy.deepcopy(drawn).random() == drawn.random()


def test_seeded_or_set_again_before_any_draw() -> None:
    again = LazyRandom(9)
    again.seed(4)
    assert again.random() == Random(4).random()
    restored = LazyRandom(9)
    restored.setstate(Random(3).getstate())
    assert restored.random() == Random(3).random()
