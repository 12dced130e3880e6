"""Draw our own piece images into assets/sprites/ (PNG, 256 px masters).

The pieces are drawn in grey: the game tints them with a player's colour (multiplying, after
lifting the colour so the front face comes out in it exactly) and scales them to the size
wanted on screen. Marks are white shapes, tinted black or white to contrast with the piece.

Run: uv run python tools/draw_sprites.py
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

OUT = Path(__file__).resolve().parents[1] / "assets" / "sprites"
FACE = 255  # a front face: multiplied by the player's colour, it is that colour
SIDE, EDGE = 150, 80
LIGHT = (255, 255, 255, 110)  # the light on a top face, laid over the tinted piece
S = 192  # the cube's front face in the 256 px master (depth S // 3)


def _cube_faces() -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    d = S // 3
    x, y = 0, d
    top = [(x, y), (x + d, y - d), (x + S + d, y - d), (x + S, y)]
    side = [(x + S, y), (x + S + d, y - d), (x + S + d, y + S - d), (x + S, y + S)]
    return top, side


def cube_light() -> pygame.Surface:
    d = S // 3
    img = pygame.Surface((S + d, S + d), pygame.SRCALPHA)
    pygame.draw.polygon(img, LIGHT, _cube_faces()[0])
    return img


def cube() -> pygame.Surface:
    d = S // 3
    img = pygame.Surface((S + d, S + d), pygame.SRCALPHA)
    x, y = 0, d
    top, side = _cube_faces()
    pygame.draw.polygon(img, (FACE,) * 3, top)
    pygame.draw.polygon(img, (SIDE,) * 3, side)
    pygame.draw.rect(img, (FACE,) * 3, (x, y, S, S))
    for poly in (top, side):
        pygame.draw.polygon(img, (EDGE,) * 3, poly, 4)
    pygame.draw.rect(img, (EDGE,) * 3, (x, y, S, S), 4)
    return img


def disc() -> pygame.Surface:
    r = 128
    h = r // 3
    top = pygame.Rect(0, 0, 2 * r, int(r * 1.3))
    img = pygame.Surface((2 * r, top.height + h), pygame.SRCALPHA)
    body = top.move(0, h)
    pygame.draw.ellipse(img, (SIDE,) * 3, body)
    pygame.draw.rect(img, (SIDE,) * 3, (0, top.centery, top.width, h))
    pygame.draw.ellipse(img, (EDGE,) * 3, body, 4)
    pygame.draw.ellipse(img, (FACE,) * 3, top)
    pygame.draw.ellipse(img, (EDGE,) * 3, top, 4)
    return img


def disc_light() -> pygame.Surface:
    r = 128
    top = pygame.Rect(0, 0, 2 * r, int(r * 1.3))
    img = pygame.Surface((2 * r, top.height + r // 3), pygame.SRCALPHA)
    pygame.draw.ellipse(img, (255, 255, 255, 70), top.inflate(-8, -8))
    pygame.draw.ellipse(img, LIGHT, top.inflate(-top.width // 3, -top.height // 2), 6)
    return img


def tower() -> pygame.Surface:
    s = 220
    w, h = int(s * 0.7), s
    merlon = w // 5
    img = pygame.Surface((w, h + merlon), pygame.SRCALPHA)
    body = pygame.Rect(0, merlon, w, h)
    pygame.draw.rect(img, (FACE,) * 3, body)
    pygame.draw.rect(img, (SIDE,) * 3, (body.right - w // 4, body.top, w // 4, h))
    for i in (0, 2, 4):
        block = pygame.Rect(i * merlon, 0, merlon, merlon + 2)
        pygame.draw.rect(img, (FACE,) * 3, block)
        pygame.draw.rect(img, (EDGE,) * 3, block, 3)
    pygame.draw.rect(img, (EDGE,) * 3, body, 4)
    door = pygame.Rect(0, 0, w // 3, h // 3)
    door.midbottom = body.midbottom
    pygame.draw.rect(
        img, (70,) * 3, door, border_top_left_radius=w // 6, border_top_right_radius=w // 6
    )
    for row in range(1, 4):  # courses of stone
        yy = body.top + row * h // 4
        pygame.draw.line(img, (170,) * 3, (body.left + 4, yy), (body.right - w // 4, yy), 2)
    return img


def coin() -> pygame.Surface:
    img = pygame.Surface((256, 256), pygame.SRCALPHA)
    pygame.draw.circle(img, (150, 110, 20), (128, 128), 127)
    pygame.draw.circle(img, (232, 184, 58), (128, 128), 118)
    pygame.draw.circle(img, (250, 214, 110), (128, 128), 84, 8)
    pygame.draw.circle(img, (176, 132, 30), (128, 128), 118, 4)
    return img


def token() -> pygame.Surface:
    """A round cardboard token (grey, tinted per kind)."""
    img = pygame.Surface((256, 256), pygame.SRCALPHA)
    pygame.draw.circle(img, (EDGE,) * 3, (128, 128), 127)
    pygame.draw.circle(img, (FACE,) * 3, (128, 128), 120)
    pygame.draw.circle(img, (235,) * 3, (128, 128), 100, 4)
    return img


def card_frame() -> pygame.Surface:
    """A parchment card's frame: rounded edge and inner rule (stretched to each card)."""
    w, h = 250, 350
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 12
    pygame.draw.rect(img, (240, 228, 198), img.get_rect(), border_radius=radius)
    pygame.draw.rect(img, (176, 146, 98), img.get_rect(), 6, border_radius=radius)
    inner = img.get_rect().inflate(-w // 10, -w // 10)
    pygame.draw.rect(img, (200, 176, 130), inner, 2, border_radius=radius // 2)
    return img


def mark(kind: str) -> pygame.Surface:
    """A mark in white on transparency, 256 px square (tinted to contrast with the piece)."""
    img = pygame.Surface((256, 256), pygame.SRCALPHA)
    white = (255, 255, 255)
    c, r, w = 128, 64, 30
    if kind == "stripe":
        pygame.draw.line(img, white, (8, 248), (248, 8), w + 8)
    elif kind == "dot":
        pygame.draw.circle(img, white, (c, c), r * 3 // 4 + 4)
    elif kind == "cross":
        pygame.draw.line(img, white, (c - r, c - r), (c + r, c + r), w)
        pygame.draw.line(img, white, (c - r, c + r), (c + r, c - r), w)
    elif kind == "ring":
        pygame.draw.circle(img, white, (c, c), r + 8, w)
    return img


def main() -> None:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    images = {
        "cube": cube(),
        "cube_light": cube_light(),
        "disc": disc(),
        "disc_light": disc_light(),
        "tower": tower(),
        "coin": coin(),
        "token": token(),
        "card_frame": card_frame(),
    }
    for kind in ("stripe", "dot", "cross", "ring"):
        images[f"mark_{kind}"] = mark(kind)
    for name, image in images.items():
        pygame.image.save(image, str(OUT / f"{name}.png"))
        print(OUT / f"{name}.png")


if __name__ == "__main__":
    main()
