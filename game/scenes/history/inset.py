"""A game's own table drawn inside another screen: the replay shows each step on the very
table the game is played on, in the window's upper part, with its controls below.

The table is given a host of its own (`InsetHost`): the window's settings and toasts, a surface
that is the upper part of the window, sizes measured on it, and a private stack of screens so
that whatever the table would open over itself (a curtain, a score screen) never reaches the
window's stack.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.base import SceneManager
from game.ui.layout import Metrics

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App
    from game.settings import Settings

# game id -> (session class, table scene class)
TABLES: dict[str, tuple[str, str]] = {
    "eight-minute": (
        "game.scenes.eight_minute.session:Session",
        "game.scenes.eight_minute.board:BoardScene",
    ),
    "legends": (
        "game.scenes.legends.session:LegendsSession",
        "game.scenes.legends.board:BoardScene",
    ),
    "settlers": ("game.scenes.settlers.session:Session", "game.scenes.settlers.table:TableScene"),
}


def _resolve(target: str) -> Any:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


class InsetHost:
    crashed_last_time = False
    settings_notice: str | None = None

    def __init__(self, app: App, rect: pygame.Rect) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.manager = SceneManager()
        self.running = True
        self.surface = app.surface.subsurface(self.rect)
        self.metrics = Metrics(self.rect.width, self.rect.height, app.metrics.ui_scale)

    @property
    def settings(self) -> Settings:
        return self.app.settings

    @property
    def animation_factor(self) -> float:
        return 0.0  # a replay shows each step as it stands, never the way there

    def toast(self, text: str, pos: tuple[int, int] | None = None) -> None:
        self.app.toast(text, pos)

    def background(self) -> pygame.Surface:
        return self.app.background()

    def apply_settings(self, settings: Settings, *, relayout: bool = True) -> None:
        self.app.apply_settings(settings, relayout=relayout)


def table_for(host: InsetHost, match: Any, meta: dict[str, Any], viewer: int | None) -> Scene:
    """The game's table on `match`, seen by `viewer` (the only person at it), or by nobody
    (every seat a computer, nothing private shown)."""
    session_cls, scene_cls = (_resolve(t) for t in TABLES[match.rules.game_id])
    seats = []
    for i in range(match.rules.player_count):
        seats.append({"kind": "human" if i == viewer else "computer", "level": "easy"})
    raw = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    for i, seat in enumerate(seats):
        if i < len(raw) and isinstance(raw[i], dict):
            seat.update({k: raw[i][k] for k in ("colour", "mark") if k in raw[i]})
    session = session_cls.from_save(match, {**meta, "seats": seats}, None)
    table: Scene = scene_cls(host, session)
    host.manager.stack = [table]
    table.build()
    return table
