"""The eight board sides and the layouts they compose into."""

from __future__ import annotations

import itertools
from random import Random

import pytest

from game.engine.board import Board
from game.rules.legends.layout import (
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
    # legends.md §3.3, read from photos of the printed boards
    "meadows": (
        {"meadows": 5},
        pairs("M1-M2", "M1-M3", "M2-M3", "M2-M4", "M4-M5"),  # M3 and M4 only touch at a point
        set(),
        {"N": "M1", "E": "M3", "W": "M4", "S": "M5"},
    ),
    "ice_islands": (
        {"ice_north": 2, "ice_east": 1, "ice_south": 2},
        pairs("I1-I2", "I4-I5"),
        pairs("I2-I3", "I3-I4"),
        {"N": "I1", "W": "I2", "E": "I3", "S": "I5"},
    ),
    "citadel": (
        {"citadel_castle": 2, "citadel_south": 1},
        pairs("C1-C2"),
        pairs("C2-C3"),
        # C1 holds the top and left stubs, C2 the right and bottom ones
        {"N": "C1", "W": "C1", "E": "C2", "S": "C2"},
    ),
    "tall_islands": (
        {"tall_west": 1, "tall_north": 1, "tall_south": 1},
        pairs("R1-R2", "R1-R3"),  # rope bridges: land links; none between R2 and R3
        set(),
        {"N": "R1", "W": "R1", "E": "R3", "S": "R3"},
    ),
}

# What the printed art shows in each region (the reference's descriptions).
TERRAIN = {
    "meadows": {"M1": "grass", "M2": "stones", "M3": "village", "M4": "forest", "M5": "cliffs"},
    "ice_islands": dict.fromkeys(("I1", "I2", "I3", "I4", "I5"), "snow"),
    "citadel": {"C1": "castle", "C2": "grass", "C3": "grass"},
    "tall_islands": dict.fromkeys(("R1", "R2", "R3"), "rock"),
}


@pytest.mark.parametrize("side", sorted(REFERENCE))
def test_every_printed_side_matches_the_reference(side: str) -> None:
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


@pytest.mark.parametrize("side", sorted(TERRAIN))
def test_photographed_sides_carry_the_terrain_of_each_region(side: str) -> None:
    b = side_board(side)
    assert {r.id: r.props["terrain"] for r in b.regions.values()} == TERRAIN[side]


@pytest.mark.parametrize("side", sorted(SIDES))
def test_every_region_has_a_terrain(side: str) -> None:
    assert all(r.props.get("terrain") for r in side_board(side).regions.values())


@pytest.mark.parametrize("side", sorted(REFERENCE))
def test_regions_sit_where_the_reference_places_them(side: str) -> None:
    """Each region's inside point lies in the same part of the board as the reference's
    (x, y) fraction: the picture must not swap, say, the north-east and north-west regions."""
    b = side_board(side)
    for region in b.regions.values():
        ax, ay = region.centre
        wanted = WHERE.get(region.id)
        if wanted is None:
            continue
        fx, fy = wanted
        assert abs(ax / b.width - fx) < 0.2 and abs(ay / b.height - fy) < 0.2, region.id


# legends.md §3.3, region centres as fractions of the board (portrait, as photographed)
WHERE = {
    "M1": (0.65, 0.14),
    "M2": (0.30, 0.25),
    "M3": (0.62, 0.42),
    "M4": (0.25, 0.58),
    "M5": (0.55, 0.84),
    "I1": (0.35, 0.14),
    "I2": (0.30, 0.32),
    "I3": (0.72, 0.46),
    "I4": (0.45, 0.62),
    "I5": (0.55, 0.86),
    "C1": (0.40, 0.20),
    "C2": (0.72, 0.50),
    "C3": (0.30, 0.75),
    "R1": (0.30, 0.38),
    "R2": (0.70, 0.32),
    "R3": (0.45, 0.68),
}


def test_eight_sides_two_per_board_the_ruled_pairs() -> None:
    assert len(SIDES) == 8
    assert sorted(SIDES.values()) == [1, 1, 2, 2, 3, 3, 4, 4]
    faces = {frozenset(s for s, b in SIDES.items() if b == n) for n in (1, 2, 3, 4)}
    assert faces == {
        frozenset(("hills", "meadows")),
        frozenset(("volcano", "ice_islands")),
        frozenset(("forest", "citadel")),
        frozenset(("desert", "tall_islands")),
    }
    for side, board in SIDES.items():  # the map files say the same
        assert side_board(side).props["board"] == board


def test_the_tall_islands_are_three_islands_joined_without_water() -> None:
    b = side_board("tall_islands")
    assert len(b.areas) == 3 and all(len(rs) == 1 for rs in b.areas.values())
    assert water(b) == set()
    assert b.reachable_from("R2") == set(b.regions)  # over the bridges, through R1
    assert b.props.get("islands_land_joined") is True


def test_desert_side_says_it_holds_the_start() -> None:
    assert side_board("desert").props.get("holds_start") is True


def test_photo_layout_joins_the_routes_of_the_photo() -> None:
    layout = compose("t", ("volcano", "hills", "desert", "forest"), (0, 0, 0, 0))
    assert {frozenset(j) for j in layout.joined} == pairs("T3-V1", "V6-D5", "V5-F2")
    assert layout.start_side == "desert"
    assert layout.start_candidates == ("D5",)


def test_without_desert_the_start_is_on_the_central_board_with_a_route_abroad() -> None:
    layout = compose("t", ("volcano", "hills", "tall_islands", "forest"), (0, 0, 0, 0))
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
        compose("t", ("hills", "meadows", "desert", "forest"), (0, 0, 0, 0))


@pytest.mark.parametrize("shape", ["t", "loop"])
def test_anchors_turn_with_their_board_and_stay_inside_the_region(shape: str) -> None:
    from game.ui.map_geometry import point_in_polygon

    for sides, rotations in all_layouts(shape, 24):
        b = compose(shape, sides, rotations).board
        for region in b.regions.values():
            assert point_in_polygon(*region.centre, region.polygon), (sides, rotations, region.id)
