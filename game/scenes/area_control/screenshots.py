"""The four screens that both area-control games offer to `empires screenshot`: a game's
`screenshots.py` names its package and a few sample details (see game/scenes/registry.py).

The scene modules are imported only when a screenshot is asked for, so that listing the
scenes stays cheap."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def area_scenes(
    prefix: str, package: str, auction_choice: int
) -> dict[str, Callable[[App], Scene]]:
    """The new-game, auction, board and scoring screens of `game.scenes.<package>`, named
    `<prefix>-new-game` and so on; `auction_choice` is the bid the human has picked."""

    def module(name: str) -> Any:
        return importlib.import_module(f"game.scenes.{package}.{name}")

    def new_game(app: App) -> Scene:
        return module("new_game").NewGameScene(app)

    def auction(app: App) -> Scene:
        session = module("sample").auction()
        for seat in list(session.bots):  # the computers have bid; the human's panel is open
            session.play_bot(seat)
        scene = module("auction").AuctionScene(app, session)
        scene.chosen = auction_choice
        return scene

    def board(app: App) -> Scene:
        scene = module("board").BoardScene(app, module("sample").mid_game_move())
        scene.selected = next(iter(sorted(scene._sources())), None)
        return scene

    def log(app: App) -> Scene:
        scene: Any = board(app)
        scene.log.show(hover=3)
        return scene

    def look_back(app: App) -> Scene:
        scene: Any = board(app)
        scene.log.show(look_back=6, hover=6)
        return scene

    def scoring(app: App) -> Scene:
        session = module("sample").finished()
        return module("scoring").ScoringScene(app, session, animate=False)

    return {
        f"{prefix}-new-game": new_game,
        f"{prefix}-auction": auction,
        f"{prefix}-board": board,
        f"{prefix}-scoring": scoring,
        f"{prefix}-log": log,
        f"{prefix}-look-back": look_back,
    }
