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
from game.net.link import DEFAULT_PORT, Link
from game.scenes import registry
from game.scenes.dialog import message
from game.scenes.net.lobby import Connecting, refusal_text
from game.scenes.page import PageScene
from game.ui.text_input import TextInput
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def reach_options() -> list[tuple[str, str]]:
    return [
        (embedded.LOOPBACK, _("This computer only")),
        (embedded.EVERYWHERE, _("Computers on my network")),
    ]


class HostScene(PageScene):
    """Where the server listens, then which game."""

    def __init__(self, app: App, bind: str = embedded.LOOPBACK, port: int = DEFAULT_PORT) -> None:
        super().__init__(app)
        self.bind = bind
        self.port_text = str(port)

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
                body.left + label_w + gap, y, min(m.px(420), body.width - label_w - gap), rh
            ),
            reach_options(),
            self.bind,
            self._reach,
        )
        y += rh + gap
        self.add(Label(m, pygame.Rect(body.left, y, label_w, rh), _("Port"), bold=True))
        self.port = TextInput(
            m,
            pygame.Rect(body.left + label_w + gap, y, m.px(160), rh),
            self.port_text,
            max_length=5,
        )
        self.port.focused = False
        y += rh + gap
        self.add(self.reach, self.port)
        note = _("Others type this computer's address and the join code on their Join screen.")
        self.add(
            Label(m, pygame.Rect(body.left, y, body.width, rh), note, role="small", max_lines=2)
        )
        y += rh + gap
        self.add(
            Label(
                m, pygame.Rect(body.left, y, body.width, m.px(32)), _("Choose the game"), bold=True
            )
        )
        y += m.px(32) + gap
        self.games: dict[str, Button] = {}
        bh = max(m.px(40), min(m.px(56), (body.bottom - y - 2 * gap) // 3))
        for i, game_id in enumerate(registry.GAMES):
            rect = pygame.Rect(body.left, y + i * (bh + gap), min(body.width, m.px(560)), bh)
            button = Button(
                m, rect, i18n.translate(registry.game_name(game_id)), partial(self.choose, game_id)
            )
            self.games[game_id] = button
            self.add(button)

    def _reach(self, value: str) -> None:
        self.bind = value

    def chosen_port(self) -> int | None:
        text = self.port.text.strip()
        if text.isdigit() and 0 <= int(text) < 65536:
            return int(text)
        return None

    def choose(self, game_id: str) -> None:
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
        scene.network_start = partial(start_hosted, self.app, hosted)  # type: ignore[attr-defined]
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


def start_hosted(app: App, hosted: embedded.Hosted, board_scene: Any, session: Any) -> Scene:
    """Create the game on the embedded server, taking the first person's seat, and show the
    lobby while the others join."""
    kinds, take = seat_kinds(session.seats)
    link = Link(hosted.url)
    names = [s.name for s in session.seats]
    future = link.create(
        game=session.rules.game_id,
        options=wire_options(session),
        seats=kinds,
        take=take,
        names=names,
    )
    scene = Connecting(app, link, future, names=names, hosted=hosted, lobby=True)
    app.manager.push(scene)
    return scene


def wait_result(future: concurrent.futures.Future[Any]) -> Any:
    """The future's result once done, or None while it runs (it raises its error)."""
    if not future.done():
        return None
    return future.result()
