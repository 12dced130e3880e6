"""Saving a game from the board's game menu and continuing it from the main menu, by mouse
and keyboard events, as the area-control screen tests do."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.scenes.base import Scene
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.table.game_menu import GameMenu
from game.settings import saves_dir
from tests.support.pygame_driver import click


def save_from_game_menu(app: App) -> tuple[Path, LoadScene]:
    """Escape opens the game menu; Save game, a new save under the proposed name. Returns
    the one save file and the save screen (still open)."""
    board = app.manager.top
    selected = getattr(board, "selected", None)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pygame.event.post(escape)
    app.step(1 / 60)
    if selected is not None:  # the first Escape only drops the selection (an army just moved)
        assert app.manager.top is board and board.selected is None  # type: ignore[union-attr]
        pygame.event.post(escape)
        app.step(1 / 60)
    menu = app.manager.top
    assert isinstance(menu, GameMenu)
    click(app, menu.entries["save"].rect.center)
    saver = app.manager.top
    assert isinstance(saver, LoadScene) and saver.saver is not None
    click(app, saver.actions["new"].rect.center)
    prompt = app.manager.top
    click(app, prompt.buttons[-1].rect.center)  # type: ignore[attr-defined]  # OK, name proposed
    files = list(saves_dir().glob("*.json"))
    assert len(files) == 1
    return files[0], saver


def continue_from_main_menu(app: App, saver: LoadScene, board: Scene) -> Scene:
    """Back from the save screen to `board`, quit to the main menu and Continue (the
    autosave); returns the screen that opens."""
    click(app, saver.back.rect.center)
    assert app.manager.top is board
    click(app, board.buttons["menu"].rect.center)  # type: ignore[attr-defined]
    click(app, app.manager.top.entries["quit"].rect.center)  # type: ignore[union-attr]
    main = app.manager.top
    assert isinstance(main, MenuScene) and "continue" in main.buttons
    click(app, main.buttons["continue"].rect.center)
    resumed = app.manager.top
    assert resumed is not None
    return resumed
