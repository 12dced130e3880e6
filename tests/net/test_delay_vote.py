"""The hand-over delay is agreed in the lobby: any player present proposes a new one, which
takes effect once every player present has agreed (alone: at once); a player who declines ends
the proposal; the countdown follows the delay agreed. An older program (protocol 1) is still
answered in its own version and keeps the delay from changing behind its back."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from game.app import App
from game.net import protocol as p
from game.net.client import SeatClient
from game.net.link import wait
from game.net.server import GameServer
from game.net.store import Store
from game.scenes.net.host import SHARED, HostScene
from game.scenes.net.lobby import LobbyScene, refusal_text
from tests.net.support import run, seat_everyone
from tests.net.test_screens import frames
from tests.scenes.conftest import make_app

__all__ = ["make_app"]

OLDER = "A player here has an older version of the game: the delay cannot be changed."


async def _served(tmp_path: Path) -> tuple[GameServer, Store, str]:
    store = Store(f"sqlite:///{tmp_path / 's.db'}")
    server = GameServer(store, dedicated=True)
    port = await server.start("127.0.0.1", 0)
    return server, store, f"ws://127.0.0.1:{port}"


async def _table(url: str, count: int, delay: int) -> list[SeatClient]:
    return await seat_everyone(url, "settlers", {"players": count}, away_delay=delay)


async def _until(client: SeatClient, check: Callable[[p.Update], bool]) -> p.Update:
    for _ in range(100):
        told = await client.receive()
        if isinstance(told, p.Update) and check(told):
            return told
    raise AssertionError("the update never came")


async def _refused(client: SeatClient) -> p.Refused:
    for _ in range(100):
        told = await client.receive()
        if isinstance(told, p.Refused):
            return told
    raise AssertionError("no refusal came")


def test_a_new_delay_takes_effect_once_every_player_present_agreed(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, store, url = await _served(tmp_path)
        try:
            a, b, c = await _table(url, 3, 3600)
            room = next(iter(server.rooms.values()))
            await a.send(p.ProposeDelay(seconds=1))
            for client in (a, b, c):  # everyone sees the proposal and whom it waits for
                told = await _until(client, lambda u: u.delay_vote is not None)
                assert told.delay_vote is not None
                assert (told.delay_vote.seconds, told.delay_vote.by) == (1, 0)
                assert told.delay_vote.waiting == [1, 2] and told.away_delay == 3600
            await b.send(p.AnswerDelay(agree=True))
            told = await _until(
                a, lambda u: u.delay_vote is not None and u.delay_vote.waiting == [2]
            )
            assert told.away_delay == 3600 and room.away_delay == 3600  # not yet
            await c.send(p.AnswerDelay(agree=True))
            told = await _until(a, lambda u: u.delay_vote is None)
            assert told.away_delay == 1 and told.hand_over_after == 1
            stored = store.load(room.game_id)
            assert stored is not None and stored.seats[0]["away_delay"] == 1  # kept
            # the countdown follows the delay agreed: a seat away a second may be handed over
            await c.close()
            await _until(a, lambda u: not u.connected[2])
            await asyncio.sleep(1.1)
            await a.send(p.HandOver(seat=2, level="easy"))
            await _until(a, lambda u: u.seats[2] == "easy")
            for client in (a, b):
                await client.close()
        finally:
            await server.stop()

    run(scenario())


def test_a_player_declines_and_the_delay_stays(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, _store, url = await _served(tmp_path)
        try:
            a, b = await _table(url, 2, 60)
            room = next(iter(server.rooms.values()))
            await a.send(p.ProposeDelay(seconds=60))
            assert (await _refused(a)).reason == "That is already the game's delay."
            await b.send(p.AnswerDelay(agree=True))
            assert (await _refused(b)).reason == "No new delay is proposed now."
            await a.send(p.ProposeDelay(seconds=86400))
            await _until(b, lambda u: u.delay_vote is not None)
            await b.send(p.AnswerDelay(agree=False))
            told = await _until(
                a, lambda u: u.delay_vote is not None and u.delay_vote.declined_by == 1
            )
            assert told.away_delay == 60 and room.away_delay == 60
            assert told.delay_vote is not None and told.delay_vote.waiting == []
            await a.send(p.AnswerDelay(agree=True))  # a declined proposal is over
            assert (await _refused(a)).reason == "No new delay is proposed now."
            # another proposal replaces it; proposing what is proposed agrees to it
            await b.send(p.ProposeDelay(seconds=300))
            await _until(a, lambda u: u.delay_vote is not None and u.delay_vote.by == 1)
            await a.send(p.ProposeDelay(seconds=300))
            told = await _until(a, lambda u: u.delay_vote is None)
            assert told.away_delay == 300 == room.away_delay
            for client in (a, b):
                await client.close()
        finally:
            await server.stop()

    run(scenario())


def test_the_players_present_decide_alone_or_once_the_others_left(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, _store, url = await _served(tmp_path)
        try:
            a, b, c = await _table(url, 3, 60)
            room = next(iter(server.rooms.values()))
            await a.send(p.ProposeDelay(seconds=1800))
            await b.send(p.AnswerDelay(agree=True))
            await _until(a, lambda u: u.delay_vote is not None and u.delay_vote.waiting == [2])
            await c.close()  # the one it waited for leaves: the players present all agreed
            told = await _until(a, lambda u: u.delay_vote is None)
            assert told.away_delay == 1800 == room.away_delay
            await b.close()
            await _until(a, lambda u: not u.connected[1])
            await a.send(p.ProposeDelay(seconds=120))  # alone: at once
            told = await _until(a, lambda u: u.away_delay == 120)
            assert told.delay_vote is None
            await a.close()
        finally:
            await server.stop()

    run(scenario())


def test_an_older_program_is_answered_in_its_version_and_blocks_a_change(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server, _store, url = await _served(tmp_path)
        try:
            creator = SeatClient(url)
            await creator.open()
            welcome = await creator.create("eight-minute", {"players": 2}, ["open"] * 2)
            async with connect(url, proxy=None) as old:
                await old.send(
                    json.dumps({"v": 1, "type": "join", "code": welcome.code, "seat": 1})
                )
                answers = [json.loads(await asyncio.wait_for(old.recv(), 10)) for _ in range(2)]
                assert [m["type"] for m in answers] == ["welcome", "update"]
                assert all(m["v"] == 1 for m in answers)
                # what protocol 1 knew, nothing more: an older program reads it as before
                assert not p.ADDED_IN_2["update"] & set(answers[1])
                assert set(answers[1]) == set(p.Update.model_fields) - p.ADDED_IN_2["update"]
                await creator.send(p.ProposeDelay(seconds=300))
                assert (await _refused(creator)).reason == OLDER
                await old.send(json.dumps({"v": 1, "type": "ping"}))
                for _ in range(10):
                    reply = json.loads(await asyncio.wait_for(old.recv(), 10))
                    if reply["type"] == "pong":
                        break
                assert reply == {"v": 1, "type": "pong"}
            # a version neither side speaks is refused with both versions named
            async with connect(url, proxy=None) as newer:
                await newer.send(json.dumps({"v": 3, "type": "ping"}))
                reply = json.loads(await asyncio.wait_for(newer.recv(), 10))
                assert reply["type"] == "refused" and reply["params"] == {"found": "3", "known": 2}
            await creator.close()
        finally:
            await server.stop()

    run(scenario())


def test_the_lobby_proposes_shows_and_answers_a_new_delay(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    server = GameServer(Store(f"sqlite:///{tmp_path / 's.db'}"), dedicated=True)
    port = wait(server.start("127.0.0.1", 0))
    other = SeatClient(f"ws://127.0.0.1:{port}")
    try:
        app = make_app()
        host = HostScene(app, SHARED, server=f"127.0.0.1:{port}")
        app.manager.push(host)
        host.build()
        host.choose("eight-minute")
        new_game = app.manager.top
        for seat in new_game.seats:  # type: ignore[attr-defined]
            seat.kind = "human"
        while len(new_game.seats) > 2:  # type: ignore[attr-defined]
            new_game.remove_seat()  # type: ignore[attr-defined]
        new_game.start()  # type: ignore[attr-defined]
        frames([app], lambda: isinstance(app.manager.top, LobbyScene))
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene)
        match = lobby.network
        assert match.away_delay == 60 and not lobby.propose.enabled  # nothing new to propose
        wait(other.open())
        wait(other.join(match.code, 1))  # type: ignore[attr-defined]
        frames([app], lambda: match.connected[1:] == [True])
        lobby.delay_stepper.on_change(86400)  # as the arrows choose it
        frames([app], lambda: lobby.propose.enabled)
        lobby.propose.on_click()  # type: ignore[misc]
        frames([app], lambda: match.delay_vote is not None)
        text = lobby.vote_text()
        assert text is not None and "1 d" in text and "waiting for" in text
        assert not lobby.asked() and not lobby.answers  # the proposer is not asked again
        wait(other.send(p.AnswerDelay(agree=True)))
        frames([app], lambda: match.away_delay == 86400 and match.delay_vote is None)
        frames([app], lambda: lobby.delay_stepper.options[lobby.delay_stepper.index][0] == 86400)
        assert any("now 1 d" in item[0] for item in app.toasts.items)
        # the other player proposes: this screen is asked, and declines
        wait(other.send(p.ProposeDelay(seconds=300)))
        frames([app], lambda: bool(lobby.answers))
        # told once, at the table as in the lobby: the proposal waits for this player
        frames([app], lambda: any("asks for your answer" in t[0] for t in app.toasts.items))
        decline = lobby.answers[1]
        decline.on_click()  # type: ignore[misc]
        frames([app], lambda: match.delay_vote is not None and match.delay_vote.declined_by == 0)
        room = server.rooms[next(iter(server.rooms))]
        assert room.away_delay == 86400 and room.vote is not None and room.vote.declined_by == 0
        text = lobby.vote_text()
        assert text is not None and "declined" in text
        match.close()
    finally:
        wait(other.close())
        wait(server.stop())


def test_a_server_of_another_version_is_named_when_taking_a_seat() -> None:
    """A program of version 2 asking a seat of a server that speaks only version 1 (a friend
    who has not updated hosts) is told both versions, not that the server cannot be reached."""

    async def old_server(ws: ServerConnection) -> None:
        async for _raw in ws:
            refused = {
                "reason": "The other side speaks network protocol {found}; this one speaks {known}.",
                "params": {"found": "2", "known": 1},
            }
            await ws.send(json.dumps({"v": 1, "type": "refused", **refused}))

    async def scenario() -> str:
        async with serve(old_server, "127.0.0.1", 0) as old:
            port = next(iter(old.sockets)).getsockname()[1]
            client = SeatClient(f"ws://127.0.0.1:{port}")
            await client.open()
            try:
                await client.join("ABCDEF", 1)
            except Exception as exc:  # what the Join screen shows
                return refusal_text(exc)
            finally:
                await client.close()
        raise AssertionError("a seat was taken on a server of another version")

    assert run(scenario(), 30) == ("The other side speaks network protocol 1; this one speaks 2.")
