"""A line chart of everyone's points over a game, for the score screens of the three games:
labelled axes, one marker shape per player besides the colour (and the player's own mark
inside it), a legend, and the values at the turn under the pointer."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.i18n import ngettext
from game.ui import fonts, layout_check, theme
from game.ui.layout import Metrics

SHAPES = ("circle", "square", "triangle", "diamond", "down")  # one per seat, in seat order


@dataclass(frozen=True)
class Series:
    name: str
    values: Sequence[int]
    colour: theme.Colour
    mark: str = "plain"


@dataclass(frozen=True)
class Axes:
    title: str  # above the chart
    x_label: str  # under the x axis, e.g. "Turn"
    y_label: str  # beside the y axis, e.g. "Points"
    x_names: Sequence[str]  # one per value: what the x axis says at it (thinned to fit)
    column: str  # the hover box's heading for one x, with `{x}` (e.g. "After turn {x}")


@dataclass(frozen=True)
class Hover:
    index: int  # the x position under the pointer
    box: pygame.Rect  # where its values are shown


def draw_marker(
    surface: pygame.Surface,
    centre: tuple[int, int],
    size: int,
    shape: str,
    colour: theme.Colour,
    mark: str,
) -> None:
    """A filled shape in the player's colour, outlined, with the player's mark inside."""
    x, y = centre
    r = max(3, size // 2)
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, theme.INK, centre, r, 1)
    else:
        points = {
            "square": [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)],
            "triangle": [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)],
            "diamond": [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)],
            "down": [(x - r - 1, y - r), (x + r + 1, y - r), (x, y + r + 1)],
        }[shape]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, theme.INK, points, 1)
    if mark != "plain" and size >= 10:
        inner = pygame.Rect(0, 0, r, r)
        inner.center = (
            x,
            y + (r // 4 if shape == "triangle" else -r // 4 if shape == "down" else 0),
        )
        theme.draw_mark(surface, inner, mark, colour)


def _nice_top(value: int) -> tuple[int, int]:
    """A round top for the y axis and the step between its ticks (about four ticks)."""
    value = max(1, value)
    raw = value / 4
    magnitude = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    step = next(s * magnitude for s in (1, 2, 5, 10) if s * magnitude >= raw)
    step = max(1, int(step))
    return step * math.ceil(value / step), step


def draw_line_chart(
    surface: pygame.Surface,
    m: Metrics,
    rect: pygame.Rect,
    lines: Sequence[Series],
    axes: Axes,
    pointer: tuple[int, int] | None = None,
) -> Hover | None:
    """Draw the chart in `rect`; with `pointer` over the plot, the values at that x are shown
    in a box and returned."""
    if rect.width < 60 or rect.height < 60:
        layout_check.report_cut(axes.title, "a chart with no room to be drawn")
        return None
    pygame.draw.rect(surface, theme.shade(theme.PARCHMENT, 0.96), rect, border_radius=6)
    pygame.draw.rect(surface, theme.PARCHMENT_EDGE, rect, 1, border_radius=6)
    small = fonts.get(m.text("small"))
    line_h = small.get_linesize()
    pad = m.px(6)
    title = small.render(axes.title, True, theme.INK_SOFT)
    surface.blit(title, (rect.left + pad, rect.top + pad // 2))
    count = max((len(x.values) for x in lines), default=0)
    if count < 1:
        return None
    top, step = _nice_top(max(max(x.values, default=0) for x in lines))
    widest = max(small.size(str(v))[0] for v in range(0, top + 1, step))
    # A low box (large text in a small window) drops the legend and the x axis's name, which
    # the page around says too (the players' colours and marks, "Rounds" in the title)
    for compact in (False, True):
        legend_h = 0 if compact else line_h + pad
        plot = pygame.Rect(
            rect.left + pad + line_h + widest + pad,  # the y label (turned), the tick values
            rect.top + line_h + pad + legend_h,
            0,
            0,
        )
        plot.width = rect.right - pad * 2 - plot.left
        # the tick names and (unless compact) the x label under the plot
        plot.height = rect.bottom - pad - (1 if compact else 2) * line_h - pad - plot.top
        if plot.width >= 20 and plot.height >= 20:
            break
    else:
        layout_check.report_cut(axes.title, "a chart with no room to be drawn")
        return None
    if not compact:
        _draw_legend(surface, m, rect, lines, rect.top + line_h + pad // 2)

    def at(i: int, value: int) -> tuple[int, int]:
        x = plot.left + (plot.width * i // (count - 1) if count > 1 else plot.width // 2)
        return x, plot.bottom - plot.height * value // top

    # the y axis: a faint rule at each tick, its value, and the label turned upright
    for value in range(0, top + 1, step):
        y = at(0, value)[1]
        if value:
            pygame.draw.line(surface, theme.PARCHMENT_DARK, (plot.left, y), (plot.right, y), 1)
        img = small.render(str(value), True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midright=(plot.left - m.px(4), y)))
    y_label = pygame.transform.rotate(small.render(axes.y_label, True, theme.INK), 90)
    surface.blit(y_label, y_label.get_rect(midleft=(rect.left + pad // 2, plot.centery)))
    # the x axis: as many names as fit without touching, the first and last always
    widest_x = max((small.size(n)[0] for n in axes.x_names), default=1) + m.px(8)
    every = max(1, math.ceil(count * widest_x / max(1, plot.width)))
    for i, name in enumerate(axes.x_names[:count]):
        if i % every and i != count - 1:
            continue
        if i != count - 1 and count - 1 - i < every:  # would touch the last one
            continue
        img = small.render(name, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midtop=(at(i, 0)[0], plot.bottom + m.px(2))))
    if not compact:
        x_label = small.render(axes.x_label, True, theme.INK)
        surface.blit(x_label, x_label.get_rect(midbottom=(plot.centerx, rect.bottom - pad // 2)))
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.topleft, 1)

    hover = None
    if pointer is not None and plot.inflate(m.px(12), m.px(12)).collidepoint(pointer):
        index = (
            round((pointer[0] - plot.left) * (count - 1) / max(1, plot.width)) if count > 1 else 0
        )
        index = min(max(0, index), count - 1)
        x = at(index, 0)[0]
        pygame.draw.line(surface, theme.WOOD_LIGHT, (x, plot.top), (x, plot.bottom), 1)
        hover = Hover(index, pygame.Rect(0, 0, 0, 0))
    size = max(8, m.px(11))
    spacing = plot.width / max(1, count - 1)
    marker_every = max(1, math.ceil(size * 1.6 / max(1.0, spacing)))
    for seat, line in enumerate(lines):
        points = [at(i, v) for i, v in enumerate(line.values)]
        if len(points) > 1:
            pygame.draw.lines(surface, theme.shade(line.colour, 0.6), False, points, 4)
            pygame.draw.lines(surface, line.colour, False, points, 2)
        shape = SHAPES[seat % len(SHAPES)]
        for i, p in enumerate(points):
            if i % marker_every == 0 or i == len(points) - 1 or (hover and i == hover.index):
                draw_marker(surface, p, size, shape, line.colour, line.mark)
    if hover is not None:
        hover = Hover(hover.index, _draw_values(surface, m, plot, lines, axes, hover.index))
    return hover


def _draw_legend(
    surface: pygame.Surface, m: Metrics, rect: pygame.Rect, lines: Sequence[Series], y: int
) -> None:
    small = fonts.get(m.text("small"))
    size = max(8, m.px(11))
    x = rect.left + m.px(8)
    for seat, line in enumerate(lines):
        img = small.render(line.name, True, theme.INK)
        need = size + m.px(4) + img.get_width() + m.px(12)
        if x + need > rect.right - m.px(6):
            break  # the names are in the score table too; the legend shows what fits
        draw_marker(
            surface,
            (x + size // 2, y + small.get_linesize() // 2),
            size,
            SHAPES[seat % len(SHAPES)],
            line.colour,
            line.mark,
        )
        surface.blit(img, (x + size + m.px(4), y))
        x += need


def _draw_values(
    surface: pygame.Surface,
    m: Metrics,
    plot: pygame.Rect,
    lines: Sequence[Series],
    axes: Axes,
    index: int,
) -> pygame.Rect:
    """The box of everyone's points at one x, beside the pointer's column, inside the plot."""
    small = fonts.get(m.text("small"))
    bold = fonts.get(m.text("small"), bold=True)
    name = axes.x_names[index] if index < len(axes.x_names) else str(index)
    rows = [
        ngettext("{name}: {n} point", "{name}: {n} points", line.values[index]).format(
            name=line.name, n=line.values[index]
        )
        for line in lines
        if index < len(line.values)
    ]
    head = axes.column.format(x=name)
    size = max(8, m.px(11))
    width = max([bold.size(head)[0]] + [small.size(r)[0] + size + m.px(6) for r in rows]) + m.px(16)
    height = bold.get_linesize() + len(rows) * small.get_linesize() + m.px(10)
    x = plot.left + (plot.width * index // max(1, max(len(x.values) for x in lines) - 1))
    box = pygame.Rect(x + m.px(10), plot.top + m.px(4), width, height)
    if box.right > plot.right:
        box.right = x - m.px(10)
    box.clamp_ip(plot.inflate(m.px(40), 0))
    pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=6)
    pygame.draw.rect(surface, theme.WOOD_LIGHT, box, 1, border_radius=6)
    y = box.top + m.px(4)
    surface.blit(bold.render(head, True, theme.INK), (box.left + m.px(8), y))
    y += bold.get_linesize()
    for seat, (line, text) in enumerate(zip(lines, rows, strict=False)):
        centre = (box.left + m.px(8) + size // 2, y + small.get_linesize() // 2)
        draw_marker(surface, centre, size, SHAPES[seat % len(SHAPES)], line.colour, line.mark)
        surface.blit(small.render(text, True, theme.INK), (box.left + m.px(8) + size + m.px(6), y))
        y += small.get_linesize()
    return box
