"""The rules of a game at a table of a given size, as the AI tests build them."""

from __future__ import annotations

from typing import Any

from game.rules import registry


def rules_for(game: str, players: int) -> Any:
    return registry.rules_class(game).from_options({"players": players})
