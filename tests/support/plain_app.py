"""An App drawing on an off-screen surface, with its own EMPIRES_HOME per test."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game import i18n
from game.app import App
from game.settings import Settings
from tests.support.ui_app import home

__all__ = ["click", "home", "make_app", "press"]


@pytest.fixture
def make_app() -> Iterator[Callable[..., App]]:
    made: list[App] = []

    def make(
        size: tuple[int, int] = (1280, 720),
        lang: str = "en",
        catch_errors: bool = False,
        **settings: object,
    ) -> App:
        pygame.init()
        app = App(
            size,
            surface=pygame.Surface(size),
            settings=Settings(language=lang, **settings),  # type: ignore[arg-type]
            persist_settings=False,
            catch_errors=catch_errors,
        )
        made.append(app)
        return app

    yield make
    i18n.set_language("en")
    pygame.event.clear()


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at `pos`, through pygame's event queue, then one frame."""
    pygame.event.clear()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
