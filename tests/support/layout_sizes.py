"""The window sizes and text scales a screen is checked at beyond the full layout sweep: the
smallest window, the common laptop size at the scales where text first crowds, and 4K."""

from __future__ import annotations

SIZES: list[tuple[tuple[int, int], float]] = [
    ((960, 600), 1.0),
    ((960, 600), 1.5),
    ((1280, 720), 1.0),
    ((1280, 720), 1.3),
    ((1280, 720), 1.5),
    ((3840, 2160), 1.0),
    ((3840, 2160), 1.5),
]
