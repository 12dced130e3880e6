"""Every screen draws in every language at the two reference sizes; odd sizes do not crash."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES
from game.screenshot import SCENES, UNDERLAY


def _show(app, name: str) -> None:  # type: ignore[no-untyped-def]
    if name in UNDERLAY:
        app.manager.push(UNDERLAY[name](app))
    app.manager.push(SCENES[name](app))
    app.step(1 / 60, events=[])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_screen_draws(make_app, lang: str, size: tuple[int, int]) -> None:
    for name in SCENES:
        app = make_app(size, lang)
        _show(app, name)
        # something was drawn: the frame is not one flat colour
        colours = {
            app.surface.get_at((x, y))[:3]
            for x in range(0, size[0], 97)
            for y in range(0, size[1], 89)
        }
        assert len(colours) > 3, name


@pytest.mark.parametrize("size", [(1, 1), (0, 0), (2, 300), (5000, 40)])
def test_resizing_to_almost_nothing_does_not_crash(make_app, size: tuple[int, int]) -> None:
    app = make_app()
    for name in SCENES:
        app.manager.reset(SCENES[name](app))
        app.resize(size)
        app.step(1 / 60, events=[])
        app.resize((1280, 720))
        app.step(1 / 60, events=[])
    assert app.surface.get_size() == (1280, 720)


def test_resize_event_relayouts_the_menu(make_app) -> None:
    app = make_app()
    _show(app, "menu")
    before = app.manager.top.buttons["new"].rect.copy()  # type: ignore[union-attr]
    app.step(
        1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))]
    )
    after = app.manager.top.buttons["new"].rect  # type: ignore[union-attr]
    assert after.width > before.width and app.metrics.size == (1920, 1080)


def test_a_real_window_survives_resize_events_to_nothing() -> None:
    from game.app import App
    from game.settings import Settings

    pygame.init()
    app = App(
        (800, 450), settings=Settings(language="en"), persist_settings=False, catch_errors=False
    )
    app.start()
    for w, h in ((0, 0), (1, 1), (1, 0), (1920, 1080)):
        app.step(1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])
    assert app.manager.top is not None and app.surface.get_width() > 0
    pygame.display.quit()


def test_smoke_start_draws_the_menu_and_exits_zero() -> None:
    from game.app import main

    assert main(smoke=True) == 0


@pytest.mark.parametrize("scale", [0.85, 1.3])
def test_every_widget_stays_in_the_window_at_any_ui_scale(make_app, scale: float) -> None:
    for name in SCENES:
        app = make_app((1280, 720), "ru", ui_scale=scale)
        _show(app, name)
        window = app.surface.get_rect()
        for widget in app.manager.top.widgets:  # type: ignore[union-attr]
            assert window.contains(widget.rect), (name, type(widget).__name__, widget.rect)


def test_fullscreen_and_back_in_a_real_window() -> None:
    from game.app import App
    from game.settings import Settings

    pygame.init()
    app = App(
        (800, 450), settings=Settings(language="en"), persist_settings=False, catch_errors=False
    )
    app.start()
    app.apply_settings(app.settings.changed(fullscreen=True))
    app.step(1 / 60, events=[])
    app.apply_settings(app.settings.changed(fullscreen=False))
    app.step(1 / 60, events=[])
    assert not app.settings.fullscreen and app.manager.top is not None
    assert app.metrics.size == app.surface.get_size()
    pygame.display.quit()
