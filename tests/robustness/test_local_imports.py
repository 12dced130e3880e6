"""Imports sit at the top of the screens' and widgets' modules, where they show how the modules
lean on each other; one inside a function needs a comment saying why (on its line, or on the
line above it or above the imports it opens)."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
CHECKED = ("scenes", "ui")


def unexplained(path: Path) -> list[int]:
    """The lines of imports inside functions that no comment explains."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for func in ast.walk(ast.parse("\n".join(lines))):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(func):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            row = node.lineno - 1
            while row > 0 and lines[row - 1].lstrip().startswith(("from ", "import ")):
                row -= 1  # the comment may stand above a group of imports
            said = "#" in lines[node.lineno - 1] or lines[row - 1].lstrip().startswith("#")
            if not said:
                out.append(node.lineno)
    return out


def test_imports_inside_functions_say_why() -> None:
    found = {
        str(p.relative_to(GAME.parent)): rows
        for folder in CHECKED
        for p in sorted((GAME / folder).rglob("*.py"))
        if (rows := unexplained(p))
    }
    assert not found, f"imports inside functions with no comment saying why: {found}"


def test_an_unexplained_import_is_found(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "def f():\n    import os\n    return os\n\n"
        "def g():\n    # heavy: only this screen needs it\n    import json\n    return json\n"
    )
    assert unexplained(module) == [2]
