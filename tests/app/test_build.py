"""The one-folder executable builds once, is moved to another folder, and plays there: the
check through the screens, self-play and replay of each game, and each board drawn in another
language, all inside the moved bundle."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import paths
from game.version import version

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None, reason="pyinstaller is not installed"
    ),
]
BOARDS = {"eight-minute-board": "ru", "legends-board": "fr", "settlers-actions": "es"}


class Bundle:
    def __init__(self, folder: Path, cwd: Path, home: Path) -> None:
        self.folder = folder
        self.exe = folder / ("empires.exe" if os.name == "nt" else "empires")
        self.cwd = cwd
        self.env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "EMPIRES_HOME": str(home),
        }

    def start(self, *args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [str(self.exe), *args],
            cwd=self.cwd,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def run(self, *args: str) -> str:
        return finish(self.start(*args))


def finish(process: subprocess.Popen[str]) -> str:
    out, err = process.communicate(timeout=180)
    assert process.returncode == 0, f"{process.args}\n{out[-3000:]}\n{err[-3000:]}"
    return out


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bundle]:
    tmp = tmp_path_factory.mktemp("build")
    dist, work = tmp / "dist", tmp / "work"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(ROOT / "build" / "pyinstaller.spec"),
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            "--noconfirm",
            "--log-level",
            "WARN",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    moved = tmp / "somewhere else" / "Empires"  # a space in the path, as on many desktops
    moved.parent.mkdir()
    shutil.move(str(dist / "empires"), moved)
    shutil.rmtree(work)  # nothing may still be read from the build folders
    cwd = tmp / "cwd"
    cwd.mkdir()
    yield Bundle(moved, cwd, tmp / "home")


def test_the_moved_bundle_passes_the_check(bundle: Bundle) -> None:
    out = bundle.run("check", "--lang", "all")
    for game_id in ("eight-minute", "legends", "settlers"):
        assert f"{game_id}: saved as" in out
    assert "in en, fr, es, ru" in out and "check passed" in out
    # the Load screen's helper process is this executable again, started from the moved folder
    assert "saves reader: a helper process read" in out
    assert bundle.run("--version").strip() == f"empires {version()}"


def test_self_play_of_each_game_and_replay_of_a_save_written_inside(bundle: Bundle) -> None:
    saves = {
        "eight-minute": ["--players", "3", "--bots", "greedy,random,lookahead", "--seed", "7"],
        "legends": ["--players", "3", "--seed", "3"],
        "settlers": ["--players", "2", "--factions", "romans,japanese", "--seed", "5"],
    }
    running = {
        game_id: bundle.start(
            "selfplay", game_id, *args, "--json", "--save", str(bundle.folder / f"{game_id}.json")
        )
        for game_id, args in saves.items()
    }
    played = {game_id: finish(process) for game_id, process in running.items()}
    for game_id, report in played.items():
        assert json.loads(report)["winners"]
        replayed = bundle.run("replay", str(bundle.folder / f"{game_id}.json"), "--json")
        assert json.loads(replayed) == json.loads(report)  # the same game, folded from its save


def test_each_board_draws_in_another_language(bundle: Bundle) -> None:
    shots = {name: bundle.cwd / f"{name}.{lang}.png" for name, lang in BOARDS.items()}
    running = [
        bundle.start("screenshot", "--scene", name, "--lang", lang, "--size", "960x600", str(shot))
        for (name, lang), shot in zip(BOARDS.items(), shots.values(), strict=True)
    ]
    for process in running:
        finish(process)
    for shot in shots.values():
        assert shot.stat().st_size > 20_000  # a drawn board, not an empty frame


def test_the_bundle_holds_every_served_file_and_no_unused_locales(bundle: Bundle) -> None:
    internal = bundle.folder / "_internal"
    checkout = paths.package_root().parent
    for source, dest in paths.bundle_data(checkout):
        src = Path(source)
        files = [src] if src.is_file() else [f for f in src.rglob("*") if f.is_file()]
        base = src.parent if src.is_file() else src
        for f in files:
            assert (internal / dest / f.relative_to(base)).is_file(), f
    babel = sorted(p.stem for p in (internal / "babel" / "locale-data").glob("*.dat"))
    assert babel == ["en", "es", "fr", "root", "ru"]
    for tool in ("pytest", "PyInstaller", "hypothesis", "tests"):
        assert not (internal / tool).exists(), tool
