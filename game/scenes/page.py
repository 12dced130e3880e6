"""A screen with a heading, a parchment panel and a Back button: the shape of every menu page."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import button_room, layout_check
from game.ui.layout import Metrics
from game.ui.widgets import Button, Label, Panel, Widget


class PageScene(Scene):
    """Subclasses give `title()` and fill `self.body` (the panel's inner rectangle) in
    `build_body()`; the heading, panel and Back button are laid out here."""

    def title(self) -> str:
        raise NotImplementedError

    def lengths(self) -> Metrics:
        """What the page's boxes are measured with (the text always uses the app's metrics)."""
        return self.app.metrics

    def build(self) -> None:
        self.lay_out(two_lines=False)
        if self.footer_shrinks():
            # a footer label would shrink on one line, even widened: the footer takes two
            # lines' height, unless the page has no room for it
            window = pygame.Rect(0, 0, self.app.metrics.width, self.app.metrics.height)
            with layout_check.probing():  # a tried layout: what it cuts is not reported
                before = len(layout_check.scene_problems(self, window))
                self.lay_out(two_lines=True)
                worse = len(layout_check.scene_problems(self, window)) > before
            if worse:
                self.lay_out(two_lines=False)

    def footer_shrinks(self) -> bool:
        window = pygame.Rect(0, 0, self.app.metrics.width, self.app.metrics.height)
        button_room.grow_buttons(self, window)  # wider where the footer has room
        return any(
            w.text and w.label.fitted.size < w.metrics.text(w.label.role)
            for w in self.widgets
            if isinstance(w, Button) and w.visible and w.rect.top == self.back.rect.top
        )

    def lay_out(self, two_lines: bool) -> None:
        m = self.app.metrics
        g = self.lengths()
        width = min(g.width - 2 * g.px(40), g.px(1400))  # very wide windows: keep lines short
        margin = (g.width - width) // 2
        heading = pygame.Rect(margin, g.px(16), width, g.px(64))
        bh = max(g.px(56), button_room.two_lines(m)) if two_lines else g.px(56)
        panel = pygame.Rect(
            margin,
            heading.bottom + g.px(8),
            g.width - 2 * margin,
            g.height - heading.bottom - g.px(8) - bh - g.px(36),
        )
        self.panel = Panel(m, panel)
        pad = g.px(24)
        self.body = panel.inflate(-2 * pad, -2 * pad)
        self.back = Button(
            m,
            pygame.Rect(margin, g.height - bh - g.px(18), g.px(220), bh),
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
