"""What a hostile or broken client sends is refused with a reason, and the other games on the
server go on: another seat's token, forged commands, 10,000 fuzzed messages, a 10 MB message,
a flood."""

from __future__ import annotations

import asyncio
import contextlib
import json
import string
from pathlib import Path
from random import Random
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net import protocol as p
from game.net.client import ClientError, SeatClient
from tests.net.support import (
    Player,
    Served,
    close_all,
    play_whole_game,
    run,
    seat_everyone,
    start_server,
)


async def _seated(url: str, game: str = "eight-minute", players: int = 2) -> list[SeatClient]:
    return await seat_everyone(url, game, {"players": players}, seed=3)


async def _refused(client: SeatClient, raw: str | bytes | None = None) -> p.Refused:
    if raw is not None:
        assert client.ws is not None
        await client.ws.send(raw)
    for _ in range(20):
        message = await client.receive(10)
        if isinstance(message, p.Refused):
            return message
    raise AssertionError("no refusal came")


async def _other_game_goes_on(served: Served, seed: int) -> None:
    """A whole game played by two other clients while the attack runs."""
    _game_id, players = await play_whole_game(served.url, "eight-minute", {"players": 2}, seed)
    assert all(not pl.refusals for pl in players)
    await close_all(players)


def test_another_seats_token_and_forged_commands_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            a, b = await _seated(served.url)
            c, d = await _seated(served.url)
            assert a.key and b.key and c.key
            # a made-up token, and a real token of another game, open no seat
            thief = SeatClient(served.url)
            await thief.open()
            for token in ("x" * 43, c.key.token):
                with pytest.raises(ClientError) as refused:
                    await thief.resume(a.key.__class__(served.url, a.key.game_id, 1, token))
                assert refused.value.reason == "No seat of that game has this token."
            # a game whose creator would place the face-down tokens is refused
            with pytest.raises(ClientError) as secret:
                await thief.create(
                    "legends", {"players": 2, "swamp": True, "token_regions": {}}, ["open", "easy"]
                )
            assert secret.value.reason == "These game options are not valid."
            # a taken seat cannot be joined again
            with pytest.raises(ClientError) as taken:
                await thief.join(a.key.code, 1)
            assert taken.value.reason == "That seat is not free."
            # seat 0's connection may not act for seat 1, even with a legal command of seat 1
            who = a if a.my_turn else b
            other = b if who is a else a
            assert who.update is not None and who.update.legal
            forged = dict(who.update.legal[0])
            step = who.update.step
            await other.send(p.Play(command=forged, step=step))
            assert (await _refused(other)).reason in (
                "You may act only for your own seat.",
                "It is not your turn.",
            )
            forged_own = {**forged, "player": other.welcome.seat}  # type: ignore[union-attr]
            await other.send(p.Play(command=forged_own, step=step))
            assert (await _refused(other)).reason
            # unknown command kinds, damaged fields, a command of another game, a stale step
            for command in (
                {"type": "WinTheGame", "player": 0},
                {"type": forged["type"], "player": "zero"},
                {"type": "BuildLocation", "player": who.welcome.seat, "card": "x"},  # type: ignore[union-attr]
            ):
                await who.send(p.Play(command=command, step=step))
                assert (await _refused(who)).reason == "That is not a command of this game."
            await who.send(p.Play(command=forged, step=step + 5))
            assert (await _refused(who)).reason == "The game has moved on; look again and choose."
            # an illegal command of the right kind is refused by the rules
            room = served.server.rooms[a.key.game_id]
            before = len(room.match.steps)
            legal = {json.dumps(c, sort_keys=True) for c in who.update.legal}
            kind = forged["type"]
            bad = {
                k: (v + 97 if isinstance(v, int) and k != "player" else v)
                for k, v in forged.items()
            }
            if json.dumps(bad, sort_keys=True) not in legal and kind:
                await who.send(p.Play(command=bad, step=step))
                assert (await _refused(who)).reason
            assert len(room.match.steps) == before  # nothing forged was applied
            for cl in (a, b, c, d, thief):
                await cl.close()
            await _other_game_goes_on(served, 31)
        finally:
            await served.server.stop()

    run(scenario())


def _fuzz(rng: Random, valid: list[dict[str, Any]]) -> str | bytes:
    kind = rng.randrange(8)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if kind == 1:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(0, 200)))
    base = dict(rng.choice(valid))
    if kind == 2:
        base["v"] = rng.choice([0, 2, 99, "1", None, -1])
    elif kind == 3:
        base["type"] = rng.choice(["", "create2", "PLAY", "admin", None, 7, "ping "])
    elif kind == 4:
        key = rng.choice(list(base))
        base[key] = rng.choice([None, [], {}, "x" * 100, -(2**70), 1e308, True, [[[[1]]]]])
    elif kind == 5:
        base["extra"] = rng.random()
    elif kind == 6:
        return json.dumps(base)[: rng.randrange(1, len(json.dumps(base)))]
    else:
        return "[" * rng.randrange(1, 5000)
    return json.dumps(base)


def test_ten_thousand_fuzzed_messages_are_refused_and_other_games_go_on(tmp_path: Path) -> None:
    valid = [
        {"v": 1, "type": "play", "command": {"type": "Done", "player": 0}, "step": 1},
        {"v": 1, "type": "join", "code": "ABCDEF", "seat": 1},
        {"v": 1, "type": "resume", "game_id": "0123456789abcdef0123", "token": "a" * 43},
        {"v": 1, "type": "create", "game": "legends", "options": {"players": 9}, "seats": ["open"]},
        {"v": 1, "type": "hand_over", "seat": 1, "level": "easy"},
        {"v": 1, "type": "undo"},
    ]

    async def fuzzer(url: str, seed: int, count: int) -> int:
        rng = Random(seed)
        refused = 0
        async with connect(url, max_size=p.MAX_MESSAGE_BYTES, proxy=None) as ws:
            for _ in range(count):
                await ws.send(_fuzz(rng, valid))
                reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                assert reply["type"] in ("refused", "pong"), reply
                refused += reply["type"] == "refused"
        return refused

    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        served.server.burst = served.server.rate = 1e9  # the flood has its own test
        try:
            results = await asyncio.gather(
                *(fuzzer(served.url, seed, 2500) for seed in range(4)),
                _other_game_goes_on(served, 41),
            )
            assert sum(results[:4]) >= 9_900
            assert not served.server.rooms or all(
                len(r.seats) == 2 for r in served.server.rooms.values()
            )
        finally:
            await served.server.stop()

    run(scenario())


def test_a_ten_megabyte_message_is_refused_and_other_games_go_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:

            async def big() -> int:
                ws = await connect(served.url, max_size=None, proxy=None)
                payload = json.dumps({"v": 1, "type": "ping", "pad": "x" * (10 * 1024 * 1024)})
                try:
                    await ws.send(payload)
                    await asyncio.wait_for(ws.recv(), 10)
                except ConnectionClosed as closed:
                    assert closed.rcvd is not None
                    return closed.rcvd.code
                finally:
                    with contextlib.suppress(Exception):  # already torn down by the refusal
                        ws.transport.abort()
                raise AssertionError("the 10 MB message was not refused")

            code, _ = await asyncio.gather(big(), _other_game_goes_on(served, 51))
            assert code == 1009  # "message too big"
            # the server still takes new games
            clients = await _seated(served.url)
            await close_all([Player(c, Random(0)) for c in clients])
        finally:
            await served.server.stop()

    run(scenario())


def test_a_flood_is_refused_then_cut_off_and_other_games_go_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:

            async def flood() -> tuple[int, int | None]:
                ws = await connect(served.url, proxy=None)
                ping = json.dumps({"v": 1, "type": "ping"})
                slowed = 0

                async def send_all() -> None:
                    with contextlib.suppress(ConnectionClosed):
                        for _ in range(5000):
                            await ws.send(ping)

                sender = asyncio.create_task(send_all())
                try:
                    for _ in range(6000):
                        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        slowed += reply.get("reason") == "Too many messages: slow down."
                except ConnectionClosed as closed:
                    return slowed, None if closed.rcvd is None else closed.rcvd.code
                finally:
                    await sender
                    with contextlib.suppress(Exception):
                        ws.transport.abort()
                return slowed, None

            (slowed, code), _ = await asyncio.gather(flood(), _other_game_goes_on(served, 61))
            assert slowed > 100
            assert code == 1008  # policy violation: too many messages
        finally:
            await served.server.stop()

    run(scenario())


def test_a_connection_that_takes_no_seat_is_closed(tmp_path: Path) -> None:
    async def scenario() -> int | None:
        served = await start_server(tmp_path / "s.db")
        served.server.lobby_timeout = 0.5
        try:
            ws = await connect(served.url, proxy=None)
            ping = json.dumps({"v": 1, "type": "ping"})
            try:
                for _ in range(100):  # pinging does not keep a seatless connection open
                    await ws.send(ping)
                    await asyncio.wait_for(ws.recv(), 5)
                    await asyncio.sleep(0.05)
            except ConnectionClosed as closed:
                return None if closed.rcvd is None else closed.rcvd.code
            finally:
                with contextlib.suppress(Exception):
                    ws.transport.abort()
            return -1
        finally:
            await served.server.stop()

    assert run(scenario()) == 1008
