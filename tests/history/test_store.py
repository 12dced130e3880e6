"""The history file: records of each game, statistics, and files that are damaged, read-only
or locked (the game goes on and the player is told)."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from pathlib import Path

import pytest

from game.cli import run
from game.engine.savefile import write_save
from game.history.records import record_from_match
from game.history.stats import profile_stats, summary
from game.history.store import HistoryError, HistoryStore, history_path
from game.history.writer import HistoryWriter
from tests.history.games import KINDS, finished_match, finished_save


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_record_keeps_seats_scores_winners_and_the_log(kind: str, home: Path) -> None:
    match, save = finished_match(kind)
    report = match.rules.report(match.state)
    record = record_from_match(match, save.meta, seconds=12.0)
    with HistoryStore.open() as store:
        store.add(record)
    with HistoryStore.open() as store:
        [back] = store.records(with_save=True)
    assert back.game == save.game
    assert [s.name for s in back.seats] == ["Ann", "Bob"][: match.rules.player_count]
    assert back.seats[0].kind == "human"
    if back.players > 1:
        assert (back.seats[1].kind, back.seats[1].level) == ("computer", "hard")
    totals = [p.get("total", p.get("final")) for p in report["players"]]
    assert back.scores == totals
    assert back.steps == len(match.steps) - 1
    assert back.save_file().steps == save.steps  # the whole command log
    if kind == "settlers-solo":
        assert back.winners == ([0] if report["solo"]["won"] else [])
        assert back.seats[0].faction == "romans"
    else:
        best = max(totals)
        assert back.winners and all(totals[w] == best for w in back.winners)


def test_statistics_per_person_level_size_and_faction(home: Path) -> None:
    with HistoryStore.open() as store:
        for kind in KINDS:
            for seed in (5, 6):
                match, save = finished_match(kind, seed)
                store.add(record_from_match(match, save.meta))
        records = store.records()
    assert len(records) == 8
    stats = profile_stats(records, "settlers", "Ann")
    assert stats.total.played == 4
    assert set(stats.solo_by_faction) == {"romans"} and stats.solo_by_faction["romans"].played == 2
    assert set(stats.by_faction) == {"romans"} and stats.by_faction["romans"].played == 2
    assert stats.by_level["hard"].played == 2  # the solo games had no computer seat
    assert stats.best == max(stats.scores) and len(stats.scores) == 4
    wins = [0 in r.winners for r in records if r.game == "settlers"]
    assert stats.total.won == sum(wins)
    data = summary(records)
    assert data["games"] == 8
    assert data["profiles"]["Ann"]["eight-minute"]["played"] == 2
    assert "Bob" not in data["profiles"]  # a computer is not a profile


def test_record_and_stats_commands(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = finished_save("legends")
    path = tmp_path / "game.json"
    write_save(path, save)
    before = path.read_bytes()
    assert run(["record", str(path)]) == 0
    assert run(["record", str(path)]) == 0  # the same game twice is kept once
    assert "already" in capsys.readouterr().err
    assert path.read_bytes() == before
    assert run(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 1 and data["by_game"]["legends"] == 1
    assert data["profiles"]["Ann"]["legends"]["played"] == 1


def test_a_truncated_file_is_set_aside_and_a_new_history_started(home: Path) -> None:
    match, save = finished_match("eight-minute")
    with HistoryStore.open() as store:
        for _ in range(30):
            store.add(record_from_match(match, save.meta))
    path = history_path()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    writer = HistoryWriter()
    writer.record(record_from_match(match, save.meta))
    assert writer.flush()
    assert [n.msgid for n in writer.notices] == [
        "The history of your games was damaged. It was kept as {name} and a new one was started."
    ]
    aside = home / "data" / writer.notices[0].params["name"]
    assert aside.read_bytes() == data[: len(data) // 3]  # kept as it was
    with HistoryStore.open() as store:
        assert store.count() == 1


def test_garbage_in_place_of_the_history(home: Path) -> None:
    path = history_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database at all" * 100)
    with HistoryStore.open() as store:
        assert store.notice is not None
        assert store.count() == 0


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="needs POSIX modes")
def test_a_read_only_folder_keeps_the_record_and_says_so(home: Path) -> None:
    match, save = finished_match("eight-minute")
    data = history_path().parent
    data.mkdir(parents=True)
    data.chmod(0o500)
    try:
        told: list[str] = []
        writer = HistoryWriter(on_notice=lambda message: told.append(message.msgid))
        writer.record(record_from_match(match, save.meta))
        assert writer.flush()
        assert told == ["The history of your games cannot be written in {folder}."]
        assert len(writer.unwritten) == 1  # kept, tried again with the next record
    finally:
        data.chmod(0o700)
    writer.record(record_from_match(match, save.meta))
    assert writer.flush()
    assert writer.unwritten == []
    with HistoryStore.open() as store:
        assert store.count() == 2


def test_a_locked_history_keeps_the_record_and_says_so(home: Path) -> None:
    match, save = finished_match("eight-minute")
    HistoryStore.open().close()
    holder = sqlite3.connect(history_path())
    holder.execute("BEGIN EXCLUSIVE")
    try:
        writer = HistoryWriter()
        writer.record(record_from_match(match, save.meta))
        assert writer.flush()
        assert [n.msgid for n in writer.notices] == [
            "The history of your games is in use by another program; try again later."
        ]
        with pytest.raises(HistoryError):
            HistoryStore.open().add(record_from_match(match, save.meta))
    finally:
        holder.rollback()
        holder.close()
    with HistoryStore.open() as store:
        assert store.count() == 0
    assert writer.unwritten


def test_a_history_opened_read_only_keeps_the_record_and_says_so(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same as a read-only folder for a user the file modes do not stop (root): SQLite
    itself refuses the write."""
    match, save = finished_match("settlers-solo")
    HistoryStore.open().close()
    real_connect = sqlite3.connect

    def read_only(path: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        return real_connect(f"file:{path}?mode=ro", *args, uri=True, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", read_only)
    writer = HistoryWriter()
    writer.record(record_from_match(match, save.meta))
    assert writer.flush()
    assert [n.msgid for n in writer.notices] == [
        "The history of your games cannot be written in {folder}."
    ]
    monkeypatch.setattr(sqlite3, "connect", real_connect)
    with HistoryStore.open() as store:
        assert store.count() == 0
