"""The pieces' images from assets/sprites/ (drawn by tools/draw_sprites.py): loaded once,
tinted with a player's colour, marked, and scaled to the size asked for on screen (so a 4K
window gets sharp pieces from the 256 px masters). Cached per kind, size, colour and mark."""

from __future__ import annotations

from functools import cache

import pygame

from game import paths
from game.ui.theme import Colour, contrast_ink

FACE = 230  # the grey of a front face in the masters (see tools/draw_sprites.py)
_cache: dict[tuple[object, ...], pygame.Surface] = {}


@cache
def master(name: str) -> pygame.Surface:
    return pygame.image.load(str(paths.assets() / "sprites" / f"{name}.png"))


def _tinted(name: str, size: tuple[int, int], colour: Colour | None) -> pygame.Surface:
    image = pygame.transform.smoothscale(master(name), (max(1, size[0]), max(1, size[1])))
    if colour is not None:
        # lift the colour so that a front face (grey FACE) comes out in it
        tint = tuple(min(255, round(c * 255 / FACE)) for c in colour)
        image.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
    return image


def _marked(image: pygame.Surface, face: pygame.Rect, mark: str, colour: Colour) -> None:
    if mark == "plain" or face.width <= 0 or face.height <= 0:
        return
    symbol = pygame.transform.smoothscale(master(f"mark_{mark}"), face.size)
    symbol.fill(contrast_ink(colour), special_flags=pygame.BLEND_RGB_MULT)
    image.blit(symbol, face)


def piece(
    kind: str, size: tuple[int, int], colour: Colour, mark: str, face: pygame.Rect
) -> pygame.Surface:
    """`kind` ("cube", "disc", "tower") at `size`, tinted, with `mark` drawn on `face` (a
    rectangle inside the image)."""
    key = (kind, size, colour, mark, tuple(face))
    image = _cache.get(key)
    if image is None:
        if len(_cache) > 800:
            _cache.clear()
        image = _tinted(kind, size, colour)
        _marked(image, face, mark, colour)
        _cache[key] = image
    return image


def plain(name: str, size: tuple[int, int]) -> pygame.Surface:
    """An untinted image (coin, card frame) at `size`."""
    key = (name, size)
    image = _cache.get(key)
    if image is None:
        image = _tinted(name, size, None)
        _cache[key] = image
    return image
