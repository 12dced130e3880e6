"""Plane geometry for the board generator: Voronoi cells by half-plane clipping, polygon checks.

Pure Python on purpose: the generator runs rarely and must not add dependencies.
"""

from __future__ import annotations

import itertools
import math
import random

Point = tuple[float, float]
# A cell is its vertices plus, for each edge k (vertex k -> k+1), the index of the site on the
# other side of that edge (-1 for the bounding box).
Cell = tuple[list[Point], list[int]]


def _clip(pts: list[Point], labels: list[int], a: float, b: float, c: float, j: int) -> Cell:
    """Keep the part of a convex polygon where a*x + b*y <= c; the new edge is labelled j."""
    out: list[Point] = []
    out_labels: list[int] = []
    n = len(pts)
    for k in range(n):
        p, q = pts[k], pts[(k + 1) % n]
        dp = a * p[0] + b * p[1] - c
        dq = a * q[0] + b * q[1] - c
        if dp <= 0:
            out.append(p)
            out_labels.append(labels[k])
            if dq > 0:
                t = dp / (dp - dq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
                out_labels.append(j)
        elif dq <= 0:
            t = dp / (dp - dq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
            out_labels.append(labels[k])
    return out, out_labels


def voronoi_cell(i: int, sites: list[Point], box: tuple[float, float, float, float]) -> Cell:
    """The Voronoi cell of sites[i] inside box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    pts: list[Point] = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    labels = [-1, -1, -1, -1]
    sx, sy = sites[i]
    order = sorted(
        (((p[0] - sx) ** 2 + (p[1] - sy) ** 2), j) for j, p in enumerate(sites) if j != i
    )
    for d2, j in order:
        reach2 = max((p[0] - sx) ** 2 + (p[1] - sy) ** 2 for p in pts)
        if d2 > 4 * reach2:  # every later bisector lies beyond the cell
            break
        ox, oy = sites[j]
        a, b = ox - sx, oy - sy
        c = (ox * ox + oy * oy - sx * sx - sy * sy) / 2
        pts, labels = _clip(pts, labels, a, b, c, j)
        if not pts:
            break
    return pts, labels


def area(poly: list[Point]) -> float:
    """Signed shoelace area (positive = clockwise on a y-down screen)."""
    s = 0.0
    for k in range(len(poly)):
        x1, y1 = poly[k]
        x2, y2 = poly[(k + 1) % len(poly)]
        s += x1 * y2 - x2 * y1
    return s / 2


def seg_dist(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ll))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def poly_dist(p: list[Point], q: list[Point]) -> float:
    """Smallest distance between the outlines of two disjoint polygons."""
    best = math.inf
    for u, v in ((p, q), (q, p)):
        for pt in u:
            for k in range(len(v)):
                best = min(best, seg_dist(pt, v[k], v[(k + 1) % len(v)]))
    return best


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True when segments ab and cd meet anywhere other than at a shared endpoint."""
    shared = {a, b} & {c, d}
    if len(shared) == 2:
        return False
    d1, d2 = _orient(c, d, a), _orient(c, d, b)
    d3, d4 = _orient(a, b, c), _orient(a, b, d)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    if shared:
        # Touching at one common endpoint is fine unless the segments also overlap.
        s = next(iter(shared))
        oa = b if a == s else a
        oc = d if c == s else c
        if abs(_orient(s, oa, oc)) < 1e-9:
            return (oa[0] - s[0]) * (oc[0] - s[0]) + (oa[1] - s[1]) * (oc[1] - s[1]) > 0
        return False
    for p, q, r in ((c, d, a), (c, d, b), (a, b, c), (a, b, d)):
        if abs(_orient(p, q, r)) < 1e-9 and seg_dist(r, p, q) < 1e-9:
            return True
    return False


def is_simple(poly: list[Point]) -> bool:
    n = len(poly)
    if n < 3 or len(set(poly)) != n:
        return False
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        for j in range(i + 1, n):
            if j == i or (j + 1) % n == i or j == (i + 1) % n:
                continue
            if segments_cross(a, b, poly[j], poly[(j + 1) % n]):
                return False
    return True


def point_in_poly(p: Point, poly: list[Point]) -> bool:
    inside = False
    n = len(poly)
    for k in range(n):
        (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % n]
        if (y1 > p[1]) != (y2 > p[1]):
            x = x1 + (p[1] - y1) * (x2 - x1) / (y2 - y1)
            if x > p[0]:
                inside = not inside
    return inside


def segment_hit(a: Point, b: Point, poly: list[Point]) -> list[float]:
    """Parameters t in [0, 1] where segment ab crosses the outline of poly."""
    hits = []
    n = len(poly)
    for k in range(n):
        c, d = poly[k], poly[(k + 1) % n]
        den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
        if den == 0:
            continue
        t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
        u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
        if 0 <= t <= 1 and 0 <= u <= 1:
            hits.append(t)
    return hits


def wobble(a: Point, b: Point, amplitude: float, step: float, q: float) -> list[Point]:
    """Interior points of a jittered path a -> b, the same whichever way it is asked for.

    Midpoint displacement seeded by the endpoints, so two regions sharing a border get the very
    same points (reversed for one of them). Points are snapped to multiples of q.
    """
    forward = a <= b
    p, r = (a, b) if forward else (b, a)
    rng = random.Random(f"{p[0]:.2f},{p[1]:.2f},{r[0]:.2f},{r[1]:.2f}")
    length = math.hypot(r[0] - p[0], r[1] - p[1])
    path = [p, r]
    scale = amplitude
    while length / (len(path) - 1) > step:
        nxt = [path[0]]
        for u, v in itertools.pairwise(path):
            dx, dy = v[0] - u[0], v[1] - u[1]
            off = rng.uniform(-scale, scale)
            nxt += [((u[0] + v[0]) / 2 - dy * off, (u[1] + v[1]) / 2 + dx * off), v]
        path = nxt
        scale *= 0.8
    inner = [(round(x / q) * q, round(y / q) * q) for x, y in path[1:-1]]
    return inner if forward else inner[::-1]
