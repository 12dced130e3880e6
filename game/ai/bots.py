"""The shallow computer players: random (for tests and benchmarks) and greedy (Easy).

Every bot receives its seat's view (`game.ai.knowledge`), never the true state: see
`game.ai.registry.decide`. They never change the match themselves.
"""

from __future__ import annotations

from random import Random
from typing import Any, Protocol

from game.ai.knowledge import knowledge_for
from game.ai.play import best_of, step_values
from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.engine.rules import GameRules


class Bot(Protocol):
    name: str

    def choose(self, rules: GameRules[Any], view: Any, player: int, rng: Random) -> Any: ...


def _choices(rules: GameRules[Any], view: Any, player: int) -> list[Any]:
    choices = rules.legal_commands(view, player)
    if not choices:
        raise IllegalCommand(N_("There is nothing you can do now."))
    return choices


class RandomBot:
    name = "random"

    def choose(self, rules: GameRules[Any], view: Any, player: int, rng: Random) -> Any:
        # a plain Random draws even for a forced choice, as it always did: tests walk their
        # games with one generator and its stream must not change
        choices = _choices(rules, view, player)
        pick = getattr(rng, "pick", None)
        return rng.choice(choices) if pick is None else pick(choices)

    def choose_among(self, choices: list[Any], rng: Random) -> Any:
        """The same choice as `choose`, from the seat's legal commands alone: all it reads.
        A forced choice draws nothing. The driver's random source (`driver.bot_rng`) offers
        `pick`, one draw from a hash of the decision's position that seeds no generator (seeding
        a Mersenne Twister was a quarter of a random Eight-Minute Empire step); any other
        source is drawn from as `Random.choice`."""
        if len(choices) == 1:
            return choices[0]
        if not choices:
            raise IllegalCommand(N_("There is nothing you can do now."))
        pick = getattr(rng, "pick", None)
        return rng.choice(choices) if pick is None else pick(choices)


class GreedyBot:
    """Easy: the sensible command whose result the game's judge likes best, one step ahead,
    looked at on a guess of the unknown."""

    name = "greedy"

    def choose(self, rules: GameRules[Any], view: Any, player: int, rng: Random) -> Any:
        know = knowledge_for(rules)
        choices = know.sensible(rules, view, player, _choices(rules, view, player))
        if len(choices) == 1:
            return choices[0]
        guess = know.determinize(rules, view, player, rng)
        return best_of(choices, step_values(rules, know, guess, player, choices), rng)
