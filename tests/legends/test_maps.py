"""The eight board sides and the layouts they compose into."""

from __future__ import annotations

import itertools
from random import Random

import pytest

from game.engine.board import Board
from game.rules.legends.layout import (
    DIGITISED,
    SHAPES,
    SIDES,
    compose,
    random_sides,
    side_board,
    valid_rotations,
)


def land(board: Board) -> set[frozenset[str]]:
    return {frozenset((k.a, k.b)) for k in board.links if k.kind == "land"}


def water(board: Board) -> set[frozenset[str]]:
    return {frozenset((k.a, k.b)) for k in board.links if k.kind == "water"}


def pairs(*text: str) -> set[frozenset[str]]:
    return {frozenset(t.split("-")) for t in text}


# Reference legends.md §3.2: regions per island, land links, internal water, edge stubs.
REFERENCE = {
    "hills": (
        {"hills": 5},
        pairs("T1-T2", "T2-T3", "T3-T4", "T4-T5"),
        pairs("T1-T4"),
        {"N": "T4", "S": "T3", "W": "T2", "E": "T5"},
    ),
    "volcano": (
        {"volcano_north": 2, "volcano_main": 5},
        pairs("V1-V2", "V3-V4", "V3-V5", "V4-V5", "V4-V6", "V6-V7"),
        pairs("V2-V4"),
        {"N": "V1", "E": "V5", "W": "V6", "S": "V7"},
    ),
    "forest": (
        {"forest": 3},
        pairs("F1-F2", "F2-F3"),
        set(),
        {"N": "F1", "W": "F2", "E": "F3", "S": "F3"},
    ),
    "desert": (
        {"desert": 7},
        pairs(
            "D1-D2", "D1-D3", "D2-D3", "D3-D4", "D3-D5", "D4-D5", "D4-D6", "D5-D6", "D5-D7", "D6-D7"
        ),
        set(),
        {"N": "D1", "W": "D4", "E": "D5", "S": "D6"},
    ),
}


@pytest.mark.parametrize("side", sorted(REFERENCE))
def test_digitised_sides_match_the_reference(side: str) -> None:
    islands, land_links, water_links, stubs = REFERENCE[side]
    b = side_board(side)
    assert {a: len(rs) for a, rs in b.areas.items()} == islands
    assert land(b) == land_links
    assert water(b) == water_links
    assert {s.edge: s.region for s in b.stubs} == stubs


@pytest.mark.parametrize("side", sorted(SIDES))
def test_every_side_has_a_stub_at_the_middle_of_each_edge(side: str) -> None:
    b = side_board(side)
    where = {s.edge: s.point for s in b.stubs}
    assert where == {
        "N": (b.width / 2, 0.0),
        "S": (b.width / 2, b.height),
        "W": (0.0, b.height / 2),
        "E": (b.width, b.height / 2),
    }


@pytest.mark.parametrize("side", sorted(SIDES))
def test_every_side_is_connected_and_drawn_as_islands(side: str) -> None:
    b = side_board(side)
    first = next(iter(b.regions))
    assert b.reachable_from(first) == set(b.regions)
    for region in b.regions.values():
        assert len(region.polygon) >= 6  # a drawn shape, not a placeholder
        xs = [p[0] for p in region.polygon]
        ys = [p[1] for p in region.polygon]
        assert min(xs) >= 0 and max(xs) <= b.width and min(ys) >= 0 and max(ys) <= b.height


def test_eight_sides_two_per_board_four_digitised() -> None:
    assert len(SIDES) == 8
    assert sorted(SIDES.values()) == [1, 1, 2, 2, 3, 3, 4, 4]
    assert {SIDES[s] for s in DIGITISED} == {1, 2, 3, 4}  # one digitised face per board


def test_the_three_island_side_is_joined_without_water() -> None:
    b = side_board("isles")
    assert len(b.areas) == 3
    assert water(b) == set()
    assert b.reachable_from("I1") == set(b.regions)  # joined by land across the straits
    areas = {r.id: r.area for r in b.regions.values()}
    crossings = [k for k in b.links if areas[k.a] != areas[k.b]]
    assert crossings and all(k.kind == "land" for k in crossings)


def test_desert_side_says_it_holds_the_start() -> None:
    assert side_board("desert").props.get("holds_start") is True


def test_photo_layout_joins_the_routes_of_the_photo() -> None:
    layout = compose("t", ("volcano", "hills", "desert", "forest"), (0, 0, 0, 0))
    assert {frozenset(j) for j in layout.joined} == pairs("T3-V1", "V6-D5", "V5-F2")
    assert layout.start_side == "desert"
    assert layout.start_candidates == ("D5",)


def test_without_desert_the_start_is_on_the_central_board_with_a_route_abroad() -> None:
    layout = compose("t", ("volcano", "hills", "marsh", "forest"), (0, 0, 0, 0))
    assert layout.start_side == "volcano"
    assert set(layout.start_candidates) == {"V1", "V5", "V6"}


def all_layouts(shape: str, sample: int = 300) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    rng = Random(7)
    out = []
    faces = [sorted(s for s, b in SIDES.items() if b == board) for board in (1, 2, 3, 4)]
    combos = list(itertools.product(*faces))
    for choice in combos:
        for order in itertools.permutations(choice):
            out.append(order)
    rng.shuffle(out)
    result = []
    for sides in out[:sample]:
        rots = tuple(
            rng.choice(valid_rotations(side, orient))
            for (_, _, orient), side in zip(SHAPES[shape], sides, strict=True)
        )
        result.append((sides, rots))
    return result


@pytest.mark.parametrize("shape", ["t", "loop"])
def test_every_composed_layout_is_connected_with_a_valid_start(shape: str) -> None:
    for sides, rotations in all_layouts(shape):
        layout = compose(shape, sides, rotations)
        b = layout.board
        first = next(iter(b.regions))
        assert b.reachable_from(first) == set(b.regions), (sides, rotations)
        # T: three shared edges; loop: four. Each shared edge joins exactly one route.
        assert len(layout.joined) == (3 if shape == "t" else 4)
        expected_side = "desert" if "desert" in sides else sides[0]
        assert layout.start_side == expected_side
        assert layout.start_candidates
        for r in layout.start_candidates:
            assert layout.board_of[r] == expected_side
            abroad = [
                k
                for k in b.links
                if k.kind == "water"
                and r in (k.a, k.b)
                and layout.board_of[k.b if k.a == r else k.a] != expected_side
            ]
            assert abroad


@pytest.mark.parametrize("shape", ["t", "loop"])
def test_stubs_join_where_they_meet(shape: str) -> None:
    for sides, rotations in all_layouts(shape, 40):
        layout = compose(shape, sides, rotations)
        points: dict[tuple[float, float], list[str]] = {}
        for stub in layout.board.stubs:
            points.setdefault(stub.point, []).append(stub.region)
        meeting = {frozenset(rs) for rs in points.values() if len(rs) == 2}
        assert meeting == {frozenset(j) for j in layout.joined}


def test_random_sides_use_one_face_per_board() -> None:
    rng = Random(3)
    for _ in range(50):
        sides, rotations = random_sides(rng, "t")
        assert sorted(SIDES[s] for s in sides) == [1, 2, 3, 4]
        compose("t", sides, rotations)


def test_two_faces_of_one_board_are_refused() -> None:
    with pytest.raises(ValueError):
        compose("t", ("hills", "lagoon", "desert", "forest"), (0, 0, 0, 0))
