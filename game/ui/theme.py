"""The look shared by every screen: parchment and wood palette, player colours and marks,
and the pieces (cube, disc, tower) drawn with pygame so no published art is needed.

Player colours are the Okabe–Ito palette; each player also has a mark so colour is never the
only cue, and a stack shows its count.
"""

from __future__ import annotations

from typing import Literal

import pygame

from game.ui import fonts
from game.ui.ink import INK as INK  # the palette's inks live below the piece images
from game.ui.ink import WHITE as WHITE
from game.ui.ink import Colour as Colour
from game.ui.ink import contrast_ink as contrast_ink
from game.ui.piece_images import piece

# Table and paper.
PARCHMENT: Colour = (241, 228, 195)
PARCHMENT_DARK: Colour = (224, 205, 160)
PARCHMENT_EDGE: Colour = (176, 146, 96)
WOOD: Colour = (107, 66, 38)
WOOD_DARK: Colour = (62, 38, 20)
WOOD_LIGHT: Colour = (150, 98, 58)
INK_SOFT: Colour = (92, 74, 52)
GOLD: Colour = (232, 178, 62)
GLOW: Colour = (255, 214, 102)
DISABLED: Colour = (160, 150, 130)
DANGER: Colour = (166, 52, 36)
SEA: Colour = (28, 70, 112)
SHADOW: tuple[int, int, int, int] = (0, 0, 0, 90)

# Okabe–Ito, in the order seats receive them.
PLAYER_COLOURS: dict[str, Colour] = {
    "orange": (0xE6, 0x9F, 0x00),
    "sky-blue": (0x56, 0xB4, 0xE9),
    "bluish-green": (0x00, 0x9E, 0x73),
    "yellow": (0xF0, 0xE4, 0x42),
    "blue": (0x00, 0x72, 0xB2),
    "vermillion": (0xD5, 0x5E, 0x00),
    "reddish-purple": (0xCC, 0x79, 0xA7),
}
NEUTRAL: Colour = (128, 128, 128)

Mark = Literal["plain", "stripe", "dot", "cross", "ring"]
MARKS: tuple[Mark, ...] = ("plain", "stripe", "dot", "cross", "ring")


def player_colour(seat: int) -> Colour:
    return list(PLAYER_COLOURS.values())[seat % len(PLAYER_COLOURS)]


def player_mark(seat: int) -> Mark:
    return MARKS[seat % len(MARKS)]


def shade(colour: Colour, factor: float) -> Colour:
    """Lighter above 1, darker below 1."""
    r, g, b = colour
    if factor >= 1:

        def up(c: int) -> int:
            return min(255, int(c + (255 - c) * (factor - 1)))

        return (up(r), up(g), up(b))
    return (max(0, int(r * factor)), max(0, int(g * factor)), max(0, int(b * factor)))


def draw_mark(surface: pygame.Surface, rect: pygame.Rect, mark: str, colour: Colour) -> None:
    """A player's mark on a piece face (`colour` is the face; the mark contrasts with it)."""
    ink = contrast_ink(colour)
    w = max(1, rect.width // 7)
    cx, cy = rect.center
    r = max(2, min(rect.width, rect.height) // 4)
    if mark == "stripe":
        pygame.draw.line(surface, ink, rect.bottomleft, rect.topright, w + 1)
    elif mark == "dot":
        pygame.draw.circle(surface, ink, (cx, cy), max(2, r * 3 // 4))
    elif mark == "cross":
        pygame.draw.line(surface, ink, (cx - r, cy - r), (cx + r, cy + r), w + 1)
        pygame.draw.line(surface, ink, (cx - r, cy + r), (cx + r, cy - r), w + 1)
    elif mark == "ring":
        pygame.draw.circle(surface, ink, (cx, cy), r + 1, max(1, w))


def draw_count(surface: pygame.Surface, center: tuple[int, int], count: int, size: int) -> None:
    """A round badge with a stack's count (drawn only for more than one piece)."""
    if count <= 1:
        return
    radius = max(7, size // 3)
    pygame.draw.circle(surface, INK, center, radius + 1)
    pygame.draw.circle(surface, PARCHMENT, center, radius)
    text = fonts.get(max(10, int(radius * 1.3)), bold=True).render(str(count), True, INK)
    surface.blit(text, text.get_rect(center=center))


def draw_cube(
    surface: pygame.Surface,
    center: tuple[int, int],
    size: int,
    colour: Colour,
    mark: str = "plain",
    count: int = 1,
) -> pygame.Rect:
    """An army cube (our image, assets/sprites/cube.png) in the player's colour and mark: a
    front face `size` wide, the lighter top and darker side behind it."""
    s = max(4, size)
    d = max(2, s // 3)  # depth of the top and side faces
    bounds = pygame.Rect(center[0] - (s + d) // 2, center[1] - (s - d) // 2 - d, s + d, s + d)
    face = pygame.Rect(s // 10, d + s // 10, s - s // 5, s - s // 5)
    surface.blit(piece("cube", bounds.size, colour, mark, face), bounds)
    draw_count(surface, bounds.topright, count, s)
    return bounds


def draw_disc(
    surface: pygame.Surface,
    center: tuple[int, int],
    radius: int,
    colour: Colour,
    mark: str = "plain",
    count: int = 1,
) -> pygame.Rect:
    """A city disc (assets/sprites/disc.png): a short cylinder seen from above at an angle,
    the mark on its top."""
    r = max(4, radius)
    h = max(2, r // 3)
    top_h = int(r * 1.3)
    bounds = pygame.Rect(0, 0, r * 2, top_h + h)
    bounds.midtop = (center[0], center[1] - h // 2 - top_h // 2)
    face = pygame.Rect(r // 4, r // 6, 2 * r - r // 2, top_h - r // 3)
    surface.blit(piece("disc", bounds.size, colour, mark, face), bounds)
    draw_count(surface, bounds.topright, count, r * 2)
    return bounds


def draw_tower(
    surface: pygame.Surface,
    center: tuple[int, int],
    size: int,
    colour: Colour,
    mark: str = "plain",
    count: int = 1,
) -> pygame.Rect:
    """A Legends city (assets/sprites/tower.png): a crenellated tower standing on `center`'s
    point, the mark on its wall."""
    s = max(6, size)
    w, h = int(s * 0.7), s
    merlon = max(2, w // 5)
    bounds = pygame.Rect(0, 0, w, h + merlon)
    bounds.midbottom = (center[0], center[1] + h // 2)
    face = pygame.Rect(w // 8, merlon + h // 8 + w // 8, w - w // 4, w - w // 4)
    surface.blit(piece("tower", bounds.size, colour, mark, face), bounds)
    draw_count(surface, bounds.topright, count, s)
    return bounds


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, *, fill: Colour = PARCHMENT, radius: int = 10
) -> None:
    """A parchment panel with a wooden edge and a soft shadow."""
    if rect.width <= 0 or rect.height <= 0:
        return
    _draw_shadow(surface, rect.move(SHADOW_OFFSET), radius, rect)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, PARCHMENT_EDGE, rect, 2, border_radius=radius)


SHADOW_OFFSET = (3, 4)


def _draw_shadow(
    surface: pygame.Surface, shadow: pygame.Rect, radius: int, cover: pygame.Rect
) -> None:
    """A panel's shadow where the panel (`cover`, drawn next, opaque) leaves it in sight: in
    bands along the edges as deep as the corners' rounding and the offset, not a surface of the
    panel's whole size made and blended each frame (a page's panel is most of the window)."""
    edge = max(0, radius) + max(abs(SHADOW_OFFSET[0]), abs(SHADOW_OFFSET[1])) + 1
    if shadow.width <= 2 * edge or shadow.height <= 2 * edge:
        bands = [shadow]
    else:
        # top and bottom the whole width, the sides between them: no pixel blended twice
        bands = [
            pygame.Rect(shadow.left, shadow.top, shadow.width, edge),
            pygame.Rect(shadow.left, shadow.bottom - edge, shadow.width, edge),
            pygame.Rect(shadow.left, shadow.top + edge, edge, shadow.height - 2 * edge),
            pygame.Rect(shadow.right - edge, shadow.top + edge, edge, shadow.height - 2 * edge),
        ]
    inner = cover.inflate(-2 * edge, -2 * edge)
    for band in bands:
        if inner.contains(band):
            continue
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, SHADOW, shadow.move(-band.left, -band.top), border_radius=radius)
        surface.blit(layer, band)


def wood_background(size: tuple[int, int]) -> pygame.Surface:
    """A table of wooden planks, drawn once per window size."""
    return wood_layer(size)


def wood_layer(size: tuple[int, int], reuse: pygame.Surface | None = None) -> pygame.Surface:
    """The planks drawn on `reuse` when it has that size, else on a new surface: a screen that
    keeps its own picture of the table (a board's chrome) redraws it in place, so a window
    holds one such picture, not that and a copy, and a step never makes a second one."""
    w, h = max(1, size[0]), max(1, size[1])
    surface = reuse if reuse is not None and reuse.get_size() == (w, h) else pygame.Surface((w, h))
    draw_wood(surface)
    return surface


def draw_wood(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    surface.fill(WOOD)
    plank = max(24, h // 9)
    for i, y in enumerate(range(0, h, plank)):
        tone = shade(WOOD, 0.92 if i % 2 else 1.05)
        pygame.draw.rect(surface, tone, (0, y, w, plank))
        pygame.draw.line(surface, WOOD_DARK, (0, y), (w, y), 2)
        # grain: a few long faint lines per plank, placed by a fixed pattern so it never flickers
        for k in range(3):
            gy = y + (k + 1) * plank // 4
            pygame.draw.line(surface, shade(tone, 0.9), (0, gy), (w, gy + (k - 1) * 3), 1)
        joint = (i * 397) % max(1, w)
        pygame.draw.line(surface, WOOD_DARK, (joint, y), (joint, y + plank), 2)
