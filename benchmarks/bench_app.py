"""App timings: process start to the first drawn menu frame (targets ≤ 0.5 s with bytecode
cached, ≤ 1 s compiling every module) and the time of
one menu frame at 1920×1080 (target ≤ 4 ms).

    uv run python benchmarks/bench_app.py
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

START_TARGET_S = 1.0  # every module compiled at start (no bytecode cached)
CACHED_TARGET_S = 0.5
FRAME_TARGET_MS = 4.0


def _env(home: str, pycache: str | None = None) -> dict[str, str]:
    """The app's environment; with `pycache`, bytecode is read from and written to that folder
    (a start with bytecode cached), else every start compiles every module, as under
    PYTHONDONTWRITEBYTECODE with no bytecode beside the sources."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "EMPIRES_HOME": home,
    }
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = pycache
    return env


APP_ONLY = "from game.app import main; main(smoke=True)"


def start_to_first_frame(
    command: list[str], runs: int = 5, cached: bool = False
) -> tuple[float, float]:
    """Median wall time and median CPU time (user + system) of a process that starts, draws
    the menu once and exits; `cached`: with the bytecode of every module already compiled (by
    one start not counted). On a shared machine the wall time waits for a core as long as it
    works; the CPU time is what the start itself costs."""
    times, cpu = [], []
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as pycache:
        env = _env(home, pycache if cached else None)
        if cached:
            subprocess.run([sys.executable, *command], env=env, check=True)
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            began = time.perf_counter()
            subprocess.run([sys.executable, *command], env=env, check=True)
            times.append(time.perf_counter() - began)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(times), statistics.median(cpu)


def menu_frame_ms(frames: int = 300) -> tuple[float, float]:
    """Mean and 95th percentile of one menu frame (update + draw) at 1920×1080."""
    with tempfile.TemporaryDirectory() as home:
        os.environ.update(_env(home))
        import pygame

        from game.app import App
        from game.settings import Settings

        pygame.init()
        size = (1920, 1080)
        app = App(
            size,
            surface=pygame.Surface(size),
            settings=Settings(language="fr"),
            persist_settings=False,
        )
        app.start()
        app.step(1 / 60, events=[])  # first frame builds the caches
        times = []
        for _ in range(frames):
            began = time.perf_counter()
            app.step(1 / 60, events=[])
            times.append((time.perf_counter() - began) * 1000)
        times.sort()
        return statistics.fmean(times), times[int(len(times) * 0.95)]


def main() -> None:
    full = start_to_first_frame(["-m", "game", "--smoke"])
    cached = start_to_first_frame(["-m", "game", "--smoke"], cached=True)
    app_only = start_to_first_frame(["-c", APP_ONLY])
    mean, p95 = menu_frame_ms()
    print(
        f"start to first menu frame (empires --smoke): {full[0]:.2f} s, "
        f"CPU {full[1]:.2f} s (target <= {START_TARGET_S} s)"
    )
    print(
        "start to first menu frame (empires --smoke, bytecode cached): "
        f"{cached[0]:.2f} s, CPU {cached[1]:.2f} s (target <= {CACHED_TARGET_S} s)"
    )
    print(
        f"start to first menu frame (game.app alone): {app_only[0]:.2f} s, CPU {app_only[1]:.2f} s"
    )
    print(
        f"menu frame at 1920x1080: mean {mean:.2f} ms, p95 {p95:.2f} ms (target <= {FRAME_TARGET_MS} ms)"
    )


if __name__ == "__main__":
    main()
