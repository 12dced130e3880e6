"""A stronger computer player for Eight-Minute Empire: it judges whole card turns."""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.rules.eight_minute.model import Done, EightMinuteState, TakeCard


class LookaheadBot:
    """Picks the card whose whole turn (played out greedily, step by step) leaves the best
    position; inside a turn it takes the best single step and stops when no step helps."""

    name = "lookahead"

    def choose(self, rules: Any, state: EightMinuteState, player: int, rng: Random) -> Any:
        choices = rules.legal_commands(state, player)
        if not choices:
            raise IllegalCommand("There is nothing you can do now.")
        if len(choices) == 1:
            return choices[0]
        if state.phase == "take_card":
            return self._best_card(rules, state, player, choices, rng)
        best, _ = self._best_step(rules, state, player, choices, rng)
        return best

    @staticmethod
    def _apply(rules: Any, state: EightMinuteState, command: Any) -> EightMinuteState:
        after = rules.clone(state)
        for event in rules.decide(after, command, Random(0)):
            after = rules.evolve(after, event)
        return after

    def _best_step(
        self, rules: Any, state: EightMinuteState, player: int, choices: list[Any], rng: Random
    ) -> tuple[Any, float]:
        best: list[Any] = []
        best_value = float("-inf")
        for command in choices:
            value = rules.evaluate(self._apply(rules, state, command), player)
            # Stopping early is only worth it when no step improves the position.
            if isinstance(command, Done):
                value -= 1e-6
            if value > best_value + 1e-9:
                best, best_value = [command], value
            elif abs(value - best_value) <= 1e-9:
                best.append(command)
        return rng.choice(best), best_value

    def _best_card(
        self, rules: Any, state: EightMinuteState, player: int, choices: list[Any], rng: Random
    ) -> Any:
        best: list[Any] = []
        best_value = float("-inf")
        for command in choices:
            assert isinstance(command, TakeCard)
            after = self._apply(rules, state, command)
            for _ in range(12):  # a turn has at most a handful of steps
                if after.phase not in ("action", "choose_option") or after.current != player:
                    break
                options = rules.legal_commands(after, player)
                step, _ = self._best_step(rules, after, player, options, Random(0))
                if isinstance(step, Done):
                    break
                after = self._apply(rules, after, step)
            value = rules.evaluate(after, player)
            if value > best_value + 1e-9:
                best, best_value = [command], value
            elif abs(value - best_value) <= 1e-9:
                best.append(command)
        return rng.choice(best)
