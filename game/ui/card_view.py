"""Cards drawn by us: a parchment frame, the good's icon at the top, a title, and the action
icons at the bottom with "or"/"and" between two actions. No published art.

A `CardFace` is plain data, so any game with goods and icon actions (Eight-Minute Empire,
Legends) can describe its cards and reuse `render_card`; images are cached by face and size.
"""

from __future__ import annotations

import math
from collections.abc import MutableMapping
from dataclasses import dataclass

import pygame

from game.ui import fonts, layout_check, theme
from game.ui.image_cache import MB, ImageCache
from game.ui.layout import TEXT_ROLES
from game.ui.text import hyphenate

# Soft, earthy tints per good (the icon carries the meaning; the tint only helps).
GOOD_TINTS: dict[str, theme.Colour] = {
    "crystal": (150, 196, 222),
    "iron": (150, 150, 160),
    "food": (222, 186, 90),
    "wood": (120, 160, 92),
    "tools": (196, 132, 84),
    "wild": (214, 178, 214),
}


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card shows. `actions` are (kind, amount) pairs: place, move, move_water, city,
    destroy; `joiner` is the already-translated word between two actions ("or", "and")."""

    title: str
    good: str
    good_count: int = 1
    actions: tuple[tuple[str, int], ...] = ()
    joiner: str = ""
    # Legends: no good; the card's ability written in the top band, tinted by its set.
    note: str = ""
    tint: tuple[int, int, int] | None = None
    # Eight-Minute Empire: the good's scoring table, (at least this many symbols, points).
    table: tuple[tuple[int, int], ...] = ()


# Cards drawn at the sizes the window asks for, bounded by their pixels (a 4K card row is ten
# times a 720p one): see image_cache.py.
CACHE_BYTES = 24 * MB
_cache: MutableMapping[tuple[CardFace, int, int, bool], pygame.Surface] = ImageCache(
    CACHE_BYTES, per_layout=True
)
layout_check.register_cache(_cache)

# The smallest text ever drawn on a card, in pixels: UX.md's label floor at 1280×720 (cards
# only grow with the window, so the floor holds at every size).
MIN_TEXT = TEXT_ROLES["label"][1]
ELLIPSIS = "…"


def _digit_size(icon: int) -> int:
    return max(MIN_TEXT, int(icon * 0.6))


def _whole_words(font: pygame.font.Font, text: str, width: int, rest: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > (rest if lines else width):
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines or [""]


def _shorten(font: pygame.font.Font, line: str, width: int) -> str:
    """`line` cut at the end with "…" so it is no wider than `width`."""
    if font.size(line)[0] <= width:
        return line
    while line and font.size(line.rstrip() + ELLIPSIS)[0] > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def fit_lines(
    text: str,
    width: int,
    size: int,
    max_lines: int,
    *,
    bold: bool = False,
    height: int | None = None,
    rest_width: int | None = None,
) -> tuple[pygame.font.Font, list[str]]:
    """The largest size from `size` down to MIN_TEXT at which `text` wraps (on whole words)
    into `max_lines` lines of `width` (and `height`, if given); below that, the floor size with
    the text shortened by "…". Never smaller than MIN_TEXT, never wider than `width`
    (`rest_width` for the lines after the first, when they have other room)."""
    rest = width if rest_width is None else rest_width

    def room(i: int) -> int:
        return width if i == 0 else rest

    for s in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        font = fonts.get(s, bold=bold)
        lines = _whole_words(font, text, width, rest)
        fits = len(lines) <= max_lines and all(
            font.size(line)[0] <= room(i) for i, line in enumerate(lines)
        )
        if fits and (height is None or len(lines) * font.get_linesize() <= height):
            return font, lines
    font = fonts.get(MIN_TEXT, bold=bold)
    lines = _whole_words(font, text, width, rest)
    layout_check.report_cut(text, f"shortened to {max_lines} line(s) of {width} px")
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1] + ELLIPSIS
    return font, [_shorten(font, line, room(i)) for i, line in enumerate(lines)]


def draw_good_icon(surface: pygame.Surface, rect: pygame.Rect, good: str) -> None:
    """A small round icon standing for a good (our own simple drawings)."""
    r = pygame.Rect(rect)
    cx, cy = r.center
    s = min(r.width, r.height)
    tint = GOOD_TINTS.get(good, theme.PARCHMENT_DARK)
    pygame.draw.circle(surface, tint, (cx, cy), s // 2)
    pygame.draw.circle(surface, theme.INK_SOFT, (cx, cy), s // 2, max(1, s // 16))
    u = max(2, s // 8)
    ink = theme.INK
    if good == "crystal":
        pts = [(cx, cy - 3 * u), (cx + 2 * u, cy - u), (cx, cy + 3 * u), (cx - 2 * u, cy - u)]
        pygame.draw.polygon(surface, (225, 245, 255), pts)
        pygame.draw.polygon(surface, ink, pts, max(1, u // 2))
        pygame.draw.line(surface, ink, (cx - 2 * u, cy - u), (cx + 2 * u, cy - u), 1)
    elif good == "iron":
        pts = [
            (cx - 3 * u, cy + 2 * u),
            (cx - 2 * u, cy - u),
            (cx + 2 * u, cy - u),
            (cx + 3 * u, cy + 2 * u),
        ]
        pygame.draw.polygon(surface, (90, 90, 100), pts)
        pygame.draw.polygon(surface, ink, pts, max(1, u // 2))
        pygame.draw.line(surface, (200, 200, 210), (cx - 2 * u, cy), (cx + u, cy), 1)
    elif good == "food":  # a sheaf of wheat
        for dx in (-u, 0, u):
            pygame.draw.line(surface, ink, (cx, cy + 3 * u), (cx + dx * 2, cy - 2 * u), 2)
            pygame.draw.ellipse(
                surface, (240, 210, 110), (cx + dx * 2 - u // 2, cy - 3 * u, u, 2 * u)
            )
        pygame.draw.line(surface, ink, (cx - u, cy + u), (cx + u, cy + u), 2)
    elif good == "wood":  # a tree
        pygame.draw.rect(surface, (110, 70, 40), (cx - u // 2, cy, u, 3 * u))
        pygame.draw.polygon(
            surface, (40, 110, 50), [(cx, cy - 3 * u), (cx + 3 * u, cy + u), (cx - 3 * u, cy + u)]
        )
        pygame.draw.polygon(
            surface, ink, [(cx, cy - 3 * u), (cx + 3 * u, cy + u), (cx - 3 * u, cy + u)], 1
        )
    elif good == "tools":  # a hammer
        pygame.draw.line(surface, (110, 70, 40), (cx - 2 * u, cy + 3 * u), (cx + u, cy - u), 3)
        head = [
            (cx - u, cy - 3 * u),
            (cx + 3 * u, cy + u),
            (cx + 2 * u, cy + 2 * u),
            (cx - 2 * u, cy - 2 * u),
        ]
        pygame.draw.polygon(surface, (80, 80, 90), head)
        pygame.draw.polygon(surface, ink, head, 1)
    else:  # wild: a star
        pts = []
        for i in range(10):
            rad = (3 * u) if i % 2 == 0 else (3 * u) // 2
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, theme.GOLD, pts)
        pygame.draw.polygon(surface, ink, pts, 1)


def draw_action_icon(surface: pygame.Surface, rect: pygame.Rect, kind: str, amount: int) -> None:
    """One action: a cube (place), an arrow (move), a ship (water), a house (city), a struck
    cube (destroy); the amount is written beside it when it is more than one."""
    r = pygame.Rect(rect)
    s = min(r.width, r.height)
    icon = pygame.Rect(0, 0, s, s)
    icon.midleft = (r.left, r.centery)
    cx, cy = icon.center
    ink = theme.INK
    u = max(2, s // 8)
    if kind == "place":
        theme.draw_cube(surface, (cx, cy + u // 2), int(s * 0.5), (200, 170, 120))
        pygame.draw.line(surface, ink, (cx - 3 * u, cy - 3 * u), (cx - 3 * u, cy - u), 2)
        pygame.draw.line(surface, ink, (cx - 4 * u, cy - 2 * u), (cx - 2 * u, cy - 2 * u), 2)
    elif kind == "move":
        pygame.draw.line(surface, ink, (cx - 3 * u, cy), (cx + 2 * u, cy), max(2, u))
        pygame.draw.polygon(
            surface, ink, [(cx + 3 * u, cy), (cx + u, cy - 2 * u), (cx + u, cy + 2 * u)]
        )
    elif kind == "move_water":
        hull = [
            (cx - 3 * u, cy + u),
            (cx + 3 * u, cy + u),
            (cx + 2 * u, cy + 3 * u),
            (cx - 2 * u, cy + 3 * u),
        ]
        pygame.draw.polygon(surface, (110, 70, 40), hull)
        pygame.draw.line(surface, ink, (cx, cy + u), (cx, cy - 3 * u), 2)
        pygame.draw.polygon(
            surface, theme.WHITE, [(cx + 1, cy - 3 * u), (cx + 1, cy), (cx + 2 * u, cy)]
        )
        pygame.draw.polygon(surface, ink, [(cx + 1, cy - 3 * u), (cx + 1, cy), (cx + 2 * u, cy)], 1)
    elif kind == "city":
        body = pygame.Rect(cx - 2 * u, cy - u // 2, 4 * u, 3 * u)
        pygame.draw.rect(surface, (236, 220, 190), body)
        pygame.draw.rect(surface, ink, body, 1)
        roof = [(cx - 3 * u, cy - u // 2), (cx, cy - 3 * u), (cx + 3 * u, cy - u // 2)]
        pygame.draw.polygon(surface, (170, 60, 40), roof)
        pygame.draw.polygon(surface, ink, roof, 1)
    elif kind == "destroy":
        theme.draw_cube(surface, (cx, cy), int(s * 0.5), (200, 170, 120))
        pygame.draw.line(
            surface, theme.DANGER, (cx - 3 * u, cy - 3 * u), (cx + 3 * u, cy + 3 * u), max(2, u)
        )
        pygame.draw.line(
            surface, theme.DANGER, (cx - 3 * u, cy + 3 * u), (cx + 3 * u, cy - 3 * u), max(2, u)
        )
    if amount > 1 or kind in ("move", "move_water"):
        font = fonts.get(_digit_size(s), bold=True)
        text = font.render(str(amount), True, ink)
        surface.blit(text, text.get_rect(midleft=(icon.right + 2, cy)))


def render_card(face: CardFace, size: tuple[int, int], *, dimmed: bool = False) -> pygame.Surface:
    """The card as an image of `size` (cached; the same face and size is drawn once)."""
    w, h = max(20, size[0]), max(28, size[1])
    key = (face, w, h, dimmed)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    layout_check.drawn("card", f"card {face.title}", pygame.Rect(0, 0, w, h))
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    body = card.get_rect()
    pygame.draw.rect(card, theme.PARCHMENT, body, border_radius=radius)
    tint = face.tint or GOOD_TINTS.get(face.good, theme.PARCHMENT_DARK)
    # an ability card (Legends) gives its band and its actions a little less height, so that
    # a two-line name has room between them
    band_part = 0.32 if face.table else (0.38 if face.note else 0.42)
    action_y, action_h = (
        (0.83, 0.18) if face.table else ((0.83, 0.16) if face.note else (0.79, 0.2))
    )
    edge = max(2, w // 40)
    inner = body.inflate(-max(4, w // 10), -max(4, w // 10))
    has_table = bool(face.table)
    room = inner.width - 4  # the title's width
    start = max(MIN_TEXT, int(h * 0.1))
    action_size = max(10, int(h * action_h))  # the actions' row, shrunk below to fit
    actions_top = int(h * action_y) - action_size // 2
    band_h = int(h * band_part)
    ability = None
    if face.note and not has_table:
        ability = _ability_layout(face, inner, edge, band_h, actions_top, room, start)
        if ability is not None:
            band_h = ability.band_bottom
    fitted = _fit_title(face.title, room, start) if has_table else None
    if fitted is not None and len(fitted[1]) > 1:
        # a two-line name over a goods table: the band ends under the icon, so that the name
        # never lies on it
        icon_bottom = int(h * 0.04) + int(min(w * 0.42, h * 0.26))
        band_h = min(band_h, icon_bottom + max(2, h // 60))
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(
        card,
        theme.shade(tint, 1.35),
        band,
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    pygame.draw.rect(card, theme.PARCHMENT_EDGE, body, edge, border_radius=radius)
    pygame.draw.rect(
        card, theme.shade(theme.PARCHMENT_EDGE, 1.2), inner, 1, border_radius=radius // 2
    )
    # the good(s) at the top; a card with a scoring table keeps the middle for it
    icon_s = int(min(w * 0.42, h * (0.26 if has_table else 0.3)))
    count = max(1, face.good_count)
    total = count * icon_s + (count - 1) * (icon_s // 5)
    left = (w - total) // 2
    for i in range(count if face.good else 0):
        box = pygame.Rect(
            left + i * (icon_s + icon_s // 5),
            int(h * (0.04 if has_table else 0.06)),
            icon_s,
            icon_s,
        )
        draw_good_icon(card, box, face.good)
    note_box = pygame.Rect(inner.left + 2, edge + 1, inner.width - 4, band.bottom - edge - 2)
    if ability is not None:
        _draw_lines(card, note_box, ability.note_font, ability.note_lines)
    elif face.note:
        _draw_note(card, note_box, face.note)
    # the title in the middle: shrink to the label floor, then two lines, then "…" (the hover
    # enlargement shows the whole name)
    # under an ability's band the name has only the room down to the actions
    title_h = actions_top - band.bottom if face.note and not has_table else None
    if ability is not None:
        font, lines = ability.title_font, ability.title_lines
    elif fitted is not None:
        font, lines = fitted
    else:
        font, lines = _fit_title(face.title, room, start, title_h)
    line_h = font.get_linesize()
    y0 = int(h * (0.4 if has_table else 0.5)) - line_h * (len(lines) - 1) // 2
    if title_h is not None:
        y0 = (band.bottom + actions_top) // 2 - line_h * (len(lines) - 1) // 2
    if has_table:  # under the band, the goods table under the name
        y0 = max(y0, band.bottom + 1 + line_h // 2)
    for i, line in enumerate(lines):
        image = font.render(line, True, theme.INK)
        card.blit(image, image.get_rect(center=(w // 2, y0 + i * line_h)))
    table_bottom = 0
    if has_table:
        strip_h = fonts.get(max(MIN_TEXT, int(h * 0.1)), bold=True).get_linesize()
        name_bottom = y0 + (len(lines) - 1) * line_h + line_h // 2
        table_y = max(int(h * 0.63), name_bottom + strip_h // 2 + 1)
        _draw_table(card, inner, table_y, face.table, h)
        table_bottom = table_y + strip_h // 2
    # the actions at the bottom, scaled down until they fit the card's width
    n = len(face.actions)
    if n:
        ah = action_size
        jfont = fonts.get(max(MIN_TEXT, int(h * 0.08)), bold=True)
        join = jfont.render(face.joiner, True, theme.INK_SOFT) if n > 1 and face.joiner else None
        join_w = join.get_width() + 4 if join is not None else 0

        def widths(height: int) -> list[int]:
            out = []
            for kind, amount in face.actions:
                number = amount > 1 or kind in ("move", "move_water")
                digits = fonts.get(_digit_size(height), bold=True).size(str(amount))[0]
                out.append(height + (digits + 3 if number else 0))
            return out

        while ah > 8 and sum(widths(ah)) + join_w + 2 * (n - 1) > inner.width - 2:
            ah -= 1
        slots = widths(ah)
        x = (w - sum(slots) - join_w - 2 * (n - 1)) // 2
        # under the goods table (a cube's mark reaches above it), above the card's edge
        y = min(max(int(h * action_y), table_bottom + ah // 2 + 3), h - edge - ah // 2 - 1)
        for i, (kind, amount) in enumerate(face.actions):
            draw_action_icon(card, pygame.Rect(x, y - ah // 2, slots[i], ah), kind, amount)
            x += slots[i] + 2
            if i == 0 and join is not None:
                card.blit(join, join.get_rect(midleft=(x, y)))
                x += join_w
    if dimmed:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (40, 30, 20, 120), veil.get_rect(), border_radius=radius)
        card.blit(veil, (0, 0))
    _cache[key] = card
    return card


TABLE_POINTS = (150, 40, 30)  # the points of a goods table, apart from the counts in ink


def _fit_title(
    title: str, room: int, start: int, height: int | None = None
) -> tuple[pygame.font.Font, list[str]]:
    """The card's name in at most two lines of `room`: shrunk to the label floor, then a
    one-word name too wide is hyphenated, then "…" (the enlarged card shows it whole)."""
    with layout_check.probing():
        font, lines = fit_lines(title, room, start, 2, bold=True, height=height)
    if any(line.endswith(ELLIPSIS) for line in lines):
        title = hyphenate(title, fonts.get(MIN_TEXT, bold=True), room)
        font, lines = fit_lines(title, room, start, 2, bold=True, height=height)
    return font, lines


def _arrow_width(size: int, compact: bool = False) -> int:
    return 3 if compact else max(4, size * 2 // 7)


def _table_gap(size: int, compact: bool = False) -> int:
    return 2 if compact else max(4, size // 3)


def table_width(table: tuple[tuple[int, int], ...], size: int, compact: bool = False) -> int:
    """The width of a goods table drawn in one line at `size` (`compact`: the arrows and
    the gaps at their narrowest, for a card where the floor size is still too wide)."""
    font = fonts.get(size, bold=True)
    gap = _table_gap(size, compact)
    cells = sum(font.size(f"{c}{p}")[0] + _arrow_width(size, compact) + 1 for c, p in table)
    return cells + gap * (len(table) - 1)


def _draw_table(
    card: pygame.Surface,
    box: pygame.Rect,
    centre_y: int,
    table: tuple[tuple[int, int], ...],
    h: int,
) -> None:
    """The goods table in one line: "2▸1 4▸2 5▸3 6▸5", the counts in ink, a small drawn arrow
    (the font has none) and the points in red, on a light strip, at the largest size that fits
    (never under the label floor)."""
    size = max(MIN_TEXT, int(h * 0.1))
    while size > MIN_TEXT and table_width(table, size) > box.width - 6:
        size -= 1
    # at the floor and still too wide: narrower arrows and gaps, so that the strip keeps a
    # margin inside the card's frame rather than touch it
    compact = table_width(table, size) > box.width - 6
    font = fonts.get(size, bold=True)
    gap = _table_gap(size, compact)
    total = table_width(table, size, compact)
    strip = pygame.Rect(0, 0, min(box.width - 4, total + 6), font.get_linesize())
    strip.center = (box.centerx, centre_y)
    pygame.draw.rect(card, theme.shade(theme.PARCHMENT, 1.06), strip, border_radius=4)
    pygame.draw.rect(card, theme.PARCHMENT_EDGE, strip, 1, border_radius=4)
    x = box.centerx - total // 2
    aw = _arrow_width(size, compact)
    for i, (count, points) in enumerate(table):
        if i:
            sep_x = x - gap // 2
            pygame.draw.line(
                card, theme.PARCHMENT_EDGE, (sep_x, strip.top + 3), (sep_x, strip.bottom - 3)
            )
        a = font.render(str(count), True, theme.INK)
        b = font.render(str(points), True, TABLE_POINTS)
        card.blit(a, a.get_rect(midleft=(x, centre_y)))
        x += a.get_width()
        half = aw * 3 // 4
        pygame.draw.polygon(
            card,
            theme.INK_SOFT,
            [(x, centre_y - half), (x + aw, centre_y), (x, centre_y + half)],
        )
        x += aw + 1
        card.blit(b, b.get_rect(midleft=(x, centre_y)))
        x += b.get_width() + gap


@dataclass(frozen=True, slots=True)
class _AbilityLayout:
    """Where an ability card's band ends, and its ability and name as fitted whole."""

    band_bottom: int
    note_font: pygame.font.Font
    note_lines: list[str]
    title_font: pygame.font.Font
    title_lines: list[str]


def _fit_whole(
    text: str, width: int, size: int, max_lines: int, height: int, *, bold: bool = False
) -> tuple[pygame.font.Font, list[str]] | None:
    """`text` in at most `max_lines` lines of `width` and `height` in all, from `size` down to
    MIN_TEXT, a word too wide for a line hyphenated; None (nothing reported) if it cannot be
    said whole."""
    if height <= 0:
        return None
    with layout_check.probing():
        for attempt in (text, hyphenate(text, fonts.get(MIN_TEXT, bold=bold), width)):
            font, lines = fit_lines(attempt, width, size, max_lines, bold=bold, height=height)
            whole = " ".join(lines) == " ".join(attempt.split())
            if whole and len(lines) * font.get_linesize() <= height:
                return font, lines
    return None


def _ability_layout(
    face: CardFace,
    inner: pygame.Rect,
    edge: int,
    band_bottom: int,
    actions_top: int,
    room: int,
    start: int,
) -> _AbilityLayout | None:
    """An ability card's band and name, both whole: the usual band with a name of two lines,
    else the band raised (or lowered) as far as the ability allows and the name on up to
    three lines below it, the band kept as near its usual height as the name lets it. None
    when no split says both whole (the caller then draws the usual one, and reports it)."""
    line = fonts.get(MIN_TEXT).get_linesize()

    def note(bottom: int) -> tuple[pygame.font.Font, list[str]] | None:
        height = bottom - edge - 2
        return _fit_whole(
            face.note,
            inner.width - 4,
            max(MIN_TEXT, height // 3),
            max(1, height // line),
            height,
        )

    def title(bottom: int, lines: int) -> tuple[pygame.font.Font, list[str]] | None:
        return _fit_whole(face.title, room, start, lines, actions_top - bottom, bold=True)

    fitted_note, fitted_title = note(band_bottom), title(band_bottom, 2)
    if fitted_note is not None and fitted_title is not None:
        return _AbilityLayout(band_bottom, *fitted_note, *fitted_title)
    # the least band that says the whole ability...
    lowest = next(
        (b for b in range(edge + 2 + line, actions_top - line + 1) if note(b) is not None), None
    )
    if lowest is None or title(lowest, 3) is None:
        return None
    # ...then the band as deep as the name leaves room for, up to its usual depth
    top = max(lowest, band_bottom)
    bottom = next(b for b in range(top, lowest - 1, -1) if title(b, 3) is not None)
    fitted_note, fitted_title = note(bottom), title(bottom, 3)
    if fitted_note is None or fitted_title is None:
        return None
    return _AbilityLayout(bottom, *fitted_note, *fitted_title)


def _draw_lines(
    card: pygame.Surface, box: pygame.Rect, font: pygame.font.Font, lines: list[str]
) -> None:
    """Lines centred in `box`, one under the other."""
    y = box.top + (box.height - len(lines) * font.get_linesize()) // 2
    for text in lines:
        image = font.render(text, True, theme.INK)
        card.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += font.get_linesize()


def _draw_note(card: pygame.Surface, box: pygame.Rect, note: str) -> None:
    """Words in the band (an ability): the largest size whose wrapped lines fit, never under
    the label floor (the last line ends in "…" when even that is too long)."""
    start = max(MIN_TEXT, box.height // 3)
    max_lines = max(1, box.height // fonts.get(MIN_TEXT).get_linesize())
    with layout_check.probing():  # a word too wide for the band is hyphenated below
        font, lines = fit_lines(note, box.width, start, max_lines, height=box.height)
    if any(line.endswith(ELLIPSIS) for line in lines):
        note = hyphenate(note, fonts.get(MIN_TEXT), box.width)
        font, lines = fit_lines(note, box.width, start, max_lines, height=box.height)
    _draw_lines(card, box, font, lines)


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The back of a card (the deck): wood-brown with a gold lozenge."""
    radius = max(4, rect.width // 12)
    pygame.draw.rect(surface, theme.WOOD_LIGHT, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=radius)
    cx, cy = rect.center
    a, b = rect.width // 4, rect.height // 4
    pygame.draw.polygon(
        surface, theme.GOLD, [(cx, cy - b), (cx + a, cy), (cx, cy + b), (cx - a, cy)], 2
    )
