"""Imperial Settlers: random complete 2-player games per second, on one core (target >= 50)."""

from __future__ import annotations

import time
from random import Random

from game.ai.bots import RandomBot
from game.engine.match import Match
from game.rules.settlers import RULES

TARGET = 50.0


def play_random_game(seed: int, players: int = 2) -> Match:
    rules = RULES.from_options({"players": players})
    match = Match(rules, seed)
    bot = RandomBot()
    rng = Random(seed)
    while True:
        pending = match.pending
        if pending is None:
            return match
        player = pending.players[0]
        match.submit(bot.choose(rules, match.state, player, rng))


def games_per_second(seconds: float = 3.0) -> tuple[float, int]:
    start = time.process_time()
    games = 0
    while time.process_time() - start < seconds:
        play_random_game(games)
        games += 1
    return games / (time.process_time() - start), games


def main() -> None:
    rate, games = games_per_second()
    verdict = "ok" if rate >= TARGET else "BELOW TARGET"
    print(
        f"settlers: {rate:.1f} random 2-player games/s ({games} games; target >= {TARGET:.0f}) {verdict}"
    )


if __name__ == "__main__":
    main()
