"""The command line switches the process's language: each test gets it back afterwards, and
runs with an English system locale unless it sets another."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def english_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    before = i18n.current_language()
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    i18n.set_language(before)
