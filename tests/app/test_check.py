"""`empires check` plays the three games through their screens, and every file it opens is
one the bundle carries."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import check, paths

ROOT = Path(__file__).resolve().parents[2]
_opened: list[str] | None = None


def _record_opens(event: str, args: tuple[object, ...]) -> None:
    if _opened is not None and event == "open" and isinstance(args[0], str | Path):
        _opened.append(str(args[0]))


sys.addaudithook(_record_opens)  # audit hooks cannot be removed: it records only when asked


def _bundled(path: Path, data: list[tuple[str, str]]) -> bool:
    return any(path == Path(src) or Path(src) in path.parents for src, _ in data)


def test_check_plays_saves_loads_and_reads_only_bundled_files(tmp_path: Path) -> None:
    global _opened
    said: list[str] = []
    _opened = []
    try:
        assert check.run_check(out=said.append) == 0, "\n".join(said)
    finally:
        opened, _opened = _opened, None
    text = "\n".join(said)
    for game_id in ("eight-minute", "legends", "settlers"):
        assert f"{game_id}: " in text and "played a full round" in text
        assert "loaded it from the main menu and played on" in text
    assert "screens: " in text and said[-1].startswith("check passed")
    data = paths.bundle_data(ROOT)
    # relative names are rmtree's, opened beside a folder's descriptor in the scratch home
    files = {Path(p).resolve() for p in opened if Path(p).is_absolute()}
    read = {
        p
        for p in files
        if p.is_relative_to(ROOT) and ".venv" not in p.parts and p.suffix not in (".py", ".pyc")
    }
    # the hook saw the run-time reads: rules data, maps, catalogues, rules text
    assert {".json", ".tmx", ".po", ".md"} <= {p.suffix for p in read}
    assert [p for p in read if not _bundled(p, data)] == []


def test_check_fails_when_a_game_does_not_move_on(monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(check, "MAX_FRAMES", 2)
    assert check.run_check(games=["eight-minute"], out=said.append) == 1
    assert "nothing moved on" in said[-1] and said[-1].startswith("check FAILED")
