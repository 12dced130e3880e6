"""Whole games played by computer players without a window, and replays of saves."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from game.engine.rules import GameRules
from game.engine.savefile import save_match


def selfplay(
    rules: GameRules[Any],
    bot_names: list[str],
    seed: int,
    save: Path | None = None,
    think: float | None = None,
) -> Match:
    bots = {seat: make_bot(name, rules, think) for seat, name in enumerate(bot_names)}
    match = Match.new(rules, seed)
    play_out(match, bots)
    if save is not None:
        save_match(match, save, {"bots": bot_names})
    return match


def dump_report(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False, sort_keys=False)
