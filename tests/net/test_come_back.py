"""Dropped clients come back where they were, and a server killed with SIGKILL mid-game takes
every game up again from its store, losing at most the command in flight."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from random import Random

from game.net import protocol as p
from game.net.client import SeatClient, wait_for_server
from tests.net.support import (
    Player,
    close_all,
    drive,
    run,
    seat_everyone,
    settle,
    start_server,
)

ROOT = Path(__file__).resolve().parents[2]


async def _table(url: str, game: str, players: int, seed: int) -> list[Player]:
    clients = await seat_everyone(url, game, {"players": players}, seed=seed)
    return [Player(client, Random(seed + seat)) for seat, client in enumerate(clients)]


async def _until_step(players: list[Player], step: int) -> None:
    async def stop_at(_pl: Player, update: p.Update) -> bool:
        return update.step < step and update.pending is not None

    await asyncio.gather(*(drive(pl, on_update=stop_at) for pl in players))


def test_a_client_killed_mid_turn_comes_back_and_plays_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "settlers", 2, 5)
            await _until_step(players, 25)
            await settle(players)  # every play sent is decided: the clients know the turn
            # kill the connection of the seat whose turn it is, as a crash would
            victim = next(pl for pl in players if pl.client.my_turn)
            seen = victim.client.update
            assert seen is not None and victim.client.key is not None
            assert victim.client.ws is not None
            victim.client.ws.transport.abort()
            # the game, started again, comes back with the token kept in the data folder
            again = SeatClient(served.url)
            await again.open()
            await again.resume(victim.client.key)
            assert again.update is not None and again.update.step == seen.step
            assert again.update.legal == seen.legal  # the same decision waits, nothing lost
            players[players.index(victim)] = Player(again, Random(99))
            # the other one drops too, and reconnects by itself
            other = next(pl for pl in players if pl.client is not again)
            assert other.client.ws is not None
            other.client.auto_reconnect = True
            other.client.ws.transport.abort()
            for _ in range(20):  # what was already received is read first, then the drop is met
                came_back = await other.client.receive(5)
                if other.client.reconnects:
                    break
            assert other.client.reconnects == 1
            assert isinstance(came_back, p.Update) and came_back.step == seen.step
            await asyncio.gather(*(drive(pl) for pl in players))
            assert all(not pl.refusals for pl in players)
            room = next(iter(served.server.rooms.values()))
            assert room.match.is_over
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start(port: int, db: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--store",
            str(db),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


async def _wait_open(url: str) -> None:
    await wait_for_server(url)


def test_a_server_killed_mid_game_resumes_every_game_from_its_store(tmp_path: Path) -> None:
    port = _free_port()
    url = f"ws://127.0.0.1:{port}"
    db = tmp_path / "server.db"
    server = _start(port, db)
    try:

        async def first_half() -> tuple[list[list[Player]], list[int]]:
            await _wait_open(url)
            tables = [
                await _table(url, "eight-minute", 3, 7),
                await _table(url, "legends", 2, 8),
                await _table(url, "settlers", 2, 9),
            ]
            await asyncio.gather(*(_until_step(t, 30) for t in tables))
            seen = [max(pl.client.update.step for pl in t) for t in tables]  # type: ignore[union-attr]
            return tables, seen

        tables, seen = run(first_half())
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        server = _start(port, db)

        async def second_half() -> None:
            await _wait_open(url)
            for table, step in zip(tables, seen, strict=True):
                for pl in table:
                    pl.client.ws = None  # the old connection died with the server
                    await pl.client.reconnect()
                    assert pl.client.update is not None
                    # nothing the players saw is lost: at most a command in flight
                    assert step <= pl.client.update.step <= step + 1
                    pl.acted = -1
            await asyncio.gather(*(drive(pl) for t in tables for pl in t))
            for table in tables:
                assert all(not pl.refusals for pl in table)
                assert all(pl.client.update.pending is None for pl in table)  # type: ignore[union-attr]
                await close_all(table)

        run(second_half())
    finally:
        server.kill()
        server.wait(10)
