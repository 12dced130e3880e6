"""Seat-balanced matches between levels, and the figures a strength table reports: win share
with its 95 % Wilson interval, mean score margin, and move times."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from game.engine.rules import GameRules
from game.rules import registry


@dataclass
class Outcome:
    winners: list[int]  # seats (several on a shared win; solo: [0] when the player won)
    scores: list[float]  # per seat (solo: the lead of faction locations over the collection)


@dataclass
class Tally:
    """One level's record over a tournament."""

    games: int = 0
    wins: float = 0.0  # a shared win counts as a fraction
    margin: float = 0.0  # summed margin over the best other seat
    times: list[float] = field(default_factory=list)  # seconds per decision

    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def mean_margin(self) -> float:
        return self.margin / self.games if self.games else 0.0

    def time_percentile(self, q: float) -> float:
        return percentile(self.times, q)

    def add(self, other: Tally) -> None:
        """Count `other`'s games in this record too (one level over several tournaments)."""
        self.games += other.games
        self.wins += other.wins
        self.margin += other.margin
        self.times.extend(other.times)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win share."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def outcome(rules: GameRules[Any], state: Any) -> Outcome:
    report = rules.report(state)
    players = report["players"]
    if "solo" in report:
        solo = report["solo"]
        lead = float(solo["faction_locations"] - solo["collection"])
        return Outcome([0] if solo["won"] else [], [lead])
    key = "final" if "final" in players[0] else "total"
    scores = [float(row[key]) for row in players]
    names = [row["name"] for row in players]
    winners = [w if isinstance(w, int) else names.index(w) for w in report["winners"]]
    return Outcome(winners, scores)


def play_game(
    rules: GameRules[Any], levels: list[str], seed: int, think: float | None = None
) -> tuple[Outcome, list[list[float]]]:
    """One game with `levels[seat]` at each seat: its outcome and each seat's decision times."""
    bots = {seat: make_bot(level, rules, think) for seat, level in enumerate(levels)}
    match = Match.new(rules, seed)
    times: list[list[float]] = [[] for _ in levels]
    play_out(match, bots, timer=lambda seat, seconds: times[seat].append(seconds))
    return outcome(rules, match.state), times


def seatings(levels: list[str]) -> list[list[str]]:
    """Every distinct order of the levels round the table, so no level keeps a seat."""
    return [list(p) for p in dict.fromkeys(permutations(levels))]


def tournament(
    game: str,
    options: dict[str, Any],
    levels: list[str],
    games: int,
    seed: int = 0,
    think: float | None = None,
) -> dict[str, Tally]:
    """`games` games of `levels` (one per seat), seats rotated through every order."""
    rules = registry.rules_class(game).from_options(options)
    tallies = {level: Tally() for level in dict.fromkeys(levels)}
    orders = seatings(levels)
    for g in range(games):
        seated = orders[g % len(orders)]
        result, times = play_game(rules, seated, seed + g // len(orders), think)
        for seat, level in enumerate(seated):
            tally = tallies[level]
            tally.games += 1
            tally.times.extend(times[seat])
            if seat in result.winners:
                tally.wins += 1 / len(result.winners)
            others = [s for i, s in enumerate(result.scores) if i != seat]
            tally.margin += result.scores[seat] - (max(others) if others else 0.0)
    return tallies
