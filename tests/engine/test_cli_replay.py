"""`empires replay` on a bad file: a translated reason, exit code 1 (a refused file), and the file untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.cli import run


@pytest.fixture(autouse=True)
def keep_language() -> object:
    """The CLI switches the process's language; later tests in this worker expect it back."""
    before = i18n.current_language()
    yield
    i18n.set_language(before)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fr_FR.UTF-8", "La sauvegarde est vide."),
        ("ru_RU.UTF-8", "Файл сохранения пуст."),
        ("C", "The save file is empty."),
    ],
)
def test_replay_of_an_empty_file_says_why_in_the_users_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    expected: str,
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", lang)
    path = tmp_path / "empty.json"
    path.write_text("", encoding="utf-8")
    assert run(["replay", str(path)]) == 1
    assert capsys.readouterr().err.strip() == f"empires: {expected}"
    assert path.read_text(encoding="utf-8") == ""
