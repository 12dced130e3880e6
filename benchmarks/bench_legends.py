"""Legends: random complete 4-player games per second on one core (target >= 100)."""

from __future__ import annotations

import time

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
from game.rules.legends import RULES

TARGET = 100.0


def games_per_second(seconds: float = 5.0, options: dict[str, object] | None = None) -> float:
    rules = RULES.from_options(options or {"players": 4})
    bots = [make_bot("random", rules) for _ in range(rules.player_count)]
    start = time.process_time()
    played = 0
    while time.process_time() - start < seconds:
        play_out(Match(rules, played), bots)
        played += 1
    return played / (time.process_time() - start)


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
