"""The menu's box-like title art, drawn by us: a game box lid with a sea, islands, pieces and
the title. Drawn once per size and language, then cached."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.image_cache import MB, ImageCache
from game.ui.text import fit

# one lid per size and language; a new layout lets the old sizes go (see image_cache.py)
_cache: ImageCache[tuple[int, int, str, str], pygame.Surface] = ImageCache(16 * MB, per_layout=True)

ISLANDS = (
    # centre (fractions of the lid), radii (fractions), colour
    ((0.24, 0.62), (0.17, 0.12), (150, 170, 100)),
    ((0.52, 0.72), (0.2, 0.1), (196, 170, 110)),
    ((0.8, 0.58), (0.14, 0.14), (120, 150, 90)),
    ((0.66, 0.86), (0.1, 0.06), (170, 140, 100)),
)


def _lid(size: tuple[int, int], title: str, subtitle: str) -> pygame.Surface:
    w, h = size
    lid = pygame.Surface((w, h))
    for y in range(h):  # sea, darker towards the bottom
        t = y / max(1, h - 1)
        colour = (
            theme.shade(theme.SEA, 1.25 - 0.5 * t)
            if t < 0.5
            else theme.shade(theme.SEA, 1.0 - 0.4 * (t - 0.5))
        )
        pygame.draw.line(lid, colour, (0, y), (w, y))
    for row in range(6, h, max(8, h // 18)):  # waves
        for x in range(0, w, max(16, w // 14)):
            arc = pygame.Rect(x + (row * 7) % 23, row, max(10, w // 22), max(5, h // 40))
            pygame.draw.arc(lid, theme.shade(theme.SEA, 1.45), arc, 0.3, math.pi - 0.3, 1)
    for (cx, cy), (rx, ry), colour in ISLANDS:
        rect = pygame.Rect(0, 0, int(rx * w * 2), int(ry * h * 2))
        rect.center = (int(cx * w), int(cy * h))
        pygame.draw.ellipse(lid, theme.shade(colour, 0.75), rect.move(2, 3))
        pygame.draw.ellipse(lid, colour, rect)
        pygame.draw.ellipse(lid, theme.WHITE, rect, 2)
    # dashed sea route between two islands
    a, b = (int(0.38 * w), int(0.64 * h)), (int(0.66 * w), int(0.6 * h))
    for i in range(0, 10, 2):
        p = (a[0] + (b[0] - a[0]) * i / 10, a[1] + (b[1] - a[1]) * i / 10)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / 10, a[1] + (b[1] - a[1]) * (i + 1) / 10)
        pygame.draw.line(lid, theme.WHITE, p, q, 2)
    unit = max(8, min(w, h) // 14)
    seats = list(theme.PLAYER_COLOURS.values())
    theme.draw_cube(lid, (int(0.2 * w), int(0.6 * h)), unit, seats[0], "plain", 3)
    theme.draw_cube(lid, (int(0.3 * w), int(0.66 * h)), unit, seats[1], "stripe")
    theme.draw_disc(lid, (int(0.5 * w), int(0.7 * h)), unit * 2 // 3, seats[2], "dot")
    theme.draw_tower(lid, (int(0.8 * w), int(0.56 * h)), int(unit * 1.4), seats[5], "cross")
    theme.draw_cube(lid, (int(0.86 * w), int(0.64 * h)), unit, seats[4], "ring", 2)
    # title on a parchment banner
    banner = pygame.Rect(int(0.07 * w), int(0.1 * h), int(0.86 * w), int(0.3 * h))
    pygame.draw.rect(lid, theme.shade(theme.PARCHMENT, 0.8), banner.move(4, 5), border_radius=8)
    pygame.draw.rect(lid, theme.PARCHMENT, banner, border_radius=8)
    pygame.draw.rect(lid, theme.GOLD, banner.inflate(-8, -8), 2, border_radius=6)
    head = fit(
        title,
        (banner.width - 24, banner.height * 62 // 100),
        max(12, banner.height // 2),
        12,
        title=True,
    )
    image = head.font.render(head.lines[0], True, theme.WOOD_DARK)
    lid.blit(image, image.get_rect(midtop=(banner.centerx, banner.top + banner.height // 14)))
    sub = fit(
        subtitle,
        (banner.width - 24, banner.height // 3),
        max(10, banner.height // 6),
        10,
        max_lines=2,
    )
    lines = sub.render(theme.INK_SOFT)
    y = banner.bottom - banner.height // 12 - sub.height
    for line in lines:
        lid.blit(line, line.get_rect(midtop=(banner.centerx, y)))
        y += sub.line_height
    return lid


def draw_box(size: tuple[int, int], title: str, subtitle: str, lang: str) -> pygame.Surface:
    """The box lid in slight perspective with its wooden side, fitted in `size`."""
    w, h = max(4, size[0]), max(4, size[1])
    key = (w, h, title + subtitle, lang)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    depth = max(3, min(w, h) // 22)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    lid_rect = pygame.Rect(0, 0, w - depth, h - depth)
    # the box's sides, seen below and to the right of the lid
    side = [
        (lid_rect.right, lid_rect.top + depth),
        (w, lid_rect.top + 2 * depth),
        (w, h),
        (lid_rect.right, lid_rect.bottom),
    ]
    bottom = [
        (lid_rect.left + depth, lid_rect.bottom),
        (lid_rect.right, lid_rect.bottom),
        (w, h),
        (lid_rect.left + 2 * depth, h),
    ]
    pygame.draw.polygon(surface, theme.WOOD_DARK, side)
    pygame.draw.polygon(surface, theme.shade(theme.WOOD_DARK, 0.8), bottom)
    surface.blit(_lid(lid_rect.size, title, subtitle), lid_rect)
    pygame.draw.rect(surface, theme.GOLD, lid_rect, max(2, depth // 2))
    _cache[key] = surface
    return surface
