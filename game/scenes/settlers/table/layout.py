"""Where the parts of the Settlers table sit for a window size and text scale.

Top: the status bar. Left: the player panels. Right: the decks, the turn's buttons and the
supply. Bottom: the hand. Centre: the lookout and the empire in view. `side` is a column kept
free between the centre and the right column for a side panel (the game log); it has no width
until something asks for one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import fonts
from game.ui.layout import Metrics
from game.ui.settlers_card_view import NAME_HEIGHT

PANEL_WIDTH = 214  # the players' column, in the canvas's units (Metrics.px)
# Text never goes under its floor size (14 px) however small the window, so the two columns of
# text keep a floor width too: "Виртуальный игрок" on one line, "Pioche / commune" over a deck.
MIN_PANEL_PX = 176
MIN_RIGHT_PX = 156


@dataclass
class TableLayout:
    pad: int
    top: pygame.Rect
    left: pygame.Rect
    right: pygame.Rect
    centre: pygame.Rect
    hand: pygame.Rect
    side: pygame.Rect
    panels: list[pygame.Rect] = field(default_factory=list)
    decks: dict[str, pygame.Rect] = field(default_factory=dict)
    compact: int = 0  # the panels say it in fewer lines (see `PanelsMixin.panel_lines`)


def lay_out(
    m: Metrics,
    players: int,
    side_width: int = 0,
    panel_need: Callable[[int, int], int] | None = None,
    board_min: int = 0,
) -> TableLayout:
    """The table for `players` panels (the solo virtual player has one too); `panel_need`
    tells the height a panel of a given width needs to say everything (compact or not: see
    `PanelsMixin.panel_lines`); the centre keeps `board_min` of width (the board's half of
    the window and what the log takes beside it) unless the panels cannot say everything
    there even in fewer lines."""
    W, H = m.width, m.height
    pad = m.px(8)
    top = pygame.Rect(pad, pad, W - 2 * pad, m.px(44))
    right_w = max(m.px(184), MIN_RIGHT_PX)
    body_top = top.bottom + pad
    # the hand's title and a row of cards that keep their names (card_rows)
    title = fonts.get(m.text("label"), bold=True).get_linesize()
    hand_h = max(m.px(178), title + m.px(8) + NAME_HEIGHT)
    right = pygame.Rect(W - pad - right_w, body_top, right_w, H - body_top - pad)
    side = pygame.Rect(right.left - pad - side_width, body_top, side_width, right.height)
    hand_right = (side.left if side_width else right.left) - pad
    gap = m.px(6)
    # The hand runs under the panels (the widest row, so its cards keep their names) unless
    # the panels then lack the height to say everything: then they run down to the bottom,
    # the hand beside them; and where even that is short (large text), the column widens as
    # far as the board keeps its room, and past that the panels say it in fewer lines.
    under = H - pad - hand_h - pad - body_top
    full = H - pad - body_top
    widest = hand_right - 2 * pad - board_min
    base = max(m.px(PANEL_WIDTH), MIN_PANEL_PX)
    need, left_w, compact, stacked = 0, base, 0, 0
    # (too many panels even so: the column widens past the board's half, as a last resort)
    for compact, limit in ((0, widest), (1, widest), (2, widest), (0, W)):
        for widen in (1.0, 1.15, 1.3, 1.45, 1.6, 1.75):
            if widen > 1.0 and board_min and round(base * widen) > limit:
                break
            left_w = round(base * widen)
            need = panel_need(left_w, compact) if panel_need is not None else 0
            stacked = players * need + gap * (players - 1)
            if stacked <= full:
                break
        if stacked <= full:
            break
    beside = stacked > under
    left = pygame.Rect(pad, body_top, left_w, full if beside else under)
    hand_left = left.right + pad if beside else pad
    hand = pygame.Rect(hand_left, H - pad - hand_h, hand_right - hand_left, hand_h)
    cx = left.right + pad
    cw = hand_right - cx
    centre = pygame.Rect(cx, body_top, cw, hand.top - pad - body_top)
    ph = min(max(m.px(150), need), (left.height - gap * (players - 1)) // max(1, players))
    panels = [pygame.Rect(left.left, left.top + i * (ph + gap), left_w, ph) for i in range(players)]
    deck_h = m.px(92)
    deck_top = right.top + deck_label_height(m) + m.px(4)
    decks = {
        "common": pygame.Rect(right.left + m.px(8), deck_top, m.px(76), deck_h),
        "faction": pygame.Rect(right.right - m.px(84), deck_top, m.px(76), deck_h),
    }
    return TableLayout(pad, top, left, right, centre, hand, side, panels, decks, compact)


def deck_label_height(m: Metrics) -> int:
    """Room over each deck for its name on two lines ("Pioche / commune")."""
    return 2 * fonts.get(m.text("small"), bold=True).get_linesize()
