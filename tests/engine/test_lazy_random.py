"""`LazyRandom(seed)` draws exactly what `Random(seed)` draws, whatever is asked first, and its
copies go on with the same draws: the driver and the match hand it to bots and rules in place
of `Random(seed)`, and the pinned self-played games depend on every draw."""

from __future__ import annotations

import copy
import pickle
from random import Random

import pytest

from game.engine.lazy_random import DecisionRandom, LazyRandom, position_hash

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


def test_a_decision_random_picks_from_its_position_alone() -> None:
    """`pick` is a pure function of (seed, steps, seat) and the number of choices, whatever
    was drawn before; the other draws are those of `Random(stream_seed)`, copies included."""
    choices = list(range(7))
    first = DecisionRandom(11, (3, 40, 1))
    drawn = DecisionRandom(11, (3, 40, 1))
    assert drawn.random() == Random(11).random()
    assert first.pick(choices) == drawn.pick(choices) == copy.deepcopy(drawn).pick(choices)
    assert pickle.loads(pickle.dumps(first)).pick(choices) == first.pick(choices)
    assert copy.deepcopy(drawn).random() == drawn.random()
    picks = {DecisionRandom(0, (3, steps, 1)).pick(choices) for steps in range(200)}
    assert picks == set(choices)  # nearby positions spread over every choice
    assert position_hash(3, 40, 1) != position_hash(3, 40, 0) != position_hash(3, 41, 1)
    assert 0 <= position_hash(-5, 2**70, 1) < 2**64
