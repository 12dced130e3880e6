"""Every screen, at odd window sizes from the minimum up to 4K and at any text scale, survives a
run of random clicks, drags, wheel turns and keys: nothing a player can do with the mouse on
any screen raises."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

import pygame
import pytest

from game.app import App
from game.screenshot import UNDERLAY, all_scenes
from game.settings import MIN_WINDOW, UI_SCALES

SCENES = sorted(all_scenes())
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_LEFT, pygame.K_z]


def odd_size(rng: Random) -> tuple[int, int]:
    """The minimum itself for a third of the screens, a little more (odd numbers) for the rest."""
    if rng.random() < 1 / 3:
        return MIN_WINDOW
    return (MIN_WINDOW[0] + rng.randrange(1, 400), MIN_WINDOW[1] + rng.randrange(1, 300))


def random_events(rng: Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.7:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if kind < 0.8:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, 3]), flipped=False)]
    if kind < 0.9:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)]
    key = rng.choice(KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]


def run(
    make_app: Callable[..., App],
    name: str,
    size: tuple[int, int],
    lang: str,
    clicks: int,
    seed: int,
) -> None:
    rng = Random(seed)
    app = make_app(size=size, lang=lang, ui_scale=rng.choice(UI_SCALES))
    if name in UNDERLAY:
        app.manager.push(UNDERLAY[name](app))
    app.manager.push(all_scenes()[name](app))
    app.step(1 / 60, events=[])
    for _ in range(clicks):
        app.step(1 / 30, events=random_events(rng, size))
        if not app.manager.stack or not app.running:
            break
    assert app.surface.get_size() == size


@pytest.mark.parametrize("name", SCENES)
def test_random_clicks_at_an_odd_small_size(make_app: Callable[..., App], name: str) -> None:
    seed = sum(map(ord, name))
    run(make_app, name, odd_size(Random(seed)), ["en", "ru", "fr", "es"][seed % 4], 25, seed)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_random_clicks_at_4k(make_app: Callable[..., App], name: str) -> None:
    run(make_app, name, (3840, 2160), "ru", 6, 7)
