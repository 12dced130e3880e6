"""Imperial Settlers cards, drawn by us: the card's colour as a band across the top (hue and a
shape per colour, so that it reads without colour vision), cost top-left, raze field top-right,
the type as a road symbol (shape and hue), the name, the ability text when there is room, the
deal field at the bottom (faction cards) and a small mark on abilities we reconstructed. Large
cards also spell out type and colour in words (`SettlersFace.marks`).

`render_location(card_id, size, ...)` returns a cached surface; `draw_good` draws one goods
icon (also used for the supply panels). The translated name and text come from the caller, so
this module knows nothing of languages.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import MutableMapping
from dataclasses import dataclass

import pygame

from game.ui import fonts, layout_check, theme
from game.ui.card_view import ELLIPSIS, MIN_TEXT, fit_lines
from game.ui.image_cache import MB, ImageCache
from game.ui.text import hyphenate

GOOD_COLOURS: dict[str, theme.Colour] = {
    "wood": (112, 150, 80),
    "stone": (150, 150, 158),
    "food": (226, 176, 70),
    "gold": (240, 200, 60),
    "worker": (214, 150, 110),
    "card": (150, 120, 190),
    "common_card": (150, 120, 190),
    "faction_card": (110, 90, 160),
    "raze": (190, 60, 50),
    "defence": (70, 110, 180),
    "vp": (250, 230, 120),
    "resource": (190, 190, 170),
}
# The type's frame colour (brown: production, grey-blue: feature, red: action), as on the box.
TYPE_FRAMES: dict[str, theme.Colour] = {
    "production": (150, 104, 52),
    "feature": (92, 110, 134),
    "action": (160, 58, 46),
}
CARD_RATIO = 0.7  # width / height
FRAME = (96, 72, 50)  # one frame for every card: the type is the road symbol, not the frame
# The card colours that abilities count: a hue and a shape each (the shape alone tells them
# apart). Purple is Idol and Monument only.
CARD_COLOURS: dict[str, tuple[theme.Colour, str]] = {
    "grey": ((150, 150, 154), "square"),
    "brown": ((128, 84, 46), "triangle"),
    "red": ((196, 52, 40), "diamond"),
    "black": ((40, 38, 40), "circle"),
    "pink": ((232, 140, 184), "plus"),
    "gold": ((230, 184, 40), "star"),
    "blue": ((56, 108, 196), "ring"),
    "purple": ((124, 68, 160), "cross"),
}
TEXT_CARD_HEIGHT = 250  # from this height a card also names its type and colour in words
# From this height every card's name is whole in every language (tests/ui_settlers/
# test_card_faces.py proves it): the table never draws a card it lays out smaller than this.
NAME_HEIGHT = 114


def draw_good(surface: pygame.Surface, rect: pygame.Rect, good: str) -> None:
    """One good: a tinted disc with a simple shape, readable without colour."""
    r = pygame.Rect(rect)
    s = min(r.width, r.height)
    cx, cy = r.center
    u = max(1, s // 8)
    fill = GOOD_COLOURS.get(good, theme.PARCHMENT_DARK)
    ink = theme.INK
    pygame.draw.circle(surface, fill, (cx, cy), s // 2)
    pygame.draw.circle(surface, ink, (cx, cy), s // 2, max(1, s // 14))
    if good == "wood":
        pygame.draw.polygon(
            surface, (40, 90, 40), [(cx, cy - 3 * u), (cx + 2 * u, cy + u), (cx - 2 * u, cy + u)]
        )
        pygame.draw.line(surface, (90, 60, 30), (cx, cy + u), (cx, cy + 3 * u), max(1, u))
    elif good == "stone":
        pts = [(cx - 2 * u, cy + 2 * u), (cx - 3 * u, cy), (cx - u, cy - 2 * u)]
        pts += [(cx + 2 * u, cy - 2 * u), (cx + 3 * u, cy + u), (cx + u, cy + 2 * u)]
        pygame.draw.polygon(surface, (205, 205, 210), pts)
        pygame.draw.polygon(surface, ink, pts, 1)
    elif good == "food":
        pygame.draw.circle(surface, (200, 60, 40), (cx, cy + u // 2), 2 * u)
        pygame.draw.line(surface, (60, 110, 40), (cx, cy - u), (cx + u, cy - 3 * u), max(1, u))
    elif good == "gold":
        pygame.draw.circle(surface, (255, 224, 90), (cx, cy), 2 * u)
        pygame.draw.circle(surface, ink, (cx, cy), 2 * u, 1)
    elif good == "worker":
        pygame.draw.circle(surface, ink, (cx, cy - 2 * u), u + 1)
        pygame.draw.polygon(
            surface, ink, [(cx - 2 * u, cy + 3 * u), (cx, cy - u), (cx + 2 * u, cy + 3 * u)]
        )
    elif good in ("card", "common_card", "faction_card"):
        box = pygame.Rect(0, 0, 3 * u, 4 * u)
        box.center = (cx, cy)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=max(1, u // 2))
        pygame.draw.rect(surface, ink, box, 1, border_radius=max(1, u // 2))
    elif good == "raze":  # crossed blades
        pygame.draw.line(surface, ink, (cx - 2 * u, cy - 2 * u), (cx + 2 * u, cy + 2 * u), u)
        pygame.draw.line(surface, ink, (cx + 2 * u, cy - 2 * u), (cx - 2 * u, cy + 2 * u), u)
    elif good == "defence":  # a shield
        pts = [(cx - 2 * u, cy - 2 * u), (cx + 2 * u, cy - 2 * u), (cx + 2 * u, cy)]
        pts += [(cx, cy + 3 * u), (cx - 2 * u, cy)]
        pygame.draw.polygon(surface, (220, 230, 250), pts)
        pygame.draw.polygon(surface, ink, pts, 1)
    elif good == "vp":  # a star
        pts = []
        for i in range(10):
            rad = 3 * u if i % 2 == 0 else int(1.3 * u)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, (200, 150, 20), pts)
        pygame.draw.polygon(surface, ink, pts, 1)
    elif good == "resource":  # wood, stone or food: three small dots
        for i, g in enumerate(("wood", "stone", "food")):
            pygame.draw.circle(surface, GOOD_COLOURS[g], (cx + (i - 1) * 2 * u, cy), u + 1)


def draw_colour_mark(surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """One card colour: a chip of its hue with its shape in a contrasting ink."""
    hue, shape = CARD_COLOURS.get(colour, (theme.PARCHMENT_DARK, "square"))
    pygame.draw.rect(surface, hue, rect, border_radius=max(1, rect.height // 5))
    light = sum(hue) > 420
    ink = theme.INK if light else theme.PARCHMENT
    s = max(4, min(rect.width, rect.height) - 4)
    cx, cy = rect.center
    r = s // 2
    w = max(1, s // 5)
    if shape == "square":
        pygame.draw.rect(surface, ink, (cx - r + 1, cy - r + 1, s - 2, s - 2))
    elif shape == "triangle":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])
    elif shape == "diamond":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    elif shape == "circle":
        pygame.draw.circle(surface, ink, (cx, cy), r)
    elif shape == "plus":
        pygame.draw.rect(surface, ink, (cx - w, cy - r, 2 * w, s))
        pygame.draw.rect(surface, ink, (cx - r, cy - w, s, 2 * w))
    elif shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else max(1, r * 2 // 5)
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surface, ink, pts)
    elif shape == "ring":
        pygame.draw.circle(surface, ink, (cx, cy), r, w)
    else:  # cross
        pygame.draw.line(surface, ink, (cx - r, cy - r), (cx + r, cy + r), w + 1)
        pygame.draw.line(surface, ink, (cx + r, cy - r), (cx - r, cy + r), w + 1)


def draw_colour_band(surface: pygame.Surface, band: pygame.Rect, colours: tuple[str, ...]) -> None:
    """The card's colours side by side across `band`, each with its shape at both ends of its
    part (the left end stays visible when cards overlap)."""
    if not colours:  # colourless (Ruins): plain parchment with a thin rule
        pygame.draw.line(surface, theme.PARCHMENT_EDGE, band.midleft, band.midright, 1)
        return
    part = band.width // len(colours)
    chip = band.height
    for i, colour in enumerate(colours):
        seg = pygame.Rect(band.left + i * part, band.top, part, band.height)
        pygame.draw.rect(surface, CARD_COLOURS.get(colour, (theme.PARCHMENT_DARK, ""))[0], seg)
        draw_colour_mark(surface, pygame.Rect(seg.left, seg.top, chip, chip), colour)
        if seg.width > 4 * chip:
            draw_colour_mark(surface, pygame.Rect(seg.right - chip, seg.top, chip, chip), colour)


def _goods_step(size: int, count: int, max_w: int) -> int:
    return min(size, max(size // 3, (max_w - size) // max(1, count - 1)))


def draw_goods_row(
    surface: pygame.Surface, left: int, top: int, size: int, goods: list[str], max_w: int
) -> int:
    """Icons one after another (overlapping when space is short); returns the right edge."""
    if not goods:
        return left
    step = _goods_step(size, len(goods), max_w)
    x = left
    for good in goods:
        draw_good(surface, pygame.Rect(x, top, size, size), good)
        x += step
    return x - step + size


def field_boxes(face: SettlersFace, size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Where the card drawn at `size` shows its fields, in the card's own coordinates:
    "cost" (with the "L" tile), "raze" and "deal", each only when the card has it (so that a
    pointer on one can be told what it is)."""
    w, h = max(8, size[0]), max(8, size[1])
    border = max(2, w // 22)
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * border, -2 * border)
    icon = max(8, min(w // 6, h // 8))
    top = inner.top + max(6, icon * 3 // 4) + 1
    boxes: dict[str, pygame.Rect] = {}
    left = inner.left + 1
    right = left
    if face.cost:
        step = _goods_step(icon, len(face.cost), inner.width // 2)
        right = left + step * (len(face.cost) - 1) + icon
    if face.discard_location:
        letter = fonts.get(max(MIN_TEXT, icon - 2), bold=True).size("L")[0]
        right += 1 + max(icon, letter + 2)
    if right > left:
        boxes["cost"] = pygame.Rect(left, top + 1, right - left, icon)
    if face.raze:
        raze = pygame.Rect(0, 0, len(face.raze) * icon + 4, icon + 2)
        raze.topright = (inner.right, top)
        boxes["raze"] = raze
    if face.deal:
        boxes["deal"] = pygame.Rect(inner.left, inner.bottom - icon - 4, inner.width, icon + 4)
    return boxes


def draw_road(surface: pygame.Surface, rect: pygame.Rect, kind: str, colour: theme.Colour) -> None:
    """The type's road symbol: a wheel (production), a tower (feature), a fist-like arrow
    (action); shape and frame colour both tell the type."""
    cx, cy = rect.center
    s = min(rect.width, rect.height)
    pygame.draw.circle(surface, colour, (cx, cy), s // 2)
    pygame.draw.circle(surface, theme.PARCHMENT, (cx, cy), s // 2, max(1, s // 10))
    u = max(1, s // 8)
    light = theme.PARCHMENT
    if kind == "production":
        pygame.draw.circle(surface, light, (cx, cy), 2 * u, max(1, u // 2 + 1))
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            pygame.draw.line(surface, light, (cx, cy), (cx + dx * 2 * u, cy + dy * 2 * u), 1)
    elif kind == "feature":
        pygame.draw.rect(surface, light, (cx - u - u // 2, cy - u, 3 * u, 3 * u))
        for dx in (-u - u // 2, u // 2):
            pygame.draw.rect(surface, light, (cx + dx, cy - 2 * u, u, u))
    else:
        pts = [(cx - 2 * u, cy - u), (cx, cy - u), (cx, cy - 2 * u - 1)]
        pts += [(cx + 2 * u + 1, cy), (cx, cy + 2 * u + 1), (cx, cy + u), (cx - 2 * u, cy + u)]
        pygame.draw.polygon(surface, light, pts)


@dataclass(frozen=True, slots=True)
class SettlersFace:
    """What a card shows, already translated."""

    card_id: str
    name: str
    text: str
    type: str
    cost: tuple[str, ...]  # one entry per icon
    discard_location: bool
    raze: tuple[str, ...] | None
    deal: tuple[str, ...] | None
    reconstructed: bool
    faction: str  # "" for common cards
    colours: tuple[str, ...] = ()  # what "per grey location" counts; none for Ruins
    marks: str = ""  # type and colour in words, shown on large cards


CACHE_BYTES = 24 * MB  # bounded by pixels, not by count: see image_cache.py
_cache: MutableMapping[tuple[SettlersFace, int, int, bool, bool], pygame.Surface] = ImageCache(
    CACHE_BYTES
)
_whole: dict[tuple[SettlersFace, int, int, bool, bool], bool] = {}
_read: dict[tuple[SettlersFace, int, int, bool, bool], bool] = {}  # a line of text shows
layout_check.register_cache(_cache)
layout_check.register_cache(_whole)
layout_check.register_cache(_read)


def render_location(
    face: SettlersFace, size: tuple[int, int], *, text: bool = True, excerpt: bool = False
) -> pygame.Surface:
    """The card at `size`; the ability text appears when `text` and the card is tall enough.
    With `excerpt` (a card on the table, which the zoom shows whole) a text longer than the
    card ends in "…"; without it, a text that does not fit is a cut the layout checker reports."""
    key = (face, size[0], size[1], text, excerpt)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    layout_check.drawn("card", f"card {face.card_id}", pygame.Rect(0, 0, *size))
    if len(_whole) > 20_000:  # flags only, but a resized window asks for new sizes for ever
        _whole.clear()
        _read.clear()
    surf, whole, read = _paint(face, size, text, excerpt, level=0)
    for level in (1, 2):
        if not excerpt or not text or not face.text or read:
            break
        # a long name left no line for the text: the road symbol moves up beside the cost
        # (where there is room), and the line it frees shows the text's start; else that
        # start goes in the deal band, left of the deal
        tighter = _paint(face, size, text, excerpt, level=level)
        if tighter[2]:
            surf, whole, read = tighter
    _cache[key] = surf
    _whole[key] = whole
    _read[key] = read
    return surf


def _paint(
    face: SettlersFace, size: tuple[int, int], text: bool, excerpt: bool, *, level: int
) -> tuple[pygame.Surface, bool, bool]:
    """The card drawn (see `render_location`), whether it shows name and text whole, and
    whether a line of its text shows; from `level` 1 the road symbol sits on the cost's line,
    right of the cost, where it fits; at 2 a faction card's text starts in its deal band."""
    w, h = max(8, size[0]), max(8, size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    frame = FRAME
    radius = max(3, w // 14)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    border = max(2, w // 22)
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, theme.PARCHMENT, inner, border_radius=max(2, radius - 2))
    icon = max(8, min(w // 6, h // 8))
    band = pygame.Rect(inner.left, inner.top, inner.width, max(6, icon * 3 // 4))
    draw_colour_band(surf, band, face.colours)
    inner = pygame.Rect(inner.left, band.bottom + 1, inner.width, inner.bottom - band.bottom - 1)
    # cost: top-left (the "L" of a faction card is a small dark tile)
    cost = list(face.cost)
    right = draw_goods_row(surf, inner.left + 1, inner.top + 1, icon, cost, inner.width // 2)
    if face.discard_location:
        letter = fonts.get(max(MIN_TEXT, icon - 2), bold=True).render("L", True, theme.PARCHMENT)
        tile = pygame.Rect(right + 1, inner.top + 1, max(icon, letter.get_width() + 2), icon)
        pygame.draw.rect(surf, theme.INK, tile, border_radius=2)
        surf.blit(letter, letter.get_rect(center=tile.center))
        right = tile.right
    # raze field: top-right, on a reddish band
    if face.raze:
        n = len(face.raze)
        band = pygame.Rect(0, 0, n * icon + 4, icon + 2)
        band.topright = (inner.right, inner.top)
        pygame.draw.rect(surf, (236, 196, 180), band, border_radius=3)
        draw_goods_row(surf, band.left + 2, band.top + 1, icon, list(face.raze), band.width)
    # road symbol (type) under the cost, or raised beside it
    road = pygame.Rect(inner.left + 1, inner.top + icon + 3, icon, icon)
    raze_left = inner.right - (len(face.raze) * icon + 4 if face.raze else 0)
    road_up = level >= 1
    if road_up and right + 2 + icon <= raze_left - 1:
        road = pygame.Rect(right + 2, inner.top + 1, icon, icon)
    else:
        road_up = False
    draw_road(surf, road, face.type, TYPE_FRAMES.get(face.type, theme.WOOD))
    # name: the largest size (never under the label floor) at which it wraps on whole words
    # into two lines; a word too long for a line is split with a hyphen, and a third line is
    # used where the card has room, so that the name is read whole on the card
    title_box = pygame.Rect(road.right + 2, road.top, inner.right - road.right - 3, h)
    start = max(MIN_TEXT, min(h // 14, w // 7))
    full = inner.width - 2  # the lines below the road symbol may use the card's whole width
    deal_h = icon + 4 if face.deal else 0
    line_h = _name_step(fonts.get(MIN_TEXT, bold=True))
    bottom_room = inner.bottom - deal_h
    beside = 1 + max(1, min(3, (bottom_room - road.top - line_h) // line_h))
    under = max(2, min(4, (bottom_room - road.bottom) // line_h))
    name = hyphenate(face.name, fonts.get(MIN_TEXT, bold=True), full)
    with layout_check.probing():  # a name too long beside the symbol moves under it
        font, lines = fit_lines(name, title_box.width, start, beside, bold=True, rest_width=full)
    y, first_left = road.top, title_box.left
    if road_up or any(line.endswith(ELLIPSIS) for line in lines):
        # too long beside the symbol: start under it, where every line gets the whole width
        font, lines = fit_lines(name, full, start, under, bold=True)
        y, first_left = road.bottom + (2 if road_up else 0), inner.left + 1
    for i, line in enumerate(lines):
        img = font.render(line, True, theme.INK)
        left = first_left if i == 0 else inner.left + 1
        surf.blit(img, (left, y))  # left: a fanned hand hides the right edge
        y += _name_step(font)
    whole = not any(line.endswith(ELLIPSIS) for line in lines)
    y = max(y, road.bottom) + 2
    if face.marks and h >= TEXT_CARD_HEIGHT:  # the two marks in words, on large cards
        mf, mlines = fit_lines(face.marks, inner.width - 4, max(MIN_TEXT, h // 24), 4, bold=True)
        for line in mlines:
            surf.blit(mf.render(line, True, theme.INK_SOFT), (inner.left + 2, y))
            y += mf.get_linesize()
        y += 2
    # deal field: bottom band of faction cards
    bottom = inner.bottom
    read = False
    if face.deal:
        # (`share`: the text's start goes in the band, left of the deal moved to its end)
        share = level >= 2 and text and bool(face.text)
        plain = fonts.get(MIN_TEXT)
        band_h = max(icon + 4, plain.get_height()) if share else icon + 4
        band = pygame.Rect(inner.left, inner.bottom - band_h, inner.width, band_h)
        pygame.draw.rect(surf, theme.PARCHMENT_DARK, band)
        pygame.draw.line(surf, theme.PARCHMENT_EDGE, band.topleft, band.topright, 1)
        deal_x = band.right - icon - 3 if share else band.centerx - icon // 2
        draw_goods_row(surf, deal_x, band.bottom - icon - 2, icon, list(face.deal), icon)
        bottom = band.top
        if share:
            with layout_check.probing():  # the zoom shows it whole
                f, start = fit_lines(_excerpt(face.text, 1), deal_x - band.left - 6, MIN_TEXT, 1)
            surf.blit(f.render(start[0], True, theme.INK_SOFT), (band.left + 3, band.top + 1))
            whole, read = False, True
    if face.reconstructed:  # a small hollow diamond in the bottom-left corner
        d = max(3, icon // 3)
        cx, cy = inner.left + d + 2, bottom - d - 2
        pts = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
        pygame.draw.polygon(surf, theme.DANGER, pts, max(1, d // 3))
    if read:
        pass  # its start is in the deal band
    elif text and face.text and bottom - y - 2 < fonts.get(MIN_TEXT).get_linesize():
        whole = False  # no room for a line of the text
    elif text and face.text:
        box = pygame.Rect(inner.left + 3, y, inner.width - 6, bottom - y - 2)
        rows = box.height // fonts.get(MIN_TEXT).get_linesize()
        ability = _excerpt(face.text, rows) if excerpt else face.text.replace("→", "»")
        if rows:
            with layout_check.probing() if excerpt else contextlib.nullcontext():
                f, wrapped = fit_lines(
                    ability, box.width, max(MIN_TEXT, h // 17), rows, height=box.height
                )
            whole = whole and not any(line.endswith(ELLIPSIS) for line in wrapped)
            read = bool(wrapped)
            ty = box.top
            for line in wrapped:
                surf.blit(f.render(line, True, theme.INK_SOFT), (box.left, ty))
                ty += f.get_linesize()
    return surf, whole, read


def _excerpt(text: str, rows: int) -> str:
    """The ability text as a card on the table shows it in `rows` lines: a short excerpt
    skips a one-word type ("Production:"), which the road symbol says."""
    ability = text.replace("→", "»")  # the bundled font has no arrow glyph
    head, colon, rest = ability.partition(": ")
    if rows <= 3 and colon and " " not in head and rest:
        return rest
    return ability


def shows_whole(face: SettlersFace, size: tuple[int, int]) -> bool:
    """Whether the card at `size` shows its name and ability text without shortening them."""
    render_location(face, size, text=True, excerpt=True)
    return _whole[(face, size[0], size[1], True, True)]


def shows_text(face: SettlersFace, size: tuple[int, int]) -> bool:
    """Whether the card on the table at `size` shows at least the start of its ability text."""
    render_location(face, size, text=True, excerpt=True)
    return _read[(face, size[0], size[1], True, True)]


def _name_step(font: pygame.font.Font) -> int:
    """The lines of a card's name sit closer than running text: the font's line height keeps
    room for accents above capitals that a name on a small card can spare."""
    return min(font.get_linesize(), font.get_ascent() + 2)


def draw_card_back(
    surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, count: int | None = None
) -> None:
    """A face-down card or deck (with how many cards it holds)."""
    pygame.draw.rect(surface, theme.shade(colour, 0.6), rect.move(2, 3), border_radius=6)
    pygame.draw.rect(surface, colour, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(-8, -8), 2, border_radius=4)
    if count is not None:
        font = fonts.get(max(MIN_TEXT, rect.width // 4), bold=True)
        img = font.render(str(count), True, theme.PARCHMENT)
        surface.blit(img, img.get_rect(center=rect.center))
