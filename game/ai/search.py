"""Normal and Hard: determinized search averaged over many guesses of the unknown.

Each guess (`Knowledge.determinize`) fills what the seat cannot see; every candidate is played
from the same guess and the same playout draws (common random numbers, so candidates are
compared on equal luck), playouts being short greedy games judged by the game's evaluation.
The budget is split by sequential halving: each round drops the worse half of the candidates,
so the last samples go to the moves that matter. A given seed and budget give one choice;
`think` (seconds) only caps the time, for play at the table.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from random import Random
from typing import Any

from game.ai.bots import _choices
from game.ai.knowledge import knowledge_for
from game.ai.play import apply, best_of, playout, step_values
from game.engine.errors import IllegalCommand
from game.engine.rules import GameRules


@dataclass(frozen=True)
class Budget:
    """What one decision may cost: the playouts in all, the candidates kept after the one-step
    ordering, the decisions per playout and the choices each seat weighs in one."""

    playouts: int
    width: int
    horizon: int
    rollout_width: int  # 0: every sensible choice weighed
    own_turn: bool = False  # playouts stop where the seat's turn ends


class SearchBot:
    def __init__(self, name: str, budget: Budget, think: float | None = None) -> None:
        self.name = name
        self.budget = budget
        self.think = think

    def choose(self, rules: GameRules[Any], view: Any, player: int, rng: Random) -> Any:
        know, budget = knowledge_for(rules), self.budget
        choices = know.sensible(rules, view, player, _choices(rules, view, player))
        if len(choices) == 1:
            return choices[0]
        seed = rng.getrandbits(32)
        first = know.determinize(rules, view, player, Random(seed))
        values = step_values(rules, know, first, player, choices)
        order = sorted(range(len(choices)), key=lambda i: -values[i])
        alive = [i for i in order[: budget.width] if values[i] > float("-inf")]
        if len(alive) <= 1:
            return best_of(choices, values, rng)
        deadline = None if self.think is None else time.perf_counter() + self.think
        totals = [0.0] * len(choices)
        counts = [0] * len(choices)
        rounds = max(1, math.ceil(math.log2(len(alive))))
        sample = 0
        for _ in range(rounds):
            per = max(1, budget.playouts // (rounds * len(alive)))
            for _ in range(per):
                guess = know.determinize(rules, view, player, Random(seed + sample))
                luck = seed * 7 + sample
                sample += 1
                for i in alive:
                    try:
                        after = apply(rules, rules.clone(guess), choices[i], Random(luck))
                    except IllegalCommand:  # impossible in this guess: judge it as it stands
                        after = rules.clone(guess)
                    totals[i] += playout(
                        rules,
                        know,
                        after,
                        player,
                        Random(luck),
                        budget.horizon,
                        budget.rollout_width,
                        budget.own_turn,
                    )
                    counts[i] += 1
                if deadline is not None and time.perf_counter() > deadline:
                    break
            if deadline is not None and time.perf_counter() > deadline:
                break
            if len(alive) > 2:
                alive.sort(key=lambda i: -totals[i] / counts[i])
                alive = alive[: max(2, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], values[i]))
        return choices[best]
