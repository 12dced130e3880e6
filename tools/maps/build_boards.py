"""Generate the Eight-Minute Empire boards (assets/maps/eight_minute_{a,b}.tmx).

Each region is the Voronoi cell of a seed point among many sea points; continents are the
regions left standing in the sea. A hill climb moves seeds until the borders match the wanted
land links exactly, then borders are jittered (the same points on both sides of a border) and
the map is written as Tiled TMX.

    uv run python -m tools.maps.build_boards [--iterations N] [board_id ...]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

from tools.maps import geometry as geo
from tools.maps.layouts import HEIGHT, LAYOUTS, WIDTH, Layout, Point

ROOT = Path(__file__).resolve().parents[2]
BOX = (0.0, 0.0, float(WIDTH), float(HEIGHT))
SEA_STEP = 30.0  # spacing of the sea points: the grain of the coastlines
MIN_BORDER = 40.0  # a land link needs at least this much shared border
MIN_GAP = 40.0  # sea between two continents
MIN_CORNER_GAP = 16.0  # sea between unlinked regions of one continent: no near-touching corners
AREA_RANGE = (14000.0, 42000.0)
QUANTUM = 0.25  # coordinates are multiples of this: exact in binary, so shared points stay equal


@dataclass
class State:
    seeds: list[Point]
    radii: list[float]
    sea: list[Point]  # the hand-placed ones; the grid is derived


def _sea_grid(rng: random.Random) -> list[Point]:
    pts = []
    y = -SEA_STEP / 2
    row = 0
    while y < HEIGHT + SEA_STEP:
        x = -SEA_STEP / 2 + (SEA_STEP / 2 if row % 2 else 0)
        while x < WIDTH + SEA_STEP:
            pts.append((x + rng.uniform(-7, 7), y + rng.uniform(-7, 7)))
            x += SEA_STEP
        y += SEA_STEP * 0.866
        row += 1
    return pts


class Board:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.ids = list(layout.seeds)
        self.index = {rid: i for i, rid in enumerate(self.ids)}
        self.area = [layout.seeds[r][0] for r in self.ids]
        self.targets = [layout.seeds[r][1] for r in self.ids]
        self.grid = _sea_grid(random.Random(layout.board_id))
        land = layout.land
        self.derive = land is None
        self.land = {frozenset((self.index[a], self.index[b])) for a, b in (land or [])}
        self.water = [(self.index[a], self.index[b]) for a, b in layout.water]

    # -- the cells --------------------------------------------------------------------------
    def capsules(self, st: State) -> list[tuple[Point, Point]]:
        if not self.derive:
            pairs = [tuple(p) for p in self.land]
        else:  # a draft layout: keep land between close seeds of one continent
            n = len(self.ids)
            pairs = [
                (i, j)
                for i in range(n)
                for j in range(i + 1, n)
                if self.area[i] == self.area[j]
                and math.dist(st.seeds[i], st.seeds[j]) < 1.15 * (st.radii[i] + st.radii[j]) / 1.6
            ]
        return [(st.seeds[i], st.seeds[j]) for i, j in pairs]

    def sites(self, st: State) -> list[Point]:
        caps = self.capsules(st)
        sea = []
        for p in self.grid:
            if any(math.dist(p, s) < r for s, r in zip(st.seeds, st.radii, strict=True)):
                continue
            # An ellipse round each land link keeps the sea off the border it needs.
            if any(
                math.dist(p, a) + math.dist(p, b) < 1.45 * math.dist(a, b) + 50 for a, b in caps
            ):
                continue
            sea.append(p)
        return st.seeds + st.sea + sea

    def cells(self, st: State) -> list[geo.Cell]:
        sites = self.sites(st)
        return [geo.voronoi_cell(i, sites, BOX) for i in range(len(self.ids))]

    def borders(self, cells: list[geo.Cell]) -> dict[frozenset[int], float]:
        n = len(self.ids)
        out: dict[frozenset[int], float] = {}
        for i, (pts, labels) in enumerate(cells):
            for k, lab in enumerate(labels):
                if 0 <= lab < n and lab > i:
                    a, b = pts[k], pts[(k + 1) % len(pts)]
                    key = frozenset((i, lab))
                    out[key] = out.get(key, 0.0) + math.dist(a, b)
        return out

    # -- the score the hill climb lowers -----------------------------------------------------
    def score(self, st: State) -> tuple[float, list[str]]:
        cells = self.cells(st)
        borders = self.borders(cells)
        pen = 0.0
        why: list[str] = []
        n = len(self.ids)
        for i, (pts, labels) in enumerate(cells):
            if -1 in labels or not pts:
                pen += 10
                why.append(f"{self.ids[i]} reaches the edge")
                continue
            a = geo.area(pts)
            lo, hi = AREA_RANGE
            if a < lo or a > hi:
                pen += 3 * (max(0, lo - a) / lo + max(0, a - hi) / hi)
                why.append(f"{self.ids[i]} area {a:.0f}")
            perimeter = sum(math.dist(pts[k - 1], pts[k]) for k in range(len(pts)))
            roundness = 4 * math.pi * a / perimeter**2
            if roundness < 0.72:  # spikes and slivers look wrong and hold pieces badly
                pen += 4 * (0.72 - roundness)
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            pen += 0.004 * math.dist((cx, cy), st.seeds[i])
            pen += 0.0015 * math.dist(st.seeds[i], self.targets[i])
        for key, length in borders.items():
            i, j = sorted(key)
            wanted = key in self.land or (self.derive and self.area[i] == self.area[j])
            if self.derive and wanted:
                if length < MIN_BORDER:  # draft: either a real border or none
                    pen += 2 * min(length, MIN_BORDER - length) / MIN_BORDER + 0.5
                    why.append(f"short border {self.ids[i]}-{self.ids[j]}")
            elif not wanted and length > 1e-6:
                pen += 5 + length / MIN_BORDER
                why.append(f"unwanted border {self.ids[i]}-{self.ids[j]}")
        for key in self.land:
            length = borders.get(key, 0.0)
            if length < MIN_BORDER:
                i, j = sorted(key)
                pen += 5 + 5 * (MIN_BORDER - length) / MIN_BORDER
                why.append(f"missing border {self.ids[i]}-{self.ids[j]}")
        for i in range(n):
            for j in range(i + 1, n):
                if not cells[i][0] or not cells[j][0]:
                    continue
                if math.dist(st.seeds[i], st.seeds[j]) > 400:
                    continue
                key = frozenset((i, j))
                if self.area[i] == self.area[j]:
                    if key in self.land or (self.derive and key in borders):
                        continue
                    # Unlinked regions of one continent: not even their corners may meet.
                    d = geo.poly_dist(cells[i][0], cells[j][0])
                    if d < MIN_CORNER_GAP:
                        pen += 2 + (MIN_CORNER_GAP - d) / MIN_CORNER_GAP
                        why.append(f"corner {self.ids[i]}-{self.ids[j]} {d:.0f}")
                    continue
                d = geo.poly_dist(cells[i][0], cells[j][0])
                if d < MIN_GAP:
                    pen += 3 * (MIN_GAP - d) / MIN_GAP
                    why.append(f"gap {self.ids[i]}-{self.ids[j]} {d:.0f}")
        for i, j in self.water:
            a, b = st.seeds[i], st.seeds[j]
            for k, (pts, _) in enumerate(cells):
                if k in (i, j) or not pts:
                    continue
                if geo.segment_hit(a, b, pts):
                    pen += 2
                    why.append(f"water {self.ids[i]}-{self.ids[j]} crosses {self.ids[k]}")
        return pen, why

    def climb(self, st: State, iterations: int, rng: random.Random) -> State:
        best, why = self.score(st)
        for it in range(iterations):
            trial = State(list(st.seeds), list(st.radii), list(st.sea))
            roll = rng.random()
            if roll < 0.6:
                k = rng.randrange(len(trial.seeds))
                x, y = trial.seeds[k]
                trial.seeds[k] = (x + rng.gauss(0, 12), y + rng.gauss(0, 12))
            elif roll < 0.85 or not trial.sea:
                k = rng.randrange(len(trial.radii))
                trial.radii[k] = min(260.0, max(90.0, trial.radii[k] + rng.gauss(0, 12)))
            else:
                k = rng.randrange(len(trial.sea))
                x, y = trial.sea[k]
                trial.sea[k] = (x + rng.gauss(0, 15), y + rng.gauss(0, 15))
            s, w = self.score(trial)
            if s <= best:
                st, best, why = trial, s, w
            if it % 200 == 0:
                print(f"  {it:5d} score {best:7.3f} {why[:4]}", file=sys.stderr)
        print(f"  final score {best:.3f} {why}", file=sys.stderr)
        return st


# -- finishing: shared vertices, jittered borders -----------------------------------------------
def _q(v: float) -> float:
    return round(v / QUANTUM) * QUANTUM


def finish(
    board: Board, st: State, amplitude: float
) -> tuple[list[list[Point]], dict[frozenset[int], list[Point]]]:
    """Region polygons with jittered borders, and each land border's points."""
    cells = board.cells(st)
    n = len(board.ids)
    uniq: list[Point] = []

    def snap(p: Point) -> Point:
        for u in uniq:
            if math.dist(u, p) < 0.75:
                return u
        u = (_q(p[0]), _q(p[1]))
        uniq.append(u)
        return u

    polys: list[list[Point]] = []
    shared: dict[frozenset[int], list[Point]] = {}
    for i, (pts, labels) in enumerate(cells):
        verts = [snap(p) for p in pts]
        poly: list[Point] = []
        for k, lab in enumerate(labels):
            a, b = verts[k], verts[(k + 1) % len(verts)]
            if a == b:
                continue
            inner_border = 0 <= lab < n
            step = 16.0 if inner_border else 9.0
            amp = amplitude * (0.7 if inner_border else 1.0)
            mids = geo.wobble(a, b, amp, step, QUANTUM)
            poly.append(a)
            poly.extend(mids)
            if inner_border:
                shared.setdefault(frozenset((i, lab)), [a, *mids, b])
        if geo.area(poly) < 0:
            poly.reverse()
        polys.append(poly)
    return polys, shared


def anchor(poly: list[Point]) -> Point:
    """The inside point farthest from the border: where the label and the pieces go."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    best, best_d = poly[0], -1.0
    step = 4.0
    y = min(ys)
    while y <= max(ys):
        x = min(xs)
        while x <= max(xs):
            if geo.point_in_poly((x, y), poly):
                d = min(geo.seg_dist((x, y), poly[k - 1], poly[k]) for k in range(len(poly)))
                if d > best_d:
                    best, best_d = (x, y), d
            x += step
        y += step
    return best


def problems(polys: list[list[Point]]) -> list[str]:
    out = []
    for i, p in enumerate(polys):
        if not geo.is_simple(p):
            out.append(f"polygon {i} not simple")
    segs = []
    for i, p in enumerate(polys):
        for k in range(len(p)):
            a, b = p[k], p[(k + 1) % len(p)]
            segs.append(
                (i, a, b, min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1]))
            )
    segs.sort(key=lambda s: s[3])
    for x, s in enumerate(segs):
        for t in segs[x + 1 :]:
            if t[3] > s[4]:
                break
            if s[0] == t[0] or t[5] > s[6] or s[5] > t[6]:
                continue
            if {s[1], s[2]} == {t[1], t[2]}:
                continue  # the same border seen from both sides
            if geo.segments_cross(s[1], s[2], t[1], t[2]):
                out.append(f"polygons {s[0]} and {t[0]} cross")
    return out


# -- TMX ----------------------------------------------------------------------------------------
def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _prop(name: str, value: object, indent: int = 4) -> str:
    pad = " " * indent
    if isinstance(value, bool):
        return f'{pad}<property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, float):
        return f'{pad}<property name="{name}" type="float" value="{_num(value)}"/>'
    return f"{pad}<property name={quoteattr(name)} value={quoteattr(str(value))}/>"


def _shape(oid: int, name: str, props: list[str], kind: str, pts: list[Point]) -> list[str]:
    ox, oy = math.floor(pts[0][0]), math.floor(pts[0][1])
    rel = " ".join(f"{_num(x - ox)},{_num(y - oy)}" for x, y in pts)
    return [
        f'  <object id="{oid}" name={quoteattr(name)} x="{ox}" y="{oy}">',
        "   <properties>",
        *props,
        "   </properties>",
        f'   <{kind} points="{rel}"/>',
        "  </object>",
    ]


def tmx(board: Board, st: State, polys: list[list[Point]], shared: dict) -> str:
    lay = board.layout
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{WIDTH // 32}" height="{HEIGHT // 32}" '
        'tilewidth="32" tileheight="32" infinite="0" backgroundcolor="#1d3f73" '
        f'nextlayerid="3" nextobjectid="{len(polys) + len(board.land) + len(board.water) + 1}">',
        " <properties>",
        *[_prop(f"area_name_{a}", name, 2) for a, name in sorted(lay.area_names.items())],
        _prop("designer", lay.designer, 2),
        _prop("generator", "tools/maps/build_boards.py", 2),
        _prop("side", lay.side, 2),
        " </properties>",
        ' <objectgroup id="1" name="regions">',
    ]
    body: list[str] = []
    oid = 1
    for i, rid in enumerate(board.ids):
        x, y = anchor(polys[i])
        props = [
            _prop("anchor_x", _q(x)),
            _prop("anchor_y", _q(y)),
            _prop("area", board.area[i]),
            _prop("region", rid),
            _prop("start", rid == lay.start),
            _prop("triangle", rid in lay.triangles),
        ]
        body += _shape(oid, rid, props, "polygon", polys[i])
        oid += 1
    body += [" </objectgroup>", ' <objectgroup id="2" name="links">']
    for key in sorted(board.land, key=lambda k: sorted(int(board.ids[x]) for x in k)):
        i, j = sorted(key, key=lambda x: int(board.ids[x]))
        border = shared[key]
        mid = border[len(border) // 2]
        a, b = board.ids[i], board.ids[j]
        props = [_prop("a", a), _prop("b", b), _prop("kind", "land")]
        note = lay.link_notes.get((a, b))
        if note:
            props.append(_prop("note", note))
        pts = [
            (_q(st.seeds[i][0]), _q(st.seeds[i][1])),
            mid,
            (_q(st.seeds[j][0]), _q(st.seeds[j][1])),
        ]
        body += _shape(oid, f"{a}-{b}", props, "polyline", pts)
        oid += 1
    for i, j in board.water:
        a, b = st.seeds[i], st.seeds[j]
        t0 = max(geo.segment_hit(a, b, polys[i]))
        t1 = min(geo.segment_hit(a, b, polys[j]))
        ends = [(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])) for t in (t0, t1)]
        pts = [(_q(x), _q(y)) for x, y in ends]
        props = [_prop("a", board.ids[i]), _prop("b", board.ids[j]), _prop("kind", "water")]
        body += _shape(oid, f"{board.ids[i]}~{board.ids[j]}", props, "polyline", pts)
        oid += 1
    return "\n".join([*head, *body, " </objectgroup>", "</map>", ""])


def build(board_id: str, iterations: int) -> None:
    layout = LAYOUTS[board_id]
    print(f"{board_id}:", file=sys.stderr)
    board = Board(layout)
    saved = Path(__file__).with_name(f"{board_id}.seeds.json")
    if saved.exists():
        data = json.loads(saved.read_text(encoding="utf-8"))
        st = State(
            [tuple(p) for p in data["seeds"]], data["radii"], [tuple(p) for p in data["sea"]]
        )
    else:
        st = State(list(board.targets), [150.0] * len(board.ids), list(layout.sea))
    st = board.climb(st, iterations, random.Random(f"{board_id}-climb"))
    saved.write_text(
        json.dumps({"seeds": st.seeds, "radii": st.radii, "sea": st.sea}, indent=1) + "\n",
        encoding="utf-8",
    )
    if board.derive:
        borders = board.borders(board.cells(st))
        board.land = {k for k, v in borders.items() if v >= MIN_BORDER}
        found = sorted(sorted(int(board.ids[i]) for i in k) for k in board.land)
        print("  land links found:", " ".join(f"{a}-{b}" for a, b in found), file=sys.stderr)
        expected = sorted(sorted(map(int, p)) for p in layout.expected_land)
        if found != expected:
            raise SystemExit(f"{board_id}: the land links changed; review and update layouts.py")
    amplitude = 0.22
    while True:
        polys, shared = finish(board, st, amplitude)
        bad = problems(polys)
        if not bad:
            break
        print(f"  amplitude {amplitude:.2f}: {bad[:3]}", file=sys.stderr)
        amplitude *= 0.7
    out = ROOT / "assets" / "maps" / f"{board_id}.tmx"
    out.write_text(tmx(board, st, polys, shared), encoding="utf-8")
    print(f"  wrote {out.relative_to(ROOT)}", file=sys.stderr)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("boards", nargs="*", default=sorted(LAYOUTS))
    parser.add_argument("--iterations", type=int, default=0, help="hill-climb steps (0: rebuild)")
    args = parser.parse_args(argv)
    for board_id in args.boards:
        build(board_id, args.iterations)


if __name__ == "__main__":
    main()
