""" "What can I do now?" for `empires screenshot`: each game's table mid-game with the panel
open over it, after a click the rules refused (so its reason shows too).

The tables are imported when a picture is asked for, so listing the scenes stays cheap."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.scenes.table.sample_cache import kept
from game.scenes.table.what_now import WhatNowPanel

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def over(app: App, table: Any, refused: tuple[Any, ...] | None) -> Scene:
    """The panel over `table` (pushed first), after a refused click on `refused`."""
    if app.manager.top is not table:
        app.manager.push(table)
    seat = table.what_now.seat()
    if seat is not None and refused is not None:
        table.clicks.refuse(seat, (refused,))
    return WhatNowPanel(app, table.what_now)


def _area(app: App, package: str) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    import importlib

    sample = importlib.import_module(f"game.scenes.{package}.sample")
    board_module = importlib.import_module(f"game.scenes.{package}.board")
    table = board_module.BoardScene(app, kept(sample.mid_game_move, 3))
    app.manager.push(table)  # laid out: its map is known
    clickable = {t[1] for t in (*table.targets().one, *table.targets().two) if t[0] == "region"}
    regions = table.view.board.regions if table.view is not None else {}
    idle = next((rid for rid in sorted(regions) if rid not in clickable), None)
    return over(app, table, None if idle is None else ("region", idle))


def _settlers(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    table = TableScene(app, sample.mid_game())
    return over(app, table, ("deck", "faction"))


def _settlers_lookout(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    return over(app, TableScene(app, sample.lookout()), ("button", "pass"))


SCENES: dict[str, Callable[[App], Scene]] = {
    "what-now-eight-minute": lambda app: _area(app, "eight_minute"),
    "what-now-legends": lambda app: _area(app, "legends"),
    "what-now-settlers": _settlers,
    "what-now-settlers-lookout": _settlers_lookout,
}
