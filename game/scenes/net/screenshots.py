"""Sample network screens for `empires screenshot` (no server is started for them)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.net import protocol as p

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def _host(app: App) -> Scene:
    from game.scenes.net.host import HostScene  # lazy: drawn only when its sample is asked for

    return HostScene(app)


def _host_shared(app: App) -> Scene:
    from game.scenes.net.host import SHARED, HostScene  # lazy, as above

    return HostScene(app, SHARED, server="play.example.org", away_delay=86400)


def _join(app: App) -> Scene:
    from game.scenes.net.join import JoinScene  # lazy: drawn only when its sample is asked for

    scene = JoinScene(app, "192.168.1.20:8765", "K7MX2Q")
    scene.url = "ws://192.168.1.20:8765"
    scene.lobby = p.Lobby(
        game="eight-minute",
        options={"players": 4, "names": ["Ada", "Boris", "", "Chloé"]},
        seats=["taken", "open", "normal", "open"],
    )
    return scene


class _Quiet:
    """A link that never hears anything: the sample lobby shows seats as set here."""

    url = "ws://192.168.1.20:8765"

    def drain(self) -> list[object]:
        return []

    def send(self, message: object) -> None:
        pass

    def close(self) -> None:
        pass


def _lobby(app: App) -> Scene:
    # lazy: drawn only when its sample is asked for
    from game.net.remote import NetMatch, SeatFeed
    from game.scenes.net.lobby import LobbyScene

    options = {"players": 5, "names": ["Ada", "Boris", "Chloé", "Dmitri", "Eve"]}
    match = NetMatch("eight-minute", options, [SeatFeed(_Quiet(), 0)])  # type: ignore[arg-type]
    match.labels = ["taken", "open", "taken", "taken", "normal"]
    match.connected = [True, False, True, False, False]
    match.people = [True, True, True, True, False]
    match.code, match.url = "K7MX2Q", _Quiet.url  # type: ignore[attr-defined]
    match.hosted = None  # type: ignore[attr-defined]
    # Chloé, playing elsewhere, proposes a day before an absent seat is handed over
    match.away_delay = 300
    match.delay_vote = p.DelayVote(seconds=86400, by=2, agreed=[2], waiting=[0])
    scene = LobbyScene(app, match)
    scene.host_view = True
    return scene


def _lobby_shared(app: App) -> Scene:
    """A player's lobby on a shared server: an absent seat may be handed to a computer once it
    has been away the day the game chose; another is played by a computer already."""
    from game.net.remote import NetMatch, SeatFeed  # lazy, as above
    from game.scenes.net.lobby import LobbyScene  # lazy, as above

    options = {"players": 4, "seats": ["Ada", "Boris", "Chloé", "Dmitri"]}
    match = NetMatch("settlers", options, [SeatFeed(_Quiet(), 1)])  # type: ignore[arg-type]
    match.names = ["Ada", "Boris", "Chloé", "Dmitri"]
    match.labels = ["taken", "taken", "hard", "taken"]
    match.connected = [False, True, False, False]
    match.people = [True, True, True, True]
    match.away, match.hand_over_after, match.may_take_back = [90000, -1, 7200, 3600], 86400, True
    match.away_delay = 86400
    match.dedicated = True
    match._told = time.monotonic()
    match.code, match.url = "K7MX2Q", "ws://play.example.org:8765"  # type: ignore[attr-defined]
    match.hosted = None  # type: ignore[attr-defined]
    scene = LobbyScene(app, match)
    scene.level = "normal"
    return scene


def _games(app: App) -> Scene:
    # lazy: drawn only when its sample is asked for
    from game.net.client import SeatKey
    from game.scenes.net.games import NetGamesScene

    url = "ws://192.168.1.20:8765"
    token = "x" * 43
    found = [
        (SeatKey(url, "a1b2c3d4e5", 1, token, "eight-minute"), _status("eight-minute", 1, [1])),
        (SeatKey(url, "f6a7b8c9d0", 0, token, "legends"), _status("legends", 0, [2])),
        (SeatKey("ws://example.org:8765", "0a1b2c3d4e", 2, token, "settlers"), None),
    ]
    return NetGamesScene(app, found)


def _status(game: str, seat: int, waiting: list[int]) -> p.Status:
    return p.Status(
        game_id="a1b2c3d4e5", game=game, seat=seat, step=12, waiting=waiting, over=False, seats=[]
    )


SCENES: dict[str, Callable[[App], Scene]] = {
    "net-games": _games,
    "net-host": _host,
    "net-host-shared": _host_shared,
    "net-join": _join,
    "net-lobby": _lobby,
    "net-lobby-shared": _lobby_shared,
}
