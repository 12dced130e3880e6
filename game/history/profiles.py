"""The people of the history, most recent first, for the New game screens to offer.

Read on the window's thread, so it never waits: a read-only look with a very short time-out;
a history that is missing, damaged or busy simply offers nobody (the names are typed then).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from game.history.records import HUMAN, seats_from_json
from game.history.store import history_path

RECENT_GAMES = 50
WAIT = 0.05  # seconds


def recent_profiles(path: Path | None = None, limit: int = 8) -> list[str]:
    path = Path(path or history_path())
    if not path.is_file():
        return []
    found: list[str] = []
    try:
        with closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=WAIT)) as conn:
            rows = conn.execute(
                "SELECT seats FROM games ORDER BY played_at DESC, id DESC LIMIT ?", (RECENT_GAMES,)
            ).fetchall()
    except sqlite3.Error:
        return []
    for (text,) in rows:
        try:
            seats = seats_from_json(text)
        except (ValueError, TypeError, AttributeError):
            continue
        for seat in seats:
            if seat.kind == HUMAN and seat.name and seat.name not in found:
                found.append(seat.name)
    return found[:limit]


def with_profiles(names: list[str], humans: list[int], profiles: list[str]) -> list[str]:
    """`names` with the human seats' given the profiles in order (the rest left as they are)."""
    out = list(names)
    for seat, profile in zip(humans, profiles, strict=False):
        out[seat] = profile
    return out
