"""The pace of Python's cycle collector in a process that plays games.

A random Settlers playout spent a seventh of its time in the collector at its default pace (a
young-generation pass every 700 net allocations of containers): the copies, events and
decisions of a game are many small containers alive for a few steps, walked again at every
pass. With the first threshold at 10,000 no pass happened in 300 playouts; the memory the
collector may leave waiting is a few thousand small objects.
"""

from __future__ import annotations

import gc

FIRST_THRESHOLD = 10_000


def pace_for_games() -> None:
    """Let the young generation grow to `FIRST_THRESHOLD` before a pass (never lowers it)."""
    first, second, third = gc.get_threshold()
    if 0 < first < FIRST_THRESHOLD:
        gc.set_threshold(FIRST_THRESHOLD, second, third)
