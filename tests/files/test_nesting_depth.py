"""The depth scan that guards every JSON read counts brackets outside strings only, as a
plain character-by-character reading of the text does, on any text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.bounded import nesting_depth


def reference_depth(text: str) -> int:
    """Brackets outside strings; a string is a quote to the next unescaped quote (a quote never
    closed is no string: its brackets count, as they would for a reader that gives up on it)."""
    depth = deepest = 0
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j < len(text):
                i = j + 1
                continue
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
        i += 1
    return deepest


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet='[]{}"\\ab,:', max_size=60))
def test_the_depth_is_that_of_a_plain_reading(text: str) -> None:
    assert nesting_depth(text) == reference_depth(text)


def test_brackets_inside_names_are_not_nesting() -> None:
    assert nesting_depth('{"players": ["[[[[", "}}}", "\\"[["]}') == 2
    assert nesting_depth("[" * 100_000 + "]" * 100_000) == 100_000
    assert nesting_depth('"[[["') == 0 and nesting_depth("") == 0
