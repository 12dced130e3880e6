"""The hint a human may ask for (H): the Hard level's choice in their place, said as an
intention and never played. Shared by the three games' tables.

A table that points (`stays=True`, the area boards) keeps the hint on screen, in a note it
draws and with the thing it names glowing, until the player acts (the match moves on) or
dismisses it (a click on the note, Escape, H again); other tables say it in a toast."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import _, ngettext
from game.scenes.table.thinking import position_key
from game.ui import fonts, theme
from game.ui.text import wrap


def area_hint_text(command: Any, name: Callable[[int], str]) -> str:
    """An Eight-Minute Empire or Legends command as a suggestion ("Move an army from…")."""
    kind = type(command).__name__
    region = getattr(command, "region", "")
    if kind == "TakeCard":
        return _("Take the card in place {n} of the row.").format(n=command.slot + 1)
    if kind == "PlaceArmy":
        return _("Place an army in region {region}.").format(region=region)
    if kind == "PlaceNeutral":
        return _("Place a neutral army in region {region}.").format(region=region)
    if kind == "MoveArmy":
        return _("Move an army from region {source} to region {target}.").format(
            source=command.source, target=command.target
        )
    if kind == "BuildCity":
        return _("Build a city in region {region}.").format(region=region)
    if kind == "DestroyArmy":
        owner = getattr(command, "owner", -1)
        return _("Destroy an army of {name} in region {region}.").format(
            name=name(owner), region=region
        )
    if kind == "Bid":
        coins = command.amount
        return ngettext("Bid {n} coin.", "Bid {n} coins.", coins).format(n=coins)
    if kind == "ChooseOption":
        return _("Use the card's option {n}.").format(n=command.option + 1)
    if kind == "ChooseFirstPlayer":
        return _("Let {name} go first.").format(name=name(command.first))
    if kind == "SkipAction":
        return _("Leave the rest of this action.")
    if kind in ("Done", "EndTurn"):
        return _("End your turn.")
    if kind == "PassExtraCard":
        return _("Decline the extra card.")
    return ""


@dataclass
class Hint:
    """A suggestion on screen: the command, its words, and where the match stood."""

    command: Any
    text: str
    key: tuple[int, int, int]


class Hints:
    """What a table scene does for hints: ask on H (for the human deciding now), then show
    the suggestion when it is ready: kept in a note until the player acts or dismisses it
    (`stays`), else in a toast."""

    def __init__(
        self, session: Any, describe: Callable[[Any], str], *, stays: bool = False
    ) -> None:
        self.session = session
        self.describe = describe
        self.stays = stays
        self.shown: Hint | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)  # the note as last drawn (a click on it dismisses)
        self.colour: tuple[int, int, int] = theme.GLOW  # the note's edge: the table's hint colour

    def handle_event(self, event: pygame.event.Event, app: Any) -> bool:
        if (
            self.shown is not None
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.dismiss()
            return True
        if event.type != pygame.KEYDOWN or event.key != pygame.K_h:
            return False
        if self.dismiss():  # H again puts the hint away
            return True
        return self.ask(app)

    def ask(self, app: Any) -> bool:
        """Ask for a suggestion for the human deciding now (H, or the "What can I do now?"
        panel's button); False when no human decides."""
        human = self.session.acting_human()
        if human is None:
            return False
        self.session.ask_hint(human)
        app.toast(_("Looking for a good move…"))
        return True

    def dismiss(self) -> bool:
        """Put the hint on screen away; True if there was one."""
        if self.shown is None:
            return False
        self.shown = None
        return True

    def current(self) -> Hint | None:
        """The hint on screen while the match stands where it was given: once the player acts
        (or takes a step back) it is spent."""
        shown = self.shown
        if shown is not None and shown.key != position_key(self.session.match, shown.key[2]):
            self.shown = shown = None
        return shown

    def command(self) -> Any:
        """The command the hint on screen suggests, if any (the table makes it glow)."""
        shown = self.current()
        return shown.command if shown is not None else None

    def update(self, app: Any) -> None:
        self.current()
        command = self.session.ready_hint()
        if command is None:
            return
        text = self.describe(command)
        if not text:
            return
        human = self.session.acting_human()
        if self.stays and human is not None:
            self.shown = Hint(command, text, position_key(self.session.match, human))
        else:
            app.toast(_("Hint: {move}").format(move=text))

    def note_size(self, metrics: Any, max_width: int) -> tuple[int, int]:
        """The size of the note for the hint on screen, at most `max_width` wide (0, 0: none)."""
        shown = self.current()
        if shown is None:
            return (0, 0)
        font, pad, width = (
            self._note_font(metrics),
            metrics.px(8),
            self._note_width(metrics, max_width),
        )
        lines = wrap(font, _("Hint: {move}").format(move=shown.text), width - 2 * pad)
        close_h = fonts.get(metrics.text("label"), bold=True).get_linesize()
        return width, len(lines) * font.get_linesize() + close_h + 5 * pad // 2

    @staticmethod
    def _note_font(metrics: Any) -> pygame.font.Font:
        return fonts.get(metrics.text("label"))

    @staticmethod
    def _note_width(metrics: Any, max_width: int) -> int:
        return max(metrics.px(160), min(max_width, metrics.px(340)))

    def draw(self, surface: pygame.Surface, metrics: Any, rect: pygame.Rect) -> None:
        """The note in `rect` (sized by `note_size`): the hint's words and a close mark;
        nothing when no hint is shown."""
        shown = self.current()
        if shown is None or rect.width <= 0:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        m = metrics
        font, pad = self._note_font(m), m.px(8)
        close_font = fonts.get(m.text("label"), bold=True)
        lines = wrap(font, _("Hint: {move}").format(move=shown.text), rect.width - 2 * pad)
        self.rect = rect
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=8)
        surface.blit(shadow, rect.move(3, 4))
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=8)
        pygame.draw.rect(surface, self.colour, rect, 3, border_radius=8)
        y = rect.top + pad
        for line in lines:
            surface.blit(font.render(line, True, theme.INK), (rect.left + pad, y))
            y += font.get_linesize()
        label = close_font.render("× " + _("Close"), True, theme.INK)
        surface.blit(label, label.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))
