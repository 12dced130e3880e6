"""The saves reader's helper process where the game is one executable (the PyInstaller bundle):
the helper is that executable started again with multiprocessing's command line, which must
reach `freeze_support` before the command line is read as the game's; and `empires check`
proves a helper can be started (without one the Load screen quietly reads on its thread).
The bundle itself is built, moved and checked in tests/app/test_build.py."""

from __future__ import annotations

import multiprocessing
import runpy
import shutil
import sys
from pathlib import Path

import pytest

from game import check
from game.scenes import save_index

ROOT = Path(__file__).resolve().parents[2]
SAVES = ROOT / "tests" / "data" / "saves"
LONG = "settlers_3p_peaceful.json"


@pytest.mark.parametrize(
    "argv",
    [
        # the helper itself, then the resource tracker spawn starts beside it
        ["--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"],
        ["-B", "-S", "-I", "-c", "from multiprocessing.resource_tracker import main;main(5)"],
    ],
)
def test_the_entry_point_gives_a_helpers_command_line_to_freeze_support_first(
    monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    """In a frozen app freeze_support runs the helper's work and exits; the game's command
    line must never see those words (it would refuse them, or open a window)."""
    seen: list[list[str]] = []

    def frozen_freeze_support() -> None:  # as the bundle's: do the helper's work, then exit
        seen.append(list(sys.argv[1:]))
        raise SystemExit(0)

    def command_line(args: list[str]) -> int:
        pytest.fail(f"the game's command line was given {args}")

    monkeypatch.setattr(multiprocessing, "freeze_support", frozen_freeze_support)
    monkeypatch.setattr("game.cli.run", command_line)
    monkeypatch.setattr(sys, "argv", [str(ROOT / "empires"), *argv])
    with pytest.raises(SystemExit) as ended:
        runpy.run_path(str(ROOT / "game" / "__main__.py"), run_name="__main__")
    assert ended.value.code == 0 and seen == [argv]


def test_check_reads_a_save_in_a_helper_process(tmp_path: Path) -> None:
    path = tmp_path / "a long save.json"
    shutil.copy(SAVES / LONG, path)
    said: list[str] = []
    check._read_in_helper(path, "settlers", said.append)
    assert said and said[0].startswith("saves reader: a helper process read 'a long save.json'")


def test_check_fails_with_the_reason_when_no_helper_can_be_started(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "save.json"
    shutil.copy(SAVES / LONG, path)
    monkeypatch.setattr(save_index._Helper, "submit", lambda self, paths: None)
    with pytest.raises(check.CheckFailed, match="no helper process could be started"):
        check._read_in_helper(path, "settlers", lambda line: None)
