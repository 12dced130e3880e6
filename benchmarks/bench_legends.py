"""Legends: random complete 4-player games per second on one core (target >= 100)."""

from __future__ import annotations

import time

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from game.rules.legends import RULES

TARGET = 100.0


def games_per_second(seconds: float = 5.0, options: dict[str, object] | None = None) -> float:
    rules = RULES.from_options(options or {"players": 4})
    bots = [make_bot("random", rules) for _ in range(rules.player_count)]
    start = time.perf_counter()
    played = 0
    while time.perf_counter() - start < seconds:
        play_out(Match(rules, played), bots)
        played += 1
    return played / (time.perf_counter() - start)


def main() -> None:
    rate = games_per_second()
    print(f"legends: {rate:.1f} random 4-player games/s (target >= {TARGET:.0f})")
    everything = {
        "players": 4,
        **dict.fromkeys(("exploration", "swamp", "citadels", "encounters", "warlords"), True),
    }
    rate_all = games_per_second(3.0, everything)
    print(f"legends, all board variants: {rate_all:.1f} games/s")


if __name__ == "__main__":
    main()
