"""What the faster engine buys Hard: Hard with its playouts multiplied by the engine's speed-up
(the playouts it reaches in the same time per decision) against Hard at today's budget,
two players, seat-balanced.

    uv run python benchmarks/bench_hard_gain.py --game settlers --scale 2 --games 200 \
        --out /tmp/settlers.jsonl          # one line per game, so a run can be resumed
    uv run python benchmarks/bench_hard_gain.py --summary /tmp/settlers.jsonl

Both bots play with `think` 0: the playouts alone decide, so a game's result does not depend on
the machine's load or on the engine's speed (the engine gives the same decisions for the same
seeds), only the time it takes does.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from random import Random
from typing import Any

from game.ai.registry import decide, make_bot
from game.ai.search import SearchBot
from game.ai.tournament import Tally, outcome
from game.engine.match import Match
from game.rules import registry

GAMES = ("eight-minute", "legends", "settlers")


def scaled_hard(rules: Any, scale: float) -> SearchBot:
    bot = make_bot("hard", rules, 0)
    assert isinstance(bot, SearchBot)
    playouts = round(bot.budget.playouts * scale)
    return SearchBot("hard", replace(bot.budget, playouts=playouts), None)


def play(game: str, scale: float, index: int, seed: int) -> dict[str, Any]:
    """Game `index`: the scaled Hard sits at seat `index % 2`, the seed changes every two games
    so each deal is played from both seats."""
    rules = registry.rules_class(game).from_options({"players": 2})
    new_seat = index % 2
    bots = [scaled_hard(rules, scale if seat == new_seat else 1.0) for seat in range(2)]
    game_seed = seed + index // 2
    match = Match.new(rules, game_seed)
    rng = Random(game_seed ^ 0x5EED)
    while match.pending is not None:
        for seat in match.pending.players:
            if match.pending is None or seat not in match.pending.players:
                continue
            match.submit(decide(bots[seat], rules, match.state, seat, rng))
    result = outcome(rules, match.state)
    return {
        "game": game,
        "scale": scale,
        "index": index,
        "seed": game_seed,
        "new_seat": new_seat,
        "winners": result.winners,
        "scores": result.scores,
    }


def tally(lines: list[dict[str, Any]]) -> Tally:
    """The scaled Hard's record over the games played."""
    out = Tally()
    for line in lines:
        seat, winners, scores = line["new_seat"], line["winners"], line["scores"]
        out.games += 1
        if seat in winners:
            out.wins += 1 / len(winners)
        out.margin += scores[seat] - scores[1 - seat]
    return out


def summary(path: Path) -> str:
    lines = [json.loads(text) for text in path.read_text().splitlines() if text.strip()]
    rows = []
    for game in GAMES:
        mine = [line for line in lines if line["game"] == game]
        if not mine:
            continue
        t = tally(mine)
        low, high = t.interval()
        rows.append(
            f"{game} 2p, Hard ×{mine[0]['scale']:g} playouts vs Hard: "
            f"{100 * t.share():.1f} % [{100 * low:.1f}–{100 * high:.1f}] of {t.games} games, "
            f"margin {t.mean_margin():+.2f}"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default=None, help="one game (default: all)")
    parser.add_argument("--scale", type=float, default=2.0)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--start", type=int, default=0, help="first game index (to resume)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None, help="append one JSON line per game")
    parser.add_argument("--summary", type=Path, default=None, help="summarise a --out file")
    args = parser.parse_args([] if argv is None else argv)
    if args.summary:
        print(summary(args.summary))
        return
    lines = []
    for game in [args.game] if args.game else list(GAMES):
        for index in range(args.start, args.start + args.games):
            line = play(game, args.scale, index, args.seed)
            lines.append(line)
            if args.out:
                with args.out.open("a") as out:
                    out.write(json.dumps(line) + "\n")
            print(json.dumps(line), flush=True)
    if not args.out:
        for game in dict.fromkeys(line["game"] for line in lines):
            t = tally([line for line in lines if line["game"] == game])
            print(f"{game}: Hard ×{args.scale:g} won {t.wins:g} of {t.games}")


if __name__ == "__main__":
    main(sys.argv[1:])
