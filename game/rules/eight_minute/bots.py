"""A stronger computer player for Eight-Minute Empire: it judges whole card turns."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.rules.eight_minute.model import ChooseOption, Done, EightMinuteState

MAX_STEPS = 12  # a card's action is a handful of single steps


class LookaheadBot:
    """Picks the card, and the option of an OR card, whose whole turn (played out greedily,
    step by step) leaves the best position; inside an action it takes the best single step and
    stops when no step helps."""

    name = "lookahead"

    def choose(self, rules: Any, state: EightMinuteState, player: int, rng: Random) -> Any:
        choices = rules.legal_commands(state, player)
        if not choices:
            raise IllegalCommand(N_("There is nothing you can do now."))
        if len(choices) == 1:
            return choices[0]
        if state.phase in ("take_card", "choose_option"):
            return self._best_by_turn(rules, state, player, choices, rng)
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
        return _pick_best(
            choices, lambda c: rules.evaluate(self._apply(rules, state, c), player), rng
        )

    def _turn_value(self, rules: Any, state: EightMinuteState, player: int) -> float:
        """The position's value once the player's current card action is played out."""
        for _ in range(MAX_STEPS):
            if state.current != player or state.phase not in ("action", "choose_option"):
                break
            options = rules.legal_commands(state, player)
            if state.phase == "choose_option":
                return max(
                    self._turn_value(rules, self._apply(rules, state, c), player)
                    for c in options
                    if isinstance(c, ChooseOption)
                )
            step, _ = self._best_step(rules, state, player, options, Random(0))
            if isinstance(step, Done):
                break
            state = self._apply(rules, state, step)
        return rules.evaluate(state, player)

    def _best_by_turn(
        self, rules: Any, state: EightMinuteState, player: int, choices: list[Any], rng: Random
    ) -> Any:
        command, _value = _pick_best(
            choices,
            lambda c: self._turn_value(rules, self._apply(rules, state, c), player),
            rng,
        )
        return command


def _pick_best(
    choices: list[Any], value_of: Callable[[Any], float], rng: Random
) -> tuple[Any, float]:
    """The command of highest value, a tie broken at random, and that value. Stopping early
    (Done) is only worth it when no step improves the position."""
    best: list[Any] = []
    best_value = float("-inf")
    for command in choices:
        value = value_of(command)
        if isinstance(command, Done):
            value -= 1e-6
        if value > best_value + 1e-9:
            best, best_value = [command], value
        elif abs(value - best_value) <= 1e-9:
            best.append(command)
    return rng.choice(best), best_value
