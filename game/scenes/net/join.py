"""Join a network game: type the host's address and the join code, see the free seats, take one."""

from __future__ import annotations

import concurrent.futures
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.ai.registry import LEVEL_NAMES
from game.i18n import _
from game.net import protocol as p
from game.net.link import Link, look, server_url, submit
from game.scenes import registry
from game.scenes.net.lobby import Connecting, refusal_text
from game.scenes.page import PageScene
from game.ui.text_input import TextInput
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def seat_names(lobby: p.Lobby) -> list[str]:
    """The names the game's options give its seats (Player n where they give none)."""
    options = lobby.options
    raw = options.get("names") or options.get("seats") or lobby.names
    names = [str(x) for x in raw] if isinstance(raw, list) else []
    return [
        names[i] if i < len(names) and names[i] else _("Player {n}").format(n=i + 1)
        for i in range(len(lobby.seats))
    ]


class JoinScene(PageScene):
    def __init__(self, app: App, address: str = "", code: str = "") -> None:
        super().__init__(app)
        self.address_text = address
        self.code_text = code
        self.lobby: p.Lobby | None = None
        self.looking: concurrent.futures.Future[p.Lobby] | None = None
        self.url = ""

    def title(self) -> str:
        return _("Join a network game")

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        rh, gap = m.px(48), m.px(12)
        label_w = min(m.px(260), body.width // 3)
        field_w = min(m.px(420), body.width - label_w - gap)
        y = body.top
        self.add(Label(m, pygame.Rect(body.left, y, label_w, rh), _("Address"), bold=True))
        self.address = TextInput(
            m,
            pygame.Rect(body.left + label_w + gap, y, field_w, rh),
            self.address_text,
            max_length=80,
            on_submit=lambda _t: self.address_typed(),
        )
        y += rh + gap
        self.add(Label(m, pygame.Rect(body.left, y, label_w, rh), _("Join code"), bold=True))
        self.code = TextInput(
            m,
            pygame.Rect(body.left + label_w + gap, y, min(m.px(220), field_w), rh),
            self.code_text,
            max_length=12,
            on_submit=lambda _t: self.look_up(),
        )
        self.address.focused = not self.address_text
        self.code.focused = bool(self.address_text)
        y += rh + gap
        self.find = Button(
            m,
            pygame.Rect(body.left + label_w + gap, y, min(m.px(320), field_w), rh),
            _("Look for the game"),
            self.look_up,
            glow=self.lobby is None,
        )
        self.add(self.address, self.code, self.find)
        y += rh + 2 * gap
        self.seats: dict[int, Button] = {}
        if self.looking is not None:
            self.add(Label(m, pygame.Rect(body.left, y, body.width, rh), _("Connecting…")))
            return
        if self.lobby is None:
            return
        lobby = self.lobby
        game = i18n.translate(registry.game_name(lobby.game))
        self.add(
            Label(
                m,
                pygame.Rect(body.left, y, body.width, rh),
                _("{game}: choose a free seat").format(game=game),
                bold=True,
            )
        )
        y += rh + gap
        names = seat_names(lobby)
        bh = max(m.px(36), min(rh, (body.bottom - y) // max(1, len(names)) - m.px(6)))
        bw = min(body.width, m.px(620))
        for i, label in enumerate(lobby.seats):
            rect = pygame.Rect(body.left, y + i * (bh + m.px(6)), bw, bh)
            if label == "open":
                text = _("{n}. {name}: free").format(n=i + 1, name=names[i])
                button = Button(m, rect, text, partial(self.take, i), glow=True)
            else:
                what = _("computer") if label in LEVEL_NAMES or label == "random" else _("taken")
                text = _("{n}. {name}: {what}").format(n=i + 1, name=names[i], what=what)
                button = Button(
                    m, rect, text, None, enabled=False, refusal=_("That seat is not free.")
                )
            self.seats[i] = button
            self.add(button)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Tab (Shift+Tab) goes from one field to the other, as in any form."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            fields = (self.address, self.code)
            if any(f.focused for f in fields):
                self.focus(self.code if self.address.focused else self.address)
                return True
        return super().handle_event(event)

    def focus(self, field: TextInput) -> None:
        for other in (self.address, self.code):
            other.focused = other is field
        field.select_all()  # typing replaces what the field held

    def address_typed(self) -> None:
        """Enter after the address: on to the code when it is still to type, else look."""
        if not self.code.text.strip():
            self.focus(self.code)
            return
        self.look_up()

    def _remember_fields(self) -> None:
        self.address_text = self.address.text
        self.code_text = self.code.text

    def look_up(self) -> None:
        self._remember_fields()
        address, code = self.address_text.strip(), self.code_text.strip().upper()
        if not address or not code:
            self.app.toast(_("Type the host's address and the join code."))
            return
        self.url = server_url(address)
        self.lobby = None
        self.looking = submit(look(self.url, code))
        self.build()

    def take(self, seat: int) -> None:
        self._remember_fields()
        link = Link(self.url)
        future = link.join(self.code_text.strip().upper(), seat)
        self.app.manager.push(Connecting(self.app, link, future))

    def update(self, dt: float) -> None:
        super().update(dt)
        looking = self.looking
        if looking is None or not looking.done():
            return
        self.looking = None
        self._remember_fields()
        try:
            self.lobby = looking.result()
        except Exception as exc:
            self.app.toast(refusal_text(exc))
        self.build()
