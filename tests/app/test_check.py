"""`empires check` plays the three games through their screens, and every file it opens is
one the bundle carries."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import check, paths

ROOT = Path(__file__).resolve().parents[2]
# A fresh process (nothing cached yet) that records every file it opens while checking.
RECORDING = """
import json, sys
opened = []
sys.addaudithook(lambda event, args: event == "open" and opened.append(str(args[0])))
from game.check import run_check
code = run_check()
json.dump(opened, open(sys.argv[1], "w"))
sys.exit(code)
"""


def _bundled(path: Path, data: list[tuple[str, str]]) -> bool:
    return any(path == Path(src) or Path(src) in path.parents for src, _ in data)


def test_check_plays_saves_loads_and_reads_only_bundled_files(tmp_path: Path) -> None:
    log = tmp_path / "opened.json"
    run = subprocess.run(
        [sys.executable, "-c", RECORDING, str(log)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    said = run.stdout
    for game_id in ("eight-minute", "legends", "settlers"):
        assert f"{game_id}: " in said and "played a full round" in said
        assert "loaded it from the main menu and played on" in said
    assert "tutorial eight-minute: played to its end" in said
    assert "saves reader: a helper process read" in said
    assert "screens: " in said and said.rstrip().splitlines()[-1].startswith("check passed")
    # relative names are rmtree's, opened beside a folder's descriptor in the scratch home
    files = {Path(p).resolve() for p in json.loads(log.read_text()) if Path(p).is_absolute()}
    read = {
        p
        for p in files
        if p.is_relative_to(ROOT) and ".venv" not in p.parts and p.suffix not in (".py", ".pyc")
    }
    # the hook saw the run-time reads: rules data, maps, catalogues, rules text
    assert {".json", ".tmx", ".po", ".md"} <= {p.suffix for p in read}
    data = paths.bundle_data(ROOT)
    assert [p for p in read if not _bundled(p, data)] == []


def test_check_fails_when_a_game_does_not_move_on(monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(check, "MAX_FRAMES", 2)
    assert check.run_check(games=["eight-minute"], out=said.append) == 1
    assert "nothing moved on" in said[-1] and said[-1].startswith("check FAILED")
