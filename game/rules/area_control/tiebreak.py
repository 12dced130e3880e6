"""Ranking players by a chain of keys (score, then each tie-break in turn)."""

from __future__ import annotations

from collections.abc import Sequence


def ranking(keys: Sequence[Sequence[float]]) -> list[list[int]]:
    """Seats grouped best first; seats whose whole key chain is equal share a group."""
    order = sorted(range(len(keys)), key=lambda s: tuple(keys[s]), reverse=True)
    groups: list[list[int]] = []
    for seat in order:
        if groups and tuple(keys[groups[-1][0]]) == tuple(keys[seat]):
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def winners(keys: Sequence[Sequence[float]]) -> list[int]:
    """The seats that win: best on the first key, ties broken by the next keys in order."""
    return ranking(keys)[0] if keys else []
