"""A seat's connection to a server: take a seat, receive the game as the seat sees it, send
commands; reconnects by itself where it was when the connection drops.

Asyncio; no pygame. Every message received is kept in `received` (raw text, bounded) so a test
can look at exactly what reached the seat.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.engine.messages import N_
from game.net import protocol as p

TIMEOUT = 10.0  # seconds any one exchange may take
RECONNECT_TRIES = 8


class ClientError(Exception):
    """The server refused, or could not be reached; `reason` is a translatable msgid."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params


@dataclass
class SeatKey:
    """What a player keeps to come back: the server, the game and the seat's secret token."""

    url: str
    game_id: str
    seat: int
    token: str
    game: str = ""
    code: str = ""


class SeatClient:
    def __init__(self, url: str, keep: int = 100_000, auto_reconnect: bool = False) -> None:
        self.url = url
        self.auto_reconnect = auto_reconnect
        self.ws: ClientConnection | None = None
        self.key: SeatKey | None = None
        self.welcome: p.Welcome | None = None
        self.update: p.Update | None = None
        self.received: deque[str] = deque(maxlen=keep)
        self.reconnects = 0

    async def open(self) -> None:
        try:
            self.ws = await asyncio.wait_for(
                connect(self.url, max_size=p.MAX_MESSAGE_BYTES, compression=None, proxy=None),
                TIMEOUT,
            )
        except (OSError, InvalidHandshake, TimeoutError) as exc:
            raise ClientError(N_("The server at {url} cannot be reached."), url=self.url) from exc

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            self.ws = None

    async def __aenter__(self) -> SeatClient:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- sending and receiving ----------------------------------------------------------------
    async def send(self, message: p._Message) -> None:
        if self.ws is None:
            raise ClientError(N_("Not connected."))
        await self.ws.send(p.dump(message))

    async def receive(self, timeout: float = TIMEOUT) -> Any:
        """The next message from the server (a Welcome, Update, Refused, Saved or Pong)."""
        if self.ws is None:
            raise ClientError(N_("Not connected."))
        try:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed:
            if not (self.auto_reconnect and self.key is not None):
                raise
            # the connection dropped: take the seat again and carry on from where the game is
            self.ws = None
            await self.reconnect()
            return self.update
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        self.received.append(text)
        message = p.parse_server(text)
        if isinstance(message, p.Welcome):
            self.welcome = message
            self.key = SeatKey(
                self.url, message.game_id, message.seat, message.token, message.game, message.code
            )
        elif isinstance(message, p.Update):
            self.update = message
        return message

    async def _seated(self, message: p._Message) -> p.Welcome:
        await self.send(message)
        reply = await self.receive()
        if isinstance(reply, p.Refused):
            raise ClientError(reply.reason, **reply.params)
        if not isinstance(reply, p.Welcome):
            raise ClientError(N_("The server answered out of turn."))
        first = await self.receive()
        if not isinstance(first, p.Update):
            raise ClientError(N_("The server answered out of turn."))
        return reply

    async def create(
        self,
        game: str,
        options: dict[str, Any],
        seats: list[str],
        take: int = 0,
        seed: int | None = None,
        away_delay: int = 60,
        names: list[str] | None = None,
    ) -> p.Welcome:
        return await self._seated(
            p.Create(
                game=game,
                options=options,
                seats=seats,  # type: ignore[arg-type]
                take=take,
                seed=seed,
                away_delay=away_delay,
                names=names or [],
            )
        )

    async def join(self, code: str, seat: int) -> p.Welcome:
        return await self._seated(p.Join(code=code, seat=seat))

    async def resume(self, key: SeatKey) -> p.Welcome:
        return await self._seated(p.Resume(game_id=key.game_id, token=key.token))

    async def play(self, command: dict[str, Any]) -> None:
        assert self.update is not None
        await self.send(p.Play(command=command, step=self.update.step))

    async def reconnect(self) -> p.Welcome:
        """Open a new connection and take the same seat again, trying a bounded number of times."""
        if self.key is None:
            raise ClientError(N_("There is no seat to come back to."))
        delay = 0.05
        last: Exception | None = None
        for _ in range(RECONNECT_TRIES):
            try:
                await self.close()
            except ConnectionClosed:
                self.ws = None
            try:
                await self.open()
                welcome = await self.resume(self.key)
                self.reconnects += 1
                return welcome
            except (ClientError, ConnectionClosed, TimeoutError) as exc:
                last = exc
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
        raise ClientError(N_("The server at {url} cannot be reached."), url=self.url) from last

    @property
    def my_turn(self) -> bool:
        u, w = self.update, self.welcome
        return bool(u and w and u.pending and w.seat in u.pending["players"] and u.legal)


async def wait_for_server(url: str, tries: int = 200, pause: float = 0.05) -> None:
    """Return once a server answers at `url` (a bounded number of tries, `pause` s apart), or
    raise ClientError: a server process just started takes a moment to listen."""
    for _ in range(tries):
        client = SeatClient(url)
        try:
            await client.open()
        except Exception:
            await asyncio.sleep(pause)
            continue
        await client.close()
        return
    raise ClientError(N_("No server answered at {url}."), url=url)
