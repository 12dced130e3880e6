"""On a dedicated server nobody hosts: a player hands an absent seat to a computer only after
the delay chosen when the game was created (the server refuses sooner, with the wait), at the
computer level they choose; the seat's player takes it back by coming back. The lobby shows
the wait and offers the hand-over once it has passed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from game.app import App
from game.net import protocol as p
from game.net.client import SeatClient
from game.net.link import wait
from game.net.server import GameServer
from game.net.store import Store
from game.scenes.net.host import SHARED, HostScene
from game.scenes.net.lobby import LobbyScene
from tests.net.support import run
from tests.net.test_screens import frames
from tests.net.test_table_rules import _next_refusal
from tests.scenes.conftest import make_app

__all__ = ["make_app"]


async def _until(client: SeatClient, check: Callable[[p.Update], bool]) -> p.Update:
    for _ in range(200):
        told = await client.receive()
        if isinstance(told, p.Update) and check(told):
            return told
    raise AssertionError("the update never came")


def test_a_dedicated_server_refuses_a_hand_over_before_the_delay(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = GameServer(Store(f"sqlite:///{tmp_path / 's.db'}"), dedicated=True)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        try:
            creator = SeatClient(url)
            await creator.open()
            welcome = await creator.create("settlers", {"players": 3}, ["open"] * 3, away_delay=1)
            assert welcome.dedicated and welcome.away_delay == 1
            guest, absent = SeatClient(url), SeatClient(url)
            for seat, client in ((1, guest), (2, absent)):
                await client.open()
                await client.join(welcome.code, seat)
            key = absent.key
            assert key is not None
            await absent.close()
            told = await _until(creator, lambda u: u.seats[2] == "taken" and not u.connected[2])
            # the creator has no host's right here: the delay and the level are the players'
            assert told.hand_over_after == 1 and told.may_take_back and told.away[2] >= 0
            assert told.away[0] == -1
            await creator.send(p.HandOver(seat=2, level="hard"))
            refusal = await _next_refusal(creator)
            assert refusal.reason == "That player may come back: wait {seconds} seconds."
            assert refusal.params["seconds"] >= 1
            await asyncio.sleep(1.1)
            await creator.send(p.HandOver(seat=2, level="hard"))
            await _until(creator, lambda u: u.seats[2] == "hard")
            room = server.rooms[welcome.game_id]
            assert room.seats[2].kind == "hard"
            # the player comes back: the computer gives the seat back
            back = SeatClient(url)
            await back.open()
            await back.resume(key)
            assert room.seats[2].kind == "open"
            assert back.update is not None and back.update.seats[2] == "taken"
            for client in (creator, guest, back):
                await client.close()
        finally:
            await server.stop()

    run(scenario())


def test_the_lobby_waits_the_delay_then_hands_over_at_the_level_chosen(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    server = GameServer(Store(f"sqlite:///{tmp_path / 's.db'}"), dedicated=True)
    port = wait(server.start("127.0.0.1", 0))
    try:
        app = make_app()
        host = HostScene(app, SHARED, server=f"127.0.0.1:{port}")
        app.manager.push(host)
        host.build()
        assert host.port.text == f"127.0.0.1:{port}"  # the field holds the server's address
        host.away_delay = 3  # the shortest offered is a minute: a test waits three seconds
        host.choose("eight-minute")
        new_game = app.manager.top
        for seat in new_game.seats:  # type: ignore[attr-defined]
            seat.kind = "human"
        while len(new_game.seats) > 3:  # type: ignore[attr-defined]
            new_game.remove_seat()  # type: ignore[attr-defined]
        new_game.start()  # type: ignore[attr-defined]
        frames([app], lambda: isinstance(app.manager.top, LobbyScene))
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene) and not lobby.host_view
        match = lobby.network
        assert match.dedicated and match.away_delay == 3
        absent = SeatClient(f"ws://127.0.0.1:{port}")

        async def come_and_go() -> None:
            await absent.open()
            await absent.join(match.code, 2)  # type: ignore[attr-defined]
            await absent.close()

        wait(come_and_go())
        frames([app], lambda: match.labels[2] == "taken" and not match.connected[2])
        frames([app], lambda: 2 in lobby.actions)
        button = lobby.actions[2]
        # within the delay: the button says why it cannot be used yet
        assert not button.enabled
        assert button.refusal is not None and "may come back" in button.refusal
        frames([app], lambda: lobby.actions[2].enabled, bound=15.0)
        lobby.level_stepper.on_change("hard")  # as the arrows choose it
        lobby.actions[2].on_click()  # type: ignore[misc]
        frames([app], lambda: match.labels[2] == "hard")
        room = server.rooms[next(iter(server.rooms))]
        assert room.seats[2].kind == "hard" and room.away_delay == 3
        match.close()
    finally:
        wait(server.stop())
