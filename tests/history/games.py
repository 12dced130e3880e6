"""Small finished games of each kind, played by the Easy level (fast, reproducible)."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.engine.match import Match
from game.engine.savefile import SaveFile, to_save
from game.rules.registry import rules_class
from game.selfplay import selfplay

KINDS: dict[str, tuple[str, dict[str, Any]]] = {
    "eight-minute": ("eight-minute", {"players": 2}),
    "legends": ("legends", {"players": 2}),
    "settlers-solo": ("settlers", {"players": 1, "factions": ["romans"]}),
    "settlers-2p": ("settlers", {"players": 2, "factions": ["romans", "japanese"]}),
}


@cache
def _saved(kind: str, seed: int) -> str:
    game, options = KINDS[kind]
    rules = rules_class(game).from_options(options)
    bots = ["easy"] * rules.player_count
    match = selfplay(rules, bots, seed)
    meta = {
        "players": ["Ann", "Bob"][: rules.player_count],
        "seats": [
            {"name": "Ann", "kind": "human", "level": "easy"},
            {"name": "Bob", "kind": "computer", "level": "hard"},
        ][: rules.player_count],
    }
    return to_save(match, meta).model_dump_json()


def finished_save(kind: str, seed: int = 5) -> SaveFile:
    return SaveFile.model_validate_json(_saved(kind, seed))


def finished_match(kind: str, seed: int = 5) -> tuple[Match, SaveFile]:
    from game.engine.savefile import match_from_save

    save = finished_save(kind, seed)
    return match_from_save(save, rules_class(save.game)), save
