"""Screenshot scenes of the history screens, filled with a sample history."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def your_games(app: App) -> Scene:
    from game.history.sample import sample_records
    from game.scenes.history.your_games import YourGamesScene

    scene = YourGamesScene(app, sample_records())
    return scene


SCENES: dict[str, Callable[[App], Scene]] = {"your-games": your_games}
