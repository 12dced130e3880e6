"""Dialogs drawn over the current screen: a message, a yes/no confirmation, a text prompt."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import theme
from game.ui.button_room import row_height
from game.ui.text_input import TextInput
from game.ui.widgets import Button, Label, Panel

if TYPE_CHECKING:
    from game.scenes.host import Host as App

DialogButton = tuple[str, Callable[[], None] | None, str]  # label, action, style


class Dialog(Scene):
    """A panel over the dimmed screen below, with a title, a text and a row of buttons.
    A button closes the dialog, then runs its action."""

    overlay = True
    keyboard_buttons = True

    def __init__(self, app: App, title: str, text: str, buttons: list[DialogButton]) -> None:
        self._veil: pygame.Surface | None = None  # the dimmed screen's veil, at its size
        super().__init__(app)
        self.title = title
        self.text = text
        self.buttons_spec = buttons
        self.buttons: list[Button] = []

    def panel_rect(self, extra_height: int = 0) -> pygame.Rect:
        m = self.app.metrics
        w = min(m.width - m.px(40), m.px(640))
        h = m.px(300) + extra_height
        rect = pygame.Rect(0, 0, max(1, w), max(1, h))
        rect.center = (m.width // 2, m.height // 2)
        return rect

    def build(self, extra_height: int = 0) -> None:
        m = self.app.metrics
        count = max(1, len(self.buttons_spec))
        gap = m.px(16)
        pad = m.px(24)
        inner = self.panel_rect().width - 2 * pad
        bw = min(m.px(260), (inner - gap * (count - 1)) // count)
        # two lines of 150 % text where one would shrink
        bh = row_height(m, [label for label, _action, _style in self.buttons_spec], bw)
        extra_height += bh - m.px(56)
        panel = self.panel_rect(extra_height)
        pad = m.px(24)
        self.widgets = [Panel(m, panel, self.title)]
        text_rect = pygame.Rect(
            panel.left + pad, panel.top + m.px(70), panel.width - 2 * pad, m.px(130)
        )
        # the message at the chosen size on more lines, before a smaller size
        self.widgets.append(
            Label(m, text_rect, self.text, max_lines=5, valign="top", wrap_first=True)
        )
        left = panel.centerx - (count * bw + (count - 1) * gap) // 2
        self.buttons = []
        for i, (label, action, style) in enumerate(self.buttons_spec):
            rect = pygame.Rect(left + i * (bw + gap), panel.bottom - pad - bh, bw, bh)
            self.buttons.append(Button(m, rect, label, self._closer(action), style=style))
        self.widgets.extend(self.buttons)

    def _closer(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def close_then_act() -> None:
            if self.app.manager.top is self:
                self.app.manager.pop()
            if action is not None:
                action()

        return close_then_act

    def on_back(self) -> None:
        self.app.manager.pop()

    def draw_background(self, surface: pygame.Surface) -> None:
        # made once while the dialog is open at this size, not each frame
        veil = self._veil
        if veil is None or veil.get_size() != surface.get_size():
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((20, 12, 6, 150))
            self._veil = veil
        surface.blit(veil, (0, 0))


def message(app: App, title: str, text: str) -> Dialog:
    return Dialog(app, title, text, [(_("OK"), None, "wood")])


def confirm(
    app: App,
    title: str,
    text: str,
    on_yes: Callable[[], None],
    *,
    yes_label: str | None = None,
    no_label: str | None = None,
    danger: bool = False,
    on_no: Callable[[], None] | None = None,
) -> Dialog:
    """A yes/no question; `danger` paints the yes button red (delete, quit without saving)."""
    return Dialog(
        app,
        title,
        text,
        [
            (no_label or _("Cancel"), on_no, "parchment"),
            (yes_label or _("Yes"), on_yes, "danger" if danger else "wood"),
        ],
    )


class PromptDialog(Dialog):
    """Ask for a line of text (a save's new name). Submitting calls `on_submit(text)`."""

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        initial: str,
        on_submit: Callable[[str], None],
        *,
        max_length: int = 40,
    ) -> None:
        self.on_submit = on_submit
        self.initial = initial
        self.max_length = max_length
        self.field: TextInput | None = None
        super().__init__(
            app,
            title,
            text,
            [(_("Cancel"), None, "parchment"), (_("OK"), self._submit_field, "wood")],
        )

    def _submit_field(self) -> None:
        if self.field is not None:
            self.on_submit(self.field.text)

    def build(self, extra_height: int = 0) -> None:
        m = self.app.metrics
        current = self.field.text if self.field is not None else self.initial
        super().build(m.px(40))
        panel = self.widgets[0].rect
        pad = m.px(24)
        box = pygame.Rect(panel.left + pad, panel.top + m.px(150), panel.width - 2 * pad, m.px(48))
        self.field = TextInput(
            m,
            box,
            current,
            max_length=self.max_length,
            on_submit=lambda _text: self.buttons[-1].click(),
            on_cancel=self.on_back,
        )
        self.widgets.insert(2, self.field)
        self.widgets[1].rect.height = m.px(70)

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*theme.WOOD_DARK, alpha))
    surface.blit(veil, (0, 0))
