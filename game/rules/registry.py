"""Which games exist and where their rules live; imported lazily so one broken game
cannot stop the others from loading."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.messages import N_
from game.engine.rules import GameRules
from game.engine.savefile import match_from_save, read_save

if TYPE_CHECKING:  # the model loads pydantic, which a start does without
    from game.engine.save_model import SaveFile

GAMES: dict[str, str] = {
    "eight-minute": "game.rules.eight_minute",
    "legends": "game.rules.legends",
    "settlers": "game.rules.settlers",
}


def game_module(game_id: str) -> ModuleType:
    """The game's package; it exposes `RULES` (its GameRules subclass) and a `cli` module."""
    if game_id not in GAMES:
        raise SaveError(N_("This save is of an unknown game: {game}."), game=game_id)
    return importlib.import_module(GAMES[game_id])


def rules_class(game_id: str) -> type[GameRules[Any]]:
    found: type[GameRules[Any]] = game_module(game_id).RULES
    return found


def available_games() -> list[str]:
    found = []
    for game_id in GAMES:
        try:
            module = game_module(game_id)
        except ImportError:
            continue
        if hasattr(module, "RULES"):
            found.append(game_id)
    return found


def load_match(path: Path, expected_game: str | None = None) -> tuple[Match, SaveFile]:
    save = read_save(path, expected_game)
    try:
        cls = rules_class(save.game)
    except (ImportError, AttributeError) as exc:
        raise SaveError(N_("This save is of an unknown game: {game}."), game=save.game) from exc
    return match_from_save(save, cls), save
