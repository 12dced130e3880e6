"""Your network games (Load / Continue): every seat kept in the data folder, with whose turn
it is; opening one takes the seat again where the game stands. A game this player hosted has
its server started again first (its games are kept in the data folder)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
from functools import partial
from typing import TYPE_CHECKING, Any

from game import i18n
from game.i18n import _
from game.net import embedded, keys
from game.net import protocol as p
from game.net.client import ClientError, SeatKey
from game.net.link import Link, submit
from game.scenes import registry
from game.scenes.net.lobby import Connecting
from game.scenes.page import PageScene
from game.ui.widgets import Button, ListRow, ListView

if TYPE_CHECKING:
    from game.scenes.host import Host as App

import pygame

Found = list[tuple[SeatKey, p.Status | None]]


async def _listed() -> Found:
    # a game hosted here needs its server: start it again (off the drawing thread); when it
    # cannot listen the list still shows every game, that one as not reachable
    with contextlib.suppress(ClientError):
        await asyncio.to_thread(embedded.host_again)
    return await keys.network_games()


def describe(key: SeatKey, status: p.Status | None) -> ListRow:
    game = i18n.translate(registry.game_name(key.game)) if key.game else _("Network game")
    title = _("{game}, seat {n}").format(game=game, n=key.seat + 1)
    where = key.url.removeprefix("ws://")
    if status is None:
        return ListRow(key, title, _("{server}: not reachable now").format(server=where), True)
    if status.over:
        state = _("The game is over.")
    elif key.seat in status.waiting:
        state = _("Your turn.")
    else:
        seats = ", ".join(str(s + 1) for s in status.waiting)
        state = _("Waiting for seat {seats}.").format(seats=seats)
    return ListRow(key, title, f"{state} ({where})")


LOCAL_HOSTS = ("ws://127.0.0.1:", "ws://[::1]:", "ws://localhost:")


def _port(url: str) -> int | None:
    """The port of a kept seat's address (ws://host:port), where its server is started again."""
    tail = url.rsplit(":", 1)[-1].split("/", 1)[0]
    return int(tail) if tail.isdigit() and 0 < int(tail) < 65536 else None


def reopen(app: App, key: SeatKey) -> None:
    """Take a kept seat again (Load's list, or the main menu's Continue). A game on this
    computer may be one this player hosted: its server is started again first."""
    link = Link(key.url)
    before = (
        partial(embedded.host_again, _port(key.url)) if key.url.startswith(LOCAL_HOSTS) else None
    )
    app.manager.push(Connecting(app, link, link.resume(key, before), find_hosted=True))


class NetGamesScene(PageScene):
    def __init__(self, app: App, found: Found | None = None) -> None:
        super().__init__(app)
        self.found: Found | None = found
        # the servers are asked off the drawing thread (a sample screen brings its own list)
        self.listing: concurrent.futures.Future[Found] | None = (
            submit(_listed()) if found is None else None
        )
        self.selected: SeatKey | None = None

    def title(self) -> str:
        return _("Your network games")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        bh = m.px(56)
        rows = [describe(k, s) for k, s in self.found or []]
        self.list = ListView(
            m,
            pygame.Rect(body.left, body.top, body.width, body.height - bh - m.px(16)),
            rows,
            on_select=self._select,
            on_activate=lambda row: self.open(row.value),
            empty_text=_("Asking the servers…")
            if self.listing is not None
            else _("You have no network games."),
        )
        for i, (key, _status) in enumerate(self.found or []):
            if key == self.selected:
                self.list.selected = i
        gap = m.px(14)
        bw = min(m.px(230), (body.width - gap) // 2)
        has = self.selected is not None
        pick = _("Choose a game in the list first.")
        self.open_button = Button(
            m,
            pygame.Rect(body.right - 2 * bw - gap, body.bottom - bh, bw, bh),
            _("Open"),
            lambda: self.open(self.selected),
            enabled=has,
            refusal=pick,
        )
        self.forget_button = Button(
            m,
            pygame.Rect(body.right - bw, body.bottom - bh, bw, bh),
            _("Forget"),
            self.forget,
            style="danger",
            enabled=has,
            refusal=pick,
        )
        self.add(self.list, self.open_button, self.forget_button)

    def _select(self, row: ListRow) -> None:
        self.selected = row.value
        self.build()

    def open(self, key: Any) -> None:
        if isinstance(key, SeatKey):
            reopen(self.app, key)

    def forget(self) -> None:
        if self.selected is not None:
            keys.forget(self.selected)
            self.found = [(k, s) for k, s in self.found or [] if k != self.selected]
            self.selected = None
            self.build()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.listing is not None and self.listing.done():
            try:
                self.found = self.listing.result()
            except Exception:
                self.found = [(k, None) for k in keys.known()]
            self.listing = None
            self.build()
