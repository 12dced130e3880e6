"""Boards built in code for the rules tests (the rules take any board as data)."""

from __future__ import annotations

from game.engine.board import Board, Link, Region

# Side A's graph as in the reference notes: region -> continent, and the 37 links.
SIDE_A_AREAS = {str(r): "A" for r in range(1, 8)} | {str(r): "C" for r in range(8, 21)}
SIDE_A_AREAS |= {"21": "B", "22": "B", "23": "D", "24": "D", "25": "D"}
SIDE_A_LINKS = [
    (1, 2), (1, 3), (1, 4), (2, 3), (2, 5), (2, 6), (3, 4), (3, 5), (6, 7),
    (8, 9), (9, 12), (9, 13), (10, 14), (11, 12), (11, 15), (12, 13), (12, 15), (12, 16),
    (12, 19), (13, 16), (14, 17), (15, 18), (15, 19), (16, 17), (16, 19), (18, 19), (19, 20),
    (21, 22), (23, 25), (24, 25),
]  # fmt: skip
SIDE_A_WATER = [(4, 8), (5, 11), (7, 21), (8, 10), (15, 22), (17, 23), (18, 24)]
SIDE_A_TRIANGLES = {"2", "4", "7", "10", "14", "18", "20", "22", "23", "25"}


def make_board(
    areas: dict[str, str],
    land: list[tuple[int, int]] | list[tuple[str, str]],
    water: list[tuple[int, int]] | list[tuple[str, str]] = (),  # type: ignore[assignment]
    start: str = "1",
    triangles: set[str] | frozenset[str] = frozenset(),
    board_id: str = "test",
) -> Board:
    regions = {
        rid: Region(
            id=rid,
            area=area,
            polygon=((0.0, 0.0), (1.0, 0.0), (0.0, 1.0)),
            start=rid == start,
            triangle=rid in triangles,
        )
        for rid, area in areas.items()
    }
    links = tuple(Link(str(a), str(b), "land") for a, b in land) + tuple(
        Link(str(a), str(b), "water") for a, b in water
    )
    return Board(board_id, 100.0, 100.0, regions, links)


def side_a() -> Board:
    return make_board(
        SIDE_A_AREAS,
        SIDE_A_LINKS,
        SIDE_A_WATER,
        start="12",
        triangles=SIDE_A_TRIANGLES,
        board_id="eight_minute_a_test",
    )


def tiny() -> Board:
    """Five regions: X1-X2 land, X2~Y1 water, Y1-Y2 land, Z alone; start X1.

    Areas: X (X1, X2), Y (Y1, Y2), Z (Z).
    """
    return make_board(
        {"X1": "X", "X2": "X", "Y1": "Y", "Y2": "Y", "Z": "Z"},
        [("X1", "X2"), ("Y1", "Y2")],
        [("X2", "Y1")],
        start="X1",
        triangles={"X2", "Y1", "Y2"},
        board_id="tiny",
    )
