"""Where things go on a drawn map, in plain Python (no pygame, so it is quick to test):

- `spots`: points well inside a region, nearest its anchor first, for its label, its token and
  its piece stacks, so nothing sits on a border or spills into the sea;
- `sea_routes`: each water link's dashed line routed over the sea from coast to coast (through
  the link's own waypoints, such as the stubs where two Legends boards meet), around any land
  in the way rather than across it.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Mapping, Sequence

Point = tuple[float, float]
Polygon = Sequence[tuple[float, float]]


def point_in_polygon(x: float, y: float, poly: Polygon) -> bool:
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


def _gap_sq(x: float, y: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    """Squared distance from (x, y) to the segment a-b."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / length))
    ex, ey = x - (x1 + t * dx), y - (y1 + t * dy)
    return ex * ex + ey * ey


def distance_to_outline(x: float, y: float, poly: Polygon) -> float:
    n = len(poly)
    return math.sqrt(min(_gap_sq(x, y, poly[i], poly[(i + 1) % n]) for i in range(n)))


def clear_of_outline(x: float, y: float, poly: Polygon, clearance: float) -> bool:
    """No edge of `poly` comes nearer (x, y) than `clearance` (stops at the first that does)."""
    limit = clearance * clearance
    n = len(poly)
    return all(_gap_sq(x, y, poly[i], poly[(i + 1) % n]) >= limit for i in range(n))


def bbox(poly: Polygon) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return (min(xs), min(ys), max(xs), max(ys))


def spots(poly: Polygon, anchor: Point, step: float, clearance: float) -> list[Point]:
    """Centres of a triangular lattice `step` apart inside `poly`, each at least `clearance`
    from its outline, nearest `anchor` first. The lattice is centred on the anchor, so the
    anchor itself comes first whenever it has the clearance."""
    x0, y0, x1, y1 = bbox(poly)
    ax, ay = anchor
    row_h = step * math.sqrt(3) / 2
    out: list[tuple[float, Point]] = []
    first_row = math.floor((y0 - ay) / row_h)
    last_row = math.ceil((y1 - ay) / row_h)
    for row in range(first_row, last_row + 1):
        y = ay + row * row_h
        shift = step / 2 if row % 2 else 0.0
        first_col = math.floor((x0 - ax - shift) / step)
        last_col = math.ceil((x1 - ax - shift) / step)
        for col in range(first_col, last_col + 1):
            x = ax + shift + col * step
            inset = x0 + clearance <= x <= x1 - clearance and y0 + clearance <= y <= y1 - clearance
            if inset and point_in_polygon(x, y, poly) and clear_of_outline(x, y, poly, clearance):
                out.append((math.hypot(x - ax, y - ay), (x, y)))
    out.sort(key=lambda item: item[0])
    return [p for _, p in out]


def deepest_point(poly: Polygon, samples: int = 24) -> Point:
    """An inside point far from the outline (where a label or piece sits best)."""
    x0, y0, x1, y1 = bbox(poly)
    step = max(x1 - x0, y1 - y0) / samples
    best = (-1.0, ((x0 + x1) / 2, (y0 + y1) / 2))
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2
        while x < x1:
            if point_in_polygon(x, y, poly):
                d = distance_to_outline(x, y, poly)
                if d > best[0]:
                    best = (d, (x, y))
            x += step
        y += step
    return best[1]


# --- sea routes ---------------------------------------------------------------------------


class LandGrid:
    """The map cut into square cells, each holding the region that covers its centre (or
    None for the sea), filled row by row from the polygons' edge crossings."""

    def __init__(
        self, width: float, height: float, polygons: Mapping[str, Polygon], cell: float
    ) -> None:
        self.cell = cell
        self.cols = max(1, math.ceil(width / cell))
        self.rows = max(1, math.ceil(height / cell))
        self.owner: list[list[str | None]] = [[None] * self.cols for _ in range(self.rows)]
        for rid, poly in polygons.items():
            _, py0, _, py1 = bbox(poly)
            edges = list(itertools.pairwise([*poly, poly[0]]))
            for row in range(max(0, int(py0 / cell)), min(self.rows, int(py1 / cell) + 1)):
                y = (row + 0.5) * cell
                xs = sorted(
                    x1 + (y - y1) * (x2 - x1) / (y2 - y1)
                    for (x1, y1), (x2, y2) in edges
                    if (y1 > y) != (y2 > y)
                )
                line = self.owner[row]
                for left, right in zip(xs[::2], xs[1::2], strict=False):
                    c0 = max(0, math.ceil(left / cell - 0.5))
                    c1 = min(self.cols - 1, math.floor(right / cell - 0.5))
                    for col in range(c0, c1 + 1):
                        line[col] = rid

    def cell_of(self, p: Point) -> tuple[int, int]:
        col = min(self.cols - 1, max(0, int(p[0] / self.cell)))
        row = min(self.rows - 1, max(0, int(p[1] / self.cell)))
        return col, row

    def centre(self, c: tuple[int, int]) -> Point:
        return ((c[0] + 0.5) * self.cell, (c[1] + 0.5) * self.cell)

    def at(self, c: tuple[int, int]) -> str | None:
        return self.owner[c[1]][c[0]]

    def clear_line(self, a: Point, b: Point, allowed: frozenset[str | None]) -> bool:
        """No cell on the segment a-b belongs to land outside `allowed`."""
        steps = max(1, int(math.dist(a, b) / (self.cell / 3)))
        for i in range(steps + 1):
            t = i / steps
            c = self.cell_of((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            if self.at(c) not in allowed:
                return False
        return True

    def path(
        self, start: Point, goal: Point, allowed: frozenset[str | None]
    ) -> list[tuple[int, int]] | None:
        """The cheapest 8-way chain of cells from start to goal through `allowed` cells
        (A*, octile distance)."""
        s, g = self.cell_of(start), self.cell_of(goal)
        diag = math.sqrt(2)

        def h(c: tuple[int, int]) -> float:
            dx, dy = abs(c[0] - g[0]), abs(c[1] - g[1])
            return max(dx, dy) + (diag - 1) * min(dx, dy)

        came: dict[tuple[int, int], tuple[int, int] | None] = {s: None}
        cost = {s: 0.0}
        frontier = [(h(s), s)]
        while frontier:
            _, c = heapq.heappop(frontier)
            if c == g:
                out = [c]
                while (prev := came[out[-1]]) is not None:
                    out.append(prev)
                return out[::-1]
            for dx, dy in itertools.product((-1, 0, 1), repeat=2):
                n = (c[0] + dx, c[1] + dy)
                if (dx, dy) == (0, 0) or not (0 <= n[0] < self.cols and 0 <= n[1] < self.rows):
                    continue
                if self.at(n) not in allowed and n != g:
                    continue
                new = cost[c] + (diag if dx and dy else 1.0)
                if new < cost.get(n, math.inf):
                    cost[n] = new
                    came[n] = c
                    heapq.heappush(frontier, (new + h(n), n))
        return None


def route(grid: LandGrid, a: str, b: str, points: Sequence[Point]) -> list[Point]:
    """The line of a water link from region a to region b through `points` (its anchors at
    both ends and any waypoints between): straight where the sea is open, around land where
    it is not, then cut to the part over the sea (from a's coast to b's coast)."""
    allowed = frozenset((None, a, b))
    full: list[Point] = [points[0]]
    for p, q in itertools.pairwise(points):
        if grid.clear_line(p, q, allowed):
            full.append(q)
            continue
        cells = grid.path(p, q, allowed)
        if cells is None:  # no way round: keep the straight hop rather than nothing
            full.append(q)
            continue
        full += [grid.centre(c) for c in cells[1:-1]] + [q]
    full = _pull_string(grid, full, allowed)
    return _over_sea(grid, full, a, b)


def _pull_string(grid: LandGrid, pts: list[Point], allowed: frozenset[str | None]) -> list[Point]:
    """Drop every point the line can skip without touching land it may not cross."""
    out = [pts[0]]
    i = 0
    while i < len(pts) - 1:
        j = len(pts) - 1
        while j > i + 1 and not grid.clear_line(pts[i], pts[j], allowed):
            j -= 1
        out.append(pts[j])
        i = j
    return out


def _over_sea(grid: LandGrid, pts: list[Point], a: str, b: str) -> list[Point]:
    """Trim the line to where it leaves a's land and where it reaches b's."""
    fine: list[Point] = []
    for p, q in itertools.pairwise(pts):
        steps = max(1, int(math.dist(p, q) / (grid.cell / 4)))
        fine += [
            (p[0] + (q[0] - p[0]) * i / steps, p[1] + (q[1] - p[1]) * i / steps)
            for i in range(steps)
        ]
    fine.append(pts[-1])
    owners = [grid.at(grid.cell_of(p)) for p in fine]
    first = next((i for i, o in enumerate(owners) if o != a), 0)
    last = next((i for i in range(len(owners) - 1, -1, -1) if owners[i] != b), len(owners) - 1)
    if first >= last:
        return [fine[0], fine[-1]]
    keep = {0, len(pts) - 1}
    corners = [fine.index(p) for k, p in enumerate(pts) if k not in keep and p in fine]
    inner = [fine[i] for i in corners if first < i < last]
    return [fine[first], *inner, fine[last]]
