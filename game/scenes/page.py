"""A screen with a heading, a parchment panel and a Back button: the shape of every menu page."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui.widgets import Button, Label, Panel, Widget


class PageScene(Scene):
    """Subclasses give `title()` and fill `self.body` (the panel's inner rectangle) in
    `build_body()`; the heading, panel and Back button are laid out here."""

    def title(self) -> str:
        raise NotImplementedError

    def build(self) -> None:
        m = self.app.metrics
        width = min(m.width - 2 * m.px(40), m.px(1400))  # very wide windows: keep lines short
        margin = (m.width - width) // 2
        heading = pygame.Rect(margin, m.px(16), width, m.px(64))
        bh = m.px(56)
        panel = pygame.Rect(
            margin,
            heading.bottom + m.px(8),
            m.width - 2 * margin,
            m.height - heading.bottom - m.px(8) - bh - m.px(36),
        )
        self.panel = Panel(m, panel)
        pad = m.px(24)
        self.body = panel.inflate(-2 * pad, -2 * pad)
        self.back = Button(
            m,
            pygame.Rect(margin, m.height - bh - m.px(18), m.px(220), bh),
            _("Back"),
            self.on_back,
            style="parchment",
        )
        self.heading = Label(
            m, heading, self.title(), role="heading", colour=(241, 228, 195), title=True
        )
        self.widgets = [self.panel, self.heading, self.back]
        self.build_body()

    def build_body(self) -> None:
        pass

    def add(self, *widgets: Widget) -> None:
        self.widgets.extend(widgets)
