"""The game log's panel: one sentence per event, grouped under round headings, each with the
colour and mark of the player it is about; it scrolls, folds to a narrow tab, tells its owner
which line the pointer rests on (to highlight what the line names) and which line was clicked
(to look back at the table as it was then).

It draws `game.gamelog.Line`s and knows nothing of any game."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.gamelog import NOBODY, Line, round_label
from game.i18n import _
from game.ui import fonts, theme
from game.ui.image_cache import MB, ImageCache
from game.ui.layout import Metrics
from game.ui.text import wrap
from game.ui.widgets import ScrollView, Widget

SeatStyle = Callable[[int], tuple[theme.Colour, str] | None]  # seat -> (colour, mark)


@dataclass
class _Row:
    top: int
    bottom: int
    line: Line | None  # None: a round heading
    text: str  # the sentence, or the heading; drawn when the row comes into view
    rule: bool = False  # a new turn starts here


class LogPanel(Widget):
    """`on_pick(line)` is called with the clicked line (None when the picked line is clicked
    again); `on_fold(folded)` when the tab or the fold button is clicked."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect,
        style: SeatStyle,
        *,
        folded: bool,
        on_pick: Callable[[Line | None], None],
        on_fold: Callable[[bool], None],
    ) -> None:
        super().__init__(rect)
        self.metrics = metrics
        self.style = style
        self.folded = folded
        self.on_pick = on_pick
        self.on_fold = on_fold
        self.lines: list[Line] = []
        self.new_from = -1  # from this event on, others' lines are new to the player (-1: none)
        self.seat: int | None = None
        self.picked: Line | None = None
        self.hover: Line | None = None
        self.rows: list[_Row] = []
        m = metrics
        self.head = pygame.Rect(rect.left, rect.top, rect.width, m.text("label") + m.px(14))
        inner = pygame.Rect(
            rect.left + m.px(4),
            self.head.bottom,
            rect.width - m.px(8),
            rect.bottom - self.head.bottom - m.px(4),
        )
        self.scroll = ScrollView(m, inner)
        self.chip = metrics.text("small")  # the icon before a line, in the player's colour
        self.city = "disc"  # how a city is drawn: "disc" or "tower" (Legends)
        self.width = 10
        self._text_w = 20
        # a sentence -> its wrapped lines, and the images of the rows drawn lately: a long
        # game at 4K has hundreds of rows of a third of a megabyte each, and only a panel's
        # worth is in view, so the images are kept within a few panels' worth of pixels
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self._images: ImageCache[tuple[str, int, bool], pygame.Surface] = ImageCache(
            max(MB, 3 * 4 * inner.width * inner.height)
        )
        self._follow = True  # stay at the newest line until the player scrolls up

    # content --------------------------------------------------------------------------------
    def set_lines(self, lines: Sequence[Line], new_from: int = -1, seat: int | None = None) -> None:
        """`new_from`: the lines from this event on that are not `seat`'s own are marked new."""
        shown = [line for line in lines if not line.minor]
        same = [x.event for x in shown] == [x.event for x in self.lines]
        if same and (new_from, seat) == (self.new_from, self.seat):
            return
        at_end = self._follow or self.scroll.offset >= self.scroll.max_offset
        self.lines, self.new_from, self.seat = shown, new_from, seat
        if self.picked is not None and all(x.event != self.picked.event for x in shown):
            self.picked = None
        if self.folded:  # the tab shows only how many lines are new
            return
        self._render()
        if at_end:
            self.scroll.scroll_to(self.scroll.max_offset)

    def is_new(self, line: Line) -> bool:
        return self.new_from >= 0 and line.event >= self.new_from and line.player != self.seat

    def new_count(self) -> int:
        return sum(1 for x in self.lines if self.is_new(x))

    def _render(self) -> None:
        """Lay the rows out (their images are drawn once and kept); only the rows in view are
        drawn each frame, so a long game costs no more than a short one."""
        m = self.metrics
        self.width = max(10, self.scroll.rect.width - max(6, m.px(10)) - m.px(4))
        bold = fonts.get(m.text("small"), bold=True)
        text_w = max(20, self.width - self.chip - m.px(8))
        gap = m.px(4)
        self.rows = []
        y = gap
        last_round = None
        previous_turn: int | None = None
        for line in self.lines:
            if line.round != last_round:
                last_round = line.round
                heading = round_label(line.round).render()
                height = bold.get_height()
                self.rows.append(_Row(y, y + height, None, heading))
                y += height + gap
                previous_turn = None
            text = line.render()
            height = len(self._wrap(text, text_w)) * fonts.get(m.text("small")).get_linesize()
            rule = previous_turn is not None and line.turn != previous_turn
            previous_turn = line.turn
            self.rows.append(_Row(y, y + height, line, text, rule))
            y += height + gap
        self._text_w = text_w
        # the scroll view only measures: a transparent strip as tall as the rows
        self.scroll.content = pygame.Surface((1, max(1, y)), pygame.SRCALPHA)
        self.scroll.scroll_to(self.scroll.offset)

    def _draw_row(self, surface: pygame.Surface, row: _Row, x: int, y: int) -> None:
        m = self.metrics
        line = row.line
        h = row.bottom - row.top
        image = self._row_image(row)
        if line is None:
            surface.blit(image, (x, y))
            rule_x = x + image.get_width() + m.px(6)
            pygame.draw.line(
                surface, theme.PARCHMENT_EDGE, (rule_x, y + h // 2), (x + self.width, y + h // 2)
            )
            return
        gap = m.px(4)
        if row.rule:
            edge = y - gap // 2
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (x + self.chip, edge), (x + self.width, edge)
            )
        if self.is_new(line):
            band = pygame.Surface((self.width, h + 2), pygame.SRCALPHA)
            pygame.draw.rect(band, (*theme.GOLD, 70), band.get_rect(), border_radius=3)
            surface.blit(band, (x, y - 1))
        seat = line.player if line.player != NOBODY else line.turn
        look = self.style(seat) if seat != NOBODY else None
        font_h = fonts.get(m.text("small")).get_linesize()
        box = pygame.Rect(x, y + (font_h - self.chip) // 2 + 1, self.chip, self.chip)
        colour, mark = look if look is not None else (theme.PARCHMENT_DARK, "plain")
        draw_icon(surface, box, line.icon, colour, mark, self.city)
        surface.blit(image, (x + self.chip + m.px(8), y))
        picked = self.picked is not None and line.event == self.picked.event
        hovered = self.hover is not None and line.event == self.hover.event
        if picked or hovered:
            box = pygame.Rect(x - 2, y - 2, self.width + 4, h + 4)
            colour = theme.GLOW if picked else theme.WOOD_LIGHT
            pygame.draw.rect(surface, colour, box, 2, border_radius=4)

    def _wrap(self, text: str, width: int) -> list[str]:
        """A sentence's lines at `width`, worked out once: a long game has hundreds of lines
        and the panel is laid out again after every step."""
        key = (text, width)
        rows = self._wrapped.get(key)
        if rows is None:
            rows = self._wrapped[key] = wrap(fonts.get(self.metrics.text("small")), text, width)
        return rows

    def _row_image(self, row: _Row) -> pygame.Surface:
        heading = row.line is None
        key = (row.text, self._text_w, heading)
        image = self._images.get(key)
        if image is None:
            if heading:
                bold = fonts.get(self.metrics.text("small"), bold=True)
                image = bold.render(row.text, True, theme.WOOD_DARK)
            else:
                image = self._text_block(row.text, self._text_w)
            self._images[key] = image
        return image

    def _text_block(self, text: str, width: int) -> pygame.Surface:
        font = fonts.get(self.metrics.text("small"))
        rows = self._wrap(text, width)
        block = pygame.Surface((width, max(1, len(rows)) * font.get_linesize()), pygame.SRCALPHA)
        for i, row in enumerate(rows):
            block.blit(font.render(row, True, theme.INK), (0, i * font.get_linesize()))
        return block

    # input ------------------------------------------------------------------------------------
    def line_at(self, pos: tuple[int, int]) -> Line | None:
        inner = self.scroll.rect
        if self.folded or not inner.collidepoint(pos):
            return None
        y = pos[1] - inner.top + self.scroll.offset
        for row in self.rows:
            if row.top - 2 <= y < row.bottom + 2:
                return row.line
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.line_at(event.pos)
        if self.folded:
            hit = event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)
            if hit and event.button == 1:
                self.on_fold(False)
                return True
            return False
        if event.type != pygame.KEYDOWN and self.scroll.handle_event(event):
            if event.type == pygame.MOUSEWHEEL:
                self._follow = self.scroll.offset >= self.scroll.max_offset
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.head.collidepoint(event.pos):
                self.on_fold(True)
                return True
            line = self.line_at(event.pos)
            if line is not None:
                self.picked = (
                    None if self.picked is not None and self.picked.event == line.event else line
                )
                self.on_pick(self.picked)
                return True
            return self.rect.collidepoint(event.pos)
        return False

    # drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        if self.folded:
            self._draw_tab(surface)
            return
        theme.draw_panel(surface, self.rect, fill=theme.PARCHMENT)
        pygame.draw.rect(
            surface, theme.shade(theme.PARCHMENT_DARK, 0.95), self.head, border_radius=6
        )
        font = fonts.get(m.text("label"), bold=True)
        title = font.render(_("Game log"), True, theme.INK)
        surface.blit(title, title.get_rect(midleft=(self.head.left + m.px(10), self.head.centery)))
        size = max(5, m.text("label") // 3)
        x, y = self.head.right - m.px(12), self.head.centery
        pygame.draw.polygon(surface, theme.WOOD_DARK, [(x, y - size), (x, y + size), (x - size, y)])
        clip = surface.get_clip()
        inner = self.scroll.rect
        surface.set_clip(inner)
        self.scroll.draw(surface)
        for row in self.rows:
            y = inner.top + row.top - self.scroll.offset
            if y + row.bottom - row.top < inner.top or y > inner.bottom:
                continue
            self._draw_row(surface, row, inner.left, y)
        surface.set_clip(clip)

    def _draw_tab(self, surface: pygame.Surface) -> None:
        m = self.metrics
        fill = theme.shade(theme.PARCHMENT, 1.05) if self.hovered else theme.PARCHMENT
        theme.draw_panel(surface, self.rect, fill=fill)
        font = fonts.get(m.text("label"), bold=True)
        size = max(5, m.text("label") // 3)
        x, y = self.rect.centerx - size // 2, self.rect.top + m.px(10) + size
        pygame.draw.polygon(surface, theme.WOOD_DARK, [(x, y - size), (x, y + size), (x + size, y)])
        word = pygame.transform.rotate(font.render(_("Game log"), True, theme.INK), 90)
        if word.get_height() <= self.rect.height - m.px(60):
            surface.blit(word, word.get_rect(midtop=(self.rect.centerx, self.rect.top + m.px(34))))
        new = self.new_count()
        if new:
            badge = fonts.get(m.text("small"), bold=True).render(str(new), True, theme.INK)
            r = max(badge.get_width(), badge.get_height()) // 2 + m.px(4)
            centre = (self.rect.centerx, self.rect.bottom - r - m.px(8))
            pygame.draw.circle(surface, theme.GOLD, centre, r)
            surface.blit(badge, badge.get_rect(center=centre))


def draw_icon(
    surface: pygame.Surface, box: pygame.Rect, icon: str, colour: theme.Colour, mark: str, city: str
) -> None:
    """What a line is about, small, in the colour and mark of the player it is about: an army
    cube, a city, a card, a coin, a star for points, a token, a struck cube or card; else a
    plain chip."""
    centre = box.center
    size = box.width
    if icon in ("army", "destroy"):
        theme.draw_cube(surface, centre, size, colour, mark)
        if icon == "destroy":
            pygame.draw.line(surface, theme.DANGER, box.bottomleft, box.topright, 3)
    elif icon == "city" and city == "tower":
        theme.draw_tower(surface, centre, size, colour, mark)
    elif icon == "city":
        theme.draw_disc(surface, centre, size // 2, colour, mark)
    elif icon in ("card", "razed"):
        card = pygame.Rect(0, 0, size * 3 // 4, size)
        card.center = centre
        pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=2)
        pygame.draw.rect(surface, colour, (card.left, card.top, card.width, card.height // 3))
        pygame.draw.rect(surface, theme.INK, card, 1, border_radius=2)
        if icon == "razed":
            pygame.draw.line(surface, theme.DANGER, card.bottomleft, card.topright, 3)
    elif icon in ("coin", "goods"):
        pygame.draw.circle(surface, theme.GOLD, centre, size // 2)
        pygame.draw.circle(surface, theme.INK, centre, size // 2, 1)
        pygame.draw.circle(surface, colour, centre, max(2, size // 5))
    elif icon == "star":
        r = size / 2
        points = [
            (
                centre[0] + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                centre[1] - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.INK, points, 1)
    elif icon == "token":
        pygame.draw.circle(surface, theme.PARCHMENT_DARK, centre, size // 2)
        pygame.draw.circle(surface, colour, centre, size // 2, 3)
    else:
        pygame.draw.rect(surface, colour, box, border_radius=2)
        pygame.draw.rect(surface, theme.INK, box, 1, border_radius=2)
        theme.draw_mark(surface, box, mark, colour)
