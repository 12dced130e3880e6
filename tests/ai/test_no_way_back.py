"""Issue 26: the Normal computer moved an army 13→9→13 within one turn (two points spent to
end where it began). No level walks an army back where it came from in the same turn: over
many seeded games, no move goes out of a region an army entered this turn into one an army
left this turn. Counted from the events, independently of the bots' own filter."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import driver
from game.ai.registry import make_bot
from game.engine.match import Match
from game.rules.area_control.commands import MoveArmy
from game.rules.eight_minute.events import ArmyMoved as EightMinuteMoved
from game.rules.legends.events import ArmyMoved as LegendsMoved
from tests.ai.tables import rules_for

MOVED = (EightMinuteMoved, LegendsMoved)


def walks_back(match: Match) -> list[tuple[int, str, str]]:
    """Every (step, source, target) whose army went back into a region left earlier in the
    same turn, out of one entered earlier in it."""
    out = []
    left: set[str] = set()
    entered: set[str] = set()
    for i, step in enumerate(match.steps):
        if type(step.command).__name__ in ("TakeCard", "Done", "EndTurn"):
            left, entered = set(), set()  # a new card, a new turn: a fresh tally
        for event in step.events:
            if isinstance(event, MOVED):
                if event.source in entered and event.target in left:
                    out.append((i, event.source, event.target))
                left.add(event.source)
                entered.add(event.target)
    return out


def played(game: str, players: int, level: str, seed: int) -> Match:
    rules = rules_for(game, players)
    bots: list[Any] = [make_bot(level, rules, think=0) for _ in range(players)]
    return driver.play_out(Match.new(rules, seed), bots)


@pytest.mark.parametrize("game", ["eight-minute", "legends"])
def test_easy_never_walks_an_army_back_over_thirty_games(game: str) -> None:
    moves = 0
    for seed in range(30):
        match = played(game, 3, "easy", seed)
        assert walks_back(match) == [], f"seed {seed}"
        moves += sum(isinstance(s.command, MoveArmy) for s in match.steps)
    assert moves > 300  # the games did move armies


@pytest.mark.parametrize("game", ["eight-minute", "legends"])
def test_normal_never_walks_an_army_back(game: str) -> None:
    for seed in range(2):
        assert walks_back(played(game, 2, "normal", seed)) == [], f"seed {seed}"


def test_the_count_sees_a_walk_back() -> None:
    """The tally finds 13→9→13 where it happens (random play walks armies back)."""
    found = sum(len(walks_back(played("eight-minute", 3, "random", seed))) for seed in range(5))
    assert found > 0
