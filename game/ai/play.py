"""The moves every bot makes on its own copies: apply a command, judge a step, play on."""

from __future__ import annotations

from random import Random
from typing import Any

from game.ai.knowledge import Knowledge, Rules
from game.engine.errors import IllegalCommand

NO_DRAW = Random(0)  # a step's own draws (a shuffle after a raid...) need not be secret here


def apply(rules: Rules, state: Any, command: Any, rng: Random = NO_DRAW) -> Any:
    """`state` after `command`; the state given is changed (callers pass a copy)."""
    return rules.play(state, command, rng)


def step_values(
    rules: Rules, know: Knowledge, state: Any, player: int, choices: list[Any]
) -> list[float]:
    """How each choice leaves the position for `player`, one step ahead (-inf: refused)."""
    out = []
    for command in choices:
        try:
            after = apply(rules, rules.clone(state), command)
        except IllegalCommand:
            out.append(float("-inf"))
            continue
        out.append(know.evaluate(rules, after, player))
    return out


def best_of(choices: list[Any], values: list[float], rng: Random) -> Any:
    """The choice of highest value, a tie broken at random."""
    top = max(values)
    best = [c for c, v in zip(choices, values, strict=True) if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


def greedy_step(
    rules: Rules, know: Knowledge, state: Any, player: int, rng: Random, width: int = 0
) -> Any:
    """The one-step best of the sensible choices (of `width` of them drawn at random, if set)."""
    choices = know.sensible(rules, state, player, rules.legal_commands(state, player))
    if len(choices) == 1:
        return choices[0]
    if width and len(choices) > width:
        choices = rng.sample(choices, width)
    return best_of(choices, step_values(rules, know, state, player, choices), rng)


def playout(
    rules: Rules,
    know: Knowledge,
    state: Any,
    player: int,
    rng: Random,
    horizon: int,
    width: int,
    own_turn: bool = False,
) -> float:
    """Play on from `state` (changed in place) for `horizon` decisions, every seat choosing
    greedily among `width` random choices (0: among all), and judge the result for `player`.
    With `own_turn`, the playout stops where `player`'s turn ends."""
    for _ in range(horizon):
        pending = rules.pending(state)
        if pending is None or (own_turn and pending.players[0] != player):
            break
        seat = pending.players[0]
        command = greedy_step(rules, know, state, seat, rng, width)
        state = apply(rules, state, command, rng)
    if own_turn and know.turn_end is not None:
        return know.turn_end(rules, state, player)
    return know.evaluate(rules, state, player)
