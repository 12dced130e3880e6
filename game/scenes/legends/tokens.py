"""Legends tokens drawn as round icons (our own simple drawings; no published art).

A face-down token shows only its back; its face is drawn only for a player allowed to look."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, theme

TOKEN_TINTS: dict[str, theme.Colour] = {
    "magic_spring": (150, 200, 230),
    "cottage": (225, 200, 150),
    "buried_treasure": (232, 190, 90),
    "grimoire": (190, 150, 200),
    "stable": (190, 160, 120),
    "poisoned_swamp": (120, 160, 90),
    "citadel": (200, 200, 205),
    "untamed_dragon": (215, 110, 90),
    "magic_portal": (160, 120, 220),
    "band_of_thieves": (120, 110, 100),
}
BACK: theme.Colour = (96, 66, 40)


def draw_token(
    surface: pygame.Surface,
    center: tuple[int, int],
    radius: int,
    token: str | None,
    *,
    face_down: bool = False,
) -> pygame.Rect:
    """`token` None or `face_down` without permission to look: the back only."""
    cx, cy = center
    r = max(6, radius)
    rect = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
    pygame.draw.circle(surface, theme.SHADOW[:3], (cx + 2, cy + 2), r)
    if token is None:  # the back: a question mark, unlike any face
        pygame.draw.circle(surface, BACK, center, r)
        pygame.draw.circle(surface, theme.GOLD, center, r, max(1, r // 6))
        mark = fonts.get(max(10, int(r * 1.3)), bold=True).render("?", True, theme.GOLD)
        surface.blit(mark, mark.get_rect(center=center))
        return rect
    pygame.draw.circle(surface, TOKEN_TINTS.get(token, theme.PARCHMENT), center, r)
    pygame.draw.circle(surface, BACK if face_down else theme.INK, center, r, max(1, r // 6))
    _glyph(surface, center, r, token)
    return rect


def draw_portal_link(
    surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], width: int
) -> None:
    """The magic link between the two portals: an arc bowed away from the straight line (so
    it never reads as a sea route or a border), violet with a light core, dotted with rings."""
    length = math.dist(a, b)
    if length < 1:
        return
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length
    bow = length * 0.22
    ctrl = (mx + nx * bow, my + ny * bow)
    steps = max(8, int(length / 6))
    pts = []
    for i in range(steps + 1):
        t = i / steps
        pts.append(
            (
                (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1],
            )
        )
    pygame.draw.lines(surface, (70, 30, 130), False, pts, width + 4)
    pygame.draw.lines(surface, (200, 170, 255), False, pts, width)
    for p in pts[steps // 6 : -steps // 6 : max(1, steps // 6)]:
        pygame.draw.circle(surface, (235, 225, 255), (round(p[0]), round(p[1])), width + 1, 1)


def _glyph(surface: pygame.Surface, c: tuple[int, int], r: int, token: str) -> None:
    cx, cy = c
    u = max(2, r // 4)
    ink = theme.INK
    if token == "magic_spring":
        pts = [(cx, cy - 3 * u), (cx + 2 * u, cy + u), (cx - 2 * u, cy + u)]
        pygame.draw.polygon(surface, (40, 110, 190), pts)
        pygame.draw.circle(surface, (40, 110, 190), (cx, cy + u), 2 * u)
    elif token == "cottage":
        pygame.draw.rect(surface, (240, 230, 210), (cx - 2 * u, cy - u // 2, 4 * u, 3 * u))
        pygame.draw.polygon(
            surface, (170, 60, 40), [(cx - 3 * u, cy), (cx, cy - 3 * u), (cx + 3 * u, cy)]
        )
    elif token == "buried_treasure":
        pygame.draw.rect(surface, (130, 80, 40), (cx - 3 * u, cy - u, 6 * u, 3 * u))
        pygame.draw.rect(surface, theme.GOLD, (cx - 3 * u, cy - 2 * u, 6 * u, u + 1))
        pygame.draw.rect(surface, ink, (cx - 3 * u, cy - 2 * u, 6 * u, 4 * u), 1)
    elif token == "grimoire":
        pygame.draw.rect(surface, (90, 50, 110), (cx - 2 * u, cy - 3 * u, 4 * u, 6 * u))
        pygame.draw.line(surface, theme.GOLD, (cx - u, cy - 3 * u), (cx - u, cy + 3 * u), 2)
    elif token == "stable":
        rect = pygame.Rect(cx - 2 * u, cy - 2 * u, 4 * u, 5 * u)
        pygame.draw.arc(surface, ink, rect, 0, math.pi, max(2, u))
        pygame.draw.line(surface, ink, rect.midleft, rect.bottomleft, max(2, u))
        pygame.draw.line(surface, ink, rect.midright, rect.bottomright, max(2, u))
    elif token == "poisoned_swamp":
        for dy in (-u, u):
            pts = [
                (cx + dx, cy + dy + int(u * math.sin(dx / max(1, u))))
                for dx in range(-3 * u, 3 * u + 1, 2)
            ]
            pygame.draw.lines(surface, (40, 80, 30), False, pts, max(1, u // 2))
    elif token == "citadel":
        theme.draw_tower(surface, (cx, cy), int(r * 1.2), (230, 230, 235))
    elif token == "untamed_dragon":
        wing = [(cx - 3 * u, cy - 2 * u), (cx, cy + u), (cx + 3 * u, cy - 2 * u), (cx, cy + 3 * u)]
        pygame.draw.polygon(surface, (140, 30, 20), wing)
    elif token == "magic_portal":
        for k in (3, 2, 1):
            pygame.draw.circle(surface, (70, 30, 130) if k % 2 else (230, 220, 250), c, k * u)
    elif token == "band_of_thieves":
        pygame.draw.rect(surface, ink, (cx - 3 * u, cy - u, 6 * u, 2 * u), border_radius=u)
        pygame.draw.circle(surface, TOKEN_TINTS[token], (cx - u - 1, cy), max(1, u // 2 + 1))
        pygame.draw.circle(surface, TOKEN_TINTS[token], (cx + u + 1, cy), max(1, u // 2 + 1))
