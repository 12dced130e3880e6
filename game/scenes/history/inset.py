"""A game's own table drawn inside another screen: the replay shows each step on the very
table the game is played on, in the window's upper part, with its controls below.

The table is given a host of its own (`InsetHost`): the window's settings and toasts, a surface
of the window's whole size (so the table lays itself out exactly as at play, never below its
smallest size), shown scaled into the upper part of the window, and a private stack of screens
so that whatever the table would open over itself (a curtain, a score screen) never reaches
the window's stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.base import SceneManager
from game.scenes.registry import table_classes
from game.ui.layout import Metrics

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App
    from game.settings import Settings


class InsetHost:
    crashed_last_time = False
    settings_notice: str | None = None

    def __init__(self, app: App, rect: pygame.Rect) -> None:
        self.app = app
        self.manager = SceneManager()
        self.running = True
        size = app.metrics.size
        self.surface = pygame.Surface(size)
        self.metrics = Metrics(size[0], size[1], app.metrics.ui_scale)
        # where the table is shown: scaled to fit `rect`, its proportions kept, centred
        self.scale = min(rect.width / size[0], rect.height / size[1])
        self.rect = pygame.Rect(0, 0, round(size[0] * self.scale), round(size[1] * self.scale))
        self.rect.center = pygame.Rect(rect).center

    def to_table(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position as the table's own (for its hover explanations)."""
        return (
            round((pos[0] - self.rect.left) / self.scale),
            round((pos[1] - self.rect.top) / self.scale),
        )

    def show(self, surface: pygame.Surface) -> None:
        surface.blit(pygame.transform.smoothscale(self.surface, self.rect.size), self.rect)

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
    session_cls, scene_cls = table_classes(match.rules.game_id)
    seats = []
    for i in range(match.rules.player_count):
        seats.append({"kind": "human" if i == viewer else "computer", "level": "easy"})
    found = meta.get("seats")
    raw: list[Any] = found if isinstance(found, list) else []
    for i, seat in enumerate(seats):
        if i < len(raw) and isinstance(raw[i], dict):
            seat.update({k: raw[i][k] for k in ("colour", "mark") if k in raw[i]})
    session = session_cls.from_save(match, {**meta, "seats": seats}, None)
    table: Scene = scene_cls(host, session)
    host.manager.stack = [table]
    table.build()
    return table
