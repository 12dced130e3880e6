"""A network game shows the players' names chosen on the New game screen, in every game: in
Legends, whose options carry no names, they travel with the game on the server (and come back
with it after a restart of the table)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.app import App
from game.net import embedded
from game.scenes.net.join import JoinScene
from game.scenes.net.lobby import LobbyScene
from tests.net.test_screens import _server, frames, join_game, network_match
from tests.scenes.conftest import make_app

__all__ = ["_server", "make_app"]


def host_named(app: App, game: str, names: list[str]) -> LobbyScene:
    from game.scenes.net.host import HostScene

    host = HostScene(app, port=0)
    app.manager.push(host)
    host.port.text = "0"
    host.choose(game)
    new_game = app.manager.top
    seats = new_game.seats  # type: ignore[attr-defined]
    while len(seats) > len(names):
        new_game.remove_seat()  # type: ignore[attr-defined]
    for seat in seats:
        seat.kind = "human"
    new_game.build()  # type: ignore[attr-defined]
    for field, name in zip(new_game.inputs, names, strict=True):  # type: ignore[attr-defined]
        field.text = name  # as typed in the name fields
    new_game.start()  # type: ignore[attr-defined]
    frames([app], lambda: isinstance(app.manager.top, LobbyScene))
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    return lobby


@pytest.mark.parametrize("game", ["legends", "eight-minute"])
def test_network_tables_show_the_players_names(make_app: Callable[..., App], game: str) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_named(host_app, game, ["Ada", "Boris"])
    match = lobby.network
    assert lobby.names() == ["Ada", "Boris"]
    # hosted for this computer only: the lobby says so beside the loopback address
    said = [getattr(w, "text", "") for w in lobby.widgets]
    assert "Only this computer can join, as chosen when hosting." in said
    hosted = embedded.current()
    assert hosted is not None
    # the join screen names the free seat
    join = JoinScene(guest_app, hosted.address, match.code)  # type: ignore[attr-defined]
    guest_app.manager.push(join)
    join.look_up()
    frames([guest_app], lambda: join.lobby is not None)
    assert "Boris" in join.seats[1].text
    guest_app.manager.pop()
    join_game(guest_app, hosted.address, match.code, 1)  # type: ignore[attr-defined]
    lobby.go_to_table()
    for app in (host_app, guest_app):
        board = next(s for s in app.manager.stack if getattr(s, "session", None) is not None)
        session = board.session  # type: ignore[attr-defined]
        assert [session.name(i) for i in range(2)] == ["Ada", "Boris"]
    guest = network_match(guest_app)
    assert guest is not None and guest.names == ["Ada", "Boris"]
