"""The Legends screens for `empires screenshot` (see game/scenes/registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def _new_game(app: App) -> Scene:
    from game.scenes.legends.new_game import NewGameScene

    return NewGameScene(app)


def _auction(app: App) -> Scene:
    from game.scenes.legends import sample
    from game.scenes.legends.auction import AuctionScene

    session = sample.auction()
    for seat in list(session.bots):  # the computers have bid; the human's panel is open
        session.play_bot(seat)
    scene = AuctionScene(app, session)
    scene.chosen = 2
    return scene


def _board(app: App) -> Scene:
    from game.scenes.legends import sample
    from game.scenes.legends.board import BoardScene

    session = sample.mid_game_move()
    scene = BoardScene(app, session)
    scene.selected = next(iter(sorted(scene._sources())), None)
    return scene


def _scoring(app: App) -> Scene:
    from game.scenes.legends import sample
    from game.scenes.legends.scoring import ScoringScene

    return ScoringScene(app, sample.finished(), animate=False)


SCENES: dict[str, Callable[[App], Scene]] = {
    "legends-new-game": _new_game,
    "legends-auction": _auction,
    "legends-board": _board,
    "legends-scoring": _scoring,
}
