"""Type-check the game as part of the suite (CI runs exactly `uv run pytest`): strict on the
engine and the rules, basic on the rest, with the config in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--hide-error-context"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_module_let_off_still_exists_and_the_engine_never_is() -> None:
    """The lists of modules not yet clean only shrink: a renamed or deleted module must leave
    them, and nothing in the engine, the rules or the bots may join them."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    relaxed = [
        name
        for section in config["overrides"]
        if section.get("ignore_errors") or section.get("disallow_untyped_defs") is False
        for name in section["module"]
    ]
    assert relaxed
    for name in relaxed:
        assert not name.startswith(("game.engine", "game.rules", "game.ai")), name
        where = ROOT / name.removesuffix(".*").replace(".", "/")
        assert where.with_suffix(".py").is_file() or (where / "__init__.py").is_file(), name
