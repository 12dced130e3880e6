"""Taking a seat, and the lobby of a network game: the address and join code to tell the others,
each seat (played here, by someone elsewhere, away, or a computer), a seat taken on this screen
for a friend beside the host, an absent seat handed to a computer and taken back, and the
hand-over delay agreed by the players present (a new one proposed, agreed or declined)."""

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
from game.net.protocol import ProtocolError
from game.net.remote import NetMatch, SeatFeed
from game.scenes.dialog import message
from game.scenes.menu import MenuScene
from game.scenes.net.table import open_table, session_for, watch
from game.scenes.page import PageScene
from game.ui import fonts, theme
from game.ui.layout import Metrics, fit_rows
from game.ui.text import wrap
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def refusal_text(exc: BaseException) -> str:
    # a server speaking another protocol (an older or newer program hosting) says which
    if isinstance(exc, (ClientError, ProtocolError)):
        return i18n.render(Message(exc.reason, exc.params))
    return _("The server at {url} cannot be reached.").format(url="")


TIMEOUT = 30.0  # seconds a seat may take to be granted before the screen gives up

Action = tuple[str, Any, str | None]  # a button's label, its callback, why it is not yet allowed
# How long a seat must have been away before the other players may hand it to a computer: a
# game played live waits a minute, one that lasts days a day or more.
DELAYS = (60, 300, 1800, 3 * 3600, 86400, 3 * 86400)


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


def text_height(text: str, role: str, width: int, m: Metrics, bold: bool = False) -> int:
    """The height `text` needs at its role's size, wrapped in `width` (a label grows a line
    rather than shrinking its words)."""
    font = fonts.get(m.text(role), bold=bold)
    return len(wrap(font, text, max(1, width))) * font.get_linesize() + m.px(4)


def delay_options(current: int | None = None) -> list[tuple[int, str]]:
    """The delays offered, with the game's own when it is none of them (a test's seconds)."""
    chosen = sorted({*DELAYS, current}) if current is not None else list(DELAYS)
    return [(seconds, duration(seconds) or _("at once")) for seconds in chosen]


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
        self.delay_choice = match.away_delay  # a new hand-over delay to propose
        self._delay_told = match.away_delay

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
        sw = min(m.px(300), body.width // 2)
        # the level of the computer an absent seat is handed to, and the delay before it may
        # be: their steppers in one column
        lw = min(m.px(300), (body.width - sw) * 2 // 5)
        # the hand-over delay (and a new one proposed) above the bottom row; its label grows a
        # line rather than shrinking its words
        label = _("Hand an absent seat over after")
        dh = max(m.px(44), text_height(label, "body", lw, m, bold=True))
        vote = self.vote_text()
        delay_top = body.bottom - bh - m.px(12) - dh - (m.px(44) + m.px(8) if vote else 0)
        rh, gap = fit_rows(n, m.px(46), m.px(8), delay_top - top - m.px(12))
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
        self.build_delay(pygame.Rect(body.left, delay_top, body.width, dh), sw, lw, vote)
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

    def build_delay(self, rect: pygame.Rect, sw: int, label_w: int, vote: str | None) -> None:
        """The delay before an absent seat may be handed over: a new one to propose, and the
        one proposed (with Agree and Decline when this screen's players are asked)."""
        m = self.app.metrics
        match = self.network
        gap = m.px(12)
        self.add(
            Label(
                m,
                pygame.Rect(rect.left, rect.top, label_w, rect.height),
                _("Hand an absent seat over after"),
                bold=True,
                max_lines=3,
            )
        )
        step_w = min(m.px(300), rect.width - label_w - sw - 3 * gap)
        row_h = m.px(44)  # the stepper and the buttons; the label beside them may be taller
        top = rect.top + (rect.height - row_h) // 2
        self.delay_stepper = Stepper(
            m,
            pygame.Rect(rect.left + label_w + gap, top, step_w, row_h),
            delay_options(match.away_delay),
            self.delay_choice,
            self._delay,
            tooltip=_(
                "How long a player may be away before the others may let a computer play "
                "their seat (they take it back when they return)."
            ),
        )
        same = self.delay_choice == match.away_delay
        self.propose = Button(
            m,
            pygame.Rect(rect.right - sw, top, sw, row_h),
            _("Propose"),
            self.propose_delay,
            style="parchment",
            enabled=not same,
            refusal=_("That is already the game's delay.") if same else None,
            tooltip=_("The new delay counts once every player present has agreed."),
        )
        self.add(self.delay_stepper, self.propose)
        self.answers: list[Button] = []
        if vote is None:
            return
        y = rect.bottom + m.px(8)
        asked = self.asked()
        text_w = rect.width - (sw + gap if asked else 0)
        self.add(
            Label(
                m,
                pygame.Rect(rect.left, y, text_w, row_h),
                vote,
                role="small",
                max_lines=2,
                colour=theme.INK,
            )
        )
        if asked:
            half = (sw - m.px(8)) // 2
            agree = Button(
                m,
                pygame.Rect(rect.right - sw, y, half, row_h),
                _("Agree"),
                partial(self.network.answer_delay, True),
                style="parchment",
            )
            decline = Button(
                m,
                pygame.Rect(rect.right - half, y, half, row_h),
                _("Decline"),
                partial(self.network.answer_delay, False),
                style="parchment",
            )
            self.answers = [agree, decline]
            self.add(agree, decline)

    def asked(self) -> bool:
        """Whether a player of this screen is asked to agree to the delay proposed."""
        vote = self.network.delay_vote
        return vote is not None and any(s in vote.waiting for s in self.network.seats_here)

    def vote_text(self) -> str | None:
        """The new delay proposed, as everyone sees it: who proposed it, whom it waits for, or
        who declined it."""
        match = self.network
        vote = match.delay_vote
        if vote is None:
            return None
        names = self.names()

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat + 1)

        time, now = duration(vote.seconds) or _("at once"), duration(match.away_delay)
        now = now or _("at once")
        if vote.declined_by >= 0:
            return _("{name} declined a delay of {time}; it stays {now}.").format(
                name=name(vote.declined_by), time=time, now=now
            )
        if not vote.waiting:
            return _("{name} proposes a delay of {time} (now {now}).").format(
                name=name(vote.by), time=time, now=now
            )
        return _("{name} proposes a delay of {time} (now {now}): waiting for {names}.").format(
            name=name(vote.by),
            time=time,
            now=now,
            names=", ".join(name(s) for s in vote.waiting),
        )

    def _delay(self, seconds: int) -> None:
        self.delay_choice = seconds  # laid out again: Propose once it is not the game's delay

    def propose_delay(self) -> None:
        self.network.propose_delay(self.delay_choice)

    def _level(self, level: str) -> None:
        self.level = level

    def shown_now(self) -> tuple[Any, ...]:
        """What the screen shows of the seats: it is laid out again when this changes (a
        countdown to a hand-over included)."""
        match = self.network
        waits = tuple(duration(match.hand_over_in(i)) for i in range(len(match.labels)))
        return (
            tuple(match.labels),
            tuple(match.connected),
            tuple(match.seats_here),
            waits,
            match.away_delay,
            match.delay_vote,
            self.delay_choice,
        )

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
        match = self.network
        if match.away_delay != self._delay_told:
            # the players agreed a new delay: the choice starts again from it
            self._delay_told = self.delay_choice = match.away_delay
            self.app.toast(
                _("The hand-over delay is now {time}.").format(
                    time=duration(match.away_delay) or _("at once")
                )
            )
        shown = self.shown_now()
        if shown != self._shown:
            self.build()
