"""Goods-set scoring and the wild-card assignment that maximises it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations_with_replacement

from pydantic import BaseModel, Field, model_validator


class GoodsTable(BaseModel):
    """For one good: `steps[i] = (count, points)`, "at least count symbols -> points".
    The last step is the cap: more symbols never score more."""

    steps: list[tuple[int, int]] = Field(min_length=1)

    @model_validator(mode="after")
    def _increasing(self) -> GoodsTable:
        counts = [c for c, _ in self.steps]
        points = [p for _, p in self.steps]
        if counts != sorted(set(counts)) or points != sorted(set(points)):
            raise ValueError("goods table steps must increase")
        return self

    def points(self, count: int) -> int:
        best = 0
        for at_least, pts in self.steps:
            if count >= at_least:
                best = pts
        return best

    def next_step(self, count: int) -> tuple[int, int] | None:
        """The next (count, points) step above `count`; None at the top of the table."""
        return next(((c, p) for c, p in self.steps if c > count), None)


def goods_points(counts: Mapping[str, int], tables: Mapping[str, GoodsTable]) -> dict[str, int]:
    return {good: tables[good].points(counts.get(good, 0)) for good in tables}


def wild_assignments(wilds: int, eligible: Sequence[str]) -> list[tuple[str, ...]]:
    """Every distinct way to give `wilds` wilds to the eligible goods (as sorted tuples)."""
    if wilds <= 0 or not eligible:
        return [()]
    return [tuple(c) for c in combinations_with_replacement(sorted(eligible), wilds)]


def best_wild_assignment(
    counts: Mapping[str, int],
    wilds: int,
    tables: Mapping[str, GoodsTable],
    eligible: Iterable[str] | None = None,
) -> tuple[str, ...]:
    """The assignment of `wilds` wilds (each adds one good of its type) scoring the most goods
    points; only `eligible` goods may receive one (by default the goods already held).
    Ties go to the first assignment in sorted order, so the proposal is stable."""
    if eligible is None:
        eligible = [g for g in tables if counts.get(g, 0) > 0]
    best: tuple[str, ...] = ()
    best_points = -1
    for choice in wild_assignments(wilds, list(eligible)):
        total = dict(counts)
        for good in choice:
            total[good] = total.get(good, 0) + 1
        pts = sum(goods_points(total, tables).values())
        if pts > best_points:
            best, best_points = choice, pts
    return best
