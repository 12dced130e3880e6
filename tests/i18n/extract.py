"""Find every translatable literal in `game/`: `_("...")`, `N_("...")`, `ngettext("...", "...", n)`."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
MARKERS = {"_", "N_"}
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class Literal:
    msgid: str
    plural: str | None
    where: str


def literals_in(path: Path) -> list[Literal]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[Literal] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = (
            func.id
            if isinstance(func, ast.Name)
            else func.attr
            if isinstance(func, ast.Attribute)
            else None
        )
        args = node.args
        where = f"{path.relative_to(ROOT)}:{node.lineno}"
        if (
            name in MARKERS
            and args
            and isinstance(args[0], ast.Constant)
            and isinstance(args[0].value, str)
        ):
            found.append(Literal(args[0].value, None, where))
        elif (
            name == "ngettext"
            and len(args) >= 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2])
        ):
            found.append(Literal(args[0].value, args[1].value, where))  # type: ignore[union-attr]
    return found


def all_literals(paths: list[Path] | None = None) -> list[Literal]:
    files = paths if paths is not None else sorted(GAME.rglob("*.py"))
    out: list[Literal] = []
    for path in files:
        out.extend(literals_in(path))
    return out


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
