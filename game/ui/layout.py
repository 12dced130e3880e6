"""Logical layout: screens are designed for 1280×720 and scaled to the window.

Text sizes have floors (16 px body, 14 px labels) so nothing is drawn smaller than readable,
whatever the window size or UI scale.
"""

from __future__ import annotations

from dataclasses import dataclass

REFERENCE_SIZE = (1280, 720)
# The least room, in 1280×720 units, that a screen ever gets: a text scale above about 114 %
# enlarges the text fully but the boxes only as far as this leaves room for in the window.
MIN_CANVAS = (1120, 630)

# role: (size at 1280×720 and scale 1, smallest size ever drawn)
TEXT_ROLES: dict[str, tuple[int, int]] = {
    "title": (60, 28),
    "heading": (30, 20),
    "subheading": (22, 18),
    "body": (19, 16),
    "label": (17, 14),
    "button": (22, 16),
    "small": (15, 14),
}


@dataclass(frozen=True)
class Metrics:
    """How big things are in the current window: `px()` for lengths, `text()` for fonts."""

    width: int
    height: int
    ui_scale: float = 1.0

    @property
    def _base(self) -> float:
        w, h = REFERENCE_SIZE
        return min(max(1, self.width) / w, max(1, self.height) / h)

    @property
    def scale(self) -> float:
        """Lengths: the window's scale times the UI scale, as long as the screen keeps
        MIN_CANVAS of room."""
        base = self._base
        room = min(max(1, self.width) / MIN_CANVAS[0], max(1, self.height) / MIN_CANVAS[1])
        return max(0.05, min(base * self.ui_scale, max(base, room)))

    @property
    def text_scale(self) -> float:
        """Text: the window's scale times the whole UI scale (fitted text shrinks to its box)."""
        return max(0.05, self._base * self.ui_scale)

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def text(self, role: str) -> int:
        base, floor = TEXT_ROLES[role]
        return max(floor, round(base * self.text_scale))

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)


def fit_rows(count: int, height: int, gap: int, available: int) -> tuple[int, int]:
    """Row height and gap for `count` rows in `available` pixels: as wanted if they fit,
    otherwise the gaps shrink first (to a third), then the rows."""
    if count <= 0:
        return height, gap
    need = count * height + (count - 1) * gap
    if need <= available:
        return height, gap
    gap = max(gap // 3, (available - count * height) // max(1, count - 1))
    height = min(height, (available - (count - 1) * gap) // count)
    return max(1, height), max(0, gap)
