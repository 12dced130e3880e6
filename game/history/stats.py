"""The figures the "Your games" screen and `empires stats` show, from the records alone.

Counted per game and per profile (a person's name at the table): games played and won, the win
rate against each computer level met and at each table size, per Settlers faction (solo games
apart), best and average score, the longest run of wins, and every score in order for the chart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.history.records import COMPUTER, GameRecord

GAME_IDS = ("eight-minute", "legends", "settlers")
LEVEL_ORDER = ("easy", "normal", "hard", "random", "greedy", "lookahead")


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "win_rate": round(self.rate, 4)}


@dataclass
class ProfileStats:
    game: str
    profile: str
    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_size: dict[int, Tally] = field(default_factory=dict)
    by_faction: dict[str, Tally] = field(default_factory=dict)
    solo_by_faction: dict[str, Tally] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    results: list[bool] = field(default_factory=list)
    best_streak: int = 0

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    def levels(self) -> list[str]:
        return sorted(self.by_level, key=lambda k: (*LEVEL_ORDER, k).index(k))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "profile": self.profile,
            **self.total.to_json(),
            "best_score": self.best,
            "average_score": None if self.average is None else round(self.average, 2),
            "longest_winning_streak": self.best_streak,
            "by_level": {k: self.by_level[k].to_json() for k in self.levels()},
            "by_table_size": {str(k): v.to_json() for k, v in sorted(self.by_size.items())},
            "by_faction": {k: v.to_json() for k, v in sorted(self.by_faction.items())},
            "solo_by_faction": {k: v.to_json() for k, v in sorted(self.solo_by_faction.items())},
            "scores": list(self.scores),
        }


def longest_streak(results: Iterable[bool]) -> int:
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return best


def profile_stats(records: Iterable[GameRecord], game: str, profile: str) -> ProfileStats:
    """`profile`'s figures in `game`; records are taken in the order given (oldest first)."""
    out = ProfileStats(game, profile)
    for record in records:
        if record.game != game:
            continue
        seat = record.seat_of(profile)
        if seat is None:
            continue
        won = seat in record.winners
        out.total.add(won)
        out.results.append(won)
        out.scores.append(record.scores[seat] if seat < len(record.scores) else 0)
        out.by_size.setdefault(record.players, Tally()).add(won)
        for level in sorted({s.level for s in record.seats if s.kind == COMPUTER and s.level}):
            out.by_level.setdefault(level, Tally()).add(won)
        faction = record.seats[seat].faction
        if faction:
            table = out.solo_by_faction if record.solo else out.by_faction
            table.setdefault(faction, Tally()).add(won)
    out.best_streak = longest_streak(out.results)
    return out


def profiles_in(records: Iterable[GameRecord]) -> list[str]:
    """Every person who played, most games first (then by name)."""
    counts: dict[str, int] = {}
    for record in records:
        for seat in record.seats:
            if seat.kind != COMPUTER:
                counts[seat.name] = counts.get(seat.name, 0) + 1
    return sorted(counts, key=lambda name: (-counts[name], name.casefold()))


def summary(records: list[GameRecord]) -> dict[str, Any]:
    """Everything `empires stats --json` prints."""
    profiles = profiles_in(records)
    return {
        "games": len(records),
        "by_game": {g: sum(1 for r in records if r.game == g) for g in GAME_IDS},
        "profiles": {
            name: {
                game: profile_stats(records, game, name).to_json()
                for game in GAME_IDS
                if any(r.game == game and r.seat_of(name) is not None for r in records)
            }
            for name in profiles
        },
        "recent": [r.to_json() for r in records[-20:]],
    }
