"""Caches of drawn images, bounded by the memory their pixels take, not by how many they hold.

A count is no bound for images: the same 600 cards take 40 MB at 720p and 400 MB at 4K, and
drag-resizing a window asks for every size in between. An `ImageCache` forgets the images used
least recently once its pixels pass its budget, so a window resized for a minute holds no more
than at one size.

Most images are drawn at a size the layout gives (a card, a piece, a font's size): once the
window has another size they are never asked for again. Such caches are made with
`per_layout=True`, and `new_layout()` (the window calls it after each new layout) empties them,
so a resized window keeps the images of its present size only, not a budget's worth of sizes it
went through. How the window's own picture is shown is set in `process_memory.py`.
"""

from __future__ import annotations

import ctypes
import sys
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, MutableMapping
from functools import cache
from typing import Any, Generic, TypeVar

import pygame

K = TypeVar("K")
V = TypeVar("V")

MB = 1024 * 1024

# the caches of images drawn at a layout's sizes (weakly: a cache belonging to a screen goes
# with it; a list, as a mapping is not hashable)
_per_layout: list[weakref.ref[ImageCache[Any, Any]]] = []


def surface_bytes(image: object) -> int:
    """The bytes an image's pixels take (0 for what is not a surface)."""
    if isinstance(image, pygame.Surface):
        return image.get_pitch() * image.get_height()
    return 0


class ImageCache(MutableMapping[K, V], Generic[K, V]):
    """Least recently used first out, within `budget` bytes (`size_of` measures one value).
    One value larger than the whole budget is still kept, alone: the frame that asked for it
    draws it, and the next one finds it."""

    def __init__(
        self,
        budget: int,
        size_of: Callable[[V], int] = surface_bytes,
        *,
        per_layout: bool = False,
    ) -> None:
        self.budget = budget
        self.size_of = size_of
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self.bytes = 0  # what the images held now take
        if per_layout:
            _per_layout[:] = [ref for ref in _per_layout if ref() is not None]
            _per_layout.append(weakref.ref(self))

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


def new_layout() -> None:
    """The window has a new layout: the images drawn at the old one's sizes go, and their
    memory is handed back to the system."""
    for ref in list(_per_layout):
        held = ref()
        if held is not None:
            held.clear()
    give_back_freed_pages()


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
