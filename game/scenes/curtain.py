"""The privacy curtain for pass-and-play: hides the table until the named player clicks.

Nothing of the scene below is drawn while it is up (it is not an overlay on purpose), so a
hand or a secret bid never shows through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import theme
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App


class PrivacyCurtain(Scene):
    """Push it before showing a player's secrets; `on_reveal` runs after it is lifted."""

    def __init__(
        self,
        app: App,
        player_name: str,
        seat: int = 0,
        on_reveal: Callable[[], None] | None = None,
        *,
        colour: theme.Colour | None = None,
        mark: theme.Mark | None = None,
        on_menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.seat = seat
        self.on_reveal = on_reveal
        self.on_menu = on_menu  # the game's menu, opened over the curtain (the hand stays hidden)
        self.menu_button: Button | None = None
        # A game that lets players pick their colour and mark passes them; else the seat's defaults.
        self.colour = colour if colour is not None else theme.player_colour(seat)
        self.mark = mark if mark is not None else theme.player_mark(seat)
        self.piece_rect = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        m = self.app.metrics
        w = min(m.width - m.px(40), m.px(720))
        heading = pygame.Rect((m.width - w) // 2, m.height // 2 - m.px(150), w, m.px(60))
        note = heading.move(0, m.px(64))
        self.piece_rect = pygame.Rect(0, 0, m.px(70), m.px(70))
        self.piece_rect.center = (m.width // 2, note.bottom + m.px(60))
        button = pygame.Rect(0, 0, min(w, m.px(460)), m.px(64))
        button.midtop = (m.width // 2, self.piece_rect.bottom + m.px(30))
        self.reveal_button = Button(
            m,
            button,
            _("I am {name}: show me").format(name=self.player_name),
            self.reveal,
            glow=True,
        )
        self.widgets = [
            Label(
                m,
                heading,
                _("Pass the screen to {name}").format(name=self.player_name),
                role="heading",
                align="center",
                colour=theme.PARCHMENT,
                title=True,
            ),
            Label(
                m,
                note,
                _("Only {name} should look now.").format(name=self.player_name),
                align="center",
                colour=theme.PARCHMENT_DARK,
            ),
            self.reveal_button,
        ]
        self.menu_button = None
        if self.on_menu is not None:  # Escape does the same
            bw = m.px(160)
            self.menu_button = Button(
                m,
                pygame.Rect(m.width - bw - m.px(16), m.px(16), bw, m.px(48)),
                _("Menu"),
                self.on_menu,
                role="label",
                style="parchment",
                tooltip=_("The game menu (Escape); the hands stay hidden."),
            )
            self.widgets.append(self.menu_button)

    def reveal(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    def on_back(self) -> None:
        # Escape never lifts the curtain (only the named player's click does): it opens the
        # game's menu over it, so saving or leaving never shows a hand
        if self.on_menu is not None:
            self.on_menu()

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*theme.WOOD_DARK, 200))
        surface.blit(veil, (0, 0))
        size = self.piece_rect.height
        theme.draw_cube(
            surface,
            self.piece_rect.center,
            size * 2 // 3,
            self.colour,
            self.mark,
        )
