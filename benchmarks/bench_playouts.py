"""Playouts per second, the search's fuel: complete random games played on the rules alone
(clone, legal commands, decide, evolve; no match log), on one core.

Targets: Settlers 2-player >= 100 games/s; the other games twice their rate before the search
(Eight-Minute Empire 2p ~120/s, Legends 2p ~60/s, measured through a match with its log).

Rates are per second of this process's CPU time (`time.process_time`; the benchmark runs on one
thread): on the shared machine a wall-clock rate measured the run queue as much as the engine.
The random-game and replay figures of `bench_eight_minute`, `bench_legends` and `bench_settlers`
are taken the same way.
"""

from __future__ import annotations

import time
from dataclasses import replace
from random import Random
from typing import Any

from game.ai.play import apply
from game.rules import registry

TARGETS = {"eight-minute": 240.0, "legends": 120.0, "settlers": 100.0}
HARD_PLAYOUTS = {"eight-minute": 96, "legends": 96, "settlers": 192}


def random_playout(rules: Any, state: Any, rng: Random) -> Any:
    while (pending := rules.pending(state)) is not None:
        seat = pending.players[0]
        state = apply(rules, state, rng.choice(rules.legal_commands(state, seat)), rng)
    return state


def playouts_per_second(game: str, seconds: float = 3.0) -> tuple[float, int]:
    rules = registry.rules_class(game).from_options({"players": 2})
    start_state = rules.initial_state()
    for event in rules.setup(start_state, Random(0)):
        start_state = rules.evolve(start_state, event)
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        random_playout(rules, rules.clone(start_state), Random(games))
        games += 1
    return games / (time.process_time() - start), games


def hard_decisions_per_second(game: str, seconds: float = 6.0) -> tuple[float, int]:
    """Hard's decisions per second with no time cap (its whole playout budget each), over the
    positions of one random 2-player game: at a fixed time per decision, Hard plays this many
    times more playouts on a faster engine."""
    from game.ai.registry import decide, make_bot
    from game.engine.match import Match

    rules = registry.rules_class(game).from_options({"players": 2})
    match, rng, positions = Match(rules, 0), Random(0), []
    while (pending := match.pending) is not None:
        seat = pending.players[0]
        if len(match.steps) % 9 == 0:
            positions.append((rules.clone(match.state), seat))
        match.submit(rng.choice(match.legal_commands(seat)))
    hard = make_bot("hard", rules, 0)
    # Hard's 2-player playouts as at 4367cc4, on both trees: the figure measures the engine on
    # Hard's work, not Hard's budget (raised since by what the faster engine gives it)
    hard.budget = replace(hard.budget, playouts=HARD_PLAYOUTS[game])  # type: ignore[attr-defined]
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds or done < 6:
        state, seat = positions[done % len(positions)]
        decide(hard, rules, state, seat, Random(done))
        done += 1
    return done / (time.process_time() - start), done


def main() -> None:
    for game, target in TARGETS.items():
        rate, games = playouts_per_second(game)
        verdict = "ok" if rate >= target else "BELOW TARGET"
        print(
            f"{game}: {rate:.1f} random 2-player playouts/s ({games} games; "
            f"target >= {target:.0f}) {verdict}",
            flush=True,
        )
    for game in TARGETS:
        rate, done = hard_decisions_per_second(game)
        print(f"{game}: {rate:.2f} Hard 2-player decisions/s, think 0 ({done} decisions)")


if __name__ == "__main__":
    main()
