"""`benchmarks/run.py` loads each benchmark from its file: every one must load that way and
offer the `main()` the runner calls (the strength benchmark once failed to load there only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import run


@pytest.mark.parametrize("path", sorted(run.HERE.glob("bench_*.py")), ids=lambda p: p.stem)
def test_the_runner_loads_every_benchmark(path: Path) -> None:
    module = run.load(path)
    assert module.__name__ == path.stem
    assert callable(module.main)
