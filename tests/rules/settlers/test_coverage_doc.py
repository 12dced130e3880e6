"""RULES_COVERAGE.md names real tests: every `file::test` (and `::test` of the same row's file)
it cites exists, so the checklist cannot drift from the suite."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).parent
CITE = re.compile(r"`(test_\w+)?::(test_\w+)(?:\[[^\]]*\])?`|`(test_\w+)::\*`")


def _tests_in(module: str) -> set[str]:
    tree = ast.parse((HERE / f"{module}.py").read_text(encoding="utf-8"))
    return {
        n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test")
    }


def test_every_test_the_checklist_cites_exists() -> None:
    text = (HERE / "RULES_COVERAGE.md").read_text(encoding="utf-8")
    cited = 0
    for line in text.splitlines():
        module = ""
        for match in CITE.finditer(line):
            if match.group(3):
                assert (HERE / f"{match.group(3)}.py").exists(), line
                continue
            module = match.group(1) or module
            assert module, f"no file named before {match.group(2)!r} in: {line}"
            assert match.group(2) in _tests_in(module), f"{module}::{match.group(2)} is not a test"
            cited += 1
    assert cited > 150
