"""Memory while a board is drag-resized between 720p and 4K (target: the process stays under
200 MB at the end and at its peak).

A board scene (Legends by default, the largest) is shown headless in a window that grows and
shrinks between 1280×720 and 3840×2160 a few dozen pixels a frame, as a dragged window edge
does, for `--seconds` (a minute by default). The process's resident memory (Linux /proc) is
printed at the start, at its end and at its peak (the kernel's high-water mark), with the
surfaces still alive grouped by size, so what holds memory at window size is seen at once.

    uv run python benchmarks/bench_memory.py [--scene legends-board] [--seconds 60] [--window]

Headless, the window is a plain surface, let go before the new one is made as SDL does with a
window's. `--window` resizes a real window (under Xvfb, e.g. `Xvfb :98 -screen 0
3840x2160x24` and DISPLAY=:98); there the resident figure also counts the display's shared
libraries and buffers, so the private memory (RssAnon) is printed beside it. The game shows
its window from the window's own surface (game/ui/process_memory.py); with
`SDL_FRAMEBUFFER_ACCELERATION=1` in the environment SDL's GL texture path is measured instead.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import time
from collections import Counter
from pathlib import Path

MB = 1024 * 1024
TARGET_MB = 200
SMALL = (1280, 720)
LARGE = (3840, 2160)
LAP = 120  # frames of a drag from 720p to 4K


def _status(field: str) -> int:
    """A /proc/self/status figure in bytes (0 where there is no /proc)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def rss() -> int:
    return _status("VmRSS")


def peak() -> int:
    return _status("VmHWM")


def reset_peak() -> None:
    """Start the high-water mark again from now (Linux 4.0+), so set-up does not count."""
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def surfaces_alive() -> dict[str, int]:
    """Bytes of the pygame surfaces the program still reaches, by size and holder: surfaces
    are not followed by the garbage collector, so they are found among the referents of what
    it follows (an attribute, a list, a cache) and named by that holder's class."""
    import pygame

    seen: set[int] = set()
    held: Counter[str] = Counter()
    for obj in gc.get_objects():
        for ref in gc.get_referents(obj):
            if isinstance(ref, pygame.Surface) and id(ref) not in seen:
                seen.add(id(ref))
                try:
                    w, h = ref.get_size()
                    size = ref.get_pitch() * h
                except pygame.error:
                    continue
                holder = type(obj).__qualname__
                if isinstance(obj, dict):
                    owners = [o for o in gc.get_referrers(obj) if hasattr(o, "__dict__")]
                    owners = [o for o in owners if getattr(o, "__dict__", None) is obj]
                    if owners:
                        holder = type(owners[0]).__module__ + "." + type(owners[0]).__qualname__
                held[f"{w}x{h} in {holder}"] += size
    return dict(held)


def drag_sizes(frames: int) -> list[tuple[int, int]]:
    """A dragged corner going from 720p to 4K and back, a few dozen pixels a frame."""
    out = []
    lap = LAP
    for i in range(frames):
        phase = i % (2 * lap)
        t = phase / lap if phase < lap else 2 - phase / lap
        out.append(
            (
                round(SMALL[0] + (LARGE[0] - SMALL[0]) * t),
                round(SMALL[1] + (LARGE[1] - SMALL[1]) * t),
            )
        )
    return out


def run(scene_name: str, seconds: float, window: bool) -> dict[str, float]:
    if not window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.screenshot import all_scenes
    from game.settings import Settings

    pygame.init()
    app = App(
        SMALL,
        surface=None if window else pygame.Surface(SMALL),
        settings=Settings(language="en", animation_speed="instant"),
        persist_settings=False,
        catch_errors=False,
    )

    def resize(size: tuple[int, int]) -> None:
        if window:  # as a dragged edge does: the system resizes, the window follows
            pygame.display.set_mode(size, pygame.RESIZABLE)
        else:  # SDL frees a window's old surface before it makes the new one: so here
            app.surface = pygame.Surface((1, 1))
        app.resize(size)

    app.manager.push(all_scenes()[scene_name](app))
    app.step(1 / 60, events=[])
    gc.collect()
    start = rss()
    reset_peak()
    began = time.perf_counter()
    frames = 0
    sizes = drag_sizes(100_000)
    # a minute, and at least one whole way from 720p to 4K and back (a busy machine draws few
    # frames a second while every image is made again at each size)
    while time.perf_counter() - began < seconds or frames < LAP * 2:
        resize(sizes[frames])
        app.step(1 / 60, events=[])
        frames += 1
    gc.collect()
    end_small = rss()
    resize(LARGE)
    app.step(1 / 60, events=[])
    gc.collect()
    at_4k = rss()
    alive = surfaces_alive()
    took = time.perf_counter() - began
    where = "a window" if window else "headless"
    print(f"{scene_name} ({where}): {frames} frames of drag-resizing in {took:.0f} s")
    print("surfaces still alive at 4K, largest first (size: MB):")
    for where, held in sorted(alive.items(), key=lambda kv: -kv[1])[:12]:
        print(f"  {where}: {held / MB:.1f}")
    print(f"  all: {sum(alive.values()) / MB:.1f} MB")
    print(
        f"at 4K: private (RssAnon) {_status('RssAnon') / MB:.0f} MB, shared memory "
        f"(RssShmem) {_status('RssShmem') / MB:.0f} MB, files (RssFile) "
        f"{_status('RssFile') / MB:.0f} MB"
    )
    return {
        "start": start / MB,
        "end": end_small / MB,
        "end at 4K": at_4k / MB,
        "peak": max(peak(), at_4k) / MB,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scene", default="legends-board")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument(
        "--window", action="store_true", help="a real window (needs a display, e.g. Xvfb)"
    )
    args = parser.parse_args([] if argv is None else argv)
    figures = run(args.scene, args.seconds, args.window)
    for name, value in figures.items():
        verdict = "" if name == "start" else (" ok" if value <= TARGET_MB else " ABOVE TARGET")
        print(f"resident memory, {name}: {value:.0f} MB (target <= {TARGET_MB}){verdict}")


if __name__ == "__main__":
    main(sys.argv[1:])
