"""Random input through the real scene stack: on every screen, a few thousand clicks, drags,
wheel turns, keys (with Ctrl and Shift), Unicode text (control and bidirectional marks, emoji,
lone surrogates) and resizes from nothing to 4K, on a fixed seed. Whatever screens they lead
to (dialogs, games started and left, the rules, settings), nothing raises."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

import pygame
import pytest

from game.app import App
from game.scenes.table.session import TableSession
from game.screenshot import UNDERLAY, all_scenes

SEED = 25
EVENTS = 2000  # per screen
PER_FRAME = 125  # events handled between two frames drawn
SCENES = sorted(all_scenes())
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_a,
    pygame.K_c,
    pygame.K_v,
    pygame.K_x,
    pygame.K_z,
    pygame.K_h,
    pygame.K_1,
]
TEXTS = [
    "a",
    "Я",
    "é",
    "中",
    "🙂",
    "\u202e",  # right-to-left override
    "\u200f",
    "\x1b[31m",
    "\x00",
    "\t",
    "\ud800",  # a lone surrogate, as a broken input method may send
    "{name}",
    "%s",
    "ﷺ",
    "\u0301",
]
SMALL = [(0, 0), (1, 1), (2, 3), (0, 600), (640, 0), (120, 80), (959, 599)]
NORMAL = [(960, 600), (1280, 720), (1366, 768), (1111, 777), (1080, 1920)]
HUGE = [(3840, 2160), (2160, 3840)]


def _pos(rng: Random, size: tuple[int, int]) -> tuple[int, int]:
    return (rng.randrange(max(1, size[0])), rng.randrange(max(1, size[1])))


def random_events(rng: Random, size: tuple[int, int], huge_left: list[int]) -> list[pygame.Event]:
    """One gesture: a click, a drag, a wheel turn, a key, some text, or a resize."""
    kind = rng.random()
    pos = _pos(rng, size)
    if kind < 0.45:
        button = rng.choice([1, 1, 1, 3])
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if kind < 0.55:
        end = _pos(rng, size)
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if kind < 0.62:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]))]
    if kind < 0.80:
        mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)]
    if kind < 0.995:
        text = "".join(rng.choice(TEXTS) for _ in range(rng.randint(1, 4)))
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
    pool = SMALL + NORMAL
    if huge_left[0] > 0 and rng.random() < 0.2:
        huge_left[0] -= 1
        pool = HUGE
    w, h = rng.choice(pool)
    return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]


@pytest.fixture(autouse=True)
def _computers_think_briefly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games started by random clicks play on; their computers need not think long."""
    monkeypatch.setattr(TableSession, "think", 0.02)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_random_input_raises_nothing(make_app: Callable[..., App], name: str) -> None:
    rng = Random(f"{SEED}:{name}")
    app = make_app(size=(1280, 720), lang=rng.choice(["en", "fr", "es", "ru"]))
    app.start()  # the menu at the bottom, as in the window
    if name in UNDERLAY:
        app.manager.push(UNDERLAY[name](app))
    app.manager.push(all_scenes()[name](app))
    app.step(1 / 60, events=[])
    huge_left = [1]
    sent = 0
    while sent < EVENTS:
        batch: list[pygame.Event] = []
        while len(batch) < PER_FRAME:
            batch += random_events(rng, app.surface.get_size(), huge_left)
        sent += len(batch)
        app.step(1 / 30, events=batch)
        assert app.manager.stack  # the menu is never left
        app.running = True  # a click on Quit: the random player goes on
