"""Where a server keeps its games: SQLAlchemy Core over SQLite (a file, by default) or
PostgreSQL (by URL, shared by several server processes).

A game is one row (its rules, seed, options, join code, seats) plus one row per step. Each
command is written in one transaction that also moves the game's step count on, and only if
the count is still the one this process saw: two processes that raced on one game cannot both
write the same step. Seat tokens are kept only as hashes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from game.engine.savefile import SavedStep, SaveFile

META = sa.MetaData()
GAMES = sa.Table(
    "empires_games",
    META,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("rules_version", sa.Integer, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("code", sa.String(12), nullable=False, unique=True),
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("steps", sa.Integer, nullable=False),
    sa.Column("over", sa.Boolean, nullable=False, default=False),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
)
STEPS = sa.Table(
    "empires_steps",
    META,
    sa.Column("game_id", sa.String(40), sa.ForeignKey("empires_games.id"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("actor", sa.Integer, nullable=False),
    sa.Column("command", sa.Text, nullable=True),
    sa.Column("events", sa.Text, nullable=False),
)


class StoreConflict(Exception):
    """The game moved on in the store (another process wrote that step): reload it."""


@dataclass
class StoredGame:
    game_id: str
    code: str
    seats: list[dict[str, Any]]
    save: SaveFile


def store_url(text: str | None, default_file: Path) -> str:
    """A database URL: a URL as given, a bare path as an SQLite file, nothing as the default."""
    if not text:
        return f"sqlite:///{default_file}"
    if "://" in text:
        if text.startswith("postgresql://"):  # the driver that ships with the game
            return "postgresql+pg8000://" + text.removeprefix("postgresql://")
        return text
    return f"sqlite:///{Path(text)}"


class Store:
    def __init__(self, url: str) -> None:
        kwargs: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kwargs["pool_pre_ping"] = True
        self.engine = sa.create_engine(url, **kwargs)
        if url.startswith("sqlite"):

            @sa.event.listens_for(self.engine, "connect")
            def _pragmas(dbapi: Any, _record: Any) -> None:  # a crash loses no written step
                cursor = dbapi.cursor()
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA synchronous=NORMAL")
                cursor.close()

        META.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- writing ----------------------------------------------------------------------------
    def create(self, game_id: str, code: str, seats: list[dict[str, Any]], save: SaveFile) -> None:
        now = datetime.now(UTC)
        with self.engine.begin() as db:
            db.execute(
                GAMES.insert().values(
                    id=game_id,
                    game=save.game,
                    rules_version=save.rules_version,
                    seed=save.seed,
                    options=json.dumps(save.options),
                    code=code,
                    seats=json.dumps(seats),
                    steps=len(save.steps),
                    over=False,
                    created=now,
                    updated=now,
                )
            )
            for idx, step in enumerate(save.steps):
                db.execute(STEPS.insert().values(**_step_row(game_id, idx, step)))

    def append(self, game_id: str, idx: int, step: SavedStep, over: bool) -> None:
        """Write step `idx` and move the count on, in one transaction, or raise StoreConflict."""
        with self.engine.begin() as db:
            moved = db.execute(
                GAMES.update()
                .where(GAMES.c.id == game_id, GAMES.c.steps == idx)
                .values(steps=idx + 1, over=over, updated=datetime.now(UTC))
            )
            if moved.rowcount != 1:
                raise StoreConflict(game_id)
            db.execute(STEPS.insert().values(**_step_row(game_id, idx, step)))

    def remove_last(self, game_id: str, idx: int) -> None:
        """Undo: forget step `idx`, the last one."""
        with self.engine.begin() as db:
            moved = db.execute(
                GAMES.update()
                .where(GAMES.c.id == game_id, GAMES.c.steps == idx + 1)
                .values(steps=idx, over=False, updated=datetime.now(UTC))
            )
            if moved.rowcount != 1:
                raise StoreConflict(game_id)
            db.execute(STEPS.delete().where(STEPS.c.game_id == game_id, STEPS.c.idx == idx))

    def set_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        with self.engine.begin() as db:
            db.execute(GAMES.update().where(GAMES.c.id == game_id).values(seats=json.dumps(seats)))

    # -- reading ----------------------------------------------------------------------------
    def step_count(self, game_id: str) -> int | None:
        with self.engine.connect() as db:
            row = db.execute(sa.select(GAMES.c.steps).where(GAMES.c.id == game_id)).first()
        return None if row is None else int(row[0])

    def find_code(self, code: str) -> str | None:
        with self.engine.connect() as db:
            row = db.execute(sa.select(GAMES.c.id).where(GAMES.c.code == code)).first()
        return None if row is None else str(row[0])

    def load(self, game_id: str) -> StoredGame | None:
        with self.engine.connect() as db:
            row = db.execute(sa.select(GAMES).where(GAMES.c.id == game_id)).mappings().first()
            if row is None:
                return None
            steps = db.execute(
                sa.select(STEPS).where(STEPS.c.game_id == game_id).order_by(STEPS.c.idx)
            ).mappings()
            saved = [
                SavedStep(
                    actor=s["actor"],
                    command=None if s["command"] is None else json.loads(s["command"]),
                    events=json.loads(s["events"]),
                )
                for s in steps
            ]
        save = SaveFile(
            game=row["game"],
            rules_version=row["rules_version"],
            seed=row["seed"],
            options=json.loads(row["options"]),
            created=row["created"],
            updated=row["updated"],
            steps=saved,
        )
        return StoredGame(game_id, row["code"], json.loads(row["seats"]), save)

    def game_ids(self, unfinished_only: bool = True) -> list[str]:
        query = sa.select(GAMES.c.id).order_by(GAMES.c.created)
        if unfinished_only:
            query = query.where(GAMES.c.over.is_(False))
        with self.engine.connect() as db:
            return [str(r[0]) for r in db.execute(query)]


def _step_row(game_id: str, idx: int, step: SavedStep) -> dict[str, Any]:
    return {
        "game_id": game_id,
        "idx": idx,
        "actor": step.actor,
        "command": None if step.command is None else json.dumps(step.command),
        "events": json.dumps(step.events),
    }
