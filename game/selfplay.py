"""Whole games played by computer players without a window, and replays of saves."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import Any

from game.ai.bots import Bot
from game.ai.registry import decide, make_bot
from game.engine.match import Match
from game.engine.rules import GameRules
from game.engine.savefile import save_match


def play_out(match: Match, bots: list[Bot], seed: int, max_steps: int = 200_000) -> Match:
    """Let the bots answer every pending decision until the game ends."""
    rng = Random(seed ^ 0x5EED)
    for _ in range(max_steps):
        pending = match.pending
        if pending is None:
            return match
        for player in pending.players:
            if match.pending is None or player not in match.pending.players:
                continue
            command = decide(bots[player], match.rules, match.state, player, rng)
            match.submit(command)
    raise RuntimeError(f"the game did not end within {max_steps} decisions")


def selfplay(
    rules: GameRules[Any],
    bot_names: list[str],
    seed: int,
    save: Path | None = None,
    think: float | None = None,
) -> Match:
    bots = [make_bot(name, rules, think) for name in bot_names]
    match = Match.new(rules, seed)
    play_out(match, bots, seed)
    if save is not None:
        save_match(match, save, {"bots": bot_names})
    return match


def dump_report(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False, sort_keys=False)
