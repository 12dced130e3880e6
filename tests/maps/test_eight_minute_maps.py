"""The two Eight-Minute Empire boards: graph as the reference (side A) or our rulings (side B)
say, and geometry that draws what the graph says."""

from __future__ import annotations

import math
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from game.engine.board import Board, parse_board

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "assets" / "maps"
BOARDS = ("eight_minute_a", "eight_minute_b")
Point = tuple[float, float]

# /work/shared/reference/eight_minute_empire.md §3.1, the 1–4 link included.


def link_set(text: str) -> set[frozenset[str]]:
    return {frozenset(p.split("-")) for p in text.split()}


SIDE_A_LAND = link_set(
    "1-2 1-3 1-4 2-3 2-5 2-6 3-4 3-5 6-7 "
    "8-9 9-12 9-13 10-14 11-12 11-15 12-13 12-15 12-16 12-19 13-16 14-17 "
    "15-18 15-19 16-17 16-19 18-19 19-20 21-22 23-25 24-25"
)
SIDE_A_WATER = link_set("4-8 5-11 7-21 8-10 15-22 17-23 18-24")
SIDE_A_AREAS = {"A": range(1, 8), "C": range(8, 21), "B": range(21, 23), "D": range(23, 26)}


@cache
def board(board_id: str) -> Board:
    return parse_board(MAPS / f"{board_id}.tmx")


def pairs(b: Board, kind: str) -> set[frozenset[str]]:
    return {frozenset((link.a, link.b)) for link in b.links if link.kind == kind}


# -- geometry, written here independently of the generator ------------------------------------
def signed_area(poly: tuple[Point, ...]) -> float:
    return (
        sum(poly[k - 1][0] * poly[k][1] - poly[k][0] * poly[k - 1][1] for k in range(len(poly))) / 2
    )


def cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def proper_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def edges(poly: tuple[Point, ...]) -> list[tuple[Point, Point]]:
    return [(poly[k - 1], poly[k]) for k in range(len(poly))]


def is_simple(poly: tuple[Point, ...]) -> bool:
    if len(set(poly)) != len(poly):
        return False
    es = edges(poly)
    n = len(es)
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue  # neighbours through the closing vertex
            if proper_cross(*es[i], *es[j]):
                return False
    return True


def overlap_length(s: tuple[Point, Point], t: tuple[Point, Point]) -> float:
    """Length along which two segments lie on one another (0 if they are not collinear)."""
    (a, b), (c, d) = s, t
    length = math.dist(a, b)
    if length == 0 or abs(cross(a, b, c)) > 1e-6 * length or abs(cross(a, b, d)) > 1e-6 * length:
        return 0.0
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy
    td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy
    return max(0.0, min(length, max(tc, td)) - max(0.0, min(tc, td)))


def shared_border(p: tuple[Point, ...], q: tuple[Point, ...]) -> float:
    total = 0.0
    q_edges = [
        (
            e,
            min(e[0][0], e[1][0]),
            max(e[0][0], e[1][0]),
            min(e[0][1], e[1][1]),
            max(e[0][1], e[1][1]),
        )
        for e in edges(q)
    ]
    for s in edges(p):
        x0, x1 = min(s[0][0], s[1][0]), max(s[0][0], s[1][0])
        y0, y1 = min(s[0][1], s[1][1]), max(s[0][1], s[1][1])
        for t, tx0, tx1, ty0, ty1 in q_edges:
            if tx0 <= x1 and x0 <= tx1 and ty0 <= y1 and y0 <= ty1:
                total += overlap_length(s, t)
    return total


def seg_dist(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ll))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def outline_gap(p: tuple[Point, ...], q: tuple[Point, ...]) -> float:
    return min(min(seg_dist(v, *e) for v in u for e in edges(w)) for u, w in ((p, q), (q, p)))


def inside(pt: Point, poly: tuple[Point, ...]) -> bool:
    hit = False
    for (x1, y1), (x2, y2) in edges(poly):
        if (y1 > pt[1]) != (y2 > pt[1]) and pt[0] < x1 + (pt[1] - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


# -- side A: the reference graph ----------------------------------------------------------------
def test_side_a_regions_and_continents() -> None:
    b = board("eight_minute_a")
    assert sorted(b.regions, key=int) == [str(i) for i in range(1, 26)]
    assert {area: sorted(map(int, ids)) for area, ids in b.areas.items()} == {
        area: list(ids) for area, ids in SIDE_A_AREAS.items()
    }
    assert {a: len(ids) for a, ids in b.areas.items()} == {"A": 7, "B": 2, "C": 13, "D": 3}


def test_side_a_links_are_the_reference_table() -> None:
    b = board("eight_minute_a")
    assert len(b.links) == 37
    assert Counter(link.kind for link in b.links) == {"land": 30, "water": 7}
    assert pairs(b, "land") == SIDE_A_LAND
    assert pairs(b, "water") == SIDE_A_WATER
    assert frozenset({"1", "4"}) in pairs(b, "land")  # the disputed edge, kept


def test_side_a_start_and_props() -> None:
    b = board("eight_minute_a")
    assert b.start_regions == ("12",)
    assert b.neighbours("12") == {"9", "11", "13", "15", "16", "19"}
    triangles = {r.id for r in b.regions.values() if r.triangle}
    assert not triangles & b.neighbours("12")  # docs/decisions/maps.md
    assert b.props["side"] == "A"
    assert b.props["designer"] == "Red Raven Games"


# -- side B: our own layout within the rulings --------------------------------------------------
def test_side_b_follows_the_rulings() -> None:
    b = board("eight_minute_b")
    assert 24 <= len(b.regions) <= 30
    assert sorted(b.regions, key=int) == [str(i) for i in range(1, len(b.regions) + 1)]
    assert sorted(b.areas) == ["A", "B", "C", "D", "E"]
    assert all(2 <= len(ids) <= 13 for ids in b.areas.values())
    water = [link for link in b.links if link.kind == "water"]
    assert 6 <= len(water) <= 9
    assert all(b.regions[w.a].area != b.regions[w.b].area for w in water)
    assert b.props["side"] == "B"
    assert b.props["designer"] == "Empires team (our own layout)"


def test_side_b_start_is_central_with_four_neighbours() -> None:
    b = board("eight_minute_b")
    (start,) = b.start_regions
    area = b.regions[start].area
    assert area == "C"
    # Central: the continent joined by water to the most other continents.
    reach = {
        a: {b.regions[n].area for r in ids for n in b.neighbours(r, frozenset({"water"}))}
        for a, ids in b.areas.items()
    }
    assert len(reach[area]) == max(len(v) for v in reach.values())
    assert len(b.neighbours(start)) >= 4


# -- both sides ---------------------------------------------------------------------------------
@pytest.mark.parametrize("board_id", BOARDS)
def test_every_region_reachable_from_start(board_id: str) -> None:
    b = board(board_id)
    (start,) = b.start_regions
    assert b.reachable_from(start) == set(b.regions)
    # and each continent holds together by land alone
    for ids in b.areas.values():
        seen = {ids[0]}
        todo = [ids[0]]
        while todo:
            for n in b.neighbours(todo.pop(), frozenset({"land"})):
                assert n in ids, f"land link leaves continent: {n}"
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(ids)


@pytest.mark.parametrize("board_id", BOARDS)
def test_links_unique_and_symmetric(board_id: str) -> None:
    b = board(board_id)
    keys = [frozenset((link.a, link.b)) for link in b.links]
    assert len(keys) == len(set(keys)), "a pair of regions linked twice"
    assert all(len(k) == 2 for k in keys)
    adj = b.adjacency()
    for r, ns in adj.items():
        for n, kind in ns.items():
            assert adj[n][r] == kind
    for link in b.links:
        assert len(link.points) >= 2


@pytest.mark.parametrize("board_id", BOARDS)
def test_ten_triangles_spread_and_not_on_start(board_id: str) -> None:
    b = board(board_id)
    tri = [r for r in b.regions.values() if r.triangle]
    assert len(tri) == 10
    assert not any(r.start for r in tri)
    assert {r.area for r in tri} == set(b.areas)  # every continent has at least one
    tri_ids = {r.id for r in tri}
    for r in tri_ids:
        assert not (b.neighbours(r, frozenset({"land"})) & tri_ids), f"{r} next to a triangle"


@pytest.mark.parametrize("board_id", BOARDS)
def test_area_names_given_for_every_continent(board_id: str) -> None:
    b = board(board_id)
    for area in b.areas:
        name = b.props[f"area_name_{area}"]
        assert isinstance(name, str) and 0 < len(name) <= 20


@pytest.mark.parametrize("board_id", BOARDS)
def test_polygons_simple_and_inside_canvas(board_id: str) -> None:
    b = board(board_id)
    signs = set()
    for r in b.regions.values():
        assert is_simple(r.polygon), r.id
        a = signed_area(r.polygon)
        assert abs(a) > 5000, r.id
        signs.add(a > 0)
        assert all(0 < x < b.width and 0 < y < b.height for x, y in r.polygon), r.id
        anchor = (float(r.props["anchor_x"]), float(r.props["anchor_y"]))
        assert inside(anchor, r.polygon), r.id
    assert len(signs) == 1, "polygons wound both ways"


@pytest.mark.parametrize("board_id", BOARDS)
def test_borders_match_links(board_id: str) -> None:
    b = board(board_id)
    land = pairs(b, "land")
    regions = list(b.regions.values())
    for i, p in enumerate(regions):
        for q in regions[i + 1 :]:
            key = frozenset((p.id, q.id))
            border = shared_border(p.polygon, q.polygon)
            if key in land:
                assert border >= 30, f"{p.id}-{q.id} linked by land but border {border:.1f}"
            else:
                assert border == 0, f"{p.id}-{q.id} not linked but share {border:.1f}"
                gap = outline_gap(p.polygon, q.polygon)
                # not even a corner: a visible strip of sea keeps them apart
                assert gap >= 8, f"{p.id}-{q.id} not linked but their corners meet ({gap:.1f})"
                if p.area != q.area:
                    assert gap >= 25, f"continents too close at {p.id}-{q.id}: {gap:.0f}"


@pytest.mark.parametrize("board_id", BOARDS)
def test_regions_do_not_overlap(board_id: str) -> None:
    b = board(board_id)
    regions = list(b.regions.values())
    for i, p in enumerate(regions):
        for q in regions[i + 1 :]:
            assert not any(
                proper_cross(*s, *t) for s in edges(p.polygon) for t in edges(q.polygon)
            ), f"{p.id} and {q.id} cross"
            assert not inside(q.polygon[0], p.polygon) or q.polygon[0] in p.polygon


@pytest.mark.parametrize("board_id", BOARDS)
def test_water_links_run_from_coast_to_coast_over_sea(board_id: str) -> None:
    b = board(board_id)
    for link in b.links:
        if link.kind != "water":
            continue
        start, end = link.points[0], link.points[-1]
        ra, rb = b.regions[link.a], b.regions[link.b]
        assert min(seg_dist(start, *e) for e in edges(ra.polygon)) < 1.0
        assert min(seg_dist(end, *e) for e in edges(rb.polygon)) < 1.0
        mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        assert not any(inside(mid, r.polygon) for r in b.regions.values()), link


def test_loads_with_plain_pytmx() -> None:
    code = (
        "import sys, pytmx\n"
        f"for name in {BOARDS!r}:\n"
        f"    m = pytmx.TiledMap(r'{MAPS}/' + name + '.tmx')\n"
        "    assert m.width * m.tilewidth == 1600 and m.height * m.tileheight == 1088\n"
        "    assert [g.name for g in m.objectgroups] == ['regions', 'links']\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("ok")


def test_board_loader_does_not_import_pygame() -> None:
    code = (
        "import sys\n"
        "from game.engine.board import load_board\n"
        "b = load_board('eight_minute_a')\n"
        "assert len(b.regions) == 25\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("lang", ["en", "fr", "es", "ru"])
def test_board_texts_translated(lang: str) -> None:
    from babel.messages.pofile import read_po

    with (ROOT / "locale" / lang / "LC_MESSAGES" / "maps.po").open("rb") as f:
        catalog = read_po(f)
    for board_id in BOARDS:
        b = board(board_id)
        texts = [b.props["designer"]] + [b.props[f"area_name_{a}"] for a in b.areas]
        for text in texts:
            message = catalog.get(text)
            assert message is not None and message.string, f"{lang}: {text!r} untranslated"
            if lang == "en":
                assert message.string == text
