"""A table's default seat name ("Player 1", in whatever language it was played) recorded in the
history names nobody: a new table in another language does not take it for its first player."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from game.scenes.history import hook


def test_default_names_in_every_language_are_placeholders() -> None:
    for name in ("Player 1", "Joueur 2", "Jugador 3", "Игрок 4"):
        assert hook.placeholder(name), name
    for name in ("Ada", "Player", "Player one", "1", "Игрок"):
        assert not hook.placeholder(name), name


def test_a_new_table_is_named_after_the_latest_real_person(monkeypatch: Any) -> None:
    seats = [SimpleNamespace(kind="human", name="Игрок 1"), SimpleNamespace(kind="computer")]
    monkeypatch.setattr(hook, "recent_profiles", lambda limit: ["Player 1", "Ada"][:limit])
    hook.name_from_history(seats)
    assert seats[0].name == "Ada"
    seats[0].name = "Игрок 1"
    monkeypatch.setattr(hook, "recent_profiles", lambda limit: ["Player 1"])
    hook.name_from_history(seats)
    assert seats[0].name == "Игрок 1"  # only a placeholder in the history: the table's own stays
