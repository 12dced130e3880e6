"""The one-folder executable builds, and runs from a folder it was moved to."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(
    importlib.util.find_spec("PyInstaller") is None, reason="pyinstaller is not installed"
)
def test_built_app_starts_from_another_folder(tmp_path: Path) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
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
    moved = tmp_path / "somewhere else" / "Empires"
    moved.parent.mkdir()
    shutil.move(str(dist / "empires"), moved)
    exe = moved / ("empires.exe" if os.name == "nt" else "empires")
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "EMPIRES_HOME": str(tmp_path / "home"),
    }
    smoke = subprocess.run(
        [str(exe), "--smoke"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120
    )
    assert smoke.returncode == 0, smoke.stderr[-3000:]
    # the bundle finds its fonts, catalogues and rules: a Russian rules page renders
    shot = elsewhere / "rules.png"
    run = subprocess.run(
        [
            str(exe),
            "screenshot",
            "--scene",
            "rules",
            "--lang",
            "ru",
            "--size",
            "640x360",
            str(shot),
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert shot.stat().st_size > 1000
