"""The history file: one SQLite database in the player's data folder.

Every write is one transaction. A file that is not a database or is damaged is set aside
(renamed `<name>.bad-<time>`) and a new one started, and the caller is told so; a folder that
cannot be written or a database another program holds locked raises `HistoryError` with a
translatable reason. Nothing here ever raises anything else for a bad file, so whoever records
a game can always go on.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.engine.messages import N_, Message
from game.history.records import GameRecord, seats_from_json, seats_to_json
from game.settings import data_dir

FILE_NAME = "history.sqlite3"
SCHEMA_VERSION = 1
# Seconds to wait for another writer: short, since the window never waits on this file.
BUSY_TIMEOUT = 0.5
MAX_PROFILE = 40

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    played_at TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    scores TEXT NOT NULL,
    breakdown TEXT NOT NULL,
    winners TEXT NOT NULL,
    steps INTEGER NOT NULL,
    seconds REAL,
    daily TEXT NOT NULL DEFAULT '',
    save TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_game ON games (game, played_at);
CREATE TABLE IF NOT EXISTS profiles (
    name TEXT PRIMARY KEY,
    created TEXT NOT NULL
);
"""


class HistoryError(Exception):
    """The history cannot be read or written now; `message` says why, translatably."""

    def __init__(self, msgid: str, **params: Any) -> None:
        self.message = Message(msgid, params)
        super().__init__(str(self.message))


def history_path() -> Path:
    return data_dir() / FILE_NAME


def _error_name(exc: sqlite3.Error) -> str:
    return str(getattr(exc, "sqlite_errorname", "") or "")


def _is_damage(exc: sqlite3.Error) -> bool:
    name = _error_name(exc)
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
        return True
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def _refusal(exc: sqlite3.Error | OSError) -> HistoryError:
    """The translatable reason for a database that cannot be used now (never a damaged one)."""
    if isinstance(exc, sqlite3.Error):
        name = _error_name(exc)
        text = str(exc).lower()
        if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
            return HistoryError(
                N_("The history of your games is in use by another program; try again later.")
            )
        if name.startswith("SQLITE_FULL") or "full" in text:
            return HistoryError(N_("The disk is full: the history of your games was not written."))
    return HistoryError(
        N_("The history of your games cannot be written in {folder}."),
        folder=str(data_dir()),
    )


class HistoryStore:
    """Open with `HistoryStore.open(path)`; `notice` says when a damaged file was set aside."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: Message | None) -> None:
        self.conn = conn
        self.path = path
        self.notice = notice

    # opening -----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None) -> HistoryStore:
        path = Path(path or history_path())
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise _refusal(exc) from exc
        notice = None
        try:
            conn = cls._connect(path)
        except sqlite3.Error as exc:
            if not _is_damage(exc):
                raise _refusal(exc) from exc
            aside = cls._set_aside(path)
            notice = Message(
                N_(
                    "The history of your games was damaged. It was kept as {name} and a new one was started."
                ),
                {"name": aside.name},
            )
            try:
                conn = cls._connect(path)
            except sqlite3.Error as again:
                raise _refusal(again) from again
        return cls(conn, path, notice)

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, check_same_thread=False)
        try:
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError("database disk image is malformed")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError("not a database of this version")
            tables = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            if version < SCHEMA_VERSION or not {"games", "profiles"} <= tables:
                with conn:
                    conn.executescript(_SCHEMA)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _set_aside(path: Path) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.bad-{stamp}")
        n = 1
        while aside.exists():
            n += 1
            aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        try:
            path.replace(aside)
            for suffix in ("-journal", "-wal", "-shm"):
                side = path.with_name(path.name + suffix)
                if side.exists():
                    side.replace(aside.with_name(aside.name + suffix))
        except OSError as exc:
            raise _refusal(exc) from exc
        return aside

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Every database error leaves here as a HistoryError with its reason."""
        try:
            yield
        except sqlite3.Error as exc:
            if _is_damage(exc):
                raise HistoryError(
                    N_("The history of your games is damaged; it will be set aside when reopened.")
                ) from exc
            raise _refusal(exc) from exc

    # writing ---------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> int:
        with self._guard(), self.conn:
            cursor = self.conn.execute(
                "INSERT INTO games (game, played_at, options, seats, scores, breakdown, winners,"
                " steps, seconds, daily, save) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.game,
                    record.played_at,
                    json.dumps(record.options),
                    seats_to_json(record.seats),
                    json.dumps(record.scores),
                    json.dumps(record.breakdown),
                    json.dumps(record.winners),
                    record.steps,
                    record.seconds,
                    record.daily,
                    record.save,
                ),
            )
            for seat in record.seats:
                if seat.kind == "human":
                    self._add_profile(seat.name)
            record.id = int(cursor.lastrowid or 0)
        return record.id

    def _add_profile(self, name: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO profiles (name, created) VALUES (?, ?)",
            (name[:MAX_PROFILE], datetime.now(UTC).isoformat(timespec="seconds")),
        )

    def add_profile(self, name: str) -> None:
        name = name.strip()
        if name:
            with self._guard(), self.conn:
                self._add_profile(name)

    # reading ---------------------------------------------------------------------------------
    def profiles(self) -> list[str]:
        with self._guard():
            rows = self.conn.execute("SELECT name FROM profiles ORDER BY name COLLATE NOCASE")
            return [r[0] for r in rows]

    def records(self, game: str | None = None, with_save: bool = False) -> list[GameRecord]:
        """Every game kept, oldest first (only `game`'s when given)."""
        columns = (
            "id, game, played_at, options, seats, scores, breakdown, winners, steps, seconds, daily"
        )
        columns += ", save" if with_save else ", ''"
        query = f"SELECT {columns} FROM games"
        params: tuple[Any, ...] = ()
        if game is not None:
            query += " WHERE game = ?"
            params = (game,)
        query += " ORDER BY played_at, id"
        out: list[GameRecord] = []
        with self._guard(), closing(self.conn.execute(query, params)) as cursor:
            for row in cursor:
                try:
                    out.append(_record(row))
                except (ValueError, TypeError, AttributeError):
                    continue  # a row edited by hand: the others still count
        return out

    def record(self, record_id: int) -> GameRecord | None:
        with self._guard():
            row = self.conn.execute(
                "SELECT id, game, played_at, options, seats, scores, breakdown, winners, steps,"
                " seconds, daily, save FROM games WHERE id = ?",
                (record_id,),
            ).fetchone()
        if row is None:
            return None
        try:
            return _record(row)
        except (ValueError, TypeError, AttributeError):
            return None

    def holds(self, record: GameRecord) -> bool:
        """True when a record of the very same game (seed, options and log) is kept already."""
        game = record.save_file()
        with self._guard():
            rows = self.conn.execute(
                "SELECT save FROM games WHERE game = ? AND steps = ?", (record.game, record.steps)
            ).fetchall()
        for (text,) in rows:
            try:
                kept = GameRecord.save_file_of(text)
            except ValueError:
                continue
            if (kept.seed, kept.options, kept.steps) == (game.seed, game.options, game.steps):
                return True
        return False

    def count(self) -> int:
        with self._guard():
            return int(self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def _record(row: tuple[Any, ...]) -> GameRecord:
    (
        rid,
        game,
        played_at,
        options,
        seats,
        scores,
        breakdown,
        winners,
        steps,
        seconds,
        daily,
        save,
    ) = row
    return GameRecord(
        game=str(game),
        played_at=str(played_at),
        options=dict(json.loads(options)),
        seats=seats_from_json(seats),
        scores=[int(x) for x in json.loads(scores)],
        breakdown=[dict(x) for x in json.loads(breakdown)],
        winners=[int(x) for x in json.loads(winners)],
        steps=int(steps),
        seconds=None if seconds is None else float(seconds),
        save=str(save or ""),
        daily=str(daily or ""),
        id=int(rid),
    )
