"""The slim player panels on the right of the board: coins, cards, goods with the points each
is worth now, score, armies and cities left. At 1280×720 the same panel shows icons and counts
only; from 1600 pixels wide it adds words."""

from __future__ import annotations

from dataclasses import dataclass

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


def render_panel(m: Metrics, size: tuple[int, int], data: PanelData, wide: bool) -> pygame.Surface:
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
    slot = (w - x0 - pad) // 6
    gsize = min(icon, slot - 2)
    if y + gsize + 2 * ls - 4 <= h:  # each good: icon, count, points it is worth now
        rows, cols, with_points = 1, 6, True
    elif y + gsize + ls - 2 <= h:
        rows, cols, with_points = 1, 6, False
    else:  # very short panels (five players at 1280×720): two rows, the count beside
        rows, cols, with_points = 2, 3, False
        gsize = max(10, min(icon, (h - y - 4) // 2))
    col = (w - x0 - pad) // cols
    for i, good in enumerate((*GOODS, WILD)):
        held = data.wilds if good == WILD else data.goods.get(good, 0)
        r, c = divmod(i, cols)
        box = pygame.Rect(x0 + c * col, y + r * (gsize + 2), gsize, gsize)
        draw_good_icon(surf, box, good)
        if not held:
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = gsize // 2
            pygame.draw.circle(veil, (241, 228, 195, 160), (radius, radius), radius)
            surf.blit(veil, box)
        text = f_small.render(str(held), True, theme.INK if held else theme.INK_SOFT)
        inline = not with_points and rows == 1 and col >= f_small.size("3 +5")[0] + 2
        if rows == 2:
            surf.blit(text, text.get_rect(midleft=(box.right + 3, box.centery)))
        elif inline and good != WILD and held:  # the count and its points side by side
            pts = f_small.render(
                f" +{data.goods_points.get(good, 0)}", True, theme.shade(theme.DANGER, 0.9)
            )
            left = box.centerx - (text.get_width() + pts.get_width()) // 2
            surf.blit(text, (left, box.bottom - 2))
            surf.blit(pts, (left + text.get_width(), box.bottom - 2))
        else:
            surf.blit(text, text.get_rect(midtop=(box.centerx, box.bottom - 2)))
        if with_points and good != WILD and held:
            pts = f_small.render(
                f"+{data.goods_points.get(good, 0)}", True, theme.shade(theme.DANGER, 0.9)
            )
            surf.blit(pts, pts.get_rect(midtop=(box.centerx, box.bottom + ls - 5)))
    return surf
