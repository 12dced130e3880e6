"""Search seeds for a tutorial's scripted part: on which seed does a first game meet every
kind of decision of its game soonest?

The player's side is played by the Easy computer, nudged towards a decision of a kind not met
yet when one is legal (a tutorial teaches each kind once); the opponent is the tutorial's own
Easy computer. For each seed it prints how many of the player's steps it takes until every
kind has occurred, and `--write` writes the best seed's steps as the tutorial's skeleton
(the coach texts are then written by hand).

    uv run python tools/tutorial_seeds.py eight-minute --seeds 200
    uv run python tools/tutorial_seeds.py legends --seeds 300 --option exploration=true
"""

from __future__ import annotations

import argparse
import json
import sys
from random import Random
from typing import Any

from game.ai.driver import bot_command
from game.ai.registry import decide, make_bot
from game.engine.codec import Codec
from game.engine.match import Match
from game.tutorials.kinds import GAME_KINDS, kinds_of
from game.tutorials.schema import rules_for

# kinds that come by themselves in every game, or only at its end (taught by a comment)
FREE_KINDS = {"final_score", "goods"}


def nudged(game: str, match: Match, seat: int, seen: set[str], rng: Random, bot: Any) -> Any:
    """The Easy computer's command, unless a legal one teaches a kind not seen yet."""
    rules, state = match.rules, match.state
    legal = match.legal_commands(seat)
    fresh = [c for c in legal if kinds_of(game, rules, state, c) - seen - {"skip"}]
    if fresh and type(fresh[0]).__name__ != "Bid":
        return fresh[rng.randrange(len(fresh))]
    return decide(bot, rules, state, seat, rng)


def run(game: str, seed: int, options: dict[str, Any], you: int = 0) -> tuple[int, list[Any]]:
    """Steps of the player until every kind occurred (a large number if never), and them."""
    rules = rules_for(game, options)
    match = Match(rules, seed)
    want = set(GAME_KINDS[game]) - FREE_KINDS
    seen: set[str] = set()
    mine: list[Any] = []
    opponent = make_bot("easy", rules)
    me = make_bot("easy", rules)
    rng = Random(seed)
    while match.pending is not None:
        pending = match.pending
        if pending.players == (you,):  # the computers bid first, as at the table
            command = nudged(game, match, you, seen, rng, me)
            seen |= kinds_of(game, rules, match.state, command)
            mine.append(command)
            match.submit(command)
            if want <= seen:
                return len(mine), mine
        else:
            seat = next(p for p in pending.players if p != you)
            match.submit(bot_command(opponent, match, seat))
    return 10_000 + len(want - seen), mine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--write", help="write the best seed's steps to this JSON file")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        help="a game option as name=JSON, e.g. exploration=true (Legends' variants)",
    )
    parser.add_argument("--first", type=int, default=1, help="the first seed tried")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {"players": args.players}
    for item in args.option:
        key, _sep, value = item.partition("=")
        options[key] = json.loads(value)
    best: tuple[int, int, list[Any]] | None = None
    for seed in range(args.first, args.first + args.seeds):
        n, steps = run(args.game, seed, options)
        if best is None or n < best[0]:
            best = (n, seed, steps)
            print(f"seed {seed}: every kind after {n} steps", flush=True)
    assert best is not None
    if args.write:
        codec = Codec(rules_for(args.game, options).command_types)
        plain = []
        for c in best[2]:
            data = codec.encode(c)
            data.pop("player", None)
            plain.append({"command": data})
        with open(args.write, "w", encoding="utf-8") as f:
            json.dump({"seed": best[1], "options": options, "steps": plain}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
