"""Knowledge shared by the two area-control games (Eight-Minute Empire and Legends)."""

from __future__ import annotations

from typing import Any

from game.rules.area_control.commands import MoveArmy, PlaceNeutral
from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.movement import goes_back
from game.rules.area_control.pieces import Pieces


def distances_from_start(graph: RegionGraph) -> list[int]:
    """Links (of any kind) from the nearest start region to each region."""
    far = graph.size + 1
    dist = [far] * graph.size
    frontier = list(graph.start)
    for i in frontier:
        dist[i] = 0
    while frontier:
        nxt = []
        for i in frontier:
            for j, _kind in graph.links[i]:
                if dist[j] == far:
                    dist[j] = dist[i] + 1
                    nxt.append(j)
        frontier = nxt
    return dist


def spread_neutrals(
    graph: RegionGraph, pieces: Pieces, neutral: int, choices: list[Any]
) -> list[Any]:
    """Two players place the neutral armies: a pile in one region blocks one region, the same
    armies spread around the start contest the regions every empire first grows into. Keeps
    the placements in the emptiest regions (of neutral armies) nearest the start, never the
    start itself while another region is left; other choices pass unchanged."""
    places = [c for c in choices if isinstance(c, PlaceNeutral)]
    if not places or neutral < 0:
        return choices
    dist = distances_from_start(graph)
    row = pieces.armies[neutral]

    def rank(c: PlaceNeutral) -> tuple[int, bool, int]:
        i = graph.index[c.region]
        return row[i], dist[i] == 0, dist[i]

    best = min(rank(c) for c in places)
    return [c for c in choices if not isinstance(c, PlaceNeutral) or rank(c) == best]


def no_way_back(
    graph: RegionGraph, moves: tuple[tuple[int, int], ...], choices: list[Any]
) -> list[Any]:
    """Every choice but a step that walks an army back where this turn's `moves` took one
    from (the Normal level moved 13→9→13 in one turn: two points spent to end where it began,
    each step judged alone). The rules' `goes_back` says which; other choices pass."""
    if not moves:
        return choices
    index = graph.index
    return [
        c
        for c in choices
        if not (isinstance(c, MoveArmy) and goes_back(moves, index[c.source], index[c.target]))
    ]
