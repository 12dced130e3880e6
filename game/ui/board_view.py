"""A map drawn from a `game.engine.board.Board`: the same polygons the rules read.

The static picture (sea with waves, land tinted per terrain or area, each island outlined, white
inner borders, sea routes dashed over the sea and round any land, board frames and names, start
banner, triangles, region labels) is drawn once per size; highlights (glow what can be clicked,
dim the rest) and pieces are drawn over it each frame. Hit tests use the polygons in board
coordinates, so a click means exactly the region the rules know.

Where things sit inside a region is decided here and nowhere else (`label_box`, `click_point`
for a token or triangle, `stack_positions`/`stack_size` for pieces): all three come from one
list of spots well inside the region (`map_geometry.spots`), so a label, a token and up to ten
stacks never share a place, and none sits on a border.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.board import Board, Point
from game.ui import fonts, layout_check, theme
from game.ui.card_view import draw_good_icon
from game.ui.map_geometry import LandGrid, distance_to_outline, point_in_polygon, route, spots
from game.ui.text import wrap

# Soft earthy land tints, one per area in the board's order.
AREA_TINTS: tuple[theme.Colour, ...] = (
    (196, 178, 128),
    (150, 170, 110),
    (190, 150, 110),
    (170, 160, 140),
    (205, 190, 150),
    (140, 155, 125),
)
SEA_DEEP: theme.Colour = (22, 56, 96)
COAST: theme.Colour = (58, 44, 30)  # the dark line round each island
# Land colours by a region's `terrain` (Legends maps carry one; others use AREA_TINTS).
TERRAIN_TINTS: dict[str, theme.Colour] = {
    "grass": (160, 178, 108),
    "hills": (140, 170, 100),
    "forest": (104, 140, 88),
    "red_forest": (178, 112, 84),
    "stones": (164, 168, 140),
    "village": (196, 176, 128),
    "cliffs": (170, 150, 120),
    "snow": (222, 230, 236),
    "castle": (180, 172, 160),
    "rock": (150, 138, 124),
    "desert": (214, 186, 124),
    "volcano": (140, 100, 84),
}
MAX_STACKS = 10  # 5 players' armies and cities in one region
# The least side a piece is drawn at, crowded region or small map: its colour and mark still
# read (the stacks then overlap the region's edge rather than shrink further).
MIN_PIECE = 16
TOWER_MIN = MIN_PIECE * 10 // 7 + 1  # a tower is 0.7 as wide as tall: as wide as MIN_PIECE
# the veil over regions that cannot be chosen: its colour and opacity, and its palette's entries
VEIL = (20, 14, 8)
VEIL_ALPHA = 125
CLEAR, VEILED = 0, 1


@dataclass(frozen=True, slots=True)
class Frame:
    """One physical board of a composed map: its rectangle in board coordinates, its name
    and an optional note (the Legends tall islands' printed text)."""

    rect: tuple[float, float, float, float]
    title: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class Stack:
    """Pieces of one seat in one region: `kind` is "army" or "city"."""

    kind: str
    seat: int
    count: int
    colour: theme.Colour
    mark: str


class BoardView:
    """The board scaled into `rect` (proportions kept, centred). `crop` shows only the land
    and a sea margin round it, so the islands get the room the screen has; `frames` outlines
    and names each physical board of a composed map (then the whole canvas is shown)."""

    def __init__(
        self,
        board: Board,
        rect: pygame.Rect,
        *,
        label: bool = True,
        label_text: dict[str, str] | None = None,
        area_names: dict[str, str] | None = None,
        frames: Sequence[Frame] = (),
        crop: bool = False,
    ) -> None:
        self.board = board
        self.area_names = area_names or {}
        self.frames = tuple(frames)
        self.rect = pygame.Rect(rect)
        self.window = self._window(crop and not self.frames)
        _, _, ww, wh = self.window
        self.scale = max(0.01, min(rect.width / ww, rect.height / wh))
        w, h = int(ww * self.scale), int(wh * self.scale)
        self.map_rect = pygame.Rect(0, 0, w, h)
        self.map_rect.center = self.rect.center
        self.areas = list(dict.fromkeys(r.area for r in board.regions.values()))
        self.polys: dict[str, list[tuple[int, int]]] = {
            rid: [self.to_screen(p) for p in r.polygon] for rid, r in board.regions.items()
        }
        self.boxes = {rid: pygame.Rect(_bbox(poly)) for rid, poly in self.polys.items()}
        self.label = label
        self.label_text = label_text or {}
        self.piece_size = max(MIN_PIECE, int(34 * self.scale))
        self._base: pygame.Surface | None = None
        self._dim_key: frozenset[str] | None = None
        self._dim: pygame.Surface | None = None
        self._spots: dict[tuple[str, int, bool], list[tuple[int, int]]] = {}
        self._places: dict[str, tuple[pygame.Rect, tuple[int, int]]] = {}
        self._stack_cache: dict[tuple[str, int, int], tuple[int, list[tuple[int, int]]]] = {}
        self._routes: dict[tuple[str, str], list[tuple[int, int]]] | None = None
        self._bridges: dict[tuple[str, str], list[tuple[int, int]]] | None = None
        self._grid: LandGrid | None = None
        self.piece_rects: dict[tuple[str, int, str], pygame.Rect] = {}
        self.name_rects: list[pygame.Rect] = []  # where the board and area names were drawn
        self.area_name_rects: dict[str, pygame.Rect] = {}  # each area's name, on screen
        # counts waiting to be drawn over every piece (`draw_stacks`, then `draw_counts`)
        self._counts: list[tuple[str, tuple[int, int], int, int]] = []
        # screen places the names must leave free (a folded log's tab lying over the map)
        self.keep_clear: list[pygame.Rect] = []

    def _window(self, crop: bool) -> tuple[float, float, float, float]:
        """The part of the board shown: all of it, or the land and a margin for the names."""
        b = self.board
        if not crop or not b.regions:
            return (0.0, 0.0, b.width, b.height)
        xs = [x for r in b.regions.values() for x, _ in r.polygon]
        ys = [y for r in b.regions.values() for _, y in r.polygon]
        margin = 0.04 * max(b.width, b.height)
        x0, y0 = max(0.0, min(xs) - margin), max(0.0, min(ys) - margin)
        x1, y1 = min(b.width, max(xs) + margin), min(b.height, max(ys) + margin)
        return (x0, y0, x1 - x0, y1 - y0)

    # geometry -----------------------------------------------------------------------------
    def to_screen(self, p: Point) -> tuple[int, int]:
        return (
            round(self.map_rect.left + (p[0] - self.window[0]) * self.scale),
            round(self.map_rect.top + (p[1] - self.window[1]) * self.scale),
        )

    def to_board(self, pos: tuple[int, int]) -> Point:
        return (
            (pos[0] - self.map_rect.left) / self.scale + self.window[0],
            (pos[1] - self.map_rect.top) / self.scale + self.window[1],
        )

    def region_at(self, pos: tuple[int, int]) -> str | None:
        if not self.map_rect.collidepoint(pos):
            return None
        x, y = pos
        for rid, poly in self.polys.items():
            if self.boxes[rid].collidepoint(pos) and point_in_polygon(x, y, poly):
                return rid
        # a click on a border line or in a hair-thin gap means the nearest region
        reach = max(4.0, 10 * self.scale)
        best: tuple[float, str] | None = None
        for rid, poly in self.polys.items():
            if not self.boxes[rid].inflate(2 * reach, 2 * reach).collidepoint(pos):
                continue
            d = distance_to_outline(x, y, poly)
            if d <= reach and (best is None or d < best[0]):
                best = (d, rid)
        return best[1] if best else None

    def anchor(self, rid: str) -> tuple[int, int]:
        """The region's own inside point (the map's anchor: the farthest from its border)."""
        return self.to_screen(self.board.regions[rid].centre)

    # where things sit inside a region -------------------------------------------------------
    def region_spots(
        self, rid: str, size: int | None = None, close: bool = False
    ) -> list[tuple[int, int]]:
        """Spots for things of `size` (the piece size by default) inside the region, nearest
        its anchor first, each clear of the border and of its neighbours (`close`: a finer
        lattice, just clear of the border, for a small region)."""
        size = size or self.piece_size
        cached = self._spots.get((rid, size, close))
        if cached is not None:
            return cached
        poly = self.polys[rid]
        simple = poly[:: max(1, len(poly) // 32)]  # enough points to judge a clearance
        step, clearance = (size * 0.5, size * 0.5) if close else (size * 1.0, size * 0.7)
        found = spots(simple, self.anchor(rid), step, clearance)
        out = [(round(x), round(y)) for x, y in found]
        self._spots[(rid, size, close)] = out
        return out

    def _label_font(self) -> pygame.font.Font:
        return fonts.get(max(13, int(22 * self.scale)), bold=True)

    def label_text_of(self, rid: str) -> str:
        region = self.board.regions[rid]
        return self.label_text.get(rid, region.name or rid) if self.label else ""

    def _place_label_and_token(self, rid: str) -> tuple[pygame.Rect, tuple[int, int]]:
        """The region's label box and its token point: the label on the first spot where the
        whole box lies inside the region, the token on the nearest spot clear of the label."""
        if rid in self._places:
            return self._places[rid]
        poly = self.polys[rid]
        font = self._label_font()
        text = self.label_text_of(rid)
        w, h = font.size(text) if text else (0, 0)
        box = pygame.Rect(0, 0, w + 6, h)
        candidates = self.region_spots(rid) or [self.anchor(rid)]
        for cx, cy in candidates:
            box.center = (cx, cy)
            corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
            if all(point_in_polygon(x, y, poly) for x, y in corners):
                break
        else:
            box.center = candidates[0]
        token = self._token_spot(rid, box, candidates)
        self._places[rid] = (box, token)
        return box, token

    def _token_spot(
        self, rid: str, box: pygame.Rect, candidates: list[tuple[int, int]]
    ) -> tuple[int, int]:
        """The nearest spot whose token would not touch the label; in a region too small for
        that, a point just beside the label that is still inside the region."""
        reach = self.piece_size * 7 // 5
        clear = [p for p in candidates if not box.inflate(reach, reach).collidepoint(p)]
        if clear:
            return clear[0]
        r = self.piece_size * 7 // 10
        beside = [
            (box.centerx, box.top - r),
            (box.centerx, box.bottom + r),
            (box.left - r, box.centery),
            (box.right + r, box.centery),
        ]
        poly = self.polys[rid]
        inside = [p for p in beside if point_in_polygon(*p, poly)]
        # no room inside: just beside the label all the same (never on it)
        return inside[0] if inside else beside[0]

    def label_box(self, rid: str) -> pygame.Rect:
        return self._place_label_and_token(rid)[0]

    def click_point(self, rid: str) -> tuple[int, int]:
        """The region's token spot: inside it, clear of its label and of its pieces (also the
        point scripted clicks use)."""
        return self._place_label_and_token(rid)[1]

    def _keep_out(self, rid: str, size: int, tight: bool = False) -> list[pygame.Rect]:
        """Where no stack of `size` may stand its centre: round the label (the widest piece,
        a city disc, and its count badge stay off it), the token and the start banner.
        `tight`: only the piece itself stays off the label (its count badge then moves aside,
        see `draw_counts`), for a region with no room otherwise: a piece inside its own
        region beats a piece on its border or in the sea, where no one can tell whose it is."""
        box, token = self._place_label_and_token(rid)
        # a stack's count badge stands out at its top right corner: keep it off the label too;
        # a tower is drawn taller than `size` when that is small (see `draw_stacks`)
        tall = max(size, TOWER_MIN)
        if tight:  # the piece's own half-width round the label, its 3-D edge included
            keep_out = [box.inflate(size + 2, tall + 2)]
            # close to the border, a piece would reach the names of the map's boards
            names = [*self.area_name_rects.values(), *self.name_rects]
            keep_out += [r.inflate(size + 2, tall + 2) for r in names]
        else:
            badge = max(7, tall // 3) + 1
            keep_out = [box.inflate(size * 7 // 5 + 2 * badge, tall * 7 // 5 + 2 * badge)]
        if self.board.regions[rid].start:  # the banner stands left of the label
            keep_out.append(
                pygame.Rect(
                    box.left - self.piece_size,
                    box.bottom - 2 * self.piece_size,
                    self.piece_size,
                    2 * self.piece_size,
                ).inflate(size, size // 2)
            )
        reach = size if tight else size * 8 // 5
        t = pygame.Rect(0, 0, reach, reach)
        t.center = token
        keep_out.append(t)
        return keep_out

    def _free_spots(self, rid: str, size: int, tight: bool = False) -> list[tuple[int, int]]:
        keep_out = self._keep_out(rid, size, tight)
        free: list[tuple[int, int]] = []
        for p in self.region_spots(rid, size, close=tight):
            # on the fine lattice, stacks must still stand a piece apart
            apart = all(abs(p[0] - q[0]) >= size or abs(p[1] - q[1]) >= size for q in free)
            if apart and not any(r.collidepoint(p) for r in keep_out):
                free.append(p)
        return free

    def _crowded_spots(self, rid: str, size: int, count: int) -> list[tuple[int, int]]:
        """`count` places for stacks where the region has too little room: on a fine lattice
        round its anchor, the most of each piece inside the region first (a piece in the sea
        or on a border reads as a neighbour's), then nearest the anchor; a piece apart from
        the others, and always clear of its label and token (a count is never covered, a piece
        never shrinks past legible)."""
        keep_out = self._keep_out(rid, size, tight=True)
        # spilling over its edge, a stack keeps off the neighbours' labels and the map's names
        names = [*self.area_name_rects.values(), *self.name_rects]
        labels = [
            self.label_box(r) for r in self.board.regions if r != rid and self.label_text_of(r)
        ]
        keep_out += [r.inflate(size + 2, size + 2) for r in [*labels, *names]]
        poly = self.polys[rid]
        ax, ay = self.anchor(rid)
        step = max(2.0, size / 4)
        reach = int((math.sqrt(count) + 3) * size / step)
        half = size // 2
        inner = self.map_rect.inflate(-size, -size)
        found: list[tuple[int, float, tuple[int, int]]] = []
        for row in range(-reach, reach + 1):
            for col in range(-reach, reach + 1):
                x, y = round(ax + col * step), round(ay + row * step)
                if not inner.collidepoint(x, y) or any(r.collidepoint(x, y) for r in keep_out):
                    continue
                corners = ((x - half, y - half), (x + half, y - half), (x - half, y + half))
                inside = sum(
                    point_in_polygon(px, py, poly)
                    for px, py in (*corners, (x + half, y + half), (x, y))
                )
                found.append((-inside, math.hypot(x - ax, y - ay), (x, y)))
        found.sort()
        out: list[tuple[int, int]] = []
        for _, _, p in found:
            if all(abs(p[0] - q[0]) >= size or abs(p[1] - q[1]) >= size for q in out):
                out.append(p)
                if len(out) == count:
                    break
        return out

    def _stack_layout(self, rid: str, count: int) -> tuple[int, list[tuple[int, int]]]:
        """Piece size and centres for `count` stacks: full size when the region has room,
        smaller when crowded (down to about half, never under MIN_PIECE), and as a last
        resort spilling over the region's edge (`_crowded_spots`)."""
        key = (rid, count, self.piece_size)
        if key in self._stack_cache:
            return self._stack_cache[key]
        result: tuple[int, list[tuple[int, int]]] | None = None
        for tight in (False, True):
            for factor in (1.0, 0.8, 0.6):
                size = max(MIN_PIECE, int(self.piece_size * factor))
                free = self._free_spots(rid, size, tight)
                if len(free) >= count:
                    result = (size, free[:count])
                    break
            if result is not None:
                break
        if result is None:  # too many for the room: they spill over its edge, never shrink
            size = max(MIN_PIECE, int(self.piece_size * 0.6))
            places = self._crowded_spots(rid, size, count)
            while len(places) < count:  # a map too small for any lattice: side by side
                places.append((self.anchor(rid)[0] + size * len(places), self.anchor(rid)[1]))
            result = (size, places)
        self._stack_cache[key] = result
        return result

    def stack_positions(self, rid: str, count: int) -> list[tuple[int, int]]:
        """Where `count` stacks of a region sit: on spots inside it, clear of its label and
        token."""
        return self._stack_layout(rid, count)[1] if count > 0 else []

    def stack_size(self, rid: str, count: int) -> int:
        """The piece size to draw `count` stacks of the region with (smaller when crowded)."""
        return self._stack_layout(rid, count)[0] if count > 0 else self.piece_size

    # sea routes -----------------------------------------------------------------------------
    def _land_grid(self) -> LandGrid:
        if self._grid is None:
            b = self.board
            cell = max(6.0, max(b.width, b.height) / 140)
            polys = {r: g.polygon for r, g in b.regions.items()}
            self._grid = LandGrid(b.width, b.height, polys, cell)
        return self._grid

    def _crossings(self, water: bool) -> dict[tuple[str, str], list[tuple[int, int]]]:
        """Screen lines of the water links (`water`) or of the land links between two
        islands (the Legends rope bridges), each from coast to coast."""
        b = self.board
        grid = self._land_grid()
        out: dict[tuple[str, str], list[tuple[int, int]]] = {}
        for link in b.links:
            ra, rb = b.regions[link.a], b.regions[link.b]
            if (link.kind == "water") != water or (not water and ra.area == rb.area):
                continue
            ends = [ra.centre, *link.points[1:-1], rb.centre]
            line = route(grid, link.a, link.b, ends)
            out[(link.a, link.b)] = [self.to_screen(p) for p in line]
        return out

    def sea_routes(self) -> dict[tuple[str, str], list[tuple[int, int]]]:
        """Each water link's dashed line on screen, from coast to coast over the sea."""
        if self._routes is None:
            self._routes = self._crossings(water=True)
        return self._routes

    def bridges(self) -> dict[tuple[str, str], list[tuple[int, int]]]:
        """Land links between two islands (no water move): drawn as rope bridges."""
        if self._bridges is None:
            self._bridges = self._crossings(water=False)
        return self._bridges

    def link_path(self, a: str, b: str) -> list[tuple[int, int]]:
        """The screen points of the route from a to b (a straight hop if none is drawn)."""
        routes = {**self.sea_routes(), **self.bridges()}
        for (x, y), line in routes.items():
            if {x, y} == {a, b}:
                pts = line if x == a else line[::-1]
                return [self.anchor(a), *pts, self.anchor(b)]
        for link in self.board.links:
            if {link.a, link.b} == {a, b} and link.points:
                pts = [self.to_screen(p) for p in link.points]
                if link.a != a:
                    pts.reverse()
                return [self.anchor(a), *pts[1:-1], self.anchor(b)]
        return [self.anchor(a), self.anchor(b)]

    # the static picture -------------------------------------------------------------------
    def base(self) -> pygame.Surface:
        if self._base is None:
            self._base = self._draw_base()
        return self._base

    def _tint(self, rid: str) -> theme.Colour:
        region = self.board.regions[rid]
        terrain = region.props.get("terrain")
        if terrain in TERRAIN_TINTS:
            return TERRAIN_TINTS[str(terrain)]
        return AREA_TINTS[self.areas.index(region.area) % len(AREA_TINTS)]

    def _draw_base(self) -> pygame.Surface:
        rect = self.map_rect
        surf = pygame.Surface(rect.size)
        surf.fill(theme.SEA)
        off = (-rect.left, -rect.top)
        # waves: short arcs on a fixed lattice so they never move between frames
        wave = theme.shade(theme.SEA, 1.12)
        step = max(18, int(60 * self.scale))
        for j, y in enumerate(range(step // 2, rect.height, step)):
            for x in range(((j % 2) * step) // 2, rect.width, step):
                arc = pygame.Rect(x, y, step // 2, step // 4)
                pygame.draw.arc(surf, wave, arc, 0.3, math.pi - 0.3, 1)
        pygame.draw.rect(surf, SEA_DEEP, surf.get_rect(), max(2, step // 6))

        def shift(poly: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
            return [(x + off[0], y + off[1]) for x, y in poly]

        self._draw_frames(surf, off)
        # a soft coast glow under the land, then a dark coastline: each island outlined
        coast = theme.shade(theme.SEA, 1.3)
        for poly in self.polys.values():
            pygame.draw.polygon(surf, coast, shift(poly), max(3, int(12 * self.scale)))
        for poly in self.polys.values():
            pygame.draw.polygon(surf, COAST, shift(poly), max(2, int(6 * self.scale)))
        for rid, poly in self.polys.items():
            pygame.draw.polygon(surf, self._tint(rid), shift(poly))
        # inner borders: white, inside the coastline's dark edge
        border = max(1, int(3 * self.scale))
        for rid, poly in self.polys.items():
            pygame.draw.polygon(surf, theme.shade(self._tint(rid), 1.35), shift(poly), border)
        self._draw_inner_borders(surf, off, border)
        # sea routes: dashed over the sea only, a dot where each meets a coast
        dash = max(4, int(14 * self.scale))
        width = max(2, int(4 * self.scale))
        for line in self.sea_routes().values():
            pts = shift(line)
            if len(pts) >= 2:
                _dashed(surf, SEA_DEEP, [(x + 1, y + 1) for x, y in pts], dash, width + 1)
                _dashed(surf, theme.WHITE, pts, dash, width)
                for end in (pts[0], pts[-1]):
                    pygame.draw.circle(surf, theme.WHITE, end, width + 1)
        for line in self.bridges().values():
            _rope_bridge(surf, shift(line), max(6, int(14 * self.scale)))
        for rid, region in self.board.regions.items():
            box = self.label_box(rid).move(off)
            if region.triangle:
                x, y = self.click_point(rid)
                x, y = x + off[0], y + off[1]
                t = max(5, int(12 * self.scale))
                tri = [(x, y - t), (x + t, y + t * 2 // 3), (x - t, y + t * 2 // 3)]
                pygame.draw.polygon(surf, theme.shade(theme.PARCHMENT, 0.95), tri)
                pygame.draw.polygon(surf, theme.INK_SOFT, tri, 1)
            if region.start:  # the banner stands beside the label
                _banner(surf, (box.left - 2, box.bottom), self.piece_size)
            text = self.label_text_of(rid)
            if text:
                plaque = box.inflate(4, 0)
                pygame.draw.rect(surf, theme.shade(theme.PARCHMENT, 1.0), plaque, border_radius=4)
                pygame.draw.rect(surf, theme.INK_SOFT, plaque, 1, border_radius=4)
                image = self._label_font().render(text, True, theme.INK)
                surf.blit(image, image.get_rect(center=box.center))
        self._draw_area_names(surf, off)
        return surf

    def _draw_inner_borders(self, surf: pygame.Surface, off: tuple[int, int], width: int) -> None:
        """White lines where two regions meet (the coast keeps its dark line)."""
        seen: dict[tuple[tuple[int, int], tuple[int, int]], int] = {}
        for poly in self.polys.values():
            for p, q in itertools.pairwise([*poly, poly[0]]):
                if p != q:
                    key = (p, q) if p < q else (q, p)
                    seen[key] = seen.get(key, 0) + 1
        for (p, q), n in seen.items():
            if n > 1:
                pygame.draw.line(
                    surf,
                    theme.WHITE,
                    (p[0] + off[0], p[1] + off[1]),
                    (q[0] + off[0], q[1] + off[1]),
                    width,
                )

    def _draw_frames(self, surf: pygame.Surface, off: tuple[int, int]) -> None:
        """Each physical board's edge, faint on the sea (its name is drawn with the names)."""
        for frame in self.frames:
            x, y, w, h = frame.rect
            tl = self.to_screen((x, y))
            br = self.to_screen((x + w, y + h))
            box = pygame.Rect(tl[0] + off[0], tl[1] + off[1], br[0] - tl[0], br[1] - tl[1])
            pygame.draw.rect(surf, theme.shade(theme.SEA, 0.8), box, max(1, int(3 * self.scale)))

    def _draw_frame_names(self, surf: pygame.Surface, off: tuple[int, int]) -> list[pygame.Rect]:
        """Each board's name (and its note, where the sea has room) on its own sea near an
        edge, covering no land; with no free sea, the name alone on a dark band."""
        font = fonts.get(max(14, int(30 * self.scale)), title=True)
        small = fonts.get(max(12, int(18 * self.scale)))
        placed: list[pygame.Rect] = []
        for frame in self.frames:
            x, y, w, h = frame.rect
            tl, br = self.to_screen((x, y)), self.to_screen((x + w, y + h))
            box = pygame.Rect(tl, (br[0] - tl[0], br[1] - tl[1])).inflate(-12, -12)
            title = font.render(frame.title.upper(), True, theme.WHITE)
            with_note = [title]
            if frame.note:
                width = max(60, box.width - 8)
                with_note += [
                    small.render(t, True, theme.WHITE) for t in wrap(small, frame.note, width)
                ]
            chosen: tuple[pygame.Rect, list[pygame.Surface]] | None = None
            for lines in [with_note, [title]] if frame.note else [[title]]:
                spot = pygame.Rect(
                    0, 0, max(i.get_width() for i in lines), sum(i.get_height() for i in lines)
                )
                for where in _edge_places(box, spot.size):
                    spot.center = where
                    if self._free_for_text(spot, placed):
                        chosen = (spot.copy(), lines)
                        break
                if chosen:
                    break
            if chosen is None:  # no free sea: the name alone, over a dark band
                spot = self._band_place(title.get_rect(midtop=box.midtop), box, placed)
                band = pygame.Surface(spot.inflate(8, 4).size, pygame.SRCALPHA)
                band.fill((*SEA_DEEP, 200))
                surf.blit(band, spot.inflate(8, 4).move(off))
                chosen = (spot, [title])
            spot, lines = chosen
            ty = spot.top
            for line in lines:
                surf.blit(line, line.get_rect(midtop=(spot.centerx + off[0], ty + off[1])))
                ty += line.get_height()
            placed.append(spot)
        self.name_rects = list(placed)
        return placed

    def _draw_area_names(self, surf: pygame.Surface, off: tuple[int, int]) -> None:
        """Each continent's or island's name on the sea beside it, where it covers no land."""
        font = fonts.get(max(14, int(26 * self.scale)), title=True)
        placed: list[pygame.Rect] = self._draw_frame_names(surf, off)
        for area in self.areas:
            name = self.area_names.get(area)
            if not name:
                continue
            boxes = [self.boxes[r] for r, reg in self.board.regions.items() if reg.area == area]
            box = boxes[0].unionall(boxes[1:])
            image = font.render(name.upper(), True, theme.WHITE)
            image.set_alpha(200)
            gap = max(6, image.get_height() // 2 + 4)
            half = image.get_width() // 2
            candidates = [
                (box.centerx, box.top - gap),
                (box.centerx, box.bottom + gap),
                (box.left + half, box.top - gap),
                (box.right - half, box.top - gap),
                (box.left + half, box.bottom + gap),
                (box.right - half, box.bottom + gap),
                (box.left - half - 6, box.centery),
                (box.right + half + 6, box.centery),
            ]
            # then anywhere near the area, closest first
            for dy in range(-box.height, box.height + 1, max(6, gap)):
                for dx in range(-box.width, box.width + 1, max(8, gap)):
                    candidates.append((box.centerx + dx, box.centery + dy))
            candidates[8:] = sorted(
                candidates[8:], key=lambda c: abs(c[0] - box.centerx) + abs(c[1] - box.centery)
            )
            others = [self._area_box(a) for a in self.areas if a != area and self.area_names.get(a)]
            for centre in candidates:
                spot = image.get_rect(center=centre)
                if not self.map_rect.contains(spot) or not self._free_for_text(spot, placed):
                    continue
                # never nearer another land mass than its own: the name must not mislead
                own = _rect_distance(spot, box)
                if any(_rect_distance(spot, other) < own + 2 * gap for other in others):
                    continue
                surf.blit(image, spot.move(off))
                placed.append(spot)
                self.area_name_rects[area] = spot
                break
            else:  # no free sea near it (a small map): the name over its own land, on a band
                spot = self._band_spot(image.get_rect(), box, placed)
                band = spot.inflate(8, 4)
                layer = pygame.Surface(band.size, pygame.SRCALPHA)
                layer.fill((*SEA_DEEP, 210))
                surf.blit(layer, band.move(off))
                surf.blit(image, spot.move(off))
                placed.append(spot)
                self.area_name_rects[area] = spot

    def _band_place(
        self, spot: pygame.Rect, box: pygame.Rect, placed: Sequence[pygame.Rect]
    ) -> pygame.Rect:
        """A board's name on a band along the inside of its frame `box`, on no region label,
        token or name placed already; at the frame's top middle when every place is taken."""
        taken = self._names_keep_off(placed)
        for where in _edge_places(box, spot.size):
            spot.center = where
            if spot.collidelist(taken) < 0:
                return spot
        spot.midtop = box.midtop
        return spot

    def _names_keep_off(self, placed: Sequence[pygame.Rect]) -> list[pygame.Rect]:
        """What a name on a band over land must leave in sight: region labels, token spots
        and the names placed already."""
        labels = [self.label_box(rid) for rid in self.board.regions if self.label_text_of(rid)]
        s = self.piece_size
        tokens = [pygame.Rect(0, 0, 2 * s, 2 * s) for _ in self.board.regions]
        for rect, rid in zip(tokens, self.board.regions, strict=True):
            rect.center = self.click_point(rid)
        return [*labels, *tokens, *(p.inflate(8, 4) for p in placed)]

    def _band_spot(
        self, spot: pygame.Rect, box: pygame.Rect, placed: Sequence[pygame.Rect]
    ) -> pygame.Rect:
        """Where an area's name goes when no sea is free: on the area's edge, clear of the
        region labels and the names placed already where one such place exists."""
        taken = self._names_keep_off(placed)
        h = spot.height
        for centre in (
            box.midtop,
            box.midbottom,
            (box.centerx, box.top + h),
            (box.centerx, box.bottom - h),
            box.center,
        ):
            spot.center = centre
            spot.clamp_ip(self.map_rect)
            if spot.collidelist(taken) < 0:
                return spot
        spot.midtop = box.midtop
        spot.clamp_ip(self.map_rect)
        return spot

    def _area_box(self, area: str) -> pygame.Rect:
        boxes = [self.boxes[r] for r, reg in self.board.regions.items() if reg.area == area]
        return boxes[0].unionall(boxes[1:])

    def _free_for_text(self, spot: pygame.Rect, placed: Sequence[pygame.Rect]) -> bool:
        """Open sea for a name: no land, no other name, no sea route or bridge under it; it
        keeps half a piece from the coast, where a piece near the shore may reach."""
        margin = self.piece_size
        if (
            self._covers_land(spot.inflate(margin, margin))
            or spot.collidelist([p.inflate(8, 4) for p in placed]) >= 0
        ):
            return False
        if spot.collidelist(self.keep_clear) >= 0:
            return False
        lines = [*self.sea_routes().values(), *self.bridges().values()]
        return not any(spot.clipline(p, q) for line in lines for p, q in itertools.pairwise(line))

    def _covers_land(self, rect: pygame.Rect) -> bool:
        probes = [
            (x, y)
            for x in range(rect.left, rect.right + 1, max(4, rect.width // 8))
            for y in (rect.top, rect.centery, rect.bottom)
        ]
        for rid, poly in self.polys.items():
            if not self.boxes[rid].colliderect(rect):
                continue
            if any(point_in_polygon(x, y, poly) for x, y in probes):
                return True
        return False

    # frame drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base(), self.map_rect)
        self._counts.clear()
        if layout_check.active():
            for rid in self.board.regions:
                if self.label_text_of(rid):
                    layout_check.drawn("label", f"region {rid}", self.label_box(rid))
            for area, rect in self.area_name_rects.items():
                layout_check.drawn("label", f"area {area}", rect)
            for i, rect in enumerate(self.name_rects):
                layout_check.drawn("label", f"board name {i}", rect)

    def draw_dim(self, surface: pygame.Surface, keep: Iterable[str]) -> None:
        """Veil every region not in `keep` (drawn once per set, then blitted). The veil is one
        colour at one opacity: a byte a pixel (a palette of "clear" and the veil's colour, the
        opacity the surface's own) rather than four, 4 MB at 4K instead of 16."""
        key = frozenset(keep)
        if key != self._dim_key or self._dim is None:
            veil = pygame.Surface(self.map_rect.size, 0, 8)
            veil.set_palette_at(CLEAR, (0, 0, 0))
            veil.set_palette_at(VEILED, VEIL)
            veil.fill(CLEAR)
            off = (-self.map_rect.left, -self.map_rect.top)
            for rid, poly in self.polys.items():
                if rid not in key:
                    pts = [(x + off[0], y + off[1]) for x, y in poly]
                    pygame.draw.polygon(veil, VEILED, pts)
            veil.set_colorkey(CLEAR)
            veil.set_alpha(VEIL_ALPHA)
            self._dim, self._dim_key = veil, key
        surface.blit(self._dim, self.map_rect)

    def draw_glow(
        self,
        surface: pygame.Surface,
        regions: Iterable[str],
        phase: float = 0.0,
        colour: theme.Colour = theme.GLOW,
    ) -> None:
        width = max(2, int(6 * self.scale)) + int(2 * (0.5 + 0.5 * math.sin(phase * 4)))
        for rid in regions:
            poly = self.polys.get(rid)
            if poly:
                pygame.draw.lines(surface, colour, True, poly, width)

    def draw_token(self, surface: pygame.Surface, rid: str, good: str) -> None:
        x, y = self.click_point(rid)
        s = max(14, int(34 * self.scale))
        rect = pygame.Rect(x - s // 2, y - s // 2, s, s)
        draw_good_icon(surface, rect, good)
        layout_check.drawn("badge", f"token in {rid}", rect)

    def draw_stacks(
        self,
        surface: pygame.Surface,
        rid: str,
        stacks: Sequence[Stack],
        glow: Iterable[int] = (),
    ) -> None:
        """Cubes and discs of a region; armies of seats in `glow` get a halo (destroy
        targets). Records each stack's rect for hit tests. Each stack's count waits for
        `draw_counts`, so that no piece, of this region or a neighbour, covers a count."""
        glowing = set(glow)
        size = self.stack_size(rid, len(stacks))
        for (x, y), stack in zip(self.stack_positions(rid, len(stacks)), stacks, strict=True):
            if stack.kind == "tower":  # a Legends city: narrow, so drawn a little taller
                tall = max(size, TOWER_MIN)
                rect = theme.draw_tower(surface, (x, y), tall, stack.colour, stack.mark)
                badge = tall
            elif stack.kind == "city":
                rect = theme.draw_disc(surface, (x, y), size * 2 // 3, stack.colour, stack.mark)
                badge = size * 4 // 3
            else:
                if stack.seat in glowing:
                    pygame.draw.circle(surface, theme.GLOW, (x, y), size, max(2, size // 6))
                rect = theme.draw_cube(surface, (x, y), size * 3 // 4, stack.colour, stack.mark)
                badge = size * 3 // 4
            key = (stack.kind, stack.seat, rid)
            self.piece_rects[key] = rect
            name = f"{stack.kind} of seat {stack.seat} in {rid}"
            layout_check.drawn("piece", name, rect)
            if stack.count > 1:
                self._counts.append((name, rect.topright, stack.count, badge))

    def draw_counts(self, surface: pygame.Surface) -> None:
        """The stacks' counts, over every piece drawn since `draw`. A badge that would lie
        on another badge or on a name (crowded stacks spill close together) moves aside, a
        badge's width at most, to the nearest clear place."""
        labels = [self.label_box(r) for r in self.board.regions if self.label_text_of(r)]
        taken = [*labels, *self.area_name_rects.values(), *self.name_rects]
        placed: list[pygame.Rect] = []
        for name, centre, count, size in self._counts:
            r = max(7, size // 3) + 1
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            d = 2 * r
            moves = [(0, 0), (0, -d), (d, 0), (-d, 0), (0, d), (d, -d), (-d, -d), (d, d), (-d, d)]
            for dx, dy in [*moves, *((2 * x, 2 * y) for x, y in moves[1:])]:
                box.center = (centre[0] + dx, centre[1] + dy)
                if box.collidelist(placed) < 0 and box.collidelist(taken) < 0:
                    break
            else:
                box.center = centre
            theme.draw_count(surface, box.center, count, size)
            placed.append(box.copy())
            layout_check.drawn("count", name, box)
        self._counts.clear()

    def piece_at(self, pos: tuple[int, int], kind: str = "army") -> tuple[int, str] | None:
        for (k, seat, rid), rect in self.piece_rects.items():
            if k == kind and rect.inflate(4, 4).collidepoint(pos):
                return seat, rid
        return None


def _rect_distance(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


def _bbox(poly: Sequence[tuple[int, int]]) -> tuple[int, int, int, int]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _dashed(
    surface: pygame.Surface,
    colour: theme.Colour,
    points: Sequence[tuple[int, int]],
    dash: int,
    width: int,
) -> None:
    on = True
    left = float(dash)
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        length = math.hypot(x2 - x1, y2 - y1)
        pos = 0.0
        while pos < length:
            seg = min(left, length - pos)
            if on:
                a = pos / length
                b = (pos + seg) / length
                pygame.draw.line(
                    surface,
                    colour,
                    (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                    (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b),
                    width,
                )
            pos += seg
            left -= seg
            if left <= 0:
                on = not on
                left = float(dash)


def _edge_places(box: pygame.Rect, size: tuple[int, int]) -> list[tuple[int, int]]:
    """Centres for a w x h name along the inside of `box`: the top edge first (middle, then
    outwards), then the bottom, then the sides."""
    w, h = size
    top, bottom = box.top + h // 2, box.bottom - h // 2
    left, right = box.left + w // 2, box.right - w // 2
    out: list[tuple[int, int]] = []
    if right >= left:
        xs = sorted(range(left, right + 1, max(8, w // 4)), key=lambda x: abs(x - box.centerx))
        out += [(x, top) for x in xs] + [(x, bottom) for x in xs]
    if bottom >= top:
        ys = sorted(range(top, bottom + 1, max(8, h)), key=lambda y: abs(y - box.centery))
        out += [(left, y) for y in ys] + [(right, y) for y in ys]
    return out


def _rope_bridge(surface: pygame.Surface, points: Sequence[tuple[int, int]], width: int) -> None:
    """Two ropes and the planks between them along `points` (coast to coast)."""
    for p, q in itertools.pairwise(points):
        length = math.dist(p, q)
        if length < 1:
            continue
        nx, ny = (q[1] - p[1]) / length * width / 2, (p[0] - q[0]) / length * width / 2
        planks = max(2, int(length / max(4, width * 0.6)))
        for i in range(planks + 1):
            t = i / planks
            x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
            pygame.draw.line(surface, theme.WOOD_LIGHT, (x - nx, y - ny), (x + nx, y + ny), 3)
        for side in (1, -1):
            a = (p[0] + side * nx, p[1] + side * ny)
            b = (q[0] + side * nx, q[1] + side * ny)
            pygame.draw.line(surface, theme.WOOD_DARK, a, b, 2)


def _banner(surface: pygame.Surface, foot: tuple[int, int], size: int) -> None:
    """The start region's banner: a pole and a small pennant."""
    x, y = foot
    h = int(size * 1.2)
    pygame.draw.line(surface, theme.WOOD_DARK, (x, y), (x, y - h), max(2, size // 8))
    pennant = [(x, y - h), (x - size, y - h + size // 3), (x, y - h + size * 2 // 3)]
    pygame.draw.polygon(surface, theme.DANGER, pennant)
    pygame.draw.polygon(surface, theme.INK, pennant, 1)
