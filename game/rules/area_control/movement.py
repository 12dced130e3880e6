"""Where armies may be placed and which single steps a move may take."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.area_control.graph import RegionGraph, Steps


def placement_sites(graph: RegionGraph, own_cities: Sequence[int]) -> list[int]:
    """The start region(s) and every region holding one of the player's cities."""
    sites = list(graph.start)
    for r, n in enumerate(own_cities):
        if n and r not in sites:
            sites.append(r)
    return sites


def move_steps(
    steps: tuple[Steps, ...], own_armies: Sequence[int], points: int
) -> list[tuple[int, int, int]]:
    """Every (source, target, cost) step one army of the player can take with `points` left."""
    out: list[tuple[int, int, int]] = []
    for source, n in enumerate(own_armies):
        if n:
            for target, cost in steps[source]:
                if cost <= points:
                    out.append((source, target, cost))
    return out


def step_cost(steps: tuple[Steps, ...], source: int, target: int) -> int | None:
    """What one step from source to target costs, or None when they are not linked for it."""
    for j, cost in steps[source]:
        if j == target:
            return cost
    return None


def goes_back(moves: Sequence[tuple[int, int]], source: int, target: int) -> bool:
    """Whether a step from `source` to `target` walks an army back where the turn's earlier
    `moves` (source, target) took one from: out of a region an army entered this turn, into
    one an army left. Armies are alike, so such a step undoes moves already paid for (13→9→13
    spends two points to end where it began)."""
    return any(t == source for _s, t in moves) and any(s == target for s, _t in moves)
