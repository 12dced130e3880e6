"""The games' screens, looked up lazily so a game whose screens are not built yet (or are
broken) cannot stop the menu from opening.

Each game package under `game/scenes/<pkg>/` provides:
- a new-game scene class, `NEW_GAME[game_id]` = "module:Class", built as `Class(app)`;
- a resume function, `RESUME[game_id]` = "module:function", called as
  `function(app, match, save, path) -> Scene` to continue a loaded save or the autosave;
- optionally `screenshots.py` with `SCENES: dict[str, Callable[[App], Scene]]`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.messages import N_

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App

GAMES: dict[str, str] = {
    "eight-minute": N_("Eight-Minute Empire"),
    "legends": N_("Eight-Minute Empire: Legends"),
    "settlers": N_("Imperial Settlers"),
}
PACKAGES: dict[str, str] = {
    "eight-minute": "eight_minute",
    "legends": "legends",
    "settlers": "settlers",
}
NEW_GAME: dict[str, str] = {
    "eight-minute": "game.scenes.eight_minute.new_game:NewGameScene",
    "legends": "game.scenes.legends.new_game:NewGameScene",
    "settlers": "game.scenes.settlers.new_game:NewGameScene",
}
RESUME: dict[str, str] = {
    "eight-minute": "game.scenes.eight_minute.new_game:resume",
    "legends": "game.scenes.legends.new_game:resume",
    "settlers": "game.scenes.settlers.new_game:resume",
}


# the table a game is played on: its session class and its board scene
TABLES: dict[str, tuple[str, str]] = {
    "eight-minute": (
        "game.scenes.eight_minute.session:Session",
        "game.scenes.eight_minute.board:BoardScene",
    ),
    "legends": (
        "game.scenes.legends.session:LegendsSession",
        "game.scenes.legends.board:BoardScene",
    ),
    "settlers": ("game.scenes.settlers.session:Session", "game.scenes.settlers.table:TableScene"),
}


class NotBuilt(Exception):
    """The screens of this game are not there yet."""


def _resolve(target: str) -> Any:
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise NotBuilt(target) from exc
    try:
        return getattr(module, attr)
    except AttributeError as exc:
        raise NotBuilt(target) from exc


def game_name(game_id: str) -> str:
    """The game's title (a msgid: translate it where it is shown)."""
    return GAMES.get(game_id, game_id)


def new_game_scene(app: App, game_id: str) -> Scene:
    """The game's new-game screen; raises NotBuilt when the game's screens are missing."""
    if game_id not in NEW_GAME:
        raise NotBuilt(game_id)
    return _resolve(NEW_GAME[game_id])(app)


def resume_scene(app: App, game_id: str, match: Any, save: Any, path: Path) -> Scene:
    """The game's screen continuing `match` (read from `path`); raises NotBuilt."""
    if game_id not in RESUME:
        raise NotBuilt(game_id)
    return _resolve(RESUME[game_id])(app, match, save, path)


def table_classes(game_id: str) -> tuple[Any, Any]:
    """The game's session class and table scene class (the replay's inset and a network game
    play on the very table of a local game); raises NotBuilt."""
    if game_id not in TABLES:
        raise NotBuilt(game_id)
    session, scene = TABLES[game_id]
    return _resolve(session), _resolve(scene)


def is_built(game_id: str) -> bool:
    try:
        _resolve(NEW_GAME[game_id])
    except (NotBuilt, KeyError):
        return False
    return True


def screenshot_scenes() -> dict[str, Callable[[App], Scene]]:
    """Every game's extra screenshot scenes, from `game.scenes.<pkg>.screenshots.SCENES`."""
    found: dict[str, Callable[[App], Scene]] = {}
    for package in PACKAGES.values():
        name = f"game.scenes.{package}.screenshots"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name in (name, f"game.scenes.{package}"):
                continue  # not written yet; an import that fails inside it is a real error
            raise
        found.update(getattr(module, "SCENES", {}))
    return found
