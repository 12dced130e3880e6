"""Maps drawn to be read, on both games' boards: sea routes over the sea only (round any land,
never across a region), labels, tokens and up to ten piece stacks inside their region and
clear of one another, every Legends board named, and the map using the room it has."""

from __future__ import annotations

import itertools
import math
from random import Random

import pygame
import pytest

from game.engine.board import Board, load_board
from game.rules.legends.layout import SHAPES, SIDES, compose, valid_rotations, with_start
from game.ui.board_view import MAX_STACKS, MIN_PIECE, BoardView, Frame
from game.ui.map_geometry import point_in_polygon

SCREEN = pygame.Rect(0, 0, 812, 600)  # about the map's room at 1280x720


def legends_boards(count: int) -> list[Board]:
    """A spread of layouts: every side appears, in both shapes, turned every valid way."""
    rng = Random(5)
    faces = [sorted(s for s, b in SIDES.items() if b == n) for n in (1, 2, 3, 4)]
    out = []
    for i in range(count):
        sides = [f[(i + k) % 2] for k, f in enumerate(faces)]
        rng.shuffle(sides)
        shape = ("t", "loop")[i % 2]
        rotations = tuple(
            rng.choice(valid_rotations(side, orient))
            for (_, _, orient), side in zip(SHAPES[shape], sides, strict=True)
        )
        layout = compose(shape, tuple(sides), rotations)
        out.append(with_start(layout, layout.start_candidates[0]))
    return out


BOARDS = [load_board("eight_minute_a"), load_board("eight_minute_b"), *legends_boards(6)]


def ids(board: Board) -> str:
    return board.id


def _samples(line: list[tuple[int, int]], step: float = 3.0) -> list[tuple[float, float]]:
    out = []
    for p, q in itertools.pairwise(line):
        n = max(1, int(math.dist(p, q) / step))
        out += [(p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n) for i in range(n)]
    return out


@pytest.mark.parametrize("board", BOARDS, ids=ids)
def test_sea_routes_cross_no_land(board: Board) -> None:
    view = BoardView(board, SCREEN)
    routes = view.sea_routes()
    water = [k for k in board.links if k.kind == "water"]
    assert len(routes) == len(water)
    # a pixel's grace at each end, where the line meets a coast
    for (a, b), line in routes.items():
        inner = _samples(line)[2:-2]
        assert inner, (a, b)
        for x, y in inner:
            inside = [r for r, poly in view.polys.items() if point_in_polygon(x, y, poly)]
            assert not inside, f"route {a}~{b} crosses {inside} at {(x, y)}"


@pytest.mark.parametrize("board", BOARDS, ids=ids)
def test_labels_tokens_and_ten_stacks_sit_inside_their_region(board: Board) -> None:
    view = BoardView(board, SCREEN)
    for rid, poly in view.polys.items():
        label = view.label_box(rid)
        corners = (label.topleft, label.topright, label.bottomleft, label.bottomright)
        assert all(point_in_polygon(x, y, poly) for x, y in corners), rid
        token = view.click_point(rid)
        assert not label.collidepoint(token), rid
        # inside, or where the region has no room, just beside its label (issue 26)
        assert point_in_polygon(*token, poly) or label.inflate(
            2 * view.piece_size, 2 * view.piece_size
        ).collidepoint(token), rid
        places = view.stack_positions(rid, MAX_STACKS)
        size = view.stack_size(rid, MAX_STACKS)
        assert len(places) == MAX_STACKS
        # a region too small for ten stacks lets them spill over its edge rather than shrink
        # them past legible (issue 26); the label always shows
        crowded = size <= max(MIN_PIECE, view.piece_size * 0.6)
        for p in places:
            assert crowded or point_in_polygon(*p, poly), (rid, p)
            assert not label.collidepoint(p), (rid, p)  # the label always shows
        # stacks do not pile on one another unless the region is too small for ten
        if not crowded:
            for p, q in itertools.combinations(places, 2):
                assert math.dist(p, q) >= size - 1, (rid, p, q)  # lattice, rounded to pixels


def test_five_players_fit_in_side_a_regions_at_1280x720() -> None:
    # five players' armies (one stack each) keep (nearly) the full size in most regions
    view = BoardView(load_board("eight_minute_a"), SCREEN, crop=True)
    sizes = {r: view.stack_size(r, 5) for r in view.polys}
    roomy = [r for r, size in sizes.items() if size >= int(view.piece_size * 0.8)]
    assert len(roomy) >= 20, sizes
    assert all(size >= view.piece_size // 2 for size in sizes.values()), sizes


def test_every_legends_board_is_framed_and_named() -> None:
    layout = compose("t", ("volcano", "hills", "tall_islands", "forest"), (0, 0, 0, 0))
    board = with_start(layout, layout.start_candidates[0])
    frames = [Frame((*p.origin, 600.0, 800.0), p.side.upper()) for p in layout.placements]
    view = BoardView(board, pygame.Rect(0, 0, 900, 700), frames=frames)
    view.base()
    assert len(view.name_rects) == 4
    for rect in view.name_rects:
        assert view.map_rect.contains(rect)
        assert not view._covers_land(rect)


def test_the_rope_bridges_are_drawn_between_the_tall_islands() -> None:
    layout = compose("t", ("volcano", "hills", "tall_islands", "forest"), (0, 0, 0, 0))
    view = BoardView(with_start(layout, "V6"), SCREEN)
    assert {frozenset(k) for k in view.bridges()} == {
        frozenset(("R1", "R2")),
        frozenset(("R1", "R3")),
    }
    assert all(len(line) >= 2 for line in view.bridges().values())


def test_cropping_gives_the_islands_more_room() -> None:
    board = load_board("eight_minute_a")
    whole = BoardView(board, SCREEN)
    cropped = BoardView(board, SCREEN, crop=True)
    assert cropped.scale > whole.scale * 1.05
    for poly in cropped.polys.values():  # and no land is cut off
        assert all(cropped.map_rect.collidepoint(p) for p in poly)
