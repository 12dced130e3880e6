""" "What can I do now?": the `?` key and the table's `?` button open a panel over the table
that lists, in words, the legal choices of the seat on turn, grouped by the game's rules
(`game.rules.<game>.choices`), with Undo when it can be used, and the rules' reason for the
last click that did nothing.

The legal commands come from the table's click model (the one place that asks for them), so
the panel is right for every game, variant and phase; a table wires it with `WhatNow`:
`handle_event` for the key, `open` for its button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.choices import Choices, Words
from game.rules.eight_minute import choices as eight_minute
from game.rules.legends import choices as legends
from game.rules.settlers import choices as settlers
from game.scenes.base import Scene
from game.scenes.table.clicks import ClickModel
from game.ui import fonts, theme
from game.ui.text import wrap
from game.ui.widgets import Button, Label, Panel

if TYPE_CHECKING:
    from game.scenes.host import Host as App

# The game's rules say the seat's legal commands in groups: (rules, state, seat, legal).
Describe = Callable[[Any, Any, int, Sequence[Any]], Choices]
DESCRIBE: dict[str, Describe] = {
    "eight-minute": eight_minute.choices,
    "legends": legends.choices,
    "settlers": lambda _rules, state, seat, legal: settlers.choices(state, seat, legal),
}
VERSION = "what-now"  # the click model's targets asked here, apart from the board's own


def say(words: Words) -> str:
    """`words` in the player's language (the values that are words too)."""
    if words.plural is None:
        text = i18n.translate(words.msgid)
    else:
        text = i18n.ngettext(words.msgid, words.plural, words.n)
    values = {k: say(v) if isinstance(v, Words) else v for k, v in words.params.items()}
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: the source text
        source = words.msgid if words.plural is None or words.n == 1 else words.plural
        return source.format(**values)


def is_key(event: pygame.event.Event) -> bool:
    """Whether `event` is the `?` key (Shift+/ on most keyboards, whatever the layout)."""
    if event.type != pygame.KEYDOWN:
        return False
    if getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION:
        return True
    return event.key == pygame.K_SLASH and bool(event.mod & pygame.KMOD_SHIFT)


@dataclass
class Line:
    """One line of the panel: its text and how it is shown."""

    text: str
    kind: str  # "head", "about", "group", "undo", "refusal"


class WhatNow:
    """A table's "What can I do now?": the click model whose legal commands and last refusal
    it reads, and which seat decides (`seat()`, None when no human does; by default the
    session's acting human)."""

    def __init__(
        self,
        app: App,
        session: Any,
        clicks: ClickModel,
        seat: Callable[[], int | None] | None = None,
    ) -> None:
        self.app = app
        self.session = session
        self.clicks = clicks
        self.describe = DESCRIBE[clicks.match.rules.game_id]
        self.seat = seat or session.acting_human
        # the table's hint, reached by the mouse too (H is the key): None where none is given
        self.hint: Callable[[], object] | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The `?` key opens the panel."""
        if is_key(event):
            self.open()
            return True
        return False

    def open(self) -> None:
        self.app.manager.push(WhatNowPanel(self.app, self))

    def button(self, rect: pygame.Rect, **style: Any) -> Button:
        """The table's `?` button."""
        return Button(
            self.app.metrics,
            rect,
            "?",
            self.open,
            tooltip=_("What can I do now? (?)"),
            **style,
        )

    def lines(self) -> list[Line]:
        """What the panel says now, in the player's language."""
        match = self.clicks.match
        pending = match.pending
        if pending is None:
            return [Line(_("The game is over."), "head")]
        seat = self.seat()
        if seat is None:
            who = pending.players[0] if pending.players else -1
            name = self.session.name(who) if who >= 0 else ""
            text = _("{name} is playing: there is nothing for you to decide now.")
            return [Line(text.format(name=name), "head")]
        legal = self.clicks.targets(seat, VERSION).commands
        choices = self.describe(match.rules, match.state, seat, legal)
        out = [Line(_("{name}, you may:").format(name=self.session.name(seat)), "head")]
        if choices.about is not None:
            out.append(Line(say(choices.about), "about"))
        out += [Line("• " + say(group.words), "group") for group in choices.groups]
        if match.can_undo(seat):
            out.append(Line("• " + _("Undo: take back your last step."), "undo"))
        refused = self.clicks.last_refusal()
        if refused:
            out.append(
                Line(_("Your last click did nothing: {reason}").format(reason=refused), "refusal")
            )
        return out


STYLES = {  # kind: (bold, colour)
    "head": (True, theme.INK),
    "about": (False, theme.INK_SOFT),
    "group": (False, theme.INK),
    "undo": (False, theme.INK),
    "refusal": (True, theme.DANGER),
}


class WhatNowPanel(Scene):
    """The panel over the table: the lines of `WhatNow`, and Close; `?`, Escape or a click
    beside it close it too."""

    overlay = True
    keyboard_buttons = True

    def __init__(self, app: App, what: WhatNow) -> None:
        super().__init__(app)
        self.what = what
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.texts: list[Line] = []

    def build(self) -> None:
        m = self.app.metrics
        self.texts = lines = self.what.lines()
        margin, pad, gap = m.px(16), m.px(20), m.px(6)
        width = min(m.width - 2 * margin, max(m.px(560), min(m.px(820), m.width * 2 // 3)))
        inner = width - 2 * pad
        head_h = m.px(60)
        button_h = max(m.px(48), fonts.get(m.text("button"), bold=True).get_linesize() + m.px(12))
        room = m.height - 2 * margin - head_h - button_h - 2 * pad
        rows: list[list[str]] = []
        role = "body"
        for role in ("body", "label", "small"):  # the largest text at which all of it fits
            rows = [self._rows(line, role, inner) for line in lines]
            if self._height(rows, role) + gap * (len(lines) - 1) <= room:
                break
        step = fonts.get(m.text(role)).get_linesize()
        used = self._height(rows, role) + gap * (len(lines) - 1)
        height = min(m.height - 2 * margin, head_h + used + gap + button_h + 2 * pad)
        self.panel_rect = rect = pygame.Rect(0, 0, width, height)
        rect.center = (m.width // 2, m.height // 2)
        self.widgets = [Panel(m, rect, _("What can I do now?"))]
        y = rect.top + head_h
        for line, wrapped in zip(lines, rows, strict=True):
            bold, colour = STYLES[line.kind]
            font = fonts.get(m.text(role), bold=bold)
            indent = font.size("• ")[0] if line.text.startswith("• ") else 0
            for i, row in enumerate(wrapped):
                left = rect.left + pad + (indent if i else 0)
                box = pygame.Rect(left, y, rect.left + pad + inner - left, step)
                self.widgets.append(
                    Label(m, box, row, role=role, bold=bold, colour=colour, valign="top")
                )
                y += step
            y += gap
        bw = max(m.px(160), fonts.get(m.text("button"), bold=True).size(_("Close"))[0] + m.px(40))
        close = pygame.Rect(0, 0, bw, button_h)
        close.bottomright = (rect.right - pad, rect.bottom - pad)
        self.close_button = Button(m, close, _("Close"), self.close, style="parchment")
        self.widgets.append(self.close_button)
        self.hint_button: Button | None = None
        if self.what.hint is not None and self.what.seat() is not None:
            label = _("Suggest a move (H)")
            hw = fonts.get(m.text("button"), bold=True).size(label)[0] + m.px(40)
            hint = pygame.Rect(0, 0, min(hw, close.left - rect.left - pad - m.px(12)), button_h)
            hint.bottomleft = (rect.left + pad, rect.bottom - pad)
            self.hint_button = Button(m, hint, label, self.suggest, style="parchment")
            self.widgets.append(self.hint_button)

    def suggest(self) -> None:
        self.close()
        if self.what.hint is not None:
            self.what.hint()

    def _rows(self, line: Line, role: str, width: int) -> list[str]:
        """`line` wrapped at `role`'s size; a bullet's later rows indented under its text."""
        font = fonts.get(self.app.metrics.text(role), bold=STYLES[line.kind][0])
        indent = font.size("• ")[0] if line.text.startswith("• ") else 0
        first = wrap(font, line.text, width)
        if len(first) <= 1 or not indent:
            return first
        rest = wrap(font, line.text[len(first[0]) :].strip(), width - indent)
        return [first[0], *rest]

    def _height(self, rows: list[list[str]], role: str) -> int:
        step = fonts.get(self.app.metrics.text(role)).get_linesize()
        return sum(len(r) for r in rows) * step

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def on_back(self) -> None:
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_key(event):
            self.close()
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.panel_rect.collidepoint(event.pos):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw_background(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 6, 90))
        surface.blit(veil, (0, 0))
