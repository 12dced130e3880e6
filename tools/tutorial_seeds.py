"""Search seeds for a tutorial's scripted part: on which seed does a first game meet every
kind of decision of its game soonest?

The player's side is played by the Easy computer, nudged towards a decision of a kind not met
yet when one is legal (a tutorial teaches each kind once); the opponent is the tutorial's own
Easy computer. For each seed it prints how many of the player's steps it takes until every
kind has occurred, and `--write` writes the best seed's steps as the tutorial's skeleton
(the coach texts are then written by hand).

    uv run python tools/tutorial_seeds.py eight-minute --seeds 200
    uv run python tools/tutorial_seeds.py settlers --players 1 --seeds 300  # solo
    uv run python tools/tutorial_seeds.py settlers --seeds 200 --write /tmp/steps.json

`--prefix steps.json --seed N` keeps the first steps of a tutorial (e.g. hand-improved where
the nudged computer made a poor move) and searches on from there on seed N only.
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
from game.tutorials.kinds import GAME_KINDS, kinds_key, kinds_of, kinds_seen
from game.tutorials.schema import rules_for

# kinds that come by themselves in every game, or only at its end (taught by a comment)
FREE_KINDS = {"final_score", "goods"}
# each game's tutorial options beyond the player count (Settlers: End turn, as at the table)
OPTIONS: dict[str, dict[str, Any]] = {"settlers": {"confirm_actions": True}}


def _key(game: str, rules: Any) -> str:
    """The key of the game's kinds (Settlers solo has its own)."""
    players = getattr(getattr(rules, "options", None), "players", None)
    return kinds_key(game, {"players": players})


def nudged(game: str, match: Match, seat: int, seen: set[str], rng: Random, bot: Any) -> Any:
    """The Easy computer's command, unless a legal one teaches a kind not seen yet."""
    rules, state = match.rules, match.state
    legal = match.legal_commands(seat)
    want = set(GAME_KINDS[_key(game, rules)]) - FREE_KINDS
    fresh = [c for c in legal if (kinds_of(game, rules, state, c) & want) - seen]
    # Settlers: passing ends the round; pass early only when it shows an attack hitting you
    if any(type(c).__name__ == "Pass" for c in fresh):
        fresh = [c for c in fresh if type(c).__name__ != "Pass"] or [
            c for c in fresh if "attack_target" in kinds_of(game, rules, state, c) - seen
        ]
    if fresh and type(fresh[0]).__name__ != "Bid":
        return fresh[rng.randrange(len(fresh))]
    command = decide(bot, rules, state, seat, rng)
    if type(command).__name__ == "Pass":
        # a tutorial never passes while an action location can still turn goods into points
        uses = [c for c in legal if type(c).__name__ == "Activate"]
        if uses:
            return max(uses, key=lambda c: getattr(c, "times", 1))
    return command


def run(
    game: str, seed: int, options: dict[str, Any], you: int = 0, prefix: tuple[Any, ...] = ()
) -> tuple[int, list[Any]]:
    """Steps of the player until every kind occurred (a large number if never), and them;
    the player's first steps are `prefix`, as long as it lasts."""
    rules = rules_for(game, options)
    match = Match(rules, seed)
    want = set(GAME_KINDS[kinds_key(game, options)]) - FREE_KINDS
    seen: set[str] = set()
    mine: list[Any] = []
    opponent = make_bot("easy", rules)
    me = make_bot("easy", rules)
    rng = Random(seed)
    while match.pending is not None:
        pending = match.pending
        if pending.players == (you,):  # the computers bid first, as at the table
            if len(mine) < len(prefix):
                command = prefix[len(mine)]
            else:
                command = nudged(game, match, you, seen, rng, me)
            seen |= kinds_of(game, rules, match.state, command)
            mine.append(command)
            seen |= kinds_seen(game, match.submit(command))
            if want <= seen:
                return len(mine), mine
        else:
            seat = next(p for p in pending.players if p != you)
            seen |= kinds_seen(game, match.submit(bot_command(opponent, match, seat)))
    return 10_000 + len(want - seen), mine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--write", help="write the best seed's steps to this JSON file")
    parser.add_argument("--prefix", help="a JSON file whose steps begin every run")
    parser.add_argument("--seed", type=int, help="only this seed")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        help="a game option as name=JSON, e.g. exploration=true (Legends' variants)",
    )
    parser.add_argument("--first", type=int, default=1, help="the first seed tried")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {"players": args.players, **OPTIONS.get(args.game, {})}
    for item in args.option:
        key, _sep, value = item.partition("=")
        options[key] = json.loads(value)
    codec = Codec(rules_for(args.game, options).command_types)
    prefix: tuple[Any, ...] = ()
    if args.prefix:
        with open(args.prefix, encoding="utf-8") as f:
            data = json.load(f)
        steps = data["steps"] if isinstance(data, dict) else data
        prefix = tuple(codec.decode({**s.get("command", s), "player": 0}) for s in steps)
    seeds = [args.seed] if args.seed is not None else range(args.first, args.first + args.seeds)
    best: tuple[int, int, list[Any]] | None = None
    for seed in seeds:
        n, steps = run(args.game, seed, options, prefix=prefix)
        if best is None or n < best[0]:
            best = (n, seed, steps)
            print(f"seed {seed}: every kind after {n} steps", flush=True)
    assert best is not None
    if args.write:
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
