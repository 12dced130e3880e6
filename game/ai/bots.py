"""The random and greedy computer players, for every game.

Bots see the same API a human's clicks use: `legal_commands` to list choices, and the rules'
`evaluate` to judge a position. They never change the match themselves.
"""

from __future__ import annotations

from random import Random
from typing import Any, Protocol

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.engine.rules import GameRules


class Bot(Protocol):
    name: str

    def choose(self, rules: GameRules[Any], state: Any, player: int, rng: Random) -> Any: ...


class RandomBot:
    name = "random"

    def choose(self, rules: GameRules[Any], state: Any, player: int, rng: Random) -> Any:
        choices = rules.legal_commands(state, player)
        if not choices:
            raise IllegalCommand(N_("There is nothing you can do now."))
        return rng.choice(choices)


class GreedyBot:
    """One-move lookahead: the command whose result `rules.evaluate` likes best for the bot."""

    name = "greedy"

    def choose(self, rules: GameRules[Any], state: Any, player: int, rng: Random) -> Any:
        choices = rules.legal_commands(state, player)
        if not choices:
            raise IllegalCommand(N_("There is nothing you can do now."))
        if len(choices) == 1:
            return choices[0]
        # Look ahead on what the bot may know, not on the true state (hidden tokens, deck order).
        view = rules.determinize(state, player, rng)
        best: list[Any] = []
        best_value = float("-inf")
        for command in choices:
            after = rules.clone(view)
            try:
                for event in rules.decide(after, command, Random(0)):
                    after = rules.evolve(after, event)
            except IllegalCommand:
                continue
            value = rules.evaluate(after, player)
            if value > best_value + 1e-9:
                best, best_value = [command], value
            elif abs(value - best_value) <= 1e-9:
                best.append(command)
        return rng.choice(best or choices)


BOTS: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, rules: GameRules[Any] | None = None) -> Bot:
    """A bot by name; a game may offer its own stronger bots through `rules.extra_bots()`."""
    extra = rules.extra_bots() if rules is not None else {}
    factory = extra.get(name) or BOTS.get(name)
    if factory is None:
        known = ", ".join(sorted({*BOTS, *extra}))
        raise ValueError(f"unknown bot {name!r} (known: {known})")
    return factory()
