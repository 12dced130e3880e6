"""The in-game menu of the area-control games (menu key, Escape or the Menu button): save, load, settings, leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.dialog import Dialog
from game.scenes.load import LoadScene, open_save_screen
from game.scenes.menu import MenuScene
from game.scenes.settings_screen import SettingsScene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.host import Host as App
    from game.scenes.table.session import TableSession


class GameMenu(Dialog):
    """A column of buttons over the dimmed board; the game goes on where it was."""

    def __init__(self, app: App, session: TableSession) -> None:
        self.session = session
        super().__init__(app, _("Game menu"), "", [])
        self.entries: dict[str, Button] = {}

    def build(self, extra_height: int = 0) -> None:
        m = self.app.metrics
        actions = [
            ("resume", _("Back to the game"), self.close),
            ("save", _("Save game"), self.save),
            ("load", _("Load game"), self.load),
            ("settings", _("Settings"), self.settings),
            ("quit", _("Leave to the main menu"), self.leave),
        ]
        if getattr(self.session, "network", None) is not None:
            # a network game is kept on its server: the seats and join code instead of Save
            actions[1] = ("network", _("Players and join code"), self.network)
        bh, gap = m.px(52), m.px(10)
        super().build(len(actions) * (bh + gap) - m.px(196))
        panel = self.widgets[0].rect
        self.widgets = self.widgets[:1]
        top = panel.top + m.px(76)
        w = panel.width - m.px(80)
        self.entries = {}
        for i, (key, label, action) in enumerate(actions):
            rect = pygame.Rect(panel.left + m.px(40), top + i * (bh + gap), w, bh)
            style = "danger" if key == "quit" else "wood"
            self.entries[key] = Button(m, rect, label, action, style=style)
        self.widgets.extend(self.entries.values())

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def save(self) -> None:
        self.close()
        open_save_screen(self.app, self.session.match, self.session.meta())

    def network(self) -> None:
        # only a network game reaches this: a local table never loads the network
        from game.scenes.net.lobby import LobbyScene

        self.close()
        self.app.manager.push(LobbyScene(self.app, self.session.network))  # type: ignore[attr-defined]

    def load(self) -> None:
        self.close()
        self.app.manager.push(LoadScene(self.app))

    def settings(self) -> None:
        self.close()
        self.app.manager.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.session.detach()
        self.app.manager.reset(MenuScene(self.app))
