"""A server on 127.0.0.1 for the network tests, and clients that play by choosing at random
among the commands the server says their seat may send. Every wait is bounded."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any, TypeVar

from game.net import protocol as p
from game.net.client import SeatClient
from game.net.server import GameServer
from game.net.store import Store

T = TypeVar("T")
GAME_TIMEOUT = 120.0
MOVED_ON = "The game has moved on; look again and choose."
SLOW_DOWN = "Too many messages: slow down."


def run(coro: Awaitable[T], timeout: float = 240.0) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


@dataclass
class Served:
    server: GameServer
    store: Store
    url: str


async def start_server(db: Path | str, store: Store | None = None) -> Served:
    store = store or Store(db if isinstance(db, str) and "://" in db else f"sqlite:///{db}")
    server = GameServer(store)
    port = await server.start("127.0.0.1", 0)
    return Served(server, store, f"ws://127.0.0.1:{port}")


@dataclass
class Player:
    client: SeatClient
    rng: Random
    acted: int = -1
    refusals: list[p.Refused] = field(default_factory=list)
    turns: int = 0


async def seat_everyone(
    url: str, game: str, options: dict[str, Any], **create: Any
) -> list[SeatClient]:
    """A game of open seats made by a first client; every other seat joined by a client of its
    own, in seat order."""
    players = int(options["players"])
    host = SeatClient(url)
    await host.open()
    welcome = await host.create(game, options, ["open"] * players, **create)
    clients = [host]
    for seat in range(1, players):
        client = SeatClient(url)
        await client.open()
        await client.join(welcome.code, seat)
        clients.append(client)
    return clients


async def drive(
    player: Player,
    until_over: bool = True,
    max_messages: int = 50_000,
    on_update: Callable[[Player, p.Update], Awaitable[bool]] | None = None,
) -> None:
    """Answer every decision of the seat until the game is over (or `on_update` says stop)."""
    client = player.client
    update = client.update
    for _ in range(max_messages):
        if update is not None:
            if on_update is not None and not await on_update(player, update):
                return
            if update.pending is None and until_over:
                return
            if client.my_turn and update.step > player.acted and update is client.update:
                player.acted = update.step
                player.turns += 1
                await client.play(player.rng.choice(update.legal))
        message = await client.receive(GAME_TIMEOUT)
        update = None
        if isinstance(message, p.Refused):
            if message.reason == SLOW_DOWN:
                await asyncio.sleep(0.05)
            elif message.reason != MOVED_ON:
                player.refusals.append(message)
            update = client.update
            if message.reason in (MOVED_ON, SLOW_DOWN):
                player.acted = -1
        elif isinstance(message, p.Update):
            update = message
    raise AssertionError("the game did not end within the message budget")


async def play_whole_game(
    url: str, game: str, options: dict[str, Any], seed: int, seats: list[str] | None = None
) -> tuple[str, list[Player]]:
    """Every person's seat a separate client; returns the game's id and the players."""
    n = int(options["players"])
    seats = seats or ["open"] * n
    host = SeatClient(url)
    await host.open()
    welcome = await host.create(game, options, seats, take=0, seed=seed)
    players = [Player(host, Random(seed * 10))]
    for seat in range(1, n):
        if seats[seat] != "open":
            continue
        client = SeatClient(url)
        await client.open()
        await client.join(welcome.code, seat)
        players.append(Player(client, Random(seed * 10 + seat)))
    await asyncio.gather(*(drive(pl) for pl in players))
    return welcome.game_id, players


async def settle(players: list[Player]) -> None:
    """Return once the server has handled every message the players sent: it handles one
    connection's messages in order, so a pong means the plays sent before it were decided
    (a bid sent on an older update may be taken after its driver stopped)."""
    for pl in players:
        await pl.client.send(p.Ping())
        for _ in range(1000):
            if isinstance(await pl.client.receive(GAME_TIMEOUT), p.Pong):
                break
        else:
            raise AssertionError("no pong came")


async def close_all(players: list[Player]) -> None:
    for pl in players:
        await pl.client.close()


def messages(player: Player) -> list[dict[str, Any]]:
    return [json.loads(text) for text in player.client.received]
