"""Every screen draws at any window size, from none at all (0×0, a minimised window) through
a few pixels to tall portrait screens: below the least size the screens are designed for they
are drawn on a canvas scaled into the window, and the look-back's veil and the catch-up card
fit a board laid out with no room."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.screenshot import UNDERLAY, all_scenes
from game.settings import MIN_WINDOW
from game.ui.canvas import layout_size, to_layout

SCENES = sorted(all_scenes())
# from nothing up, both ways of a thin window, the minimum and just below it, then the portrait
# screens whose look-back once failed (phones and tablets on their side, and a 960×8000 strip)
SIZES = [
    (0, 0),
    (1, 1),
    (0, 600),
    (960, 0),
    (3, 2),
    (1, 8000),
    (8000, 1),
    (120, 80),
    (959, 599),
    MIN_WINDOW,
    (1080, 1920),
    (1440, 2560),
    (2160, 3840),
    (960, 8000),
]


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_every_screen_draws_at_every_size(make_app: Callable[..., App], name: str) -> None:
    app = make_app(size=(1280, 720), lang="ru", ui_scale=1.5)
    if name in UNDERLAY:
        app.manager.push(UNDERLAY[name](app))
    app.manager.push(all_scenes()[name](app))
    app.step(1 / 60, events=[])
    for size in SIZES:
        app.resize(size)
        app.step(1 / 60, events=[])
        assert app.surface.get_size() == size
        assert app.metrics.size == layout_size(size)  # never laid out below the minimum
    app.resize((1280, 720))
    app.step(1 / 60, events=[])
    assert app.manager.top is not None and app.metrics.size == (1280, 720)


def test_a_small_window_shows_the_whole_screen_scaled_and_clicks_land_where_drawn(
    make_app: Callable[..., App],
) -> None:
    app = make_app(size=(480, 300))
    app.start()
    app.step(1 / 60, events=[])
    assert app.metrics.size == MIN_WINDOW  # laid out at the minimum, drawn at half size
    menu = app.manager.top
    button = menu.buttons["settings"]  # type: ignore[union-attr]
    # the button is drawn where the scaled picture puts it, not cut off at the window's edge
    x, y = button.rect.centerx * 480 // MIN_WINDOW[0], button.rect.centery * 300 // MIN_WINDOW[1]
    assert app.surface.get_at((x, y)) != app.surface.get_at((2, 2))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[move, down, up])
    assert type(app.manager.top).__name__ == "SettingsScene"


def test_pointer_events_in_a_window_with_no_pixels_go_nowhere() -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1)
    assert to_layout(click, (0, 0)) is None
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    assert to_layout(key, (0, 0)) is key
    assert to_layout(click, (1280, 720)) is click
