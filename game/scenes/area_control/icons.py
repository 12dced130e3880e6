"""Small drawings the area-control screens share: a coin, a card, a star."""

from __future__ import annotations

import math

import pygame

from game.ui import theme


def draw_coin(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    pygame.draw.circle(surface, theme.shade(theme.GOLD, 0.6), center, radius)
    pygame.draw.circle(surface, theme.GOLD, center, max(1, radius - 2))


def draw_card_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card = pygame.Rect(0, 0, rect.height * 2 // 3, rect.height)
    card.center = rect.center
    pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=2)
    pygame.draw.rect(surface, theme.INK_SOFT, card, 1, border_radius=2)


def draw_star(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((center[0] + rad * math.cos(a), center[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.WOOD_DARK, pts, 1)
