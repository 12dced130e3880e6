"""Who controls a region and an area: strictly the most, ties mean nobody."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice
from operator import add

from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.pieces import Pieces


def strict_leader(values: Sequence[int]) -> int | None:
    """The index holding strictly more than every other, if it holds anything at all."""
    best = 0
    leader: int | None = None
    for i, v in enumerate(values):
        if v > best:
            best, leader = v, i
        elif v == best and v > 0:
            leader = None
    return leader


def region_strengths(pieces: Pieces, region: int, city_weight: int = 1) -> list[int]:
    """Armies plus cities (a city counts as `city_weight` armies) of every seat in a region."""
    return [
        pieces.armies[s][region] + city_weight * pieces.cities[s][region]
        for s in range(pieces.seats)
    ]


def region_controllers(pieces: Pieces, regions: int, city_weight: int = 1) -> list[int | None]:
    """The controlling seat of each region (the neutral seat included), or None on a tie."""
    armies, cities = pieces.armies, pieces.cities
    if city_weight == 1:
        strengths = [list(map(add, a, c)) for a, c in zip(armies, cities, strict=True)]
    else:
        strengths = [
            [n + city_weight * k for n, k in zip(a, c, strict=True)]
            for a, c in zip(armies, cities, strict=True)
        ]
    out: list[int | None] = []
    if len(strengths) == 3:  # two players and the neutral, or three: compared in place
        for x, y, z in islice(zip(*strengths, strict=True), regions):
            if x > y and x > z and x > 0:
                out.append(0)
            elif y > x and y > z and y > 0:
                out.append(1)
            elif z > x and z > y and z > 0:
                out.append(2)
            else:
                out.append(None)
        return out
    # a region's column of strengths, one per seat: its strict leader by max, count and
    # index (the bots' judge asks this at every step of every playout)
    for column in islice(zip(*strengths, strict=True), regions):
        best = max(column)
        out.append(None if best <= 0 or column.count(best) > 1 else column.index(best))
    return out


def area_controllers(
    graph: RegionGraph, controllers: Sequence[int | None], seats: int
) -> list[int | None]:
    """The seat controlling strictly more regions of each area than any other seat."""
    out: list[int | None] = []
    for members in graph.area_regions:
        counts = [0] * seats
        for r in members:
            c = controllers[r]
            if c is not None:
                counts[c] += 1
        out.append(strict_leader(counts))
    return out
