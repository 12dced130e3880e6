"""The region graph of a board, indexed by region number for fast rule code."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.engine.board import Board

# A step: (neighbour index, cost in movement points).
Steps = tuple[tuple[int, int], ...]


@dataclass(frozen=True, eq=False)
class RegionGraph:
    """Regions numbered 0..n-1 in the board's order, their areas and their links.

    `links[i]` holds `(j, kind)` for each neighbour j of region i ("land" wins over "water" when
    both link the same two regions). Move costs are not part of the graph: `steps(costs)` turns
    a {kind: cost} table into per-region step lists (a kind absent from the table is not
    crossable), so Eight-Minute Empire (water 1, only on ship cards) and Legends (water 3 less
    Flying) share it.
    """

    ids: tuple[str, ...]
    index: Mapping[str, int]
    areas: tuple[str, ...]
    area_of: tuple[int, ...]
    area_regions: tuple[tuple[int, ...], ...]
    start: tuple[int, ...]
    triangles: tuple[int, ...]
    links: tuple[tuple[tuple[int, str], ...], ...]
    _steps_cache: dict[tuple[tuple[str, int], ...], tuple[Steps, ...]] = field(
        default_factory=dict, repr=False
    )

    @classmethod
    def from_board(cls, board: Board) -> RegionGraph:
        ids = tuple(board.regions)
        index = {rid: i for i, rid in enumerate(ids)}
        areas = tuple(dict.fromkeys(board.regions[rid].area for rid in ids))
        area_index = {a: i for i, a in enumerate(areas)}
        area_of = tuple(area_index[board.regions[rid].area] for rid in ids)
        area_regions = tuple(
            tuple(i for i in range(len(ids)) if area_of[i] == a) for a in range(len(areas))
        )
        adjacency = board.adjacency()
        links = tuple(
            tuple(sorted((index[other], kind) for other, kind in adjacency[rid].items()))
            for rid in ids
        )
        return cls(
            ids=ids,
            index=index,
            areas=areas,
            area_of=area_of,
            area_regions=area_regions,
            start=tuple(index[r] for r in board.start_regions),
            triangles=tuple(i for i, rid in enumerate(ids) if board.regions[rid].triangle),
            links=links,
        )

    @property
    def size(self) -> int:
        return len(self.ids)

    def steps(self, costs: Mapping[str, int]) -> tuple[Steps, ...]:
        """Per region, the neighbours reachable in one step and what the step costs."""
        key = tuple(sorted(costs.items()))
        cached = self._steps_cache.get(key)
        if cached is None:
            cached = tuple(
                tuple((j, costs[kind]) for j, kind in region_links if kind in costs)
                for region_links in self.links
            )
            self._steps_cache[key] = cached
        return cached

    def kind(self, a: int, b: int) -> str | None:
        for j, kind in self.links[a]:
            if j == b:
                return kind
        return None
