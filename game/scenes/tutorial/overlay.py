"""The coach on screen: everything but what the coach points at is dimmed, a ring glows round
it, and a speech box says in one or two short sentences what to do and why. The box is put
where it covers neither the things pointed at nor `keep_clear` (the action bar)."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

import pygame

from game.ui import fonts, layout_check, theme
from game.ui.layout import Metrics
from game.ui.text import wrap

VEIL = (10, 8, 4, 120)
FLOOR = 14  # the smallest text size the house style allows


def draw_spotlight(surface: pygame.Surface, holes: Sequence[pygame.Rect], pad: int) -> None:
    """Dim the screen but `holes`, and draw a pulsing ring round each."""
    if not holes:
        return
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(VEIL)
    for hole in holes:
        veil.fill((0, 0, 0, 0), hole.inflate(2 * pad, 2 * pad))
    surface.blit(veil, (0, 0))
    pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 4)
    width = max(2, pad // 2)
    colour = theme.shade(theme.GLOW, 0.8 + 0.2 * pulse)
    for hole in holes:
        pygame.draw.rect(surface, colour, hole.inflate(2 * pad, 2 * pad), width, border_radius=8)


def bubble_rect(
    m: Metrics,
    screen: pygame.Rect,
    holes: Sequence[pygame.Rect],
    keep_clear: pygame.Rect,
    within: pygame.Rect | None = None,
    text: str = "",
) -> pygame.Rect:
    """Where the speech box goes: centred just above `keep_clear`, else at the top, else at
    the place that covers the least of what is pointed at."""
    area = within or screen  # the board's map: the box never covers the log or the panels
    width = min(area.width - m.px(16), max(m.px(520), screen.width * 45 // 100))
    # as tall as the text needs at body size (a narrow map gives it more lines)
    font = fonts.get(m.text("body"))
    lines = len(wrap(font, text, width - 2 * m.px(14))) if text else 2
    height = max(m.px(60), lines * font.get_linesize() + 2 * m.px(8) + m.px(6))
    left = area.centerx - width // 2
    # above the bar first: the top of the map carries the banner saying what was just done
    candidates = [
        pygame.Rect(left, min(area.bottom, keep_clear.top) - height - m.px(10), width, height),
        pygame.Rect(left, area.top + m.px(12), width, height),
        pygame.Rect(m.px(12), keep_clear.top - height - m.px(10), width, height),
        pygame.Rect(screen.width - width - m.px(12), m.px(12), width, height),
    ]

    def covered(rect: pygame.Rect) -> int:
        total = 0
        for hole in holes:
            clip = rect.clip(hole.inflate(m.px(8), m.px(8)))
            total += clip.width * clip.height
        return total

    return min(candidates, key=covered)


def draw_bubble(surface: pygame.Surface, m: Metrics, rect: pygame.Rect, text: str) -> None:
    """The coach's words in a parchment box with a gold edge (shrunk to fit, never cut)."""
    if not text:
        return
    theme.draw_panel(surface, rect, fill=theme.PARCHMENT)
    pygame.draw.rect(surface, theme.GOLD, rect, max(2, m.px(3)), border_radius=10)
    inner = rect.inflate(-2 * m.px(14), -2 * m.px(8))
    # the body size, wrapped on as many lines as the box holds; smaller only when it must be
    size = m.text("body")
    while True:
        font = fonts.get(size)
        lines = wrap(font, text, inner.width)
        if len(lines) * font.get_linesize() <= inner.height or size <= FLOOR:
            break
        size -= 1
    if len(lines) * font.get_linesize() > inner.height:
        layout_check.report_cut(text, f"coach box {inner.size}")
    step = font.get_linesize()
    y = inner.centery - step * len(lines) // 2
    for line in lines:
        image = font.render(line, True, theme.INK)
        surface.blit(image, (inner.left, y))
        y += step


def draw_coach(
    surface: pygame.Surface,
    m: Metrics,
    text: str,
    holes: Sequence[pygame.Rect],
    keep_clear: pygame.Rect,
    within: pygame.Rect | None = None,
) -> pygame.Rect:
    """The spotlight on `holes` and the coach's box (inside `within` when given); returns the
    box."""
    draw_spotlight(surface, holes, max(3, m.px(5)))
    rect = bubble_rect(m, surface.get_rect(), holes, keep_clear, within, text)
    draw_bubble(surface, m, rect, text)
    return rect
