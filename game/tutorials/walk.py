"""Walking a tutorial through the engine: its match, where the player stands in its steps,
and the whole scripted part played with the tutorial's computer opponents (for the tests and
the seed search). No pygame: the coach on screen asks the same questions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.ai.driver import bot_command
from game.ai.registry import make_bot
from game.engine.match import Match
from game.tutorials.kinds import kinds_of, kinds_seen
from game.tutorials.schema import Tutorial


def new_match(tutorial: Tutorial) -> Match:
    return Match(tutorial.rules(), tutorial.seed)


def step_index(tutorial: Tutorial, match: Match) -> int:
    """How many of the player's decisions the match holds: the scripted steps are exactly
    the player's first decisions, so a saved tutorial resumes at this step."""
    return sum(1 for s in match.steps if s.command is not None and s.actor == tutorial.you)


def scripted(tutorial: Tutorial, match: Match) -> bool:
    """Whether the coach still leads (a scripted step is left)."""
    return step_index(tutorial, match) < len(tutorial.steps)


def expected(tutorial: Tutorial, match: Match) -> Any | None:
    """The command the coach asks for now: None when the player does not decide now or the
    scripted part is over."""
    pending = match.pending
    if pending is None or tutorial.you not in pending.players or len(pending.players) > 1:
        return None  # at a secret bid the computers answer first, as at the table
    index = step_index(tutorial, match)
    return tutorial.command(index) if index < len(tutorial.steps) else None


@dataclass
class Walked:
    index: int
    command: Any
    legal: bool
    kinds: set[str]


def walk(tutorial: Tutorial, match: Match | None = None) -> Iterator[Walked]:
    """Play the scripted part: the computers answer as at the table (each decision seeded
    from the match), and each expected command is tried when the player is asked. Stops at
    the first command that is not legal."""
    match = match or new_match(tutorial)
    rules = match.rules
    bots = {
        seat: make_bot(tutorial.opponent, rules)
        for seat in range(_seats(rules))
        if seat != tutorial.you
    }
    seen: set[str] = set()  # what happened by itself since the player's last decision
    while match.pending is not None and scripted(tutorial, match):
        pending = match.pending
        if pending.players == (tutorial.you,):
            index = step_index(tutorial, match)
            command = tutorial.command(index)
            legal = command in match.legal_commands(tutorial.you)
            kinds = kinds_of(tutorial.game, rules, match.state, command) | seen
            yield Walked(index, command, legal, kinds)
            if not legal:
                return
            events = match.submit(command)
        else:
            # the computers answer first when everyone decides at once, as at the table
            seat = next(p for p in pending.players if p in bots)
            events = match.submit(bot_command(bots[seat], match, seat))
        seen = kinds_seen(tutorial.game, events) | (
            seen if pending.players != (tutorial.you,) else set()
        )


def _seats(rules: Any) -> int:
    """The seats of the rules (a game's rules name their count differently)."""
    n = getattr(rules, "n", None)
    return n if isinstance(n, int) else int(rules.options.players)
