"""The one-folder bundle: its size, its file count and start to first menu frame.

    uv run python benchmarks/bench_bundle.py                     # builds into a temporary folder
    uv run python benchmarks/bench_bundle.py build/out/empires   # measures a bundle already built

Targets: at most 60 MB, start to first menu frame at most 1.0 s. The start is the wall time
of `empires --smoke` (start, draw the menu once, exit), median of several runs; the CPU time
beside it does not depend on what else the machine is doing.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZE_TARGET_MB = 60.0
START_TARGET_S = 1.0
RUNS = 7


def build(into: Path) -> tuple[Path, float]:
    """Build with the README's command into `into`; the bundle folder and the build time."""
    checkout = Path.cwd()
    began = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(checkout / "build" / "pyinstaller.spec"),
            "--distpath",
            str(into / "dist"),
            "--workpath",
            str(into / "work"),
            "--noconfirm",
            "--log-level",
            "ERROR",
        ],
        check=True,
        cwd=checkout,
        capture_output=True,  # PyInstaller's banner would bury the figures
    )
    return into / "dist" / "empires", time.perf_counter() - began


def size_and_files(folder: Path) -> tuple[float, int]:
    files = [f for f in folder.rglob("*") if f.is_file() and not f.is_symlink()]
    return sum(f.stat().st_size for f in files) / 1e6, len(files)


def start_to_first_frame(folder: Path, runs: int = RUNS) -> tuple[float, float]:
    """Median wall and CPU seconds of `empires --smoke`."""
    exe = folder / ("empires.exe" if os.name == "nt" else "empires")
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "EMPIRES_HOME": home,
        }
        for _ in range(runs):
            before = _children_cpu()
            began = time.perf_counter()
            subprocess.run([str(exe), "--smoke"], env=env, check=True, cwd=home)
            walls.append(time.perf_counter() - began)
            cpus.append(_children_cpu() - before)
    return statistics.median(walls), statistics.median(cpus)


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows: no rusage, the CPU column reads 0
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(bundle: Path | None = None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder, built = (bundle, None) if bundle is not None else build(Path(tmp))
        size, count = size_and_files(folder)
        wall, cpu = start_to_first_frame(folder)
    if built is not None:
        print(f"build: {built:.0f} s")
    print(f"bundle size: {size:.1f} MB (target <= {SIZE_TARGET_MB:.0f} MB), {count} files")
    print(
        f"start to first menu frame (bundle --smoke): {wall:.2f} s wall, {cpu:.2f} s CPU "
        f"(target <= {START_TARGET_S} s)"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else None)
