"""The privacy curtain of the area-control games, showing the seat's own colour and mark."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.curtain import PrivacyCurtain
from game.ui import theme

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.area_control.session import TableSession


class SeatCurtain(PrivacyCurtain):
    """The shared curtain, showing the seat's own colour and mark."""

    def __init__(self, app: App, session: TableSession, seat: int, on_reveal: Any = None) -> None:
        super().__init__(app, session.name(seat), seat, on_reveal)
        self.session = session

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
            self.session.colour(self.seat),
            self.session.mark(self.seat),
        )
