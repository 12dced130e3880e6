"""The chart of everyone's points after each turn, shared by the area-control score screens
(drawn by `game.ui.line_chart`: labelled axes, a marker shape per player, values on hover)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.canvas import pointer as mouse_at
from game.ui.layout import Metrics
from game.ui.line_chart import Axes, Hover, Series, draw_line_chart


def draw_points_chart(
    surface: pygame.Surface,
    m: Metrics,
    r: pygame.Rect,
    series: Sequence[Sequence[int]],
    colours: Sequence[theme.Colour],
    marks: Sequence[str],
    names: Sequence[str] = (),
    pointer: tuple[int, int] | None = None,
) -> Hover | None:
    """`series[i][seat]`: the points after turn i (0 = before the first). `pointer` defaults
    to the mouse: the values at the turn under it are shown."""
    if not series:
        return None
    lines = [
        Series(
            names[seat] if seat < len(names) else str(seat + 1),
            [row[seat] for row in series],
            colour,
            mark,
        )
        for seat, (colour, mark) in enumerate(zip(colours, marks, strict=True))
    ]
    axes = Axes(
        title=_("Points after each turn"),
        x_label=_("Turns played"),
        y_label=_("Points"),
        x_names=[str(i) for i in range(len(series))],
        column=_("After turn {x}"),
    )
    if pointer is None and pygame.display.get_init() and pygame.mouse.get_focused():
        pointer = mouse_at()
    return draw_line_chart(surface, m, r, lines, axes, pointer)
