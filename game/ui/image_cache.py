"""Caches of drawn images, bounded by the memory their pixels take, not by how many they hold.

A count is no bound for images: the same 600 cards take 40 MB at 720p and 400 MB at 4K, and
drag-resizing a window asks for every size in between. An `ImageCache` forgets the images used
least recently once its pixels pass its budget, so a window resized for a minute holds no more
than at one size.
"""

from __future__ import annotations

import ctypes
import sys
from collections import OrderedDict
from collections.abc import Callable, Iterator, MutableMapping
from functools import cache
from typing import Any, Generic, TypeVar

import pygame

K = TypeVar("K")
V = TypeVar("V")

MB = 1024 * 1024


def surface_bytes(image: object) -> int:
    """The bytes an image's pixels take (0 for what is not a surface)."""
    if isinstance(image, pygame.Surface):
        return image.get_pitch() * image.get_height()
    return 0


class ImageCache(MutableMapping[K, V], Generic[K, V]):
    """Least recently used first out, within `budget` bytes (`size_of` measures one value).
    One value larger than the whole budget is still kept, alone: the frame that asked for it
    draws it, and the next one finds it."""

    def __init__(self, budget: int, size_of: Callable[[V], int] = surface_bytes) -> None:
        self.budget = budget
        self.size_of = size_of
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self.bytes = 0  # what the images held now take

    def __getitem__(self, key: K) -> V:
        value, _size = self._items[key]
        self._items.move_to_end(key)
        return value

    def __setitem__(self, key: K, value: V) -> None:
        if key in self._items:
            del self[key]
        size = max(0, self.size_of(value))
        self._items[key] = (value, size)
        self.bytes += size
        while self.bytes > self.budget and len(self._items) > 1:
            _old, (_value, freed) = self._items.popitem(last=False)
            self.bytes -= freed

    def __delitem__(self, key: K) -> None:
        _value, size = self._items.pop(key)
        self.bytes -= size

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


@cache
def _trim() -> Callable[[int], Any] | None:
    """glibc's malloc_trim, where the program runs on glibc."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        found: Callable[[int], Any] | None = getattr(ctypes.CDLL(None), "malloc_trim", None)
    except OSError:
        return None
    return found


def give_back_freed_pages() -> None:
    """Hand the memory of freed images back to the system. After freeing a few large blocks,
    glibc serves the next ones from its own heap and keeps what they leave when freed, so a
    window resized for a minute (every full-window image made again at each size) would keep
    growing by the sizes it went through; the window calls this after each new layout, when
    the images of the old one have just been let go. Elsewhere the allocator returns such
    blocks by itself, and this does nothing."""
    trim = _trim()
    if trim is not None:
        trim(0)
