"""Run every benchmark (`benchmarks/bench_*.py`, each with a `main()`), or the ones named.

    uv run python benchmarks/run.py                 # all
    uv run python benchmarks/run.py eight_minute    # only bench_eight_minute.py

Targets are printed beside the figures; speed targets live here, never in unit tests.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(HERE.parent))
    wanted = set(argv)
    for path in sorted(HERE.glob("bench_*.py")):
        name = path.stem.removeprefix("bench_")
        if wanted and name not in wanted:
            continue
        print(f"== {name}", flush=True)
        load(path).main()
    return 0


def load(path: Path) -> ModuleType:
    """The benchmark module at `path`, registered under its name before it runs: a dataclass
    looks its module up in `sys.modules` (bench_strength's Target did not load without it)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
