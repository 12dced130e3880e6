"""The slim player panels on the right of the board: coins, cards, goods with the points each
is worth now, score, armies and cities left. At 1280×720 the same panel shows icons and counts
only; from 1600 pixels wide it adds words."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

import pygame

from game.rules.eight_minute.cards import GOODS, WILD
from game.scenes.area_control.icons import draw_card_icon, draw_coin, draw_star
from game.scenes.area_control.panel_head import (
    count_room,
    head_bottom,
    name_room,
    panel_head,
    points_text,
    screen_left,
)
from game.ui import fonts, layout_check, theme
from game.ui.card_view import MIN_TEXT, draw_good_icon
from game.ui.layout import Metrics

__all__ = [
    "PanelData",
    "draw_card_icon",
    "draw_coin",
    "draw_star",
    "panel_width",
    "render_panel",
]


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


# What a panel is measured with when the board chooses its width: the widest counts a game
# usually reaches (the goods' own, "8/8" and "+5", are measured in `_goods_options`).
_SAMPLE_COUNTS = ("14", "14", "27", "14", "3")
_SAMPLE_NAME = "Alexandra"
GOOD_FLOOR = MIN_TEXT  # the smallest good icon drawn in a panel, in pixels


@dataclass(frozen=True)
class _Goods:
    """How the six goods are laid out: icon size, columns, the count and the points under
    each icon (`stacked`) or beside it; whether "/next" and the points are shown."""

    icon: int
    cols: int
    stacked: bool
    next_shown: bool
    points_shown: bool
    row_h: int

    @property
    def height(self) -> int:
        return self.row_h * -(-6 // self.cols)


@dataclass(frozen=True)
class _Plan:
    letter: int  # the counts' size; the goods are written two pixels smaller
    name: int  # the name's size
    top: int  # the y below the name row
    rows: tuple[tuple[int, ...], ...]  # the counts, row by row (0-4: coins to cities)
    goods: _Goods
    star_in_head: bool  # the points beside the name, not among the counts


def _sizes(letter: int) -> tuple[pygame.font.Font, pygame.font.Font]:
    return fonts.get(letter, bold=True), fonts.get(max(MIN_TEXT, letter - 2))


def _count_width(f_num: pygame.font.Font, value: str) -> int:
    # two digits kept for every count: the panel keeps its layout when a score reaches 10
    return f_num.get_linesize() + 3 + count_room(f_num, value)


def _count_rows(
    f_num: pygame.font.Font, values: tuple[str, ...], room: int, gap: int, star: bool
) -> tuple[tuple[int, ...], ...] | None:
    """The counts (coins, cards, points | armies, cities; without the points when they are
    beside the name, `star` False) in rows no wider than `room`: the two groups share a row
    when it holds them, a group too wide for a row of its own flows over two; None if a
    single count is too wide."""
    widths = [_count_width(f_num, v) for v in values]
    if max(widths) > room:
        return None
    rows: list[list[int]] = [[]]

    def used(row: list[int]) -> int:
        return sum(widths[i] for i in row) + gap * max(0, len(row) - 1)

    for group in ((0, 1, 2) if star else (0, 1), (3, 4)):
        if rows[-1] and used([*rows[-1], *group]) > room:
            rows.append([])
        for i in group:
            if rows[-1] and used([*rows[-1], i]) > room:
                rows.append([])
            rows[-1].append(i)
    return tuple(tuple(row) for row in rows)


def _goods_options(
    font: pygame.font.Font, icon: int, room: int, height: int, next_shown: bool, points: bool
) -> _Goods | None:
    """The first layout of the six goods that fits `room` × `height` with what is asked
    shown: six icons in a line with their words under them, then two columns of three or
    three of two with the words beside, then two lines of three with the words under. An
    icon is never smaller than GOOD_FLOOR, nor than two thirds of its words' line."""
    ls = font.get_linesize()
    count_w = font.size("8/8" if next_shown else "8")[0]
    points_w = font.size("+5")[0] if points else 0
    under = ls - 2 + (ls - 3 if points else 0)  # the words under a stacked icon
    beside = count_w + (2 + points_w if points else 0)
    for kind, cols in (("stacked", 6), ("beside", 2), ("beside", 3), ("stacked", 3)):
        col = room // cols
        rows = -(-6 // cols)
        if kind == "stacked":
            if col < max(count_w, points_w) + 2:
                continue
            g = min(icon, col - 2, height // rows - under)
            row_h = g + under
        else:
            g = min(icon, col - 3 - beside, height // rows - 2)
            row_h = max(g, ls - 2) + 2
        if g >= max(GOOD_FLOOR, ls * 2 // 3) and rows * row_h <= height:
            return _Goods(g, cols, kind == "stacked", next_shown, points, row_h)
    return None


def _plan(
    m: Metrics, size: tuple[int, int], values: tuple[str, ...], name: str, computer: bool
) -> tuple[_Plan, bool]:
    """The panel's layout: the largest letter (down to MIN_TEXT) at which everything shows,
    the points among the counts or else beside the name; failing that, the same without
    each good's next step, then without its points; and whether it fits (when not, the most
    compact one, which the drawing reports where it overflows)."""
    w, h = size
    pad = max(6, m.px(8))
    room = w - pad - m.px(6) - pad
    label, body = m.text("label"), m.text("body")
    last: _Plan | None = None
    for next_shown, points in ((True, True), (False, True), (False, False)):
        letters = range(max(label, MIN_TEXT), MIN_TEXT - 1, -1)
        for letter, in_head in product(letters, (False, True)):
            name_letter = max(MIN_TEXT, body - (label - letter))
            f_num, f_small = _sizes(letter)
            if in_head:  # the points beside the name: the name must still fit whole
                beside = _count_width(f_num, values[2]) + pad + (pad // 2 if computer else 0)
                name_w = fonts.get(MIN_TEXT, bold=True).size(name)[0]
                if name_room(m, w, name_letter, computer) - beside < name_w:
                    continue
            rows = _count_rows(f_num, values, room, pad, not in_head)
            if rows is None:
                continue
            top = head_bottom(m, name_letter)
            counts_h = len(rows) * f_num.get_linesize() + m.px(2)
            left = h - 3 - top - counts_h
            goods = _goods_options(f_small, f_num.get_linesize(), room, left, next_shown, points)
            fallback = _Goods(GOOD_FLOOR, 3, False, False, False, f_small.get_linesize())
            last = _Plan(letter, name_letter, top, rows, goods or fallback, in_head)
            if goods is not None:
                return last, True
    if last is None:  # not even one count fits the width: one to a row, at the floor
        f_num, _small = _sizes(MIN_TEXT)
        last = _Plan(
            MIN_TEXT,
            MIN_TEXT,
            head_bottom(m, MIN_TEXT),
            tuple((i,) for i in range(5)),
            _Goods(GOOD_FLOOR, 3, False, False, False, f_num.get_linesize()),
            False,
        )
    return last, False


def panel_width(m: Metrics, size: tuple[int, int], limit: int, long_game: bool) -> int:
    """The least width from `size`'s, up to `limit`, at which a panel `size[1]` tall shows all
    it says (the board widens its panel column to it; `limit` when none does)."""
    values = list(_SAMPLE_COUNTS)
    if long_game:
        values[2] = points_text(27, 40)
    w, h = size
    step = max(2, m.px(4))
    while w < limit:
        plan, fits = _plan(m, (w, h), tuple(values), _SAMPLE_NAME, True)
        if fits and plan.goods.next_shown and plan.goods.points_shown:
            return w
        w += step
    return max(size[0], limit)


class _Ink:
    """Draws on a panel and tells the layout checker of anything that would leave it."""

    def __init__(self, surf: pygame.Surface, size: tuple[int, int]) -> None:
        self.surf = surf
        self.bounds = pygame.Rect(0, 0, *size).inflate(-2, -2)

    def check(self, rect: pygame.Rect, what: str) -> None:
        if not self.bounds.contains(rect):
            layout_check.report_cut(
                what, f"drawn past the player panel's edge ({self.bounds.size} at {tuple(rect)})"
            )

    def blit(self, image: pygame.Surface, rect: pygame.Rect, what: str) -> None:
        self.check(rect, what)
        self.surf.blit(image, rect)


def render_panel(
    m: Metrics,
    size: tuple[int, int],
    data: PanelData,
    wide: bool,
    boxes: dict[str, pygame.Rect] | None = None,
) -> pygame.Surface:
    """The panel; `boxes`, when given, receives each good's place in the panel (for hover).
    Everything is laid out before it is drawn (`_plan`): the letter shrinks to the label
    floor before a good's next step, then its points, are left out; whatever would still be
    drawn past the panel's edge is reported to the layout checker."""
    w, h = size
    points = points_text(data.points, data.total_before)
    values = (
        str(data.coins),
        str(data.cards),
        points,
        str(data.armies_left),
        str(data.cities_left),
    )
    plan, fits = _plan(m, size, values, data.name, data.computer)
    pad = max(6, m.px(8))
    f_num, f_small = _sizes(plan.letter)
    icon = f_num.get_linesize()
    star_w = _count_width(f_num, points) if plan.star_in_head else 0
    # the points beside the name keep clear of the computer's screen
    clear = pad // 2 if data.computer else 0
    surf, y = panel_head(m, size, data, plan.name, star_w + clear if star_w else 0)
    ink = _Ink(surf, size)
    if not fits:
        layout_check.report_cut(data.name, f"player panel {size} too small for its counts")
    x0 = pad + m.px(6)
    draws = (
        lambda b: draw_coin(surf, b.center, b.height // 2 - 1),
        lambda b: draw_card_icon(surf, b),
        lambda b: draw_star(surf, b.center, b.height // 2 - 1),
        lambda b: theme.draw_cube(surf, b.center, b.height * 2 // 3, data.colour, data.mark),
        lambda b: theme.draw_disc(surf, b.center, b.height // 3, data.colour, data.mark),
    )

    def draw_count(i: int, x: int, y: int) -> int:
        """Count `i` with its icon from (x, y); returns where the next one may start."""
        box = pygame.Rect(x, y, icon, icon)
        ink.check(box, f"count {i} icon")
        draws[i](box)
        text = f_num.render(values[i], True, theme.INK)
        at = text.get_rect(topleft=(box.right + 3, y + (icon - text.get_height()) // 2))
        ink.blit(text, at, values[i])
        return box.right + 3 + count_room(f_num, values[i]) + pad

    if plan.star_in_head:  # right-aligned in the name row
        line = fonts.get(plan.name, bold=True).get_linesize()
        right = screen_left(m, w, plan.name, data.computer) - clear
        draw_count(2, right - star_w, pad // 2 + (line - icon) // 2)
    for row in plan.rows:
        x = x0
        for i in row:
            x = draw_count(i, x, y)
        y += icon
    y += m.px(2)
    _draw_goods(ink, plan.goods, f_small, data, pygame.Rect(x0, y, w - x0 - pad, h - y), boxes)
    return surf


def _draw_goods(
    ink: _Ink,
    goods: _Goods,
    font: pygame.font.Font,
    data: PanelData,
    area: pygame.Rect,
    boxes: dict[str, pygame.Rect] | None,
) -> None:
    """The six goods as `goods` lays them out in `area`, each with the count held, the count
    at which it next scores more and the points it is worth now, as far as shown."""
    ls = font.get_linesize()
    col = area.width // goods.cols
    red = theme.shade(theme.DANGER, 0.9)
    g = goods.icon
    for i, good in enumerate((*GOODS, WILD)):
        held = data.wilds if good == WILD else data.goods.get(good, 0)
        r, c = divmod(i, goods.cols)
        cell = pygame.Rect(area.left + c * col, area.top + r * goods.row_h, col, goods.row_h)
        box = pygame.Rect(cell.left, cell.top, g, g)
        if goods.stacked:
            box.centerx = cell.centerx
        else:
            box.centery = cell.top + goods.row_h // 2 - 1
        ink.check(box, f"{good} icon")
        draw_good_icon(ink.surf, box, good)
        if not held:
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = g // 2
            pygame.draw.circle(veil, (241, 228, 195, 160), (radius, radius), radius)
            ink.surf.blit(veil, box)
        if boxes is not None:
            boxes[good] = cell.copy()
        step = data.next_at.get(good) if good != WILD and goods.next_shown else None
        text = _count_image(font, held, step)
        worth = (
            font.render(f"+{data.goods_points.get(good, 0)}", True, red)
            if good != WILD and held and goods.points_shown
            else None
        )
        if goods.stacked:  # icon, then the count, then the points it is worth now
            if text.get_width() > col - 2:  # a count wider than the sample: the count alone
                text = _count_image(font, held, None)
            ink.blit(text, text.get_rect(midtop=(box.centerx, box.bottom - 2)), f"{good} count")
            if worth is not None:
                at = worth.get_rect(midtop=(box.centerx, box.bottom + ls - 5))
                ink.blit(worth, at, f"{good} points")
            continue
        x = box.right + 3
        if x + text.get_width() > cell.right:  # too narrow for "/next": the count alone
            text = _count_image(font, held, None)
        ink.blit(text, text.get_rect(midleft=(x, box.centery)), f"{good} count")
        x += text.get_width() + 2
        if worth is not None and x + worth.get_width() <= cell.right:
            ink.blit(worth, worth.get_rect(midleft=(x, box.centery)), f"{good} points")


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
