"""The bundled fonts (Noto, OFL), loaded by path and cached by size."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.ui.image_cache import ImageCache

REGULAR = "NotoSans-Regular.ttf"
BOLD = "NotoSans-Bold.ttf"
TITLE = "NotoSerif-Bold.ttf"

# A resized window asks for a new size of every font at each step: the least recently used
# go (each holds its own face and glyphs, about a quarter of a megabyte), and a new layout
# lets the old one's sizes go.
MAX_FONTS = 64
_cache: ImageCache[tuple[str, int], pygame.font.Font] = ImageCache(
    MAX_FONTS, lambda font: 1, per_layout=True
)


def font_path(name: str = REGULAR) -> Path:
    return paths.assets() / "fonts" / name


def get(size: int, *, bold: bool = False, title: bool = False) -> pygame.font.Font:
    """A font of `size` pixels: regular, bold, or the serif used for titles."""
    if not pygame.font.get_init():  # first use, or pygame.quit() made every cached font invalid
        pygame.font.init()
        _cache.clear()
    name = TITLE if title else BOLD if bold else REGULAR
    key = (name, max(1, int(size)))
    font = _cache.get(key)
    if font is None:
        font = pygame.font.Font(font_path(name), key[1])
        _cache[key] = font
    return font


def clear() -> None:
    _cache.clear()
