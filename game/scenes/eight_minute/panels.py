"""The slim player panels on the right of the board: coins, cards, goods with the points each
is worth now, score, armies and cities left. At 1280×720 the same panel shows icons and counts
only; from 1600 pixels wide it adds words."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules.eight_minute.cards import GOODS, WILD
from game.scenes.area_control.icons import draw_card_icon, draw_coin, draw_star
from game.scenes.area_control.panel_head import panel_head, points_text
from game.ui import fonts, theme
from game.ui.card_view import draw_good_icon
from game.ui.layout import Metrics

__all__ = ["PanelData", "draw_card_icon", "draw_coin", "draw_star", "render_panel"]


@dataclass(frozen=True)
class PanelData:
    name: str
    colour: theme.Colour
    mark: str
    coins: int
    cards: int
    goods: dict[str, int]  # held, wilds counted apart
    goods_points: dict[str, int]
    wilds: int
    points: int
    armies_left: int
    cities_left: int
    active: bool
    computer: bool
    total_before: int | None = None  # long game: points of the games already played
    # per good, the count at which it next scores more (None at the top of its table)
    next_at: dict[str, int | None] = field(default_factory=dict)


def render_panel(
    m: Metrics,
    size: tuple[int, int],
    data: PanelData,
    wide: bool,
    boxes: dict[str, pygame.Rect] | None = None,
) -> pygame.Surface:
    """The panel; `boxes`, when given, receives each good's place in the panel (for hover)."""
    w, h = size
    surf, y = panel_head(m, size, data)
    pad = max(6, m.px(8))
    label = m.text("label")
    f_num = fonts.get(label, bold=True)
    f_small = fonts.get(max(14, label - 2))
    x0 = pad + m.px(6)
    # counts row: coins, cards, points
    icon = f_num.get_linesize()
    x = x0

    def count(draw: object, value: str, top: int | None = None) -> None:
        nonlocal x
        row = y if top is None else top
        box = pygame.Rect(x, row, icon, icon)
        draw(box)  # type: ignore[operator]
        text = f_num.render(value, True, theme.INK)
        surf.blit(text, (box.right + 3, row + (icon - text.get_height()) // 2))
        x = box.right + 3 + text.get_width() + pad

    count(lambda b: draw_coin(surf, b.center, b.height // 2 - 1), str(data.coins))
    count(lambda b: draw_card_icon(surf, b), str(data.cards))
    points = points_text(data.points, data.total_before)
    count(lambda b: draw_star(surf, b.center, b.height // 2 - 1), points)

    def pieces(row: int) -> None:
        count(
            lambda b: theme.draw_cube(surf, b.center, b.height * 2 // 3, data.colour, data.mark),
            str(data.armies_left),
            row,
        )
        count(
            lambda b: theme.draw_disc(surf, b.center, b.height // 3, data.colour, data.mark),
            str(data.cities_left),
            row,
        )

    # armies and cities left share the counts row when the panel is wide enough
    piece_w = 2 * (icon + 3 + f_num.size("14")[0] + pad)
    if x + piece_w <= w - pad:
        pieces(y)
        y += icon + m.px(2)
    else:
        y += icon
        x = x0
        pieces(y)
        y += icon + m.px(2)
    ls = f_small.get_linesize()
    room = w - x0 - pad
    gsize, cols, stacked = _goods_layout(f_small, icon, room, h - y)
    col = room // cols
    red = theme.shade(theme.DANGER, 0.9)
    for i, good in enumerate((*GOODS, WILD)):
        held = data.wilds if good == WILD else data.goods.get(good, 0)
        r, c = divmod(i, cols)
        row_h = gsize + 2 * ls - 6 if stacked else gsize + 2
        box = pygame.Rect(x0 + c * col, y + r * row_h, gsize, gsize)
        draw_good_icon(surf, box, good)
        if not held:
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = gsize // 2
            pygame.draw.circle(veil, (241, 228, 195, 160), (radius, radius), radius)
            surf.blit(veil, box)
        if boxes is not None:
            boxes[good] = pygame.Rect(box.left, box.top, col, row_h)
        text = _count_image(f_small, held, None if good == WILD else data.next_at.get(good))
        points = (
            f_small.render(f"+{data.goods_points.get(good, 0)}", True, red)
            if good != WILD and held
            else None
        )
        if stacked:  # icon, then the count, then the points it is worth now
            surf.blit(text, text.get_rect(midtop=(box.centerx, box.bottom - 2)))
            if points is not None:
                surf.blit(points, points.get_rect(midtop=(box.centerx, box.bottom + ls - 5)))
            continue
        x = box.right + 3
        if x + text.get_width() > box.left + col:  # too narrow for "/next": the count alone
            text = _count_image(f_small, held, None)
        surf.blit(text, text.get_rect(midleft=(x, box.centery)))
        x += text.get_width() + 2
        if points is not None and x + points.get_width() <= box.left + col:
            surf.blit(points, points.get_rect(midleft=(x, box.centery)))
    return surf


def _goods_layout(
    font: pygame.font.Font, icon: int, room: int, height: int
) -> tuple[int, int, bool]:
    """(icon size, columns, stacked) for the six goods: the first layout that shows the
    count held, the next step and the points within the room left; stacked puts the count and
    points under each icon, otherwise they sit beside it."""
    ls = font.get_linesize()
    count_w = font.size("3/4")[0]
    both_w = font.size("3/4 +5")[0] + 2
    gsize = min(icon, room // 6 - 2)
    if room // 6 >= count_w + 4 and gsize + 2 * ls - 6 <= height:
        return gsize, 6, True
    for rows, cols in ((3, 2), (2, 3)):
        g = min(icon, (height - 2 * rows) // rows, room // cols - 3 - both_w)
        if g >= 14:
            return g, cols, False
    return max(10, min(icon, (height - 4) // 2)), 3, False


def _count_image(font: pygame.font.Font, held: int, next_at: int | None) -> pygame.Surface:
    """The count held, then "/n" in soft ink: the count at which the good next scores more."""
    ink = theme.INK if held else theme.INK_SOFT
    count = font.render(str(held), True, ink)
    if next_at is None:
        return count
    rest = font.render(f"/{next_at}", True, theme.INK_SOFT)
    image = pygame.Surface(
        (count.get_width() + rest.get_width(), max(count.get_height(), rest.get_height())),
        pygame.SRCALPHA,
    )
    image.blit(count, (0, 0))
    image.blit(rest, (count.get_width(), 0))
    return image
