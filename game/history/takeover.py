"""Taking over a game from any step: a new game that starts where the old one stood.

Exact: the new game's log is the first steps of the old one, replayed by the engine from the
same seed, so it is a save like any other and goes on from that step with whoever now sits
at each seat. Redrawn for a seat: what that seat could not know there (the decks' order, the
others' hands, face-down tokens, secret bids) is guessed again by the rules' `determinize`,
and the new game begins at that position with a fresh seed, so neither the hidden things nor
the random draws to come are those of the game watched. Its save carries the game it was
taken from up to that step and the redraw's seed, so it loads checked like any save
(`game.engine.savefile.redrawn_start`). The old save or record is only read.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.position import same_rules
from game.engine.savefile import free_save_path, redrawn_start, save_match

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Sitter:
    """Who takes a seat over: a person (by name) or a computer level."""

    name: str
    kind: str = "human"  # or "computer"
    level: str = "easy"


def fresh_seed() -> int:
    return secrets.randbelow(2**31)


def take_over(
    match: Match,
    upto: int,
    sitters: list[Sitter],
    meta: dict[str, Any] | None = None,
    redrawn_for: int | None = None,
    seeds: tuple[int, int] | None = None,
) -> tuple[Match, dict[str, Any]]:
    """The new match standing after step `upto` of `match`, and the save meta naming its seats
    (colours and marks kept from `meta` when it has them). `redrawn_for` names the seat whose
    knowledge is kept when the hidden things are redrawn (None: exact); `seeds` (the new
    game's, the redraw's) are fresh unless given."""
    if not 0 <= upto < len(match.steps):
        raise ValueError(f"no step {upto} in a log of {len(match.steps)}")
    count = match.rules.player_count
    if len(sitters) != count:
        raise ValueError(f"{len(sitters)} sitters for {count} seats")
    if redrawn_for is None:
        new = Match(same_rules(match.rules), match.seed, list(match.steps[: upto + 1]))
    else:
        seed, redraw_seed = seeds if seeds is not None else (fresh_seed(), fresh_seed())
        new = Match(redrawn_start(match, upto, redrawn_for, redraw_seed), seed)
    old_seats = (meta or {}).get("seats")
    seats: list[dict[str, Any]] = []
    for i, sitter in enumerate(sitters):
        entry: dict[str, Any] = {}
        if isinstance(old_seats, list) and i < len(old_seats) and isinstance(old_seats[i], dict):
            entry = {k: old_seats[i][k] for k in ("colour", "mark") if k in old_seats[i]}
        level = sitter.level if sitter.level in LEVELS else "easy"
        entry.update({"name": sitter.name, "kind": sitter.kind, "level": level})
        seats.append(entry)
    new_meta: dict[str, Any] = {
        "players": [s.name for s in sitters],
        "seats": seats,
        "taken_over": {"step": upto, "redrawn_for": redrawn_for},
    }
    return new, new_meta


def save_taken_over(match: Match, meta: dict[str, Any], folder: Path, title: str) -> Path:
    """Write the new game as a new save in `folder` (never over another file)."""
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M")
    path = free_save_path(folder, f"{title} {stamp}")
    save_match(match, path, meta)
    return path
