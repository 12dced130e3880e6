"""Four board sides composed into the T or the loop, with the sea routes their stubs make.

Each side is a Tiled map (`assets/maps/legends_<side>.tmx`). A layout puts one face of each
physical board at a position, turned so it fits the slot; stubs that meet on a shared edge
become a water link between their two regions. The result is an engine `Board`, so the shared
area-control graph reads it like any other map.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import Any

from game import paths
from game.engine.board import Board, Link, Point, Region, Stub, load_board
from game.engine.messages import N_


def _board_data() -> dict[str, Any]:
    text = paths.package_file("game.rules.legends", "data", "boards.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


_DATA = _board_data()
# Side id -> the physical board (1-4) it is printed on: two faces per board (data/boards.json).
SIDES: dict[str, int] = {
    side: number for number, faces in enumerate(_DATA["boards"], start=1) for side in faces
}
SIDE_NAMES = {
    "hills": N_("Terraced Hills"),
    "volcano": N_("Volcano"),
    "forest": N_("Red Forest"),
    "desert": N_("Desert of Pillars"),
    "meadows": N_("Meadows"),
    "ice_islands": N_("Ice Islands"),
    "citadel": N_("Citadel"),
    "tall_islands": N_("Tall Islands"),
}
START_SIDE_TEXT = N_("If this board is in play, it holds the start region, central or not.")
TALL_ISLANDS_TEXT = N_(
    "These count as 3 separate islands, but moving between them is not a water move."
)
START_SIDE = str(_DATA["start_side"])  # "if you play with this board, it holds the start region"

PORTRAIT = (600.0, 800.0)
LANDSCAPE = (800.0, 600.0)

# Slot name -> (origin, orientation); the first slot of each shape is the central board.
SHAPES: dict[str, tuple[tuple[str, Point, str], ...]] = {
    "t": (
        ("centre", (600.0, 600.0), "portrait"),
        ("top", (500.0, 0.0), "landscape"),
        ("left", (0.0, 600.0), "portrait"),
        ("right", (1200.0, 600.0), "portrait"),
    ),
    "loop": (
        ("nw", (0.0, 0.0), "portrait"),
        ("ne", (600.0, 0.0), "portrait"),
        ("se", (600.0, 800.0), "portrait"),
        ("sw", (0.0, 800.0), "portrait"),
    ),
}

_TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}


def side_board(side: str) -> Board:
    return load_board(f"legends_{side}")


def valid_rotations(side: str, orientation: str) -> tuple[int, int]:
    b = side_board(side)
    native = "landscape" if b.width > b.height else "portrait"
    return (0, 180) if native == orientation else (90, 270)


def _turn_point(p: Point, w: float, h: float, rotation: int) -> Point:
    x, y = p
    if rotation == 90:
        return (h - y, x)
    if rotation == 180:
        return (w - x, h - y)
    if rotation == 270:
        return (y, w - x)
    return (x, y)


def _turn_edge(edge: str, rotation: int) -> str:
    for _ in range(rotation // 90):
        edge = _TURN[edge]
    return edge


@dataclass(frozen=True)
class Placement:
    position: str
    side: str
    rotation: int
    origin: Point


@dataclass(frozen=True)
class Layout:
    shape: str
    placements: tuple[Placement, ...]
    board: Board  # every region, island and link of the four sides, stubs joined
    board_of: dict[str, str]  # region id -> side id
    start_side: str  # the side that must hold the start region
    start_candidates: tuple[str, ...]
    joined: tuple[tuple[str, str], ...]  # the sea routes made by meeting stubs


@lru_cache(maxsize=512)
def _place(
    side: str, rotation: int, origin: Point
) -> tuple[tuple[Region, ...], tuple[Link, ...], tuple[Stub, ...]]:
    b = side_board(side)
    ox, oy = origin

    def tp(p: Point) -> Point:
        x, y = _turn_point(p, b.width, b.height, rotation)
        return (round(x + ox, 1), round(y + oy, 1))

    def turned(r: Region) -> dict[str, object]:
        ax, ay = tp(r.centre)  # the anchor turns with the board
        return {**r.props, "side": side, "anchor_x": ax, "anchor_y": ay}

    regions = tuple(
        Region(
            id=r.id,
            area=r.area,
            polygon=tuple(tp(p) for p in r.polygon),
            name=r.name,
            props=turned(r),
        )
        for r in b.regions.values()
    )
    links = tuple(Link(k.a, k.b, k.kind, tuple(tp(p) for p in k.points)) for k in b.links)
    stubs = tuple(Stub(_turn_edge(s.edge, rotation), s.region, tp(s.point)) for s in b.stubs)
    return regions, links, stubs


@lru_cache(maxsize=256)
def compose(shape: str, sides: tuple[str, ...], rotations: tuple[int, ...]) -> Layout:
    """The board made of `sides` (in the shape's slot order) turned by `rotations` degrees."""
    slots = SHAPES[shape]
    if len(sides) != len(slots) or len(rotations) != len(slots):
        raise ValueError("a layout needs one side and one rotation per slot")
    check_sides(sides)
    regions: dict[str, Region] = {}
    links: list[Link] = []
    stubs: list[tuple[str, Stub]] = []
    placements = []
    board_of: dict[str, str] = {}
    for (position, origin, orientation), side, rotation in zip(
        slots, sides, rotations, strict=True
    ):
        if rotation not in valid_rotations(side, orientation):
            raise ValueError(f"{side} cannot lie {orientation} turned {rotation}")
        rs, ls, ss = _place(side, rotation, origin)
        for r in rs:
            regions[r.id] = r
            board_of[r.id] = side
        links += ls
        stubs += [(side, s) for s in ss]
        placements.append(Placement(position, side, rotation, origin))
    joined: list[tuple[str, str]] = []
    for i, (side_a, a) in enumerate(stubs):
        for side_b, b in stubs[i + 1 :]:
            if side_a != side_b and abs(a.point[0] - b.point[0]) + abs(a.point[1] - b.point[1]) < 1:
                path = (regions[a.region].centre, a.point, regions[b.region].centre)
                links.append(Link(a.region, b.region, "water", path))
                joined.append((a.region, b.region))
    start_side = START_SIDE if START_SIDE in sides else sides[0]
    foreign = {
        (x if board_of[x] == start_side else y)
        for x, y in joined
        if (board_of[x] == start_side) != (board_of[y] == start_side)
    }
    candidates = tuple(r for r in regions if r in foreign)
    board = Board(
        id=f"legends:{shape}:{','.join(sides)}",
        width=max(p.origin[0] + placement_size(p)[0] for p in placements),
        height=max(p.origin[1] + placement_size(p)[1] for p in placements),
        regions=regions,
        links=tuple(links),
        stubs=tuple(s for _, s in stubs),
    )
    return Layout(shape, tuple(placements), board, board_of, start_side, candidates, tuple(joined))


def placement_size(p: Placement) -> Point:
    """The width and height the placed side takes (turned a quarter: swapped)."""
    b = side_board(p.side)
    return (b.height, b.width) if p.rotation in (90, 270) else (b.width, b.height)


def check_sides(sides: Sequence[str]) -> None:
    unknown = [s for s in sides if s not in SIDES]
    if unknown:
        raise ValueError(f"unknown board side(s): {', '.join(unknown)}")
    boards = [SIDES[s] for s in sides]
    if len(set(boards)) != len(boards):
        raise ValueError("each physical board shows only one face: two sides of one board given")


def with_start(layout: Layout, start: str) -> Board:
    """The layout's board with the start region marked (for the shared region graph)."""
    return _with_start(
        layout.shape,
        tuple(p.side for p in layout.placements),
        tuple(p.rotation for p in layout.placements),
        start,
    )


@lru_cache(maxsize=256)
def _with_start(
    shape: str, sides: tuple[str, ...], rotations: tuple[int, ...], start: str
) -> Board:
    layout = compose(shape, sides, rotations)
    regions = {
        rid: (
            Region(r.id, r.area, r.polygon, True, r.triangle, r.name, r.props)
            if rid == start
            else r
        )
        for rid, r in layout.board.regions.items()
    }
    b = layout.board
    return Board(b.id, b.width, b.height, regions, b.links, b.stubs, b.props)


def random_sides(rng: Random, shape: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """A face of each physical board, shuffled into the slots and turned to fit."""
    faces = []
    for board in sorted(set(SIDES.values())):
        options = sorted(s for s, b in SIDES.items() if b == board)
        faces.append(rng.choice(options))
    rng.shuffle(faces)
    return tuple(faces), random_rotations(rng, shape, faces)


def random_rotations(rng: Random, shape: str, sides: Sequence[str]) -> tuple[int, ...]:
    return tuple(
        rng.choice(valid_rotations(side, orientation))
        for (_, _, orientation), side in zip(SHAPES[shape], sides, strict=True)
    )
