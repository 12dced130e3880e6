"""Watching a game again: the game's own table at any step, with play, pause, step forward and
back, speed, whose eyes to look through, and "Take over from here".

Each step shown is a match of the first steps of the log (the engine's fold of their events);
the table is drawn on it through an `InsetHost`, so it looks exactly as it did at play. Only
pointer moves reach the table (its hover explanations): a replay never submits anything. What
only a seat could see is shown from that seat; "From above" (every seat at once, the log whole)
is offered for finished games only.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.savefile import SaveFile, match_from_save, read_save
from game.gamelog import seat_names
from game.history.records import GameRecord
from game.history.replay import Replay
from game.i18n import _
from game.rules.registry import rules_class
from game.scenes.base import Scene
from game.scenes.dialog import message
from game.scenes.history.inset import InsetHost, table_for
from game.scenes.history.take_over import TakeOverScene
from game.ui import theme
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # steps a second at the base pace, times this
BASE_PACE = 2.0
ABOVE = -1


def _icon(kind: str) -> Any:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect.inflate(-rect.width // 3, -rect.height // 3)
        ink = theme.PARCHMENT
        cx, cy, h = r.centerx, r.centery, r.height // 2
        if kind == "pause":
            w = max(3, r.width // 5)
            pygame.draw.rect(surface, ink, (cx - 2 * w, r.top, w, r.height))
            pygame.draw.rect(surface, ink, (cx + w, r.top, w, r.height))
            return
        forward = kind in ("play", "next", "last")
        tip = h if forward else -h
        bar = max(3, r.width // 6)
        if kind == "play":
            pygame.draw.polygon(
                surface, ink, [(cx - tip, cy - h), (cx + tip, cy), (cx - tip, cy + h)]
            )
            return
        # a step is one triangle against a bar; to an end, two triangles against it
        count = 2 if kind in ("first", "last") else 1
        width = abs(tip)
        start = cx - (count * width + bar) // 2 if forward else cx + (count * width + bar) // 2
        sign = 1 if forward else -1
        for i in range(count):
            base = start + sign * i * width
            pygame.draw.polygon(
                surface, ink, [(base, cy - h), (base + sign * width, cy), (base, cy + h)]
            )
        edge = start + sign * count * width
        pygame.draw.rect(surface, ink, (edge if forward else edge - bar, r.top, bar, r.height))

    return draw


def open_record(app: App, record: GameRecord) -> bool:
    """The replay of a game of the history; a record that does not replay says why."""
    try:
        save = record.save_file()
    except ValueError:
        app.manager.push(
            message(app, _("This game cannot be replayed"), _("Its record holds no moves."))
        )
        return False
    return open_save_file(app, save, finished_record=True)


def open_path(app: App, path: Path) -> bool:
    """The replay of a save file (finished or not); the file is only read."""

    try:
        save = read_save(path)
    except SaveError as exc:
        app.manager.push(message(app, _("This game cannot be replayed"), i18n.render(exc.message)))
        return False
    return open_save_file(app, save)


def open_save_file(app: App, save: SaveFile, finished_record: bool = False) -> bool:

    try:
        match = match_from_save(save, rules_class(save.game))
    except SaveError as exc:
        app.manager.push(message(app, _("This game cannot be replayed"), i18n.render(exc.message)))
        return False
    app.manager.push(ReplayScene(app, match, save))
    return True


class ReplayScene(Scene):
    def __init__(self, app: App, match: Match, save: SaveFile, at: int | None = None) -> None:
        super().__init__(app)
        self.replay = Replay(match)
        self.save = save
        self.meta: dict[str, Any] = dict(save.meta) if isinstance(save.meta, dict) else {}
        self.position = self.replay.last if at is None else self.replay.clamp(at)
        self.viewer = ABOVE if self.replay.finished else self._first_human()
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.table: Scene | None = None
        self.host: InsetHost | None = None
        self._shown: tuple[int, int, tuple[int, int]] | None = None

    @property
    def game_id(self) -> str:
        return str(self.replay.rules.game_id)

    def _first_human(self) -> int:
        seats = self.meta.get("seats")
        if isinstance(seats, list):
            for i, seat in enumerate(seats):
                if isinstance(seat, dict) and seat.get("kind") == "human":
                    return i
        return 0

    def names(self) -> list[str]:

        return seat_names(
            Match(self.replay.rules, self.replay.seed, self.replay.steps[:1]), self.meta
        )

    # layout -----------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        pad = m.px(10)
        row_h = max(m.px(48), m.text("button") + m.px(16))
        bar_h = 2 * row_h + 3 * pad
        self.bar = pygame.Rect(0, m.height - bar_h, m.width, bar_h)
        top = self.bar.top + pad
        x = pad
        icon_w = row_h + m.px(8)
        self.buttons: dict[str, Button] = {}
        for key, tip in (
            ("first", _("Go to the set-up")),
            ("previous", _("One step back")),
            ("play", _("Play or pause")),
            ("next", _("One step forward")),
            ("last", _("Go to the end")),
        ):
            self.buttons[key] = Button(
                m,
                pygame.Rect(x, top, icon_w, row_h),
                "",
                partial(self.press, key),
                tooltip=tip,
                icon=_icon("pause" if key == "play" and self.playing else key),
            )
            x += icon_w + pad
        speed_w = m.px(170)
        self.speed_stepper = Stepper(
            m,
            pygame.Rect(m.width - pad - speed_w, top, speed_w, row_h),
            [(s, f"× {s:g}") for s in SPEEDS],
            self.speed,
            self.set_speed,
            tooltip=_("How fast the steps follow each other while playing."),
        )
        self.step_label = Label(
            m,
            pygame.Rect(x, top, self.speed_stepper.rect.left - pad - x, row_h),
            self.step_text(),
            role="body",
            valign="center",
            colour=theme.PARCHMENT,
        )
        top2 = top + row_h + pad
        back_w = m.px(180)
        self.back = Button(
            m,
            pygame.Rect(pad, top2, back_w, row_h),
            _("Back"),
            self.on_back,
            style="parchment",
        )
        take_w = min(m.px(320), (m.width - back_w - 4 * pad) // 2)
        self.take_over = Button(
            m,
            pygame.Rect(m.width - pad - take_w, top2, take_w, row_h),
            _("Take over from here"),
            self.open_take_over,
            enabled=self.replay.rules.pending(self.replay.state_at(self.position)) is not None,
            refusal=_("The game is over at this step: go back to an earlier one."),
            tooltip=_("Start a new game from this very moment, with the seats you choose."),
        )
        seat_left = self.back.rect.right + pad
        self.seat_stepper = Stepper(
            m,
            pygame.Rect(seat_left, top2, self.take_over.rect.left - pad - seat_left, row_h),
            self.viewer_options(),
            self.viewer,
            self.set_viewer,
            tooltip=_("Whose eyes to look through: what only that seat knew is shown."),
        )
        self.widgets = [
            *self.buttons.values(),
            self.step_label,
            self.speed_stepper,
            self.back,
            self.seat_stepper,
            self.take_over,
        ]
        self._shown = None
        self._refresh_table()

    def viewer_options(self) -> list[tuple[int, str]]:
        options = [(i, _("Seen by {name}").format(name=n)) for i, n in enumerate(self.names())]
        if self.replay.finished:
            options.insert(0, (ABOVE, _("Seen from above")))
        return options

    def step_text(self) -> str:
        k = self.position
        text = _("Step {k} of {n}").format(k=k, n=self.replay.last)
        if k == 0:
            text = _("Set-up, {n} steps to come").format(n=self.replay.last)
        return text

    def _refresh_table(self) -> None:
        area = pygame.Rect(0, 0, self.app.metrics.width, self.bar.top)
        key = (self.position, self.viewer, area.size)
        if self._shown == key or area.width < 10 or area.height < 10:
            return
        self._shown = key
        self.host = InsetHost(self.app, area)
        match = Match(self.replay.rules, self.replay.seed, self.replay.steps[: self.position + 1])
        viewer = None if self.viewer == ABOVE else self.viewer
        self.table = table_for(self.host, match, self.meta, viewer)
        self.step_label.text = self.step_text()
        pending = match.pending
        self.take_over.enabled = pending is not None

    # acting ----------------------------------------------------------------------------------
    def go(self, k: int) -> None:
        self.position = self.replay.clamp(k)
        self._refresh_table()

    def press(self, key: str) -> None:
        if key == "play":
            if not self.playing and self.position >= self.replay.last:
                self.position = 0
            self.playing = not self.playing
            self._clock = 0.0
            self.build()
            return
        self.playing = False
        moves = {"first": 0, "previous": self.position - 1, "next": self.position + 1}
        self.go(moves.get(key, self.replay.last))
        self.buttons["play"].icon = _icon("play")

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def set_viewer(self, viewer: int) -> None:
        self.viewer = viewer
        self.build()  # the stepper says whose eyes, the table shows what they saw

    def open_take_over(self) -> None:

        self.playing = False
        match = Match(self.replay.rules, self.replay.seed, self.replay.steps[: self.position + 1])
        self.app.manager.push(TakeOverScene(self.app, match, self.meta))

    def on_back(self) -> None:
        self.app.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.press("next" if event.key == pygame.K_RIGHT else "previous")
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.press("play")
            return True
        if super().handle_event(event):
            return True
        table, host = self.table, self.host
        # the table gets pointer moves for its hover explanations, never a click
        if (
            table is not None
            and host is not None
            and event.type == pygame.MOUSEMOTION
            and host.rect.collidepoint(event.pos)
        ):
            pos = host.to_table(event.pos)
            moved = pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=event.rel, buttons=(0, 0, 0)
            )
            table.handle_event(moved)
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        self._clock += dt * BASE_PACE * self.speed
        while self._clock >= 1.0:
            self._clock -= 1.0
            if self.position >= self.replay.last:
                self.playing = False
                self.build()
                return
            self.go(self.position + 1)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        if self.table is not None and self.host is not None:
            self.table.draw(self.host.surface)
            self.host.show(surface)
        pygame.draw.rect(surface, theme.WOOD_DARK, self.bar)
