"""An autosave that cannot be written never stops the match: the failure is told once, kept in
`failed`, and cleared by the next write that works."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from game.engine.match import Match
from game.engine.savefile import Autosaver, read_save
from tests.engine.toy import AddPebble, Draw, EndTurn, ToyRules


def test_a_full_disk_is_told_once_and_the_moves_go_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.engine.savefile as savefile

    told: list[OSError] = []
    saver = Autosaver(tmp_path / "auto.json", on_failure=lambda m, meta, e: told.append(e))
    match = Match.new(ToyRules.from_options({"players": 2}), 3)
    saver.attach(match)
    real = savefile.write_save

    def full(path: Path, save: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(savefile, "write_save", full)
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    assert len(match.steps) == 3 and len(told) == 1 and told[0].errno == errno.ENOSPC
    assert saver.failed is not None and not (tmp_path / "auto.json").exists()
    monkeypatch.setattr(savefile, "write_save", real)
    match.submit(EndTurn(0))
    assert saver.failed is None and len(read_save(tmp_path / "auto.json").steps) == 4


def test_a_value_json_cannot_hold_is_a_failure_too(tmp_path: Path) -> None:
    told: list[OSError] = []
    saver = Autosaver(
        tmp_path / "auto.json", {"bad": "\ud800"}, on_failure=lambda m, meta, e: told.append(e)
    )
    match = Match.new(ToyRules.from_options({"players": 2}), 3)
    saver.attach(match)
    match.submit(Draw(0))
    assert len(match.steps) == 2
    assert len(told) == 1 and told[0].errno == errno.EINVAL
