"""Eight-Minute Empire: random complete games per second (2 and 5 players, one core) and the
time to replay a saved complete 5-player game.

Targets: >= 200 random 2-player games/s; replay of a complete 5-player game <= 20 ms.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

try:
    from game.ai.registry import make_bot
except ImportError:  # the first engine's commits (run.py --against 89e5f09 --scripts here)
    from game.ai.bots import make_bot  # type: ignore[attr-defined,no-redef]
try:
    from game.ai.driver import play_out
except ImportError:  # commits before the one bot driver: selfplay's loop took a seed
    from game.selfplay import play_out as _seeded_play_out  # type: ignore[attr-defined]

    def play_out(match, bots):  # type: ignore[no-untyped-def,no-redef]
        return _seeded_play_out(match, list(bots), match.seed)


from game.engine.match import Match
from game.engine.savefile import match_from_save, read_save, save_match
from game.rules.eight_minute import RULES

GAMES_TARGET = 200.0
REPLAY_TARGET_MS = 20.0


def games_per_second(players: int, seconds: float = 4.0, side: str = "A") -> tuple[float, float]:
    """Complete random games per second through the Match (as self-play runs them), and the
    mean number of decisions per game."""
    rules = RULES.from_options({"players": players, "side": side})
    bots = [make_bot("random", rules) for _ in range(players)]
    start = time.process_time()
    played = steps = 0
    while time.process_time() - start < seconds:
        match = play_out(Match(rules, played), bots)
        steps += len(match.steps)
        played += 1
    return played / (time.process_time() - start), steps / played


def replay_ms(players: int = 5, repeats: int = 30) -> tuple[float, float, int]:
    """Median time to re-fold a saved complete game: from the parsed save (the engine's
    replay) and from the file (reading and validating the JSON too)."""
    rules = RULES.from_options({"players": players})
    bots = [make_bot("greedy", rules) for _ in range(players)]
    match = play_out(Match(rules, 1), bots)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        save_match(match, path)
        save = read_save(path)
        fold, whole = [], []
        for _ in range(repeats):
            t0 = time.process_time()
            again = match_from_save(save, RULES)
            t1 = time.process_time()
            match_from_save(read_save(path), RULES)
            t2 = time.process_time()
            fold.append((t1 - t0) * 1000)
            whole.append((t2 - t1) * 1000)
        assert again.state == match.state
    return statistics.median(fold), statistics.median(whole), len(match.steps)


def slowest_bot_move(name: str = "lookahead", players: int = 5) -> float:
    """The longest time, in seconds, one bot took for one move over a whole game (target <= 1 s)."""
    from random import Random

    rules = RULES.from_options({"players": players, "variants": {"goods_tokens": True}})
    bots = [make_bot(name, rules) for _ in range(players)]
    match = Match(rules, 2)
    rng = Random(2)
    worst = 0.0
    while match.pending is not None:
        player = match.pending.players[0]
        t0 = time.perf_counter()
        command = bots[player].choose(rules, match.state, player, rng)
        worst = max(worst, time.perf_counter() - t0)
        match.submit(command)
    return worst


def main() -> None:
    for players, target in ((2, GAMES_TARGET), (5, None)):
        rate, steps = games_per_second(players)
        goal = f" (target >= {target:.0f})" if target else ""
        print(
            f"eight-minute: {rate:.1f} random {players}-player games/s, "
            f"{steps:.0f} decisions per game{goal}"
        )
    fold, whole, steps = replay_ms()
    print(
        f"eight-minute: replay of a saved 5-player game ({steps} steps): {fold:.2f} ms from the "
        f"parsed save, {whole:.2f} ms from the file (target <= {REPLAY_TARGET_MS:.0f} ms)"
    )
    # BENCH_QUICK=1: the engine's figures only (a whole game of Hard bots takes minutes)
    for name in () if os.environ.get("BENCH_QUICK") else ("greedy", "lookahead"):
        print(
            f"eight-minute: slowest {name} bot move: {slowest_bot_move(name) * 1000:.1f} ms (<= 1 s)"
        )


if __name__ == "__main__":
    main()
