"""The engine, rules and bots never import pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_engine_rules_and_ai_do_not_import_pygame() -> None:
    modules = ["game.engine.match", "game.engine.savefile", "game.engine.board", "game.ai.bots"]
    modules += [
        f"game.rules.{p.name}"
        for p in (ROOT / "game" / "rules").iterdir()
        if p.is_dir() and (p / "__init__.py").exists()
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "    assert 'pygame' not in sys.modules, m\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_no_source_file_under_the_engine_mentions_pygame_imports() -> None:
    for folder in ("engine", "rules", "ai"):
        for path in (ROOT / "game" / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "import pygame" not in text and "from pygame" not in text, path
