"""The two inks drawn over a colour and the choice between them, below the theme and the
piece images (both use it, so neither has to import the other to mark a piece)."""

from __future__ import annotations

Colour = tuple[int, int, int]

INK: Colour = (43, 29, 18)
WHITE: Colour = (255, 255, 255)


def contrast_ink(colour: Colour) -> Colour:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE
