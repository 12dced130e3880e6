"""The Join screen's two fields behave as a form, as a player typing in a real window expects:
Tab goes from the address to the code and back, and Enter after the address goes on to the
code while it is empty (it used to look for the game at once and only complain)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import App
from game.scenes.menu import MenuScene
from game.scenes.net.join import JoinScene
from tests.scenes.conftest import make_app

__all__ = ["make_app"]


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_tab_and_enter_move_between_the_fields(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.start(MenuScene(app))
    app.toasts.items.clear()
    join = JoinScene(app)
    app.manager.push(join)
    assert join.address.focused and not join.code.focused
    app.step(1 / 60, events=[typed("127.0.0.1:8765"), key(pygame.K_RETURN)])
    assert join.code.focused and not join.address.focused
    told = [item[0] for item in app.toasts.items]
    assert join.looking is None and "Type the host's address and the join code." not in told
    app.step(1 / 60, events=[typed("abc123"), key(pygame.K_TAB)])
    assert join.address.focused and not join.code.focused
    app.step(1 / 60, events=[key(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert join.code.focused
    assert (join.address.text, join.code.text) == ("127.0.0.1:8765", "abc123")
