"""New Eight-Minute Empire game: the shared seat table (2–5 seats), then board side A or B and
the variants. Also `resume()`, which the load screen and Continue use to bring a saved game
back to the table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.eight_minute.texts import SIDE_NOTES, VARIANT_HINT, VARIANT_NAMES, VARIANT_TEXTS
from game.scenes.area_control.variant_note import VariantNote
from game.scenes.base import Scene
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.session import Session
from game.scenes.table.new_game import SeatsPage, resume_board
from game.scenes.table.seats import check_icon
from game.ui import theme
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App

MAX_SEATS = 5
MIN_SEATS = 2


class NewGameScene(SeatsPage):
    game_id = "eight-minute"  # F1 opens this game's rules
    MIN_SEATS = MIN_SEATS
    MAX_SEATS = MAX_SEATS
    NOTE_LINES = 4  # the side's note on one line, then what the variant under the pointer does

    def __init__(self, app: App) -> None:
        super().__init__(app, 3)
        self.side = "A"
        self.variants = {"goods_tokens": False, "long_game": False, "die_tiebreak": False}

    def title(self) -> str:
        return _("New game: Eight-Minute Empire")

    def build_options(self, y: int, rh: int, gap: int, bw: int) -> None:
        m = self.app.metrics
        body = self.body
        self.side_stepper = Stepper(
            m,
            pygame.Rect(body.left + 2 * (bw + gap), y, m.px(300), rh),
            [("A", _("Board side A")), ("B", _("Board side B"))],
            self.side,
            self.set_side,
            tooltip=_("Side A is the printed map; side B is our own layout."),
        )
        y2 = y + rh + self.row_gap
        vw = (body.width - 2 * gap) // 3
        variants: list[Button] = []
        for i, key in enumerate(self.variants):
            self.controls[key] = Button(
                m,
                pygame.Rect(body.left + i * (vw + gap), y2, vw, self.option_h),
                i18n.translate(VARIANT_NAMES[key]),
                lambda k=key: self.toggle(k),
                role="label",
                style="parchment",
                icon=check_icon(self.variants[key]),
                tooltip=i18n.translate(VARIANT_TEXTS[key]),
            )
            variants.append(self.controls[key])
        side_rect = self.note_rect()
        side_rect.height = self.note_height() // self.NOTE_LINES
        self.side_note = Label(
            m,
            side_rect,
            i18n.translate(SIDE_NOTES[self.side]),
            role="label",
            colour=theme.INK_SOFT,
            max_lines=1,
            valign="top",
        )
        top = self.side_note.rect.bottom
        note = Label(
            m,
            pygame.Rect(body.left, top, body.width, max(m.px(26), body.bottom - top)),
            "",
            role="label",
            colour=theme.INK,
            max_lines=3,
            valign="top",
        )
        texts = {k: i18n.translate(v) for k, v in VARIANT_TEXTS.items()}
        shown = self.variant_note.shown if hasattr(self, "variant_note") else None
        self.variant_note = VariantNote(note, texts, i18n.translate(VARIANT_HINT))
        if shown is not None:
            self.variant_note.show(shown)
        self.add(*variants, self.side_stepper, self.side_note, note)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.variant_note.follow(self.controls)

    def set_side(self, side: str) -> None:
        self.side = side
        self.side_note.text = i18n.translate(SIDE_NOTES[side])

    def toggle(self, key: str) -> None:
        self.variants[key] = not self.variants[key]
        self.variant_note.show(key)
        self._rebuild()

    def start(self) -> Scene | None:
        session = Session.new(
            self.seat_copies(),
            side=self.side,
            **self.table_options(),
        )
        return self.open_board(BoardScene, session)


def resume(app: App, match: Any, save: Any, path: Path) -> Scene:
    """Continue a loaded save (or the autosave) at the exact decision it stopped on."""
    return resume_board(app, BoardScene, Session, match, save)
