"""`play` (a bot's step: common commands checked and applied in one go, no events) leaves the
same state as `decide` then `evolve`, and refuses what they refuse with the same reason, for
legal and illegal commands alike over random games of every option set."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.engine.errors import IllegalCommand
from game.rules.eight_minute.rules import EightMinuteRules
from game.rules.eight_minute.state import EightMinuteState
from tests.rules.eight_minute.helpers import make_rules
from tests.rules.eight_minute.test_properties import candidates

OPTION_SETS: list[dict[str, Any]] = [
    {"players": 2},
    {"players": 3, "goods_tokens": True},
    {"players": 4, "long_game": True},
    {"players": 5, "die_tiebreak": True},
]


def long_way(rules: EightMinuteRules, state: EightMinuteState, command: Any) -> Any:
    trial = rules.clone(state)
    try:
        events = rules.decide(trial, command, Random(1))
    except IllegalCommand as refused:
        return refused.message
    for event in events:
        trial = rules.evolve(trial, event)
    return trial


def played(rules: EightMinuteRules, state: EightMinuteState, command: Any) -> Any:
    try:
        return rules.play(rules.clone(state), command, Random(1))
    except IllegalCommand as refused:
        return refused.message


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: str(sorted(o.items())))
def test_play_is_decide_then_evolve(options: dict[str, Any]) -> None:
    players = options.pop("players")
    rules = make_rules(players, **options)
    rng = Random(players)
    state = rules.initial_state()
    for event in rules.setup(state, rng):
        state = rules.evolve(state, event)
    folded = rules.clone(state)  # the same game, every step decided then evolved
    steps = 0
    while (pending := rules.pending(state)) is not None:
        seat = pending.players[0]
        legal = rules.legal_commands(state, seat)
        tried = [*legal, *candidates(rules, seat, rng)] if steps % 3 == 0 else legal
        for command in tried:
            assert played(rules, state, command) == long_way(rules, state, command), command
        command = rng.choice(legal)
        state = rules.play(state, command, Random(steps))
        for event in rules.decide(folded, command, Random(steps)):
            folded = rules.evolve(folded, event)
        assert state == folded
        # the pending decision, kept across an action of the card, reads this state's detail
        now, long = rules.pending(state), rules.pending(folded)
        assert (now and (now.kind, now.players)) == (long and (long.kind, long.players))
        if steps % 4 == 3:
            assert now == long  # compares the details too
        steps += 1
    assert state.phase == "over" and steps > 50
