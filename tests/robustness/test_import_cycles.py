"""No two modules of `game` import each other, directly or round a circle.

Read with `ast`, not by importing: every import a module makes when it loads counts, those
under `if TYPE_CHECKING:` included (they say how the modules lean on each other even where
Python never runs them); imports inside functions do not count, and a comment must say why
each one is there (see test_local_imports.py)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def load_time_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports run when the module loads: at its top, in its `if`, `try` and `with`
    blocks and its class bodies, never inside a function."""
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If | ast.Try | ast.With | ast.ClassDef):
            for field in ("body", "orelse", "finalbody", "handlers"):
                todo.extend(getattr(node, field, []))
        elif isinstance(node, ast.ExceptHandler):
            todo.extend(node.body)


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in GAME.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in load_time_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                # `from game.x import y` names the module game.x.y when there is one
                targets = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                    for a in node.names
                ]
            graph[name] |= {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_graph_sees_real_imports() -> None:
    graph = import_graph()
    assert "game.engine.match" in graph["game.scenes.table.clicks"]
    assert "game.rules.legends.report" in graph["game.rules.legends.rules"]


def test_no_import_cycle_among_game_modules() -> None:
    found = cycles(import_graph())
    assert not found, "modules that import each other: " + "; ".join(
        " ↔ ".join(group) for group in found
    )


def test_a_circle_is_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
