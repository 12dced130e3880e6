"""A new save's name comes from words a player chose (a profile, a game's title): it stays a
name in the saves folder, and never replaces a save already there."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from game.engine.savefile import MAX_NAME_TRIES, free_save_path
from game.history import daily
from game.scenes.history.daily import write_challenge


def test_a_name_with_separators_stays_in_its_folder(tmp_path: Path) -> None:
    path = free_save_path(tmp_path, "../../etc/passwd")
    assert path.parent == tmp_path
    assert "/" not in path.name and path.suffix == ".json"


def test_taken_names_get_a_number_and_the_search_is_bounded(tmp_path: Path) -> None:
    (tmp_path / "Game.json").write_text("{}")
    assert free_save_path(tmp_path, "Game").name == "Game (2).json"
    for n in range(2, MAX_NAME_TRIES + 1):
        (tmp_path / f"Game ({n}).json").write_text("{}")
    with pytest.raises(FileExistsError):
        free_save_path(tmp_path, "Game")


def test_a_daily_challenge_for_a_profile_named_with_a_slash_saves_in_the_folder(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    ch = daily.challenge("eight-minute", date(2026, 11, 26))
    path = write_challenge(ch, "Ann/../../x", folder)
    assert path.parent == folder and path.is_file()
    assert [p.name for p in folder.iterdir()] == [path.name]
