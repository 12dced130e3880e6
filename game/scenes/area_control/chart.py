"""The chart of everyone's points after each turn, shared by the area-control score screens."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import fonts, theme
from game.ui.layout import Metrics


def draw_points_chart(
    surface: pygame.Surface,
    m: Metrics,
    r: pygame.Rect,
    series: Sequence[Sequence[int]],
    colours: Sequence[theme.Colour],
    marks: Sequence[str],
) -> None:
    if r.width < 40 or r.height < 40:
        return
    pygame.draw.rect(surface, theme.shade(theme.PARCHMENT, 0.96), r, border_radius=6)
    pygame.draw.rect(surface, theme.PARCHMENT_EDGE, r, 1, border_radius=6)
    fs = fonts.get(m.text("small"))
    title = fs.render(_("Points after each turn"), True, theme.INK_SOFT)
    surface.blit(title, (r.left + m.px(8), r.top + m.px(4)))
    if len(series) < 2:
        return
    plot = pygame.Rect(r.left + m.px(34), r.top + m.px(30), r.width - m.px(64), r.height - m.px(50))
    top = max(1, max(max(row) for row in series))
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.topleft, 1)
    for value in (0, top):
        img = fs.render(str(value), True, theme.INK_SOFT)
        y = plot.bottom - plot.height * value // top
        surface.blit(img, img.get_rect(midright=(plot.left - 4, y)))
    steps = len(series) - 1
    for seat, (colour, mark) in enumerate(zip(colours, marks, strict=True)):
        pts = [
            (plot.left + plot.width * i // steps, plot.bottom - plot.height * row[seat] // top)
            for i, row in enumerate(series)
        ]
        pygame.draw.lines(surface, theme.shade(colour, 0.6), False, pts, 4)
        pygame.draw.lines(surface, colour, False, pts, 2)
        theme.draw_cube(surface, pts[-1], m.px(12), colour, mark)
