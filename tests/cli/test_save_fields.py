"""Every field `empires replay` and `empires log` read from a save is checked for its type:
a field the game needs that is wrong refuses the file (one line, status 1); the window's own
notes (`meta`) that are wrong are left out with one line, and the game still replays."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import cli_checks
from game.cli import run
from tests.cli.test_arguments import one_line_reason
from tests.robustness.saves import OPTIONS, save_json

Change = Callable[[dict[str, Any]], None]


def _set(key: str, value: Any) -> Change:
    return lambda raw: raw.__setitem__(key, value)


def _first_actor(value: Any) -> Change:
    return lambda raw: raw["steps"][1].__setitem__("actor", value)


REFUSED: dict[str, tuple[Change, str]] = {
    "format_version 0": (_set("format_version", 0), "format version 0"),
    "format_version -7": (_set("format_version", -7), "format version -7"),
    "format_version true": (_set("format_version", True), "no format version"),
    "format_version text": (_set("format_version", "1"), "no format version"),
    "seed true": (_set("seed", True), "missing or wrong"),
    "seed text": (_set("seed", "5"), "missing or wrong"),
    "seed float": (_set("seed", 5.0), "missing or wrong"),
    "rules_version true": (_set("rules_version", True), "missing or wrong"),
    "actor text": (_first_actor("0"), "missing or wrong"),
    "game number": (_set("game", 7), "missing or wrong"),
    "options list": (_set("options", [1, 2]), "missing or wrong"),
    "steps null": (_set("steps", None), "missing or wrong"),
}


def write(tmp_path: Path, game: str, change: Change) -> Path:
    raw = json.loads(save_json(game))
    change(raw)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["replay", "log"])
@pytest.mark.parametrize("case", list(REFUSED))
def test_a_wrong_field_refuses_the_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, command: str
) -> None:
    change, reason = REFUSED[case]
    path = write(tmp_path, "legends", change)
    before = path.read_bytes()
    assert run([command, str(path)]) == cli_checks.REFUSED
    out, err = capsys.readouterr()
    assert reason in one_line_reason(err) and out == ""
    assert path.read_bytes() == before


@pytest.mark.parametrize("game", list(OPTIONS))
@pytest.mark.parametrize("bots", [[1, 2, 3], None, [None, "easy"], "easy", {"a": 1}])
def test_odd_bots_in_the_notes_are_left_out_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, bots: Any
) -> None:
    path = write(tmp_path, game, lambda raw: raw["meta"].__setitem__("bots", bots))
    assert run(["replay", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "computer players" in one_line_reason(err)
    assert "bots:" not in out.lower() and out.strip()
    assert run(["replay", str(path), "--json"]) == 0
    assert "bots" not in json.loads(capsys.readouterr().out)
