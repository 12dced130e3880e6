"""Choose which game to start; each game's own new-game screen takes it from there."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game import i18n
from game.engine.messages import N_
from game.i18n import _
from game.scenes import registry
from game.scenes.dialog import message
from game.scenes.page import PageScene
from game.ui import theme
from game.ui.layout import fit_rows
from game.ui.widgets import Button, Label

BLURBS: dict[str, str] = {
    "eight-minute": N_("Buy one card a turn, spread your armies, hold the most regions and goods."),
    "legends": N_("Eight-Minute Empire with magic powers, several boards and warlords."),
    "settlers": N_("Build a little empire of cards: produce, trade, raze and score."),
}


def _icon(game_id: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = rect.height * 2 // 3
        if game_id == "eight-minute":
            theme.draw_disc(surface, rect.center, size // 2, theme.player_colour(0), "plain")
        elif game_id == "legends":
            theme.draw_tower(surface, rect.center, size, theme.player_colour(5), "cross")
        else:
            theme.draw_cube(surface, rect.center, size * 2 // 3, theme.player_colour(2), "dot")

    return draw


class NewGameScene(PageScene):
    def title(self) -> str:
        return _("New game")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        count = len(registry.GAMES)
        net_h = m.px(52)
        row, gap = fit_rows(count, m.px(72 + 60), m.px(20), body.height - net_h - m.px(12))
        blurb_h = min(m.px(56), row * 2 // 5)
        bh = row - blurb_h
        self.choices: dict[str, Button] = {}
        for i, game_id in enumerate(registry.GAMES):
            top = body.top + i * (row + gap)
            built = registry.is_built(game_id)
            button = Button(
                m,
                pygame.Rect(body.left, top, min(body.width, m.px(560)), bh),
                i18n.translate(registry.game_name(game_id)),
                partial(self.choose, game_id),
                icon=_icon(game_id),
                tooltip=None if built else _("The screens of this game are not built yet."),
            )
            self.choices[game_id] = button
            blurb = Label(
                m,
                pygame.Rect(
                    body.left + m.px(8),
                    top + bh + m.px(4),
                    body.width - m.px(16),
                    blurb_h - m.px(4),
                ),
                i18n.translate(BLURBS[game_id]),
                role="body",
                max_lines=2,
                valign="top",
            )
            self.add(button, blurb)
        self.build_network(pygame.Rect(body.left, body.bottom - net_h, body.width, net_h))

    def build_network(self, rect: pygame.Rect) -> None:
        """Play over the network: host a game from here, or join one."""
        m = self.app.metrics
        gap = m.px(14)
        w = min(m.px(480), (rect.width - gap) // 2)  # the names run long in fr, es, ru
        self.network = {
            "host": Button(
                m,
                pygame.Rect(rect.left, rect.top, w, rect.height),
                _("Host a network game"),
                self.host,
                style="parchment",
            ),
            "join": Button(
                m,
                pygame.Rect(rect.left + w + gap, rect.top, w, rect.height),
                _("Join a network game"),
                self.join,
                style="parchment",
            ),
        }
        self.add(*self.network.values())

    def host(self) -> None:
        from game.scenes.net.host import HostScene  # the network loads only when asked for

        self.app.manager.push(HostScene(self.app))

    def join(self) -> None:
        from game.scenes.net.join import JoinScene  # as for Host: loaded only when asked for

        self.app.manager.push(JoinScene(self.app))

    def choose(self, game_id: str) -> None:
        try:
            scene = registry.new_game_scene(self.app, game_id)
        except registry.NotBuilt:
            self.app.manager.push(
                message(
                    self.app,
                    i18n.translate(registry.game_name(game_id)),
                    _("The screens of this game are not built yet."),
                )
            )
            return
        self.app.manager.push(scene)
