"""The privacy curtain obeys Escape: it opens the game menu over the curtain, and no hand is
shown on the way (issue 26, point 10: there was no way to the menu without revealing a hand)."""

from __future__ import annotations

import pygame

from game.scenes.area_control.curtain import SeatCurtain
from game.scenes.curtain import PrivacyCurtain
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample
from game.scenes.settlers.session import Session
from game.scenes.settlers.table import TableScene
from game.scenes.table.game_menu import GameMenu
from tests.support.plain_app import click, press


def test_escape_on_the_settlers_curtain_opens_the_menu_and_keeps_the_hand_hidden(
    make_app,  # type: ignore[no-untyped-def]
) -> None:
    app = make_app(animation_speed="instant")
    session = Session.new_settlers(sample.seats(2, humans=2), [], seed=5)
    app.start(MenuScene(app))
    table = TableScene(app, session)
    app.manager.push(table)
    for _ in range(5):
        app.step(1 / 60)
        if isinstance(app.manager.top, PrivacyCurtain):
            break
    curtain = app.manager.top
    assert isinstance(curtain, PrivacyCurtain)
    press(app, pygame.K_ESCAPE)
    menu = app.manager.top
    assert isinstance(menu, GameMenu)
    # what is drawn: the curtain under the menu, never the table and its hand
    assert app.manager.visible() == [curtain, menu]
    assert table.revealed is None and table.viewer is None
    # back to the game: the curtain is still up, the hand still hidden
    click(app, menu.entries["resume"].rect.center)
    assert app.manager.top is curtain and table.revealed is None
    # the curtain's Menu button does the same as Escape
    assert curtain.menu_button is not None
    click(app, curtain.menu_button.rect.center)
    assert isinstance(app.manager.top, GameMenu) and table.revealed is None


def test_escape_on_an_area_game_curtain_opens_the_game_menu(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.session import Session as EightSession

    app = make_app(animation_speed="instant")
    app.start(MenuScene(app))
    session = EightSession.new(sample.seats(2, humans=2), seed=3)  # seats of any game
    curtain = SeatCurtain(app, session, 1)
    app.manager.push(curtain)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, GameMenu)
    assert app.manager.visible() == [curtain, app.manager.top]
