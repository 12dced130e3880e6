"""A seat's connection run on a background thread, for a program whose main thread draws.

The pygame loop never waits on the network: it asks for a seat (`take`), sends (`send`) and
each frame picks up what arrived (`drain`). The asyncio loop lives in one daemon thread shared
by every link and by an embedded server; every wait on it is bounded.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed

from game.engine.messages import N_
from game.net import protocol as p
from game.net.client import TIMEOUT, ClientError, SeatClient, SeatKey

T = TypeVar("T")

_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()


def loop() -> asyncio.AbstractEventLoop:
    """The one background event loop (started on first use; a daemon: it never keeps the
    program from closing)."""
    global _loop
    with _lock:
        if _loop is None or _loop.is_closed():
            new = asyncio.new_event_loop()
            thread = threading.Thread(target=new.run_forever, name="empires-net", daemon=True)
            thread.start()
            _loop = new
        return _loop


def submit(coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
    return asyncio.run_coroutine_threadsafe(coro, loop())


def wait(coro: Coroutine[Any, Any, T], timeout: float = TIMEOUT * 2) -> T:
    """Run `coro` on the background loop and wait for it (bounded): tests and short asks."""
    return submit(coro).result(timeout)


class Link:
    """One seat held over the network. `inbox` receives every Update and Refused, in order;
    a dropped connection is taken again by itself (the client's bounded reconnect)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.client = SeatClient(url, auto_reconnect=True)
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.welcome: p.Welcome | None = None
        self.error: ClientError | None = None  # why the connection ended, if it did
        self._reader: asyncio.Task[None] | None = None
        self.closed = False

    @property
    def key(self) -> SeatKey | None:
        return self.client.key

    # taking a seat (each returns a future: the screen polls it) --------------------------------
    def create(self, **kwargs: Any) -> concurrent.futures.Future[p.Welcome]:
        return submit(self._take(self.client.create(**kwargs)))

    def join(self, code: str, seat: int) -> concurrent.futures.Future[p.Welcome]:
        return submit(self._take(self.client.join(code, seat)))

    def resume(
        self, key: SeatKey, before: Callable[[], object] | None = None
    ) -> concurrent.futures.Future[p.Welcome]:
        """Take the kept seat again; `before` runs first off the loop (starting again the
        server this player hosted, whose start waits on this loop)."""

        async def go() -> p.Welcome:
            if before is not None:
                await asyncio.to_thread(before)
            return await self._take(self.client.resume(key))

        return submit(go())

    async def _take(self, seated: Coroutine[Any, Any, p.Welcome]) -> p.Welcome:
        try:
            await self.client.open()
            welcome = await seated
        except BaseException:
            with contextlib.suppress(Exception):
                await self.client.close()
            seated.close()
            raise
        self.welcome = welcome
        assert self.client.update is not None
        self.inbox.put(self.client.update)
        self._reader = asyncio.ensure_future(self._read())
        return welcome

    async def _read(self) -> None:
        while not self.closed:
            try:
                message = await self.client.receive(timeout=3600.0)
            except TimeoutError:
                continue
            except (ClientError, ConnectionClosed, OSError) as exc:
                if self.closed:
                    return
                reason = exc if isinstance(exc, ClientError) else None
                self.error = reason or ClientError(
                    N_("The server at {url} cannot be reached."), url=self.url
                )
                self.inbox.put(self.error)
                return
            except p.ProtocolError as exc:
                self.inbox.put(p.Refused(reason=exc.reason, params=exc.params))
                continue
            if isinstance(message, (p.Update, p.Refused, p.Saved)):
                self.inbox.put(message)

    # sending ----------------------------------------------------------------------------------
    def send(self, message: p._Message) -> None:
        async def go() -> None:
            try:
                await self.client.send(message)
            except (ClientError, ConnectionClosed):
                # the reader reconnects; the message is dropped and the seat chooses again
                self.inbox.put(p.Refused(reason=N_("Not connected.")))

        submit(go())

    def drain(self) -> list[Any]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        self.closed = True

        async def go() -> None:
            if self._reader is not None:
                self._reader.cancel()
            with contextlib.suppress(Exception):
                await self.client.close()

        with contextlib.suppress(Exception):
            submit(go()).result(5.0)


async def look(url: str, code: str) -> p.Lobby:
    """Which seats of the game with `code` are free (a short connection of its own)."""
    client = SeatClient(url)
    await client.open()
    try:
        await client.send(p.Look(code=code))
        reply = await client.receive()
    finally:
        with contextlib.suppress(Exception):
            await client.close()
    if isinstance(reply, p.Refused):
        raise ClientError(reply.reason, **reply.params)
    if not isinstance(reply, p.Lobby):
        raise ClientError(N_("The server answered out of turn."))
    return reply


def server_url(address: str) -> str:
    """What a player typed ("host:port", "host", "ws://host:port") as a server's URL."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if text.startswith("[") or text.count(":") <= 1:
        host, sep, port = (
            text.rpartition(":") if "]:" in text or text.count(":") == 1 else (text, "", "")
        )
        if not sep:
            return f"ws://{text}:{DEFAULT_PORT}"
        return f"ws://{host}:{port}"
    return f"ws://[{text}]:{DEFAULT_PORT}"  # a bare IPv6 address


DEFAULT_PORT = 8765  # empires serve's: "host" alone reaches a shared server or a hosted game
