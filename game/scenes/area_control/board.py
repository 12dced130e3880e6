"""What the area-control board screens share: the match's listeners, pieces in flight, the
banner saying what a player just did, submitting a click's command (a refusal shows the
engine's reason at the pointer), undo, the game menu, the computers' pace and the tooltips.

A game's board scene subclasses `AreaBoardScene` and supplies `build`, `changed`,
`on_step`, `on_undo`, `explain` and its drawing; the base never reads a game's state.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.i18n import _
from game.scenes.area_control.sprites import Sprite
from game.scenes.base import Scene
from game.ui import fonts, sound, theme
from game.ui.board_view import BoardView
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

BOT_PAUSE = 0.45  # seconds between two computer commands at normal speed


class AreaBoardScene(Scene):
    def __init__(self, app: App, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.match: Match = session.match
        self.rules = session.rules
        self.view: BoardView | None = None
        self.selected: str | None = None
        self.hidden: dict[tuple[str, int, str], int] = {}
        self.sprites: list[Sprite] = []
        self.version = 0
        self._bot_wait = 0.0
        self._tip_pos: tuple[int, int] = (-1, -1)
        self._tip_time = 0.0
        self.banner: tuple[str, float] | None = None  # what just happened, and time left
        self.buttons: dict[str, Button] = {}
        self.row_rects: list[pygame.Rect] = []
        self.panel_rects: list[pygame.Rect] = []
        self.panel_area = pygame.Rect(0, 0, 0, 0)

    # what a game supplies --------------------------------------------------------------------
    def changed(self) -> None:
        raise NotImplementedError

    def on_step(self, match: Match, step: Step) -> None:
        raise NotImplementedError

    def on_undo(self, match: Match, step: Step) -> None:
        raise NotImplementedError

    def explain(self, pos: tuple[int, int]) -> str | None:
        return None

    # life cycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.match.listeners.append(self.on_step)
        self.match.undo_listeners.append(self.on_undo)

    def exit(self) -> None:
        if self.on_step in self.match.listeners:
            self.match.listeners.remove(self.on_step)
        if self.on_undo in self.match.undo_listeners:
            self.match.undo_listeners.remove(self.on_undo)

    def resume(self) -> None:
        self.animator.speed = self.app.animation_factor
        self.changed()

    # animations -----------------------------------------------------------------------------
    def _hide(self, key: tuple[str, int, str]) -> None:
        self.hidden[key] = self.hidden.get(key, 0) + 1

    def _unhide(self, key: tuple[str, int, str]) -> None:
        sound.play("place")  # the piece lands
        n = self.hidden.get(key, 0) - 1
        if n > 0:
            self.hidden[key] = n
        else:
            self.hidden.pop(key, None)

    def _fly(
        self,
        sprite: Sprite,
        duration: float,
        delay: float,
        on_done: Any = None,
        ease: str = "in-out",
    ) -> None:
        self.sprites.append(sprite)

        def done() -> None:
            sprite.done = True
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            if on_done is not None:
                on_done()

        self.animator.add(duration, sprite.set, ease=ease, delay=delay, on_done=done)

    def _panel_point(self, seat: int) -> tuple[int, int]:
        if 0 <= seat < len(self.panel_rects):
            return self.panel_rects[seat].center
        return (self.panel_area.centerx, self.panel_area.bottom)

    def announce(self, text: str) -> None:
        """Say in words what was just done (most useful for computer turns); it fades alone
        and never holds the game up."""
        self.banner = (text, 2.2 * max(0.5, self.animator.speed) if self.animator.speed else 0.0)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None or self.view is None:
            return
        text, left = self.banner
        if left <= 0:
            return
        m = self.app.metrics
        font = fonts.get(m.text("body"), bold=True)
        image = font.render(text, True, theme.INK)
        box = image.get_rect(midtop=(self.view.map_rect.centerx, self.view.map_rect.top + m.px(10)))
        box = box.inflate(m.px(24), m.px(10))
        box.clamp_ip(self.view.map_rect)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = int(235 * min(1.0, left / 0.4))
        pygame.draw.rect(layer, (*theme.PARCHMENT, alpha), layer.get_rect(), border_radius=8)
        pygame.draw.rect(
            layer, (*theme.PARCHMENT_EDGE, alpha), layer.get_rect(), 2, border_radius=8
        )
        image.set_alpha(alpha)
        layer.blit(image, image.get_rect(center=layer.get_rect().center))
        surface.blit(layer, box)

    def tick_banner(self, dt: float) -> None:
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None

    def play_computers(self, dt: float) -> None:
        """A computer seat that decides now plays after a pause scaled by the speed setting."""
        bot = self.session.waiting_computer()
        if bot is not None:
            self._bot_wait -= dt
            if self._bot_wait <= 0:
                self.session.play_bot(bot)
                self._bot_wait = BOT_PAUSE * self.animator.speed

    # clicks --------------------------------------------------------------------------------
    def _submit(self, command: Any, pos: tuple[int, int] | None = None) -> bool:
        try:
            self.session.submit(command)
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message), pos)
            return False
        return True

    def click_undo(self) -> None:
        human = self.session.acting_human()
        if human is None:
            return
        try:
            self.match.undo(human)
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message))

    def _not_yours(self, pos: tuple[int, int]) -> None:
        pending = self.match.pending
        if pending is None:
            self.app.toast(_("The game is over."), pos)
            return
        who = pending.players[0] if pending.players else -1
        self.app.toast(_("Wait: it is {name}'s turn.").format(name=self.session.name(who)), pos)

    def on_back(self) -> None:
        self.open_menu()

    def open_menu(self) -> None:
        from game.scenes.area_control.game_menu import GameMenu

        self.app.manager.push(GameMenu(self.app, self.session))

    # explanations on hover -------------------------------------------------------------------
    def hover_tooltip(self) -> tuple[str, tuple[int, int]] | None:
        tip = super().hover_tooltip()
        if tip is not None:
            return tip
        pos = pygame.mouse.get_pos()
        now = time.monotonic()
        if pos != self._tip_pos:
            self._tip_pos, self._tip_time = pos, now
            return None
        if now - self._tip_time < self.tooltip_delay:
            return None
        text = self.explain(pos)
        return (text, pos) if text else None
