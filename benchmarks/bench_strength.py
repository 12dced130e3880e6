"""How strong the computer levels are: seat-balanced matches between levels in every game.

    uv run python benchmarks/run.py strength                  # every target, small samples
    uv run python benchmarks/bench_strength.py --games 200    # the sample the targets ask for
    uv run python benchmarks/bench_strength.py --game legends --levels hard,normal --games 50

Each row: the level's win share with its 95 % Wilson interval, its mean score margin over the
best other seat (solo: faction locations over the collection), and its seconds per decision
(p50/p95). A target is met when its whole interval clears it; "open" when the sample is too
small to say.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass
from typing import Any

from game.ai.tournament import Tally, tournament

FACTIONS = ("romans", "japanese", "egyptians", "barbarians")


@dataclass(frozen=True)
class Target:
    label: str
    game: str
    options: dict[str, Any]
    levels: list[str]
    min_share: float  # of the first level
    # solo: the games are shared out among these factions (a solo game without a faction
    # named is always the first faction, the Romans)
    factions: tuple[str, ...] = ()


def targets() -> list[Target]:
    out: list[Target] = []
    for game in ("eight-minute", "legends", "settlers"):
        out.append(Target(f"{game} 2p hard vs easy", game, {"players": 2}, ["hard", "easy"], 0.75))
        four = ["hard", "easy", "easy", "easy"]
        out.append(Target(f"{game} 4p hard vs 3 easy", game, {"players": 4}, four, 0.40))
        two = ["hard", "normal"]
        out.append(Target(f"{game} 2p hard vs normal", game, {"players": 2}, two, 0.60))
    solo = {"players": 1}
    out.append(Target("settlers solo hard", "settlers", solo, ["hard"], 0.50, FACTIONS))
    for faction in FACTIONS:
        options = {"players": 1, "factions": [faction]}
        out.append(Target(f"settlers solo hard {faction}", "settlers", options, ["hard"], 0.30))
    return out


def verdict(tally: Tally, goal: float) -> str:
    low, high = tally.interval()
    if low >= goal:
        return "met"
    if high < goal:
        return "NOT MET"
    return "open"


def row(label: str, level: str, tally: Tally, goal: float | None) -> str:
    low, high = tally.interval()
    cells = [
        f"{label:<34}",
        f"{level:<7}",
        f"{tally.games:>5}",
        f"{100 * tally.share():5.1f} % [{100 * low:4.1f}–{100 * high:5.1f}]",
        f"{tally.mean_margin():+6.2f}",
        f"{tally.time_percentile(0.5):6.3f}",
        f"{tally.time_percentile(0.95):6.3f}",
    ]
    if goal is not None:
        cells.append(f"≥ {100 * goal:.0f} %: {verdict(tally, goal)}")
    return " | ".join(cells)


HEADER = " | ".join(
    [
        f"{'match':<34}",
        f"{'level':<7}",
        f"{'games':>5}",
        f"{'win share [95 % CI]':<24}",
        f"{'margin':>6}",
        f"{'p50 s':>6}",
        f"{'p95 s':>6}",
        "target",
    ]
)


def played(target: Target, games: int, seed: int, think: float | None) -> dict[str, Tally]:
    """The target's tournament; for several factions, `games` shared out among them."""
    if not target.factions:
        return tournament(target.game, target.options, target.levels, games, seed, think)
    merged = {level: Tally() for level in dict.fromkeys(target.levels)}
    count = len(target.factions)
    for i, faction in enumerate(target.factions):
        share = games // count + (1 if i < games % count else 0)
        options = {**target.options, "factions": [faction]}
        part = tournament(target.game, options, target.levels, share, seed, think)
        for level, tally in part.items():
            merged[level].add(tally)
    return merged


def run(selected: list[Target], games: int, think: float | None, seed: int) -> None:
    print(HEADER, flush=True)
    for target in selected:
        start = time.perf_counter()
        tallies = played(target, games, seed, think)
        for i, (level, tally) in enumerate(tallies.items()):
            print(row(target.label, level, tally, target.min_share if i == 0 else None))
        print(f"    ({time.perf_counter() - start:.0f} s)", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=int(os.environ.get("STRENGTH_GAMES", 8)))
    parser.add_argument("--game", default=None, help="one game (eight-minute, legends, settlers)")
    parser.add_argument("--levels", default=None, help="e.g. hard,easy (one per seat)")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--faction", default=None, help="settlers solo: the player's faction")
    parser.add_argument("--think", type=float, default=None, help="seconds per decision cap")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args([] if argv is None else argv)
    if args.levels:
        levels = args.levels.split(",")
        options: dict[str, Any] = {"players": args.players or len(levels)}
        if args.faction:
            options["factions"] = [args.faction]
        game = args.game or "eight-minute"
        label = f"{game} {options['players']}p " + " vs ".join(levels)
        selected = [Target(label, game, options, levels, 0.0)]
    else:
        selected = [t for t in targets() if args.game in (None, t.game)]
    run(selected, args.games, args.think, args.seed)


if __name__ == "__main__":
    main(sys.argv[1:])
