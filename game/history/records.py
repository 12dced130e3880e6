"""One finished game as the history keeps it: who sat where, the scores and the command log.

The three games report their final table differently (`total` or `final`, winners by seat or
by name, the solo game's own verdict); `record_from_match` reads each into one shape, so the
statistics never need to know which game they count.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from game.engine.match import Match
from game.engine.savefile import SaveFile, to_save

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str  # HUMAN or COMPUTER
    level: str = ""  # the computer's level; empty for a person
    faction: str = ""  # Imperial Settlers only


@dataclass
class GameRecord:
    game: str
    played_at: str  # ISO 8601, UTC, when the game ended
    options: dict[str, Any]
    seats: list[SeatRecord]
    scores: list[int]
    breakdown: list[dict[str, int]]
    winners: list[int]  # seats; empty when nobody won (a lost solo game)
    steps: int  # decisions taken, the set-up not counted
    seconds: float | None  # time at the table, when it is known
    save: str  # the whole save (options, seed, command log) as JSON text
    daily: str = ""  # the daily challenge's date (YYYY-MM-DD) when it was one
    id: int | None = field(default=None, compare=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def seat_of(self, profile: str) -> int | None:
        """The seat a person of this name played, if they did."""
        for i, seat in enumerate(self.seats):
            if seat.kind == HUMAN and seat.name == profile:
                return i
        return None

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("save")
        return out

    def save_file(self) -> SaveFile:
        return self.save_file_of(self.save)

    @staticmethod
    def save_file_of(text: str) -> SaveFile:
        return SaveFile.model_validate_json(text)


def _number(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value)


def _score(player: dict[str, Any]) -> int:
    for key in ("total", "final", "score"):
        found = _number(player.get(key))
        if found is not None:
            return found
    return 0


def _breakdown(player: dict[str, Any]) -> dict[str, int]:
    """Every whole-number part of a seat's score line; sums of goods are summed."""
    out: dict[str, int] = {}
    for key, value in player.items():
        if key in ("seat", "total", "final"):
            continue
        number = _number(value)
        if number is not None:
            out[key] = number
    return out


def _winners(report: dict[str, Any], players: list[dict[str, Any]]) -> list[int]:
    seats = report.get("winner_seats")
    if isinstance(seats, list) and all(isinstance(s, int) for s in seats):
        return list(seats)
    solo = report.get("solo")
    if isinstance(solo, dict) and len(players) == 1:
        return [0] if solo.get("won") else []
    named = report.get("winners")
    if not isinstance(named, list):
        return []
    out: list[int] = []
    for entry in named:
        if isinstance(entry, int) and not isinstance(entry, bool):
            out.append(entry)
            continue
        for i, player in enumerate(players):
            if player.get("name") == entry:
                out.append(int(player.get("seat", i)))
                break
    return sorted(set(out))


def seats_from_meta(meta: dict[str, Any], options: dict[str, Any], count: int) -> list[SeatRecord]:
    """The seats as the window's save names them (`seats`), or as self-play does (`bots`)."""
    raw_seats = meta.get("seats") if isinstance(meta, dict) else None
    bots = meta.get("bots") if isinstance(meta, dict) else None
    names = meta.get("players") if isinstance(meta, dict) else None
    listed = options.get("factions")
    factions: list[Any] = listed if isinstance(listed, list) else []
    out: list[SeatRecord] = []
    for i in range(count):
        name = f"Player {i + 1}"
        if isinstance(names, list) and i < len(names) and isinstance(names[i], str):
            name = names[i]
        kind, level = HUMAN, ""
        entry = raw_seats[i] if isinstance(raw_seats, list) and i < len(raw_seats) else None
        if isinstance(entry, dict):
            if isinstance(entry.get("name"), str) and entry["name"]:
                name = entry["name"]
            if entry.get("kind") == COMPUTER:
                kind, level = COMPUTER, str(entry.get("level") or "easy")
        elif isinstance(bots, list) and i < len(bots):
            kind, level = COMPUTER, str(bots[i])
        faction = factions[i] if i < len(factions) and isinstance(factions[i], str) else ""
        out.append(SeatRecord(name[:40], kind, level, faction))
    return out


def record_from_match(
    match: Match,
    meta: dict[str, Any] | None = None,
    seconds: float | None = None,
    ended: datetime | None = None,
) -> GameRecord:
    """The record of a finished (or, for tests, any) match and the seats its save names."""
    meta = dict(meta or {})
    save = to_save(match, meta)
    report = match.rules.report(match.state)
    players = [p for p in report.get("players", []) if isinstance(p, dict)]
    seats = seats_from_meta(meta, save.options, match.rules.player_count)
    scores = [0] * len(seats)
    breakdown: list[dict[str, int]] = [{} for _ in seats]
    for i, player in enumerate(players):
        seat = player.get("seat", i)
        if isinstance(seat, int) and 0 <= seat < len(seats):
            scores[seat] = _score(player)
            breakdown[seat] = _breakdown(player)
    solo = report.get("solo")
    if isinstance(solo, dict) and len(seats) == 1:
        breakdown[0]["solo_won"] = int(bool(solo.get("won")))
    daily = meta.get("daily")
    ended = ended or datetime.now(UTC)
    if not isinstance(daily, str):  # a daily game's table forgets the tag: its seed tells
        from game.history.daily import daily_of

        daily = daily_of(match.rules.game_id, match.seed, save.options, ended.date())
    return GameRecord(
        game=match.rules.game_id,
        played_at=ended.isoformat(timespec="seconds"),
        options=save.options,
        seats=seats,
        scores=scores,
        breakdown=breakdown,
        winners=_winners(report, players),
        steps=max(0, len(match.steps) - 1),
        seconds=seconds,
        save=save.model_dump_json(),
        daily=daily,
    )


def seats_to_json(seats: list[SeatRecord]) -> str:
    return json.dumps([asdict(s) for s in seats])


def seats_from_json(text: str) -> list[SeatRecord]:
    out = []
    for entry in json.loads(text):
        out.append(
            SeatRecord(
                str(entry.get("name", "")),
                str(entry.get("kind", HUMAN)),
                str(entry.get("level", "")),
                str(entry.get("faction", "")),
            )
        )
    return out
