"""The Legends player panels: coins, cards, points, armies and cities left, elixirs, the
abilities the cards give, the warlord and the tokens won. Lines that do not fit are left out,
said by a last line (the panel's tooltip says everything)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.scenes.area_control.icons import draw_card_icon, draw_coin, draw_star
from game.scenes.area_control.panel_head import count_room, panel_head, points_text
from game.scenes.legends.tokens import draw_token
from game.ui import fonts, layout_check, theme
from game.ui.card_view import ELLIPSIS, fit_lines
from game.ui.layout import Metrics


@dataclass(frozen=True)
class PanelData:
    name: str
    colour: theme.Colour
    mark: str
    coins: int
    cards: int
    points: int
    armies_left: int
    cities_left: int
    elixirs: int
    abilities: tuple[str, ...]  # short, translated
    warlord: str  # translated name, "" without the variant
    tokens: tuple[str, ...]
    active: bool
    computer: bool
    total_before: int | None = None  # long game: points of the games already played


def render_panel(m: Metrics, size: tuple[int, int], data: PanelData, wide: bool) -> pygame.Surface:
    w, h = size
    surf, y = panel_head(m, size, data)
    pad = max(6, m.px(8))
    f_num = fonts.get(m.text("label"), bold=True)
    small = max(14, m.text("label") - 2)
    f_small = fonts.get(small)
    x0 = pad + m.px(6)
    icon = f_num.get_linesize()
    x = x0

    def count(draw: object, value: str) -> None:
        nonlocal x, y
        text = f_num.render(value, True, theme.INK)
        room = count_room(f_num, value)  # two digits kept: a score of 10 does not reflow
        need = icon + 3 + room
        if x > x0 and x + need > w - pad:
            x, y = x0, y + icon
        box = pygame.Rect(x, y, icon, icon)
        draw(box)  # type: ignore[operator]
        surf.blit(text, (box.right + 3, y + (icon - text.get_height()) // 2))
        x = box.right + 3 + room + pad

    count(lambda b: draw_coin(surf, b.center, b.height // 2 - 1), str(data.coins))
    count(lambda b: draw_card_icon(surf, b), str(data.cards))
    points = points_text(data.points, data.total_before)
    count(lambda b: draw_star(surf, b.center, b.height // 2 - 1), points)
    count(
        lambda b: theme.draw_cube(surf, b.center, b.height * 2 // 3, data.colour, data.mark),
        str(data.armies_left),
    )
    count(
        lambda b: theme.draw_tower(surf, b.center, b.height * 3 // 4, data.colour, data.mark),
        str(data.cities_left),
    )
    count(lambda b: _draw_elixir(surf, b), str(data.elixirs))
    y += icon + m.px(2)
    ls = f_small.get_linesize()
    if data.tokens and y + icon <= h - 2:
        r = max(6, icon // 2 - 1)
        tx = x0 + r
        for token in data.tokens:
            if tx + r > w - pad:
                break
            draw_token(surf, (tx, y + r), r, token)
            tx += 2 * r + 3
        y += 2 * r + 3
    lines = ([data.warlord] if data.warlord else []) + list(data.abilities)
    room = w - x0 - pad
    for i, text in enumerate(lines):
        # a long line wraps onto a second one rather than shrink under the label floor; a line
        # that cannot be shown whole is left out with the rest, and the last line says so
        last = i == len(lines) - 1
        with layout_check.probing():
            font, rows = fit_lines(text, room, small, 2)
        bottom = h - 2 - (0 if last else ls)  # keep a line for "more" while lines remain
        if y + ls * len(rows) > bottom or rows[-1].endswith(ELLIPSIS):
            # the note wraps onto the lines left; short of room, a shorter one, then "…" alone
            lines_left = (h - 2 - y) // ls
            if lines_left < 1:  # a panel full before its first line: the tooltip alone tells
                break
            font, rows = f_small, [ELLIPSIS]
            for note in (_("More: point at the panel"), _("More…")):
                with layout_check.probing():
                    tried, wrapped = fit_lines(note, room, small, lines_left)
                if "".join(wrapped).replace(" ", "") == note.replace(" ", ""):  # shown whole
                    font, rows = tried, wrapped
                    break
            for row in rows:
                surf.blit(font.render(row, True, theme.INK_SOFT), (x0, y))
                y += ls
            break
        for row in rows:
            surf.blit(
                font.render(row, True, theme.INK_SOFT), (x0, y + (ls - font.get_linesize()) // 2)
            )
            y += ls
    return surf


def _draw_elixir(surf: pygame.Surface, box: pygame.Rect) -> None:
    """A small flask."""
    cx, cy = box.center
    r = max(3, box.height // 3)
    pygame.draw.circle(surf, (120, 60, 160), (cx, cy + r // 3), r)
    pygame.draw.rect(surf, (120, 60, 160), (cx - r // 3, cy - r - r // 2, 2 * (r // 3) + 1, r))
    pygame.draw.circle(surf, theme.INK, (cx, cy + r // 3), r, 1)
