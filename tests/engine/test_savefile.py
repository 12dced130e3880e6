"""Save files: round trip, atomic writes, autosave, and every kind of bad file refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.savefile import (
    FORMAT_VERSION,
    Autosaver,
    match_from_save,
    read_save,
    save_match,
)
from tests.engine.toy import AddPebble, Draw, EndTurn, ToyRules


def played(seed: int = 2) -> Match:
    match = Match.new(ToyRules.from_options({"players": 2}), seed)
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.submit(EndTurn(0))
    match.submit(Draw(1))
    return match


def test_save_then_load_gives_the_identical_state(tmp_path: Path) -> None:
    match = played()
    path = tmp_path / "game.json"
    save_match(match, path, {"players": ["Ann", "Bob"]})
    save = read_save(path, "toy")
    again = match_from_save(save, ToyRules)
    assert again.state == match.state
    assert [s.command for s in again.steps] == [s.command for s in match.steps]
    assert save.meta == {"players": ["Ann", "Bob"]}
    assert again.seed == match.seed


def test_write_is_atomic_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    save_match(played(), path)
    save_match(played(4), path)
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]
    assert match_from_save(read_save(path), ToyRules).seed == 4


def test_autosave_writes_after_every_command_and_after_undo(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    match = Match.new(ToyRules.from_options({"players": 2}), 9)
    Autosaver(path).attach(match)
    match.submit(Draw(0))
    assert len(read_save(path).steps) == 2
    match.submit(AddPebble(0))
    assert len(read_save(path).steps) == 3
    match.undo(0)
    assert len(read_save(path).steps) == 2


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    return path


def good_text() -> str:
    import io  # noqa: F401  (kept local: only this helper needs a text copy)

    from game.engine.savefile import to_save

    return to_save(played()).model_dump_json()


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda: "", "The save file is empty."),
        (lambda: "   \n", "The save file is empty."),
        (lambda: good_text()[:-40], "The save file is cut short: it was not written to the end."),
        (lambda: "{not json at all}", "The save file is damaged: it is not readable data."),
        (lambda: json.dumps({"hello": 1}), "This file is not an Empires save."),
        (lambda: json.dumps([1, 2, 3]), "This file is not an Empires save."),
    ],
)
def test_bad_files_are_refused_with_a_reason(tmp_path: Path, make, expected: str) -> None:
    path = write(tmp_path, make())
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert str(info.value.message) == expected
    assert path.read_bytes() == before  # never overwritten


def test_newer_format_version_is_refused(tmp_path: Path) -> None:
    raw = json.loads(good_text())
    raw["format_version"] = FORMAT_VERSION + 1
    with pytest.raises(SaveError) as info:
        read_save(write(tmp_path, json.dumps(raw)))
    assert info.value.message.params == {"found": FORMAT_VERSION + 1, "known": FORMAT_VERSION}


def test_save_of_another_game_is_refused(tmp_path: Path) -> None:
    raw = json.loads(good_text())
    raw["game"] = "settlers"
    with pytest.raises(SaveError) as info:
        read_save(write(tmp_path, json.dumps(raw)), expected_game="toy")
    assert info.value.message.params == {"found": "settlers", "expected": "toy"}


def test_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError):
        read_save(path)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        read_save(tmp_path / "nope.json")
    assert info.value.message.params == {"name": "nope.json"}


def test_unknown_or_damaged_records_are_refused(tmp_path: Path) -> None:
    raw = json.loads(good_text())
    raw["steps"][1]["events"][0]["type"] = "Teleported"
    with pytest.raises(SaveError) as info:
        match_from_save(read_save(write(tmp_path, json.dumps(raw))), ToyRules)
    assert "unknown record" in info.value.message.msgid

    raw = json.loads(good_text())
    raw["steps"][1]["events"][0]["card"] = "seven"
    with pytest.raises(SaveError) as info:
        match_from_save(read_save(write(tmp_path, json.dumps(raw))), ToyRules)
    assert "damaged record" in info.value.message.msgid


def test_records_that_do_not_replay_are_a_damaged_save(tmp_path: Path) -> None:
    raw = json.loads(good_text())
    raw["steps"][1]["events"][0]["card"] = 99  # a card that is not in the deck
    with pytest.raises(SaveError) as info:
        match_from_save(read_save(write(tmp_path, json.dumps(raw))), ToyRules)
    assert info.value.message.msgid == "The save file is damaged: its moves do not replay."


def test_invalid_options_are_a_damaged_save(tmp_path: Path) -> None:
    raw = json.loads(good_text())
    raw["options"]["players"] = 9
    with pytest.raises(SaveError) as info:
        match_from_save(read_save(write(tmp_path, json.dumps(raw))), ToyRules)
    assert "options" in info.value.message.msgid


def test_a_save_that_never_answers_is_refused_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A network folder that hangs: the read gives up after its timeout and says why; the
    blocked reader is a daemon thread and does not hold the game."""
    import threading
    import time

    from game.engine import bounded

    release = threading.Event()

    def hangs(path: Path, limit: int) -> bytes:
        release.wait(10)
        return b"{}"

    monkeypatch.setattr(bounded, "_read_bytes", hangs)
    path = tmp_path / "slow.json"
    path.write_text("{}")
    start = time.perf_counter()
    with pytest.raises(bounded.FileRefused) as info:
        bounded.read_bytes(path, 1000, timeout=0.2)
    assert time.perf_counter() - start < 2
    assert info.value.message.msgid.startswith("The file {name} did not answer")
    assert info.value.message.params == {"name": "slow.json", "seconds": 0}
    release.set()
    monkeypatch.undo()
    assert bounded.read_bytes(path, 1000) == b"{}"  # an answering file reads as before
