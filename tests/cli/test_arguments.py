"""Bad input on the command line: each case ends with one line of reason on stderr, no
traceback, and the documented exit status (2: an argument that cannot be used; 1: a file that
is refused or cannot be written). Arguments are all checked before the first move."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game import cli_checks
from game.cli import run
from game.engine.match import Match
from tests.robustness.saves import random_match, save_json

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_move(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Any command submitted is recorded: a refused argument must come before the first."""
    made: list[Any] = []
    original = Match.submit

    def submit(self: Match, command: Any) -> Any:
        made.append(command)
        return original(self, command)

    monkeypatch.setattr(Match, "submit", submit)
    return made


def one_line_reason(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err and lines[0].startswith("empires: "), err
    return lines[0]


USAGE_CASES = {
    "legends one player": (["selfplay", "legends", "--players", "1"], "2 to 4"),
    "settlers martians": (["selfplay", "settlers", "--factions", "martians"], "martians"),
    "eight-minute six players": (["selfplay", "eight-minute", "--players", "6"], "2 to 5"),
    "unknown bot": (["selfplay", "eight-minute", "--bots", "bogus"], "bogus"),
    "too many bots": (["selfplay", "legends", "--players", "2", "--bots", "easy,easy,hard"], "3"),
    "negative think": (["selfplay", "settlers", "--think", "-1"], "--think"),
    "endless think": (["selfplay", "settlers", "--think", "inf"], "--think"),
    "huge seed": (["selfplay", "settlers", "--seed", str(10**40)], "--seed"),
    "save under proc": (
        ["selfplay", "eight-minute", "--save", "/proc/empires-nowhere/game.json"],
        "/proc/empires-nowhere/game.json",
    ),
}


@pytest.mark.parametrize("case", list(USAGE_CASES))
def test_a_bad_argument_is_refused_before_the_first_move(
    case: str, capsys: pytest.CaptureFixture[str], no_move: list[Any]
) -> None:
    argv, quoted = USAGE_CASES[case]
    assert run([*argv, "--seed", "1"] if "--seed" not in argv else argv) == cli_checks.USAGE
    out, err = capsys.readouterr()
    assert quoted in one_line_reason(err) and out == ""
    assert no_move == []


def test_a_folder_given_as_save_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_move: list[Any]
) -> None:
    argv = ["selfplay", "eight-minute", "--seed", "1", "--save", str(tmp_path)]
    assert run(argv) == cli_checks.USAGE
    assert "folder" in one_line_reason(capsys.readouterr().err) and no_move == []


def test_a_save_that_fails_after_the_game_says_why_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    import game.selfplay

    def full(*_args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(game.selfplay, "save_match", full)
    argv = ["selfplay", "eight-minute", "--players", "2", "--bots", "random", "--seed", "3"]
    assert run([*argv, "--save", str(tmp_path / "g.json")]) == cli_checks.REFUSED
    assert "No space left" in one_line_reason(capsys.readouterr().err)


def test_the_seat_of_empires_log_is_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    path.write_text(save_json("eight-minute"))
    assert run(["log", str(path), "--seat", "9"]) == cli_checks.USAGE
    assert "1 to 3" in one_line_reason(capsys.readouterr().err)


def test_a_locale_name_is_its_language_and_an_unknown_one_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    path.write_text(save_json("eight-minute"))
    assert run(["log", str(path), "--lang", "ru_RU"]) == 0
    assert "Подготовка" in capsys.readouterr().out
    assert run(["log", str(path), "--lang", "xx"]) == 0
    out, err = capsys.readouterr()
    assert "xx" in one_line_reason(err) and "English" in err and "Set-up" in out


def test_replay_of_an_unfinished_legends_game_names_no_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    path.write_text(save_json("legends"))
    assert run(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "winner:" not in out
    assert "(the game is not over: scores so far)" in out and "leading: " in out


def test_replay_of_a_finished_legends_game_names_the_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.engine.savefile import save_match

    match = random_match("legends", 4, 100_000)
    assert match.is_over
    save_match(match, tmp_path / "g.json")
    assert run(["replay", str(tmp_path / "g.json")]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("winner: ") and len(last) > len("winner: ")


@pytest.mark.parametrize(
    ("argv", "status"),
    [(["selfplay", "legends", "--players", "1"], 2), (["replay", "{save}"], 1)],
)
def test_the_real_process_prints_no_traceback(tmp_path: Path, argv: list[str], status: int) -> None:
    raw = json.loads(save_json("settlers"))
    raw["format_version"] = True
    save = tmp_path / "bad.json"
    save.write_text(json.dumps(raw))
    done = subprocess.run(
        [sys.executable, "-m", "game", *(a.replace("{save}", str(save)) for a in argv)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == status
    one_line_reason(done.stderr)


def test_screenshot_takes_a_locale_name_and_refuses_an_unknown_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "menu.png"
    assert (
        run(["screenshot", "--scene", "menu", "--lang", "ru_RU", "--size", "960x600", str(out)])
        == 0
    )
    assert out.is_file()
    capsys.readouterr()
    bad = tmp_path / "bad.png"
    assert run(["screenshot", "--scene", "menu", "--lang", "xx", str(bad)]) == cli_checks.USAGE
    assert "xx" in one_line_reason(capsys.readouterr().err) and not bad.exists()
