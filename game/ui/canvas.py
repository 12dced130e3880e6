"""Where the screens draw when the window is smaller than they are designed for.

Screens are laid out from MIN_WINDOW up. A window can still report less: minimised (some
systems say 1×1 or 0×0), or on a display smaller than the minimum. Then the screens are laid
out and drawn at the least size they are designed for, on an off-screen canvas, and that
picture is scaled down into the window; mouse positions are scaled up to match. A window with
no pixels at all draws nothing and waits. So no screen ever lays out in a few pixels, where
lengths go negative and a surface cannot be made.
"""

from __future__ import annotations

import pygame

from game.settings import MIN_WINDOW

FLOOR: tuple[int, int] = MIN_WINDOW
_POINTER_EVENTS = {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP}
_window: tuple[int, int] | None = None  # the window the last frame was drawn for


def layout_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size the screens are laid out for in a window of `window` pixels."""
    return (max(FLOOR[0], window[0]), max(FLOOR[1], window[1]))


class Canvas:
    """The surface to draw a frame on (`target`), and its way to the window (`present`)."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None

    def target(self, window: pygame.Surface) -> pygame.Surface:
        global _window
        _window = window.get_size()
        size = layout_size(window.get_size())
        if size == window.get_size():
            self._layer = None
            return window
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size)
        return self._layer

    def present(self, window: pygame.Surface) -> None:
        """Scale the canvas into the window (nothing to do when the frame was drawn there)."""
        layer = self._layer
        w, h = window.get_size()
        if layer is None or w <= 0 or h <= 0:
            return
        try:
            pygame.transform.smoothscale(layer, (w, h), window)
        except (ValueError, pygame.error):  # a window of another pixel format
            window.blit(pygame.transform.scale(layer, (w, h)), (0, 0))


def to_layout(event: pygame.event.Event, window: tuple[int, int]) -> pygame.event.Event | None:
    """`event` with its pointer position in layout pixels; None for a pointer event in a
    window with no pixels (there is nothing it could point at)."""
    size = layout_size(window)
    if event.type not in _POINTER_EVENTS or size == window or not hasattr(event, "pos"):
        return event
    if window[0] <= 0 or window[1] <= 0:
        return None
    fields = dict(event.dict)
    fields["pos"] = layout_pos(event.pos, window)
    return pygame.event.Event(event.type, fields)


def layout_pos(pos: tuple[int, int], window: tuple[int, int]) -> tuple[int, int]:
    """A window position in layout pixels (the same where the window is not scaled)."""
    size = layout_size(window)
    if size == window or window[0] <= 0 or window[1] <= 0:
        return pos
    return (pos[0] * size[0] // window[0], pos[1] * size[1] // window[1])


def pointer() -> tuple[int, int]:
    """Where the mouse is, in the pixels the screens are laid out in: what a hover, a
    tooltip or a toast asks, whatever the window's size (never `pygame.mouse.get_pos()`, which
    says window pixels)."""
    pos = pygame.mouse.get_pos()
    return pos if _window is None else layout_pos(pos, _window)
