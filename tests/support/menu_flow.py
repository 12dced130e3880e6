"""Walking the menus around a game by mouse, as the area-control screen tests do: from the
main menu to a game's new-game page, and from the final score back to the board and out."""

from __future__ import annotations

from typing import Any

from game.app import App
from game.scenes.base import Scene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene as ChooseGameScene
from tests.support.pygame_driver import click


def open_new_game(app: App, game_id: str) -> Scene:
    """Main menu, New game, then the game `game_id`: returns the screen that opens."""
    app.start(MenuScene(app))
    app.step(1 / 60)
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["new"].rect.center)
    chooser = app.manager.top
    assert isinstance(chooser, ChooseGameScene)
    click(app, chooser.choices[game_id].rect.center)
    scene = app.manager.top
    assert scene is not None
    return scene


def board_then_score_then_menu(app: App, score: Any, board: Any) -> None:
    """From the final score back to the final board, the same score again, then the main
    menu alone on the stack."""
    click(app, score.buttons["board"].rect.center)
    assert app.manager.top is board and "score" in board.buttons
    click(app, board.buttons["score"].rect.center)
    again = app.manager.top
    assert isinstance(again, type(score)) and again.totals() == score.totals()
    click(app, again.buttons["menu"].rect.center)
    assert isinstance(app.manager.top, MenuScene) and len(app.manager.stack) == 1
