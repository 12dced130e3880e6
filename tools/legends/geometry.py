"""Plane geometry for drawing Legends board sides: smooth outlines and Voronoi-like cells.

Each island is a closed outline; its regions are the cells of their seed points clipped to
it (each cell is the island cut by the half-planes nearer its seed than any other seed), so
neighbouring cells share their border exactly. Pure Python, used only by the map generator.
"""

from __future__ import annotations

import math

Point = tuple[float, float]


def chaikin(points: list[Point], rounds: int = 3) -> list[Point]:
    """Round a closed control polygon into a smooth coastline."""
    pts = list(points)
    for _ in range(rounds):
        out: list[Point] = []
        for i, (x0, y0) in enumerate(pts):
            x1, y1 = pts[(i + 1) % len(pts)]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        pts = out
    return pts


def wobble(points: list[Point], seed: int, amount: float = 6.0) -> list[Point]:
    """Small deterministic jitter so coasts do not look machine-drawn."""
    out = []
    for i, (x, y) in enumerate(points):
        a = math.sin(seed * 12.9898 + i * 78.233) * 43758.5453
        b = math.sin(seed * 39.346 + i * 11.135) * 24634.6345
        out.append((x + (a - math.floor(a) - 0.5) * amount, y + (b - math.floor(b) - 0.5) * amount))
    return out


def _clip(poly: list[Point], a: float, b: float, c: float) -> list[Point]:
    """Keep the part of `poly` where a*x + b*y <= c (Sutherland-Hodgman, one half-plane)."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def cell(outline: list[Point], seed: Point, others: list[Point]) -> list[Point]:
    poly = list(outline)
    sx, sy = seed
    for ox, oy in others:
        # nearer to seed than to other: (o - s) . p <= (|o|^2 - |s|^2) / 2
        a, b = ox - sx, oy - sy
        c = (ox * ox + oy * oy - sx * sx - sy * sy) / 2
        poly = _clip(poly, a, b, c)
    return _drop_spikes(poly)


def _drop_spikes(poly: list[Point]) -> list[Point]:
    """Remove the zero-width slivers half-plane clipping leaves where a cut crosses a bay."""
    pts = list(poly)
    changed = True
    while changed and len(pts) > 3:
        changed = False
        for i in range(len(pts)):
            a, b, c = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
            cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
            back = (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1])
            if math.dist(a, b) < 1e-6 or (
                abs(cross) < 1e-6 * (1 + math.dist(a, c) ** 2) and back <= 0
            ):
                del pts[i]
                changed = True
                break
    return pts


def shared_border(cell_a: list[Point], seed_a: Point, seed_b: Point) -> float:
    """Length of `cell_a`'s border that lies on the bisector of the two seeds."""

    def gap(p: Point) -> float:
        return abs(math.dist(p, seed_a) - math.dist(p, seed_b))

    total = 0.0
    n = len(cell_a)
    for i in range(n):
        p, q = cell_a[i], cell_a[(i + 1) % n]
        if gap(p) < 0.01 and gap(q) < 0.01:
            total += math.dist(p, q)
    return total


def centroid(poly: list[Point]) -> Point:
    area = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)
    return (cx / (3 * area), cy / (3 * area))


def _key(p: Point) -> Point:
    return (round(p[0], 1), round(p[1], 1))


def _wiggle(a: Point, b: Point, amount: float) -> list[Point]:
    """Points between a and b (in that order) on a gentle curve, the same for whichever cell
    draws the border, so shared borders stay shared."""
    length = math.dist(a, b)
    if length < 24:
        return []
    nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length
    seed = a[0] * 0.731 + a[1] * 1.377 + b[0] * 2.113 + b[1] * 0.579
    amp = min(amount, length / 6)
    k1, k2 = math.sin(seed), 0.5 * math.sin(seed * 1.7 + 1.0)
    out = []
    steps = max(3, int(length // 10))
    for i in range(1, steps):
        t = i / steps
        bend = amp * (k1 * math.sin(math.pi * t) + k2 * math.sin(2 * math.pi * t))
        out.append((a[0] + (b[0] - a[0]) * t + nx * bend, a[1] + (b[1] - a[1]) * t + ny * bend))
    return out


def roughen(
    poly: list[Point], seed: Point, others: list[Point], amount: float = 14.0
) -> list[Point]:
    """Bend the cell's inland borders (those on a bisector with another seed) a little."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = _key(poly[i]), _key(poly[(i + 1) % n])
        out.append(p)
        inland = any(
            abs(math.dist(p, seed) - math.dist(p, o)) < 0.5
            and abs(math.dist(q, seed) - math.dist(q, o)) < 0.5
            for o in others
        )
        if inland:
            a, b = sorted((p, q))
            mid = _wiggle(a, b, amount)
            out.extend(mid if (a, b) == (p, q) else list(reversed(mid)))
    return out
