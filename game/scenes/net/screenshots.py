"""Sample network screens for `empires screenshot` (no server is started for them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.net import protocol as p

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def _host(app: App) -> Scene:
    from game.scenes.net.host import HostScene

    return HostScene(app)


def _join(app: App) -> Scene:
    from game.scenes.net.join import JoinScene

    scene = JoinScene(app, "192.168.1.20:8765", "K7MX2Q")
    scene.url = "ws://192.168.1.20:8765"
    scene.lobby = p.Lobby(
        game="eight-minute",
        options={"players": 4, "names": ["Ada", "Boris", "", "Chloé"]},
        seats=["taken", "open", "normal", "open"],
    )
    return scene


SCENES: dict[str, Callable[[App], Scene]] = {"net-host": _host, "net-join": _join}
