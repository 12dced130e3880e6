"""The pieces' images from assets/sprites/ (drawn by tools/draw_sprites.py): loaded once,
tinted with a player's colour, marked, and scaled to the size asked for on screen (so a 4K
window gets sharp pieces from the 256 px masters). Cached per kind, size, colour and mark."""

from __future__ import annotations

from functools import cache

import pygame

from game import paths
from game.ui.image_cache import MB, ImageCache
from game.ui.ink import Colour, contrast_ink

CACHE_BYTES = 16 * MB  # bounded by pixels, not by count: see image_cache.py
_cache: ImageCache[tuple[object, ...], pygame.Surface] = ImageCache(CACHE_BYTES, per_layout=True)


@cache
def master(name: str) -> pygame.Surface:
    return pygame.image.load(str(paths.assets() / "sprites" / f"{name}.png"))


def _scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(master(name), (max(1, size[0]), max(1, size[1])))


def _tinted(name: str, size: tuple[int, int], colour: Colour, face: pygame.Rect) -> pygame.Surface:
    """The grey master scaled and multiplied by `colour`: its front face (white in the master)
    comes out exactly in the colour; its light is laid over the top face."""
    image = _scaled(name, size)
    grey = image.get_at(face.center).r if image.get_rect().collidepoint(face.center) else 255
    if grey < 255:  # smoothing dims a scaled image by a step or two: lift it back to white
        loss = 255 - grey
        image.fill((loss, loss, loss, loss), special_flags=pygame.BLEND_RGBA_ADD)
    image.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    light = paths.assets() / "sprites" / f"{name}_light.png"
    if light.exists():
        image.blit(_scaled(f"{name}_light", size), (0, 0))
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
        image = _tinted(kind, size, colour, face)
        _marked(image, face, mark, colour)
        _cache[key] = image
    return image


def plain(name: str, size: tuple[int, int]) -> pygame.Surface:
    """An untinted image (coin, card frame) at `size`."""
    key = (name, size)
    image = _cache.get(key)
    if image is None:
        image = _scaled(name, size)
        _cache[key] = image
    return image
