"""The window never gets smaller than the size every screen is designed for (960×600), and the
settings never remember a smaller one."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.settings import MIN_WINDOW, Settings


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface:DeprecationWarning")
def test_the_window_opens_and_stays_at_least_the_minimum() -> None:
    pygame.init()
    app = App(
        (320, 200), settings=Settings(language="en"), persist_settings=False, catch_errors=False
    )
    app.start()
    assert app.surface.get_width() >= MIN_WINDOW[0] and app.surface.get_height() >= MIN_WINDOW[1]
    window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == MIN_WINDOW
    for w, h in ((180, 100), (1, 1), (959, 2000)):
        app.step(1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])
        width, height = app.surface.get_size()
        assert width >= MIN_WINDOW[0] and height >= MIN_WINDOW[1]
        assert app.metrics.size == (width, height)
        saved_w, saved_h = app.settings.window_size
        assert saved_w >= MIN_WINDOW[0] and saved_h >= MIN_WINDOW[1]
    pygame.display.quit()
