"""What the area-control score screens share: the session they show, the table's rows
revealed one after another, the columns of the players with their piece and name, and
leaving for the board or the menu. A game's subclass prepares its rows (`_prepare`,
`row_keys`) and draws the table and chart."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine.match import Match, Step
from game.i18n import _
from game.scenes.base import Scene
from game.scenes.menu import MenuScene
from game.ui import theme
from game.ui.widgets import Button, Panel

if TYPE_CHECKING:
    from game.scenes.host import Host as App


class AreaScoringScene(Scene):
    reveal_seconds: ClassVar[float] = 0.15  # per row of the table
    label_share: ClassVar[float] = 0.35  # of the table's width, for the rows' labels

    def __init__(
        self, app: App, session: Any, game_index: int | None = None, *, animate: bool = True
    ) -> None:
        super().__init__(app)
        self.animate = animate
        self.session = session
        self.match: Match = session.match
        self.rules = session.rules
        self.game_index = game_index  # a finished game of a long game that goes on
        self.rows_shown = 0.0
        self.buttons: dict[str, Button] = {}
        self.table: list[dict[str, Any]] = []
        self.winners: list[str] = []
        self.table_rect = pygame.Rect(0, 0, 0, 0)

    def row_keys(self) -> list[str]:
        raise NotImplementedError

    def on_step(self, match: Match, step: Step) -> None:
        raise NotImplementedError

    # life cycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.match.listeners.append(self.on_step)
        if self.animate:
            seconds = self.reveal_seconds * len(self.row_keys())
            self.animator.add(seconds, self._reveal, ease="linear")

    def exit(self) -> None:
        if self.on_step in self.match.listeners:
            self.match.listeners.remove(self.on_step)

    def _reveal(self, t: float) -> None:
        self.rows_shown = t * len(self.row_keys())

    # layout --------------------------------------------------------------------------------
    def frame(self, title: str) -> pygame.Rect:
        """The screen's panel, titled `title`; returns the room inside it."""
        m = self.app.metrics
        margin = m.px(24)
        self.panel = Panel(
            m, pygame.Rect(margin, margin, m.width - 2 * margin, m.height - 2 * margin), title
        )
        return self.panel.rect.inflate(-2 * m.px(20), -2 * m.px(20))

    def place_table_and_chart(
        self, inner: pygame.Rect, top: int, bottom: int, table_share: float, chart_share: float
    ) -> None:
        """The table on the left of `inner` (`top` and `bottom` pixels left free), taking
        `table_share` of the width; the chart on its right, `chart_share` of its height."""
        m = self.app.metrics
        self.table_rect = pygame.Rect(
            inner.left, inner.top + top, int(inner.width * table_share), inner.height - top - bottom
        )
        self.chart_rect = pygame.Rect(
            self.table_rect.right + m.px(20),
            self.table_rect.top + m.px(10),
            inner.right - self.table_rect.right - m.px(20),
            int(self.table_rect.height * chart_share),
        )

    def _label_w(self) -> int:
        return int(self.table_rect.width * self.label_share)

    def _col_w(self) -> int:
        return max(1, (self.table_rect.width - self._label_w()) // max(1, self.rules.n))

    def leave_buttons(self, inner: pygame.Rect, bar_h: int) -> dict[str, Button]:
        """The way out, bottom right of `inner`: Next game after a game of a long game that
        goes on, else Main menu and See the board."""
        m = self.app.metrics
        bw, gap = m.px(260), m.px(14)
        y = inner.bottom - bar_h
        if self.game_index is not None:
            return {
                "next": Button(
                    m,
                    pygame.Rect(inner.right - bw, y, bw, bar_h),
                    _("Next game"),
                    self.close,
                    glow=True,
                )
            }
        return {
            "menu": Button(
                m,
                pygame.Rect(inner.right - bw, y, bw, bar_h),
                _("Main menu"),
                self.to_menu,
                glow=True,
            ),
            "board": Button(
                m,
                pygame.Rect(inner.right - 2 * bw - gap, y, bw, bar_h),
                _("See the board"),
                self.close,
                style="parchment",
            ),
        }

    # actions -------------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def to_menu(self) -> None:
        self.session.detach()
        self.app.manager.reset(MenuScene(self.app))

    # drawing -------------------------------------------------------------------------------
    def draw_seat_heading(
        self, surface: pygame.Surface, seat: int, row_h: int, font: pygame.font.Font
    ) -> int:
        """A player's column heading: their piece and name (cut to fit); returns its left."""
        m = self.app.metrics
        t = self.table_rect
        col_w = self._col_w()
        x = t.left + self._label_w() + seat * col_w
        theme.draw_cube(
            surface,
            (x + m.px(14), t.top + row_h // 2),
            m.px(16),
            self.session.colour(seat),
            self.session.mark(seat),
        )
        name = self.session.name(seat)
        while name and font.size(name)[0] > col_w - m.px(32):
            name = name[:-1]
        surface.blit(
            font.render(name, True, theme.INK),
            (x + m.px(28), t.top + (row_h - font.get_linesize()) // 2),
        )
        return x
