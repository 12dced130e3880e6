"""Screenshot scenes of the history screens, filled with a sample history."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def your_games(app: App) -> Scene:
    from game.history.sample import sample_records  # lazy: drawn only when its sample is asked for

    # lazy: drawn only when its sample is asked for
    from game.scenes.history.your_games import YourGamesScene

    scene = YourGamesScene(app, sample_records())
    return scene


SCENES: dict[str, Callable[[App], Scene]] = {"your-games": your_games}


@cache
def _played(game: str, options: tuple[tuple[str, Any], ...], seed: int) -> Any:
    """A whole game by the Easy level, played once per process (the screens only read it)."""
    from game.rules.registry import rules_class  # lazy: drawn only when its sample is asked for
    from game.selfplay import selfplay  # lazy: drawn only when its sample is asked for

    rules = rules_class(game).from_options(dict(options))
    return selfplay(rules, ["easy"] * rules.player_count, seed, think=0)


def replay(app: App) -> Scene:
    """An Eight-Minute Empire game of three computers, at its middle step."""
    from game.engine.savefile import to_save  # lazy: drawn only when its sample is asked for

    # lazy: drawn only when its sample is asked for
    from game.scenes.history.replay import ReplayScene

    names = ["Alexandra", "Boris", "Chloé"]
    match = _played("eight-minute", (("players", 3), ("names", tuple(names))), 11)
    meta = {
        "players": names,
        "seats": [{"kind": "human"}, {"kind": "computer", "level": "hard"}, {"kind": "human"}],
    }
    return ReplayScene(app, match, to_save(match, meta), at=len(match.steps) // 2)


SCENES["replay"] = replay


def daily_challenge(app: App) -> Scene:
    from datetime import date  # lazy: drawn only when its sample is asked for

    from game.history.sample import sample_daily  # lazy: drawn only when its sample is asked for

    # lazy: drawn only when its sample is asked for
    from game.scenes.history.daily import DailyScene

    day = date(2026, 11, 26)
    return DailyScene(app, sample_daily(day), day)


SCENES["daily"] = daily_challenge


def take_over_screen(app: App) -> Scene:
    from game.engine.match import Match  # lazy: drawn only when its sample is asked for

    # lazy: drawn only when its sample is asked for
    from game.scenes.history.take_over import TakeOverScene

    names = ["Alexandra", "Boris", "Chloé", "Dmitri"]
    match = _played("legends", (("players", 4),), 7)
    middle = Match(match.rules, match.seed, match.steps[: len(match.steps) // 2])
    seats = [{"kind": "human"}, {"kind": "computer", "level": "hard"}] * 2
    return TakeOverScene(app, middle, {"players": names, "seats": seats})


SCENES["take-over"] = take_over_screen


def take_over_redrawn(app: App) -> Scene:
    scene = take_over_screen(app)
    scene.hidden = 2  # type: ignore[attr-defined]  # redrawn as Chloé knew it
    return scene


SCENES["take-over-redrawn"] = take_over_redrawn
