"""Taking a seat, and the lobby of a network game: the address and join code to tell the others,
each seat (played here, by someone elsewhere, away, or a computer), a seat taken on this screen
for a friend beside the host, an absent seat handed to a computer and taken back."""

from __future__ import annotations

import concurrent.futures
import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.ai.registry import LEVEL_NAMES
from game.engine.messages import Message
from game.i18n import _
from game.net import embedded, keys
from game.net.client import ClientError
from game.net.link import Link
from game.net.remote import NetMatch, SeatFeed
from game.scenes.dialog import message
from game.scenes.menu import MenuScene
from game.scenes.net.table import open_table, session_for, watch
from game.scenes.page import PageScene
from game.ui import theme
from game.ui.layout import fit_rows
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def refusal_text(exc: BaseException) -> str:
    if isinstance(exc, ClientError):
        return i18n.render(Message(exc.reason, exc.params))
    return _("The server at {url} cannot be reached.").format(url="")


TIMEOUT = 30.0  # seconds a seat may take to be granted before the screen gives up

Action = tuple[str, Any, str | None]  # a button's label, its callback, why it is not yet allowed


def duration(seconds: float) -> str:
    """A wait as a player reads it: seconds, minutes, hours or days (rounded up)."""
    if seconds <= 0:
        return ""
    whole = math.ceil(seconds)
    if whole < 60:
        return _("{n} s").format(n=whole)
    if whole < 3600:
        return _("{n} min").format(n=math.ceil(whole / 60))
    if whole < 86400:
        return _("{n} h").format(n=math.ceil(whole / 3600))
    return _("{n} d").format(n=math.ceil(whole / 86400))


class Connecting(PageScene):
    """ "Connecting…" while a seat is asked for; then the lobby (hosting) or the table."""

    def __init__(
        self,
        app: App,
        link: Link,
        future: concurrent.futures.Future[Any],
        *,
        names: list[str] | None = None,
        hosted: embedded.Hosted | None = None,
        lobby: bool = False,
        find_hosted: bool = False,
    ) -> None:
        super().__init__(app)
        self.find_hosted = find_hosted  # a kept seat: is its game one this player hosts?
        self.link = link
        self.future = future
        self.names = names
        self.hosted = hosted
        self.lobby = lobby
        self.waited = 0.0
        self.match: NetMatch | None = None

    def title(self) -> str:
        return _("Network game")

    def build_body(self) -> None:
        m = self.app.metrics
        self.add(Label(m, self.body, _("Connecting…"), align="center", role="heading"))

    def on_back(self) -> None:
        self.link.close()
        super().on_back()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.waited += dt
        if not self.future.done():
            if self.waited > TIMEOUT:
                self.future.cancel()
                self._failed(_("The server did not answer."))
            return
        try:
            welcome = self.future.result()
        except Exception as exc:
            self._failed(refusal_text(exc))
            return
        if self.link.key is not None:
            keys.remember(self.link.key)
        match = NetMatch(welcome.game, welcome.options, [SeatFeed(self.link, welcome.seat)])
        match.code, match.url = welcome.code, self.link.url  # type: ignore[attr-defined]
        match.names, match.away_delay = list(welcome.names), welcome.away_delay
        match.dedicated = welcome.dedicated
        hosted = self.hosted or (embedded.current() if self.find_hosted else None)
        match.hosted = hosted if hosted is not None and hosted.url == self.link.url else None  # type: ignore[attr-defined]
        match.poll()
        self.match = match
        watch(self.app, match)
        if self.lobby:
            self.app.manager.replace(LobbyScene(self.app, match))
        else:
            open_table(self.app, match)

    def _failed(self, text: str) -> None:
        self.link.close()
        manager = self.app.manager
        manager.pop()
        manager.push(message(self.app, _("Network game"), text))


def _hosted_here(match: NetMatch) -> embedded.Hosted | None:
    hosted = getattr(match, "hosted", None) or embedded.current()
    if hosted is not None and getattr(match, "url", "") == hosted.url:
        return hosted
    return None


def address_of(match: NetMatch) -> str:
    hosted = _hosted_here(match)
    if hosted is not None:
        return hosted.address
    url: str = getattr(match, "url", "")
    return url.removeprefix("ws://")


def only_here(match: NetMatch) -> str | None:
    """Why no other computer can reach a game hosted here (the host chose this computer only,
    or it has no network address), or None."""
    hosted = _hosted_here(match)
    if hosted is None or not hosted.only_here:
        return None
    if hosted.bind == embedded.EVERYWHERE:
        return _("This computer is on no network: only it can join.")
    return _("Only this computer can join, as chosen when hosting.")


class LobbyScene(PageScene):
    """The game's address, join code and seats; Go to the table."""

    def __init__(self, app: App, match: NetMatch) -> None:
        super().__init__(app)
        self.network = match
        self._shown: tuple[Any, ...] = ()
        self.pending: list[concurrent.futures.Future[Any]] = []
        # the host's lobby offers hand-over (the server decides whether the seat may be handed)
        self.host_view = getattr(match, "hosted", None) is not None
        self.level = "easy"  # of the computer an absent seat is handed to

    def title(self) -> str:
        return _("Network game")

    def on_back(self) -> None:
        """Back to the table when it is below, else to the main menu (the game goes on)."""
        below = self.app.manager.stack[:-1]
        if any(
            getattr(getattr(s, "session", None), "network", None) is self.network for s in below
        ):
            self.app.manager.pop()
        else:
            self.app.manager.pop_to(MenuScene)

    def names(self) -> list[str]:
        return [s.name for s in session_for(self.network).seats]

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        match = self.network
        self._shown = self.shown_now()
        head = m.px(44)
        code = getattr(match, "code", "")
        self.add(
            Label(
                m,
                pygame.Rect(body.left, body.top, body.width, head),
                _("Address: {address}   Join code: {code}").format(
                    address=address_of(match), code=code
                ),
                role="heading",
                bold=True,
            )
        )
        top = body.top + head + m.px(12)
        alone = only_here(match)
        if alone is not None:  # the address shown is this computer's own: say so plainly
            note = m.px(30)
            self.add(
                Label(
                    m,
                    pygame.Rect(body.left, top - m.px(8), body.width, note),
                    alone,
                    role="small",
                    colour=theme.INK_SOFT,
                )
            )
            top += note
        names = self.names()
        n = len(names)
        bh = m.px(52)
        rh, gap = fit_rows(n, m.px(46), m.px(8), body.bottom - top - bh - m.px(16))
        # the seat's state may be a sentence (who may take over, and when): it gets the room
        name_w = body.width * 3 // 10
        state_w = body.width * 2 // 5
        act_w = body.width - name_w - state_w - 2 * m.px(12)
        host = self.host_view
        self.actions: dict[int, Button] = {}
        for i in range(n):
            y = top + i * (rh + gap)
            self.add(
                Label(m, pygame.Rect(body.left, y, name_w, rh), f"{i + 1}. {names[i]}", bold=True)
            )
            text, action = self.seat_state(i, host)
            colour = theme.INK if action is None else theme.INK_SOFT
            self.add(
                Label(
                    m,
                    pygame.Rect(body.left + name_w + m.px(12), y, state_w, rh),
                    text,
                    colour=colour,
                    role="small" if len(text) > 24 else "body",
                    max_lines=2,
                )
            )
            if action is not None:
                label, callback, refusal = action
                button = Button(
                    m,
                    pygame.Rect(body.right - act_w, y, act_w, rh),
                    label,
                    callback,
                    style="parchment",
                    enabled=refusal is None,
                    refusal=refusal,
                )
                self.actions[i] = button
                self.add(button)
        sw = min(m.px(300), body.width // 2)
        # the level of the computer an absent seat is handed to
        lw = min(m.px(220), (body.width - sw) // 3)
        level_y = body.bottom - bh
        self.add(
            Label(
                m,
                pygame.Rect(body.left, level_y, lw, bh),
                _("Computer level"),
                bold=True,
                max_lines=2,
            )
        )
        self.level_stepper = Stepper(
            m,
            pygame.Rect(
                body.left + lw + m.px(12),
                level_y,
                min(m.px(300), body.width - sw - lw - m.px(36)),
                bh,
            ),
            [(k, i18n.translate(v)) for k, v in LEVEL_NAMES.items()],
            self.level,
            self._level,
            tooltip=_("The computer that plays a seat handed over."),
        )
        self.add(self.level_stepper)
        self.go = Button(
            m,
            pygame.Rect(body.right - sw, body.bottom - bh, sw, bh),
            _("Go to the table"),
            self.go_to_table,
            glow=True,
        )
        self.add(self.go)

    def _level(self, level: str) -> None:
        self.level = level

    def shown_now(self) -> tuple[Any, ...]:
        """What the screen shows of the seats: it is laid out again when this changes (a
        countdown to a hand-over included)."""
        match = self.network
        waits = tuple(duration(match.hand_over_in(i)) for i in range(len(match.labels)))
        return (tuple(match.labels), tuple(match.connected), tuple(match.seats_here), waits)

    def seat_state(self, seat: int, host: bool) -> tuple[str, Action | None]:
        """What the seat is now and what this screen may do with it (a button's label, what it
        does, and why it cannot be done yet)."""
        match = self.network
        label = match.labels[seat] if seat < len(match.labels) else "open"
        here = seat in match.seats_here
        connected = seat < len(match.connected) and match.connected[seat]
        if here:
            return _("Played on this screen"), None
        if label in LEVEL_NAMES or label == "random":
            level = i18n.translate(LEVEL_NAMES.get(label, label))
            text = _("Computer ({level})").format(level=level)
            person = seat < len(match.people) and match.people[seat]
            take_back = (_("Take it back"), partial(self.hand_over, seat, "open"), None)
            may = host or match.may_take_back
            return text, take_back if may and person else None
        if label == "open":
            return _("Free: waiting for a player"), (
                _("Play here"),
                partial(self.play_here, seat),
                None,
            )
        if connected:
            return _("Played elsewhere"), None
        give = partial(self.hand_over, seat)
        wait = 0.0 if host else match.hand_over_in(seat)
        if wait <= 0:
            return _("Away"), (_("Hand to a computer"), give, None)
        # the others wait the delay the game was created with; the server decides for good
        later = duration(wait)
        return _("Away: a computer may take over in {time}").format(time=later), (
            _("Hand to a computer"),
            None,
            _("That player may come back: wait {time}.").format(time=later),
        )

    def play_here(self, seat: int) -> None:
        """A friend beside the host takes a free seat on this screen (behind the curtain)."""
        match = self.network
        link = Link(getattr(match, "url", ""))
        future = link.join(getattr(match, "code", ""), seat)

        def done(f: concurrent.futures.Future[Any]) -> None:
            self.pending.append(f)

        future.add_done_callback(done)
        self._joining = (link, seat)

    def hand_over(self, seat: int, level: str | None = None) -> None:
        """Hand the seat to a computer of the level chosen (or "open": give it back)."""
        self.network.hand_over(seat, level or self.level)

    def go_to_table(self) -> None:
        if self.network.state is None:  # no view of the game has arrived yet
            self.app.toast(_("The server did not answer."))
            return
        below = self.app.manager.stack[:-1]
        if any(
            getattr(getattr(s, "session", None), "network", None) is self.network for s in below
        ):
            self.app.manager.pop()
            return
        open_table(self.app, self.network)

    def update(self, dt: float) -> None:
        super().update(dt)
        while self.pending:
            future = self.pending.pop()
            link, seat = self._joining
            try:
                future.result()
            except Exception as exc:
                link.close()
                self.app.toast(refusal_text(exc))
                continue
            # a friend's seat on this screen is not kept: the host's own seat brings both back
            self.network.add_feed(SeatFeed(link, seat))
        shown = self.shown_now()
        if shown != self._shown:
            self.build()
