"""Host a network game: choose who may reach the server started inside this game, then the
game; its own New game screen chooses seats and options, and Start creates the game on the
server and opens the lobby (address, join code, seats)."""

from __future__ import annotations

import concurrent.futures
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.net import embedded
from game.net.client import ClientError
from game.net.link import DEFAULT_PORT, Link, server_url
from game.scenes import registry
from game.scenes.dialog import message
from game.scenes.net.lobby import DELAYS, Connecting, delay_options, refusal_text
from game.scenes.net.lobby import text_height as _height
from game.scenes.page import PageScene
from game.ui import fonts
from game.ui.text_input import TextInput
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


SHARED = "server"  # the game is created on a shared server (`empires serve`), not here


def reach_options() -> list[tuple[str, str]]:
    return [
        (embedded.LOOPBACK, _("This computer only")),
        (embedded.EVERYWHERE, _("Computers on my network")),
        (SHARED, _("Players on a shared server")),
    ]


class HostScene(PageScene):
    """Where the server listens, then which game."""

    def __init__(
        self,
        app: App,
        bind: str = embedded.LOOPBACK,
        port: int = DEFAULT_PORT,
        server: str = "",
        away_delay: int = DELAYS[0],
    ) -> None:
        super().__init__(app)
        self.bind = bind
        self.port_text = str(port)
        self.server_text = server  # a shared server's address
        self.away_delay = away_delay

    def title(self) -> str:
        return _("Host a network game")

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        rh, gap = m.px(48), m.px(12)
        label_w = min(m.px(300), body.width // 3)
        y = body.top
        self.add(Label(m, pygame.Rect(body.left, y, label_w, rh), _("Who may join"), bold=True))
        self.reach = Stepper(
            m,
            pygame.Rect(
                body.left + label_w + gap, y, min(m.px(520), body.width - label_w - gap), rh
            ),
            reach_options(),
            self.bind,
            self._reach,
        )
        y += rh + gap
        shared = self.bind == SHARED
        field = _("Server address") if shared else _("Port")
        self.add(Label(m, pygame.Rect(body.left, y, label_w, rh), field, bold=True))
        self.port = TextInput(
            m,
            pygame.Rect(
                body.left + label_w + gap,
                y,
                min(m.px(420), body.width - label_w - gap) if shared else m.px(160),
                rh,
            ),
            self.server_text if shared else self.port_text,
            max_length=80 if shared else 5,
        )
        self.port.focused = shared and not self.server_text
        y += rh + gap
        self.add(self.reach, self.port)
        # the longest label: two lines at the chosen size rather than one at a smaller
        delay_text = _("Hand an absent seat over after")
        delay_h = max(rh, _height(delay_text, "body", label_w, m, bold=True))
        self.add(
            Label(
                m,
                pygame.Rect(body.left, y, label_w, delay_h),
                delay_text,
                bold=True,
                max_lines=3,
                wrap_first=True,
            )
        )
        self.delay = Stepper(
            m,
            pygame.Rect(
                body.left + label_w + gap,
                y + (delay_h - rh) // 2,
                min(m.px(300), body.width - label_w),
                rh,
            ),
            delay_options(),
            self.away_delay,
            self._delay,
            tooltip=_(
                "How long a player may be away before the others may let a computer play "
                "their seat (they take it back when they return)."
            ),
        )
        self.add(self.delay)
        y += delay_h + gap
        note = (
            _("The game is kept on the server; others type its address and the join code.")
            if shared
            else _("Others type this computer's address and the join code on their Join screen.")
        )
        note_h = _height(note, "small", body.width, m)
        self.add(
            Label(m, pygame.Rect(body.left, y, body.width, note_h), note, role="small", max_lines=3)
        )
        y += note_h + gap
        head = _("Choose the game")
        head_h = _height(head, "body", body.width, m, bold=True)
        self.add(Label(m, pygame.Rect(body.left, y, body.width, head_h), head, bold=True))
        y += head_h + gap
        self.games: dict[str, Button] = {}
        games = list(registry.GAMES)
        line = fonts.get(m.text("button"), bold=True).get_linesize()
        stacked = (body.bottom - y - (len(games) - 1) * gap) // len(games)
        for i, game_id in enumerate(games):
            if stacked >= line + m.px(12):  # one under another, as wide as a name needs
                bh = min(max(m.px(40), line + m.px(12)), stacked, m.px(56) + line // 2)
                rect = pygame.Rect(body.left, y + i * (bh + gap), min(body.width, m.px(560)), bh)
            else:  # larger text on a short window: side by side, each name on two lines
                bw = (body.width - (len(games) - 1) * gap) // len(games)
                bh = min(body.bottom - y, 2 * line + m.px(12))
                rect = pygame.Rect(body.left + i * (bw + gap), y, bw, bh)
            button = Button(
                m,
                rect,
                i18n.translate(registry.game_name(game_id)),
                partial(self.choose, game_id),
                wrap_first=True,
            )
            self.games[game_id] = button
            self.add(button)

    def _reach(self, value: str) -> None:
        self._remember_field()
        self.bind = value
        self.build()

    def _delay(self, value: int) -> None:
        self.away_delay = value

    def _remember_field(self) -> None:
        if self.bind == SHARED:
            self.server_text = self.port.text
        else:
            self.port_text = self.port.text

    def chosen_port(self) -> int | None:
        text = self.port.text.strip()
        if text.isdigit() and 0 <= int(text) < 65536:
            return int(text)
        return None

    def choose(self, game_id: str) -> None:
        if self.bind == SHARED:
            self.choose_on_server(game_id)
            return
        port = self.chosen_port()
        if port is None:
            self.app.manager.push(
                message(self.app, _("Port"), _("The port is a number from 1 to 65535."))
            )
            return
        self.port_text = self.port.text
        try:
            hosted = embedded.host(self.bind, port)
        except ClientError as exc:
            self.app.manager.push(message(self.app, self.title(), refusal_text(exc)))
            return
        embedded.remember_hosting(hosted)
        scene = registry.new_game_scene(self.app, game_id)
        start = partial(start_hosted, self.app, hosted.url, hosted, self.away_delay)
        scene.network_start = start  # type: ignore[attr-defined]
        self.app.manager.push(scene)

    def choose_on_server(self, game_id: str) -> None:
        """The game is created on a shared server: nothing starts here; the server (and its
        store) keeps the game, and its players hand an absent seat over after the delay."""
        self._remember_field()
        address = self.server_text.strip()
        if not address:
            self.app.toast(_("Type the shared server's address."))
            return
        scene = registry.new_game_scene(self.app, game_id)
        url = server_url(address)
        start = partial(start_hosted, self.app, url, None, self.away_delay)
        scene.network_start = start  # type: ignore[attr-defined]
        self.app.manager.push(scene)


def seat_kinds(seats: list[Any]) -> tuple[list[str], int]:
    """The server's seat kinds for the seats chosen ("open" for a person), and the first
    person's seat (the host's)."""
    kinds = ["open" if s.kind == "human" else s.level for s in seats]
    take = next((i for i, k in enumerate(kinds) if k == "open"), 0)
    kinds[take] = "open"
    return kinds, take


def wire_options(session: Any) -> dict[str, Any]:
    options: dict[str, Any] = session.rules.options.model_dump(mode="json")
    # where face-down tokens lie is chosen on the server, never by the host
    if not options.get("token_regions"):
        options.pop("token_regions", None)
    return options


def start_hosted(
    app: App,
    url: str,
    hosted: embedded.Hosted | None,
    away_delay: int,
    board_scene: Any,
    session: Any,
) -> Scene:
    """Create the game on the server (the one hosted here, or a shared one), taking the first
    person's seat, and show the lobby while the others join."""
    kinds, take = seat_kinds(session.seats)
    link = Link(url)
    names = [s.name for s in session.seats]
    future = link.create(
        game=session.rules.game_id,
        options=wire_options(session),
        seats=kinds,
        take=take,
        names=names,
        away_delay=away_delay,
    )
    scene = Connecting(app, link, future, names=names, hosted=hosted, lobby=True)
    app.manager.push(scene)
    return scene


def wait_result(future: concurrent.futures.Future[Any]) -> Any:
    """The future's result once done, or None while it runs (it raises its error)."""
    if not future.done():
        return None
    return future.result()
