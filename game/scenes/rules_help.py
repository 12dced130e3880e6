"""Rules help: each game's rules in the current language, scrollable, with the game's icons.

Reachable from the menu, and from inside a game with `open_rules(app, game_id)`.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import i18n, paths
from game.i18n import _
from game.scenes import registry
from game.scenes.page import PageScene
from game.ui.rich_text import render_markdown
from game.ui.widgets import Button, ScrollView

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def rules_path(game_id: str, lang: str) -> Path:
    return paths.assets() / "rules" / f"{game_id}.{lang}.md"


def rules_text(game_id: str, lang: str) -> str:
    """The rules in `lang`, or in English if that translation is missing."""
    for code in (lang, i18n.SOURCE_LANGUAGE):
        path = rules_path(game_id, code)
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return _("The rules of this game are not written yet.")


class RulesScene(PageScene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id if game_id in registry.GAMES else next(iter(registry.GAMES))
        self._offsets: dict[str, int] = {}

    def title(self) -> str:
        return _("Rules")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        tab_h, gap = m.px(52), m.px(12)
        tab_w = (body.width - 2 * gap) // 3
        self.tabs: dict[str, Button] = {}
        for i, game_id in enumerate(registry.GAMES):
            rect = pygame.Rect(body.left + i * (tab_w + gap), body.top, tab_w, tab_h)
            chosen = game_id == self.game_id
            self.tabs[game_id] = Button(
                m,
                rect,
                i18n.translate(registry.game_name(game_id)),
                partial(self.show, game_id),
                style="wood" if chosen else "parchment",
                role="label",
            )
        view = pygame.Rect(
            body.left, body.top + tab_h + m.px(16), body.width, body.height - tab_h - m.px(16)
        )
        content = render_markdown(
            rules_text(self.game_id, i18n.current_language()), view.width - m.px(24), m
        )
        old = getattr(self, "view", None)
        self.view = ScrollView(m, view, content)
        if old is not None and old.content.get_height() > 0:
            # keep the reader's place (as a fraction) across a resize or a language switch
            self.view.scroll_to(old.offset * content.get_height() / old.content.get_height())
        self.add(*self.tabs.values(), self.view)

    def show(self, game_id: str) -> None:
        if game_id != self.game_id:
            self.view.offset = 0
            self.view.content = pygame.Surface((1, 1))
            self.game_id = game_id
            self.build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_PAGEUP,
            pygame.K_PAGEDOWN,
            pygame.K_HOME,
            pygame.K_END,
        ):
            return self.view.handle_event(event)
        return super().handle_event(event)


def open_rules(app: App, game_id: str | None) -> RulesScene:
    """For the game screens (a Rules button or F1): show `game_id`'s rules over the game."""
    scene = RulesScene(app, game_id)
    app.manager.push(scene)
    return scene
