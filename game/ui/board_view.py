"""A map drawn from a `game.engine.board.Board`: the same polygons the rules read.

The static picture (sea with waves, land tinted per area, white borders, dashed sea routes,
start banner, triangles, region labels) is drawn once per size; highlights (glow what can be
clicked, dim the rest) and pieces are drawn over it each frame. Hit tests use the polygons in
board coordinates, so a click means exactly the region the rules know.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.board import Board, Point
from game.ui import fonts, theme

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


def point_in_polygon(x: float, y: float, poly: Sequence[Point]) -> bool:
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            inside = not inside
        j = i
    return inside


@dataclass(frozen=True, slots=True)
class Stack:
    """Pieces of one seat in one region: `kind` is "army" or "city"."""

    kind: str
    seat: int
    count: int
    colour: theme.Colour
    mark: str


class BoardView:
    """The board scaled into `rect` (proportions kept, centred)."""

    def __init__(
        self,
        board: Board,
        rect: pygame.Rect,
        *,
        label: bool = True,
        label_text: dict[str, str] | None = None,
        area_names: dict[str, str] | None = None,
    ) -> None:
        self.board = board
        self.area_names = area_names or {}
        self.rect = pygame.Rect(rect)
        self.scale = max(0.01, min(rect.width / board.width, rect.height / board.height))
        w, h = int(board.width * self.scale), int(board.height * self.scale)
        self.map_rect = pygame.Rect(0, 0, w, h)
        self.map_rect.center = self.rect.center
        self.areas = list(dict.fromkeys(r.area for r in board.regions.values()))
        self.polys: dict[str, list[tuple[int, int]]] = {
            rid: [self.to_screen(p) for p in r.polygon] for rid, r in board.regions.items()
        }
        self.boxes = {rid: pygame.Rect(_bbox(poly)) for rid, poly in self.polys.items()}
        self.label = label
        self.label_text = label_text or {}
        self.piece_size = max(11, int(34 * self.scale))
        self._base: pygame.Surface | None = None
        self._dim_key: frozenset[str] | None = None
        self._dim: pygame.Surface | None = None
        self.piece_rects: dict[tuple[str, int, str], pygame.Rect] = {}

    # geometry -----------------------------------------------------------------------------
    def to_screen(self, p: Point) -> tuple[int, int]:
        return (
            round(self.map_rect.left + p[0] * self.scale),
            round(self.map_rect.top + p[1] * self.scale),
        )

    def to_board(self, pos: tuple[int, int]) -> Point:
        return (
            (pos[0] - self.map_rect.left) / self.scale,
            (pos[1] - self.map_rect.top) / self.scale,
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
            d = _distance_to_outline(x, y, poly)
            if d <= reach and (best is None or d < best[0]):
                best = (d, rid)
        return best[1] if best else None

    def anchor(self, rid: str) -> tuple[int, int]:
        region = self.board.regions[rid]
        if "anchor_x" in region.props:
            return self.to_screen(
                (float(region.props["anchor_x"]), float(region.props["anchor_y"]))
            )
        return self.to_screen(region.centre)

    def click_point(self, rid: str) -> tuple[int, int]:
        """A point inside the region away from its pieces (for labels and scripted clicks)."""
        ax, ay = self.anchor(rid)
        poly = self.polys[rid]
        step = self.piece_size
        for dy, dx in ((2, 0), (-2, 0), (0, 3), (0, -3), (3, 2), (-3, -2), (3, -2), (-3, 2)):
            x, y = ax + dx * step, ay + dy * step
            if point_in_polygon(x, y, poly) and self.region_at((x, y)) == rid:
                return (x, y)
        return (ax, ay)

    def stack_positions(self, rid: str, count: int) -> list[tuple[int, int]]:
        """Where `count` stacks sit around the region's anchor, in rows of three."""
        ax, ay = self.anchor(rid)
        gap = int(self.piece_size * 1.7)
        out = []
        per_row = 3
        rows = (count + per_row - 1) // per_row
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = ax + int((col - (in_row - 1) / 2) * gap)
            y = ay + int((row - (rows - 1) / 2) * gap)
            out.append((x, y))
        return out

    def link_path(self, a: str, b: str) -> list[tuple[int, int]]:
        """The screen points of the route from a to b (a straight hop if none is drawn)."""
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

        # a soft coast glow under the land
        coast = theme.shade(theme.SEA, 1.3)
        for poly in self.polys.values():
            pygame.draw.polygon(surf, coast, shift(poly), max(3, int(10 * self.scale)))
        for rid, poly in self.polys.items():
            area = self.board.regions[rid].area
            tint = AREA_TINTS[self.areas.index(area) % len(AREA_TINTS)]
            pygame.draw.polygon(surf, tint, shift(poly))
        border = max(1, int(3 * self.scale))
        for poly in self.polys.values():
            pygame.draw.polygon(surf, theme.WHITE, shift(poly), border)
        # dashed sea routes
        dash = max(4, int(14 * self.scale))
        for link in self.board.links:
            if link.kind != "water" or len(link.points) < 2:
                continue
            pts = shift(self.to_screen(p) for p in link.points)
            _dashed(surf, theme.WHITE, pts, dash, max(1, int(3 * self.scale)))
        small = fonts.get(max(14, int(24 * self.scale)), bold=True)
        for rid, region in self.board.regions.items():
            mark = pygame.Rect(0, 0, 0, 0)
            if region.triangle:
                x, y = self.click_point(rid)
                x, y = x + off[0], y + off[1]
                t = max(5, int(12 * self.scale))
                tri = [(x, y - t), (x + t, y + t * 2 // 3), (x - t, y + t * 2 // 3)]
                pygame.draw.polygon(surf, theme.shade(theme.PARCHMENT, 0.95), tri)
                pygame.draw.polygon(surf, theme.INK_SOFT, tri, 1)
                mark = pygame.Rect(x - t, y - t, 2 * t, 2 * t)
            ax, ay = self.anchor(rid)
            text = self.label_text.get(rid, region.name or rid) if self.label else ""
            image = small.render(text, True, theme.shade(theme.INK, 1.2))
            box = image.get_rect(center=(ax + off[0], ay + off[1] - int(self.piece_size * 1.9)))
            if box.colliderect(mark):  # the label steps aside from the goods triangle
                box.right = mark.left - 2
            if region.start:  # the banner stands beside the label, above the pieces
                box.x += self.piece_size // 2
                _banner(surf, (box.left - self.piece_size // 3, box.bottom), self.piece_size)
            if text:
                image.set_alpha(170)
                surf.blit(image, box)
        self._draw_area_names(surf, off)
        return surf

    def _draw_area_names(self, surf: pygame.Surface, off: tuple[int, int]) -> None:
        """Each continent's or island's name on the sea beside it, where it covers no land."""
        font = fonts.get(max(14, int(26 * self.scale)), title=True)
        placed: list[pygame.Rect] = []
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
                if not self.map_rect.contains(spot) or self._covers_land(spot):
                    continue
                if spot.collidelist([p.inflate(8, 4) for p in placed]) >= 0:
                    continue
                # never nearer another land mass than its own: the name must not mislead
                own = _rect_distance(spot, box)
                if any(_rect_distance(spot, other) < own + 2 * gap for other in others):
                    continue
                surf.blit(image, spot.move(off))
                placed.append(spot)
                break

    def _area_box(self, area: str) -> pygame.Rect:
        boxes = [self.boxes[r] for r, reg in self.board.regions.items() if reg.area == area]
        return boxes[0].unionall(boxes[1:])

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

    def draw_dim(self, surface: pygame.Surface, keep: Iterable[str]) -> None:
        """Veil every region not in `keep` (drawn once per set, then blitted)."""
        key = frozenset(keep)
        if key != self._dim_key or self._dim is None:
            veil = pygame.Surface(self.map_rect.size, pygame.SRCALPHA)
            off = (-self.map_rect.left, -self.map_rect.top)
            for rid, poly in self.polys.items():
                if rid not in key:
                    pts = [(x + off[0], y + off[1]) for x, y in poly]
                    pygame.draw.polygon(veil, (20, 14, 8, 125), pts)
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
        from game.ui.card_view import draw_good_icon

        x, y = self.click_point(rid)
        s = max(14, int(34 * self.scale))
        draw_good_icon(surface, pygame.Rect(x - s // 2, y - s // 2, s, s), good)

    def draw_stacks(
        self,
        surface: pygame.Surface,
        rid: str,
        stacks: Sequence[Stack],
        glow: Iterable[int] = (),
    ) -> None:
        """Cubes and discs of a region, a count on each stack; armies of seats in `glow`
        get a halo (destroy targets). Records each stack's rect for hit tests."""
        glowing = set(glow)
        size = self.piece_size
        for (x, y), stack in zip(self.stack_positions(rid, len(stacks)), stacks, strict=True):
            if stack.kind == "tower":  # a Legends city
                rect = theme.draw_tower(
                    surface, (x, y), size, stack.colour, stack.mark, stack.count
                )
            elif stack.kind == "city":
                rect = theme.draw_disc(
                    surface, (x, y), size * 2 // 3, stack.colour, stack.mark, stack.count
                )
            else:
                if stack.seat in glowing:
                    pygame.draw.circle(surface, theme.GLOW, (x, y), size, max(2, size // 6))
                rect = theme.draw_cube(
                    surface, (x, y), size * 3 // 4, stack.colour, stack.mark, stack.count
                )
            self.piece_rects[(stack.kind, stack.seat, rid)] = rect

    def piece_at(self, pos: tuple[int, int], kind: str = "army") -> tuple[int, str] | None:
        for (k, seat, rid), rect in self.piece_rects.items():
            if k == kind and rect.inflate(4, 4).collidepoint(pos):
                return seat, rid
        return None


def _rect_distance(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


def _distance_to_outline(x: float, y: float, poly: Sequence[tuple[int, int]]) -> float:
    best = math.inf
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        length = dx * dx + dy * dy
        t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / length))
        best = min(best, math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)))
    return best


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


def _banner(surface: pygame.Surface, foot: tuple[int, int], size: int) -> None:
    """The start region's banner: a pole and a small pennant."""
    x, y = foot
    h = int(size * 1.2)
    pygame.draw.line(surface, theme.WOOD_DARK, (x, y), (x, y - h), max(2, size // 8))
    pennant = [(x, y - h), (x - size, y - h + size // 3), (x, y - h + size * 2 // 3)]
    pygame.draw.polygon(surface, theme.DANGER, pennant)
    pygame.draw.polygon(surface, theme.INK, pennant, 1)
