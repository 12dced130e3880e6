"""New Legends game: the shared seat table (2–4 seats), then the layout (T or loop), the board
faces (at random, or one chosen face of each of the four boards) and each variant. Also
`resume()`, which the load screen and Continue use to bring a saved game back."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.legends.cards import WARLORD_NAMES, WARLORD_TEXTS
from game.rules.legends.layout import SIDE_NAMES, SIDES
from game.rules.legends.options import ENCOUNTER_KINDS, VARIANTS
from game.rules.legends.texts import (
    ENCOUNTER_NAMES,
    ENCOUNTERS_USED_TEXT,
    HAND_SETUP_NAME,
    HAND_SETUP_TEXT,
    LAYOUT_NAMES,
    VARIANT_NAMES,
    VARIANT_TEXTS,
)
from game.scenes.area_control.variant_note import VariantNote
from game.scenes.base import Scene
from game.scenes.legends.board import BoardScene
from game.scenes.legends.session import LegendsSession
from game.scenes.table.new_game import SeatsPage, resume_board
from game.scenes.table.seats import check_icon
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App

# Each physical board's two faces, in board order (board 1 goes in the layout's first slot).
BOARD_FACES: tuple[tuple[str, str], ...] = tuple(
    tuple(sorted(s for s, b in SIDES.items() if b == board))  # type: ignore[misc]
    for board in sorted(set(SIDES.values()))
)


class NewGameScene(SeatsPage):
    game_id = "legends"  # F1 opens this game's rules
    MIN_SEATS = 2
    MAX_SEATS = 4
    OPTION_ROWS = 3  # the boards' faces (when chosen), two rows of variants and set-up
    NOTE_LINES = 4  # what the variant under the pointer changes (warlords name all four)
    MIN_NOTE_LINES = 2  # at large text in a small window the rows keep their text's height

    def __init__(self, app: App) -> None:
        super().__init__(app, 3)
        self.MAX_SEATS_TEXT = _("At most four players.")
        self.layout = "t"
        self.boards_chosen = False
        self.faces: list[str] = [faces[0] for faces in BOARD_FACES]
        self.variants: dict[str, bool] = dict.fromkeys(VARIANTS, False)
        self.hand_setup = False
        self.encounters_used: tuple[str, ...] = ENCOUNTER_KINDS
        self.face_steppers: list[Stepper] = []

    def title(self) -> str:
        return _("New game: Eight-Minute Empire: Legends")

    def build_options(self, y: int, rh: int, gap: int, bw: int) -> None:
        m = self.app.metrics
        body = self.body
        x = body.left + 2 * (bw + gap)
        sw = (body.right - x - gap) // 2
        self.layout_stepper = Stepper(
            m,
            pygame.Rect(x, y, sw, rh),
            [(k, i18n.translate(v)) for k, v in LAYOUT_NAMES.items()],
            self.layout,
            self.set_layout,
            tooltip=_("How the four boards are laid out."),
            role="label",
        )
        self.boards_stepper = Stepper(
            m,
            pygame.Rect(x + sw + gap, y, sw, rh),
            [(False, _("Boards at random")), (True, _("Boards chosen"))],
            self.boards_chosen,
            self.set_boards_chosen,
            tooltip=_("Each board is laid with one face up: at random, or the face you choose."),
            role="label",
        )
        widgets: list[Any] = [self.layout_stepper, self.boards_stepper]
        y2 = y + rh + self.row_gap
        self.face_steppers = []
        if self.boards_chosen:
            fw = (body.width - 3 * gap) // 4
            for i, faces in enumerate(BOARD_FACES):
                stepper = Stepper(
                    m,
                    pygame.Rect(body.left + i * (fw + gap), y2, fw, self.option_h),
                    [(f, i18n.translate(SIDE_NAMES[f])) for f in faces],
                    self.faces[i],
                    lambda v, i=i: self.set_face(i, v),
                    tooltip=_("Board {n}: the face laid up.").format(n=i + 1),
                    role="label",
                )
                self.face_steppers.append(stepper)
            widgets += self.face_steppers
            y2 += self.option_h + self.row_gap
        cols = 5
        vh = self.option_h
        vw = (body.width - (cols - 1) * gap) // cols

        def cell(i: int) -> pygame.Rect:
            r, c = divmod(i, cols)
            return pygame.Rect(body.left + c * (vw + gap), y2 + r * (vh + self.row_gap), vw, vh)

        for i, key in enumerate(VARIANTS):
            self.controls[key] = Button(
                m,
                cell(i),
                i18n.translate(VARIANT_NAMES[key]),
                lambda k=key: self.toggle(k),
                role="label",
                style="parchment",
                icon=check_icon(self.variants[key]),
                tooltip=variant_text(key),
            )
            widgets.append(self.controls[key])
        widgets += self.setup_controls(cell(len(VARIANTS)), cell(len(VARIANTS) + 1))
        # the note takes the room the options leave (at least its NOTE_LINES): the warlords'
        # note names all four and reads whole at 1280×720
        note_rect = self.note_rect()
        last = cell(len(VARIANTS) + 1)
        note_rect.top = min(note_rect.top, last.bottom + self.row_gap)
        note_rect.height = body.bottom - note_rect.top
        line = max(1, self.note_height() // self.note_lines)
        note = Label(
            m,
            note_rect,
            "",
            role="label",
            max_lines=max(self.note_lines, note_rect.height // line),
            valign="top",
        )
        shown = self.variant_note.shown if hasattr(self, "variant_note") else None
        self.variant_note = VariantNote(
            note,
            {
                **{key: variant_text(key) for key in VARIANTS},
                "hand_setup": i18n.translate(HAND_SETUP_TEXT),
                "encounters_used": i18n.translate(ENCOUNTERS_USED_TEXT),
            },
            _("Point at a variant to read what it changes."),
        )
        if shown is not None:
            self.variant_note.show(shown)
        self.add(*widgets, note)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.variant_note.follow(self.controls)

    def setup_controls(self, hand: pygame.Rect, which: pygame.Rect) -> list[Any]:
        """Set-up by hand (a toggle) and, with the encounters, which of them are used."""
        m = self.app.metrics
        self.controls["hand_setup"] = Button(
            m,
            hand,
            i18n.translate(HAND_SETUP_NAME),
            self.toggle_hand_setup,
            role="label",
            style="parchment",
            icon=check_icon(self.hand_setup),
            tooltip=i18n.translate(HAND_SETUP_TEXT),
        )
        out: list[Any] = [self.controls["hand_setup"]]
        if self.variants["encounters"]:
            self.controls["encounters_used"] = Stepper(
                m,
                which,
                [(combo, encounters_label(combo)) for combo in ENCOUNTER_CHOICES],
                self.encounters_used,
                self.set_encounters_used,
                tooltip=i18n.translate(ENCOUNTERS_USED_TEXT),
            )
            out.append(self.controls["encounters_used"])
        else:
            self.controls.pop("encounters_used", None)
        return out

    def toggle_hand_setup(self) -> None:
        self.hand_setup = not self.hand_setup
        self.variant_note.show("hand_setup")
        self._rebuild()

    def set_encounters_used(self, combo: tuple[str, ...]) -> None:
        self.encounters_used = combo
        self.variant_note.show("encounters_used")

    # changes -------------------------------------------------------------------------------
    def set_layout(self, layout: str) -> None:
        self.layout = layout

    def set_boards_chosen(self, chosen: bool) -> None:
        self.boards_chosen = chosen
        self._rebuild()

    def set_face(self, board: int, face: str) -> None:
        self.faces[board] = face

    def toggle(self, key: str) -> None:
        on = not self.variants[key]
        self.variants[key] = on
        self.variant_note.show(key)
        if key == "swamp" and on:
            self.variants["exploration"] = True
        if key == "exploration" and not on:
            self.variants["swamp"] = False
        self._rebuild()

    def start(self) -> Scene | None:
        boards = tuple(self.faces) if self.boards_chosen else None
        session = LegendsSession.new(
            self.seat_copies(),
            layout=self.layout,
            boards=boards,  # type: ignore[arg-type]
            hand_setup=self.hand_setup,
            encounters_used=self.encounters_used,
            **self.table_options(),
        )
        return self.open_board(BoardScene, session)


# Every choice of encounter tokens, all of them first.
ENCOUNTER_CHOICES: tuple[tuple[str, ...], ...] = tuple(
    tuple(k for k in ENCOUNTER_KINDS if k in combo)
    for combo in (
        ENCOUNTER_KINDS,
        *combinations(ENCOUNTER_KINDS, 2),
        *combinations(ENCOUNTER_KINDS, 1),
    )
)


def encounters_label(combo: tuple[str, ...]) -> str:
    if combo == ENCOUNTER_KINDS:
        return _("All encounters")
    names = [i18n.translate(ENCOUNTER_NAMES[k]) for k in combo]
    text = (
        names[0]
        if len(names) == 1
        else _("{first} and {second}").format(first=names[0], second=names[1])
    )
    return text[:1].upper() + text[1:]


def variant_text(key: str) -> str:
    """What the variant changes; the warlords' own abilities follow the Warlords variant's."""
    text = i18n.translate(VARIANT_TEXTS[key])
    if key == "warlords":
        lords = " ".join(
            _("{name}: {text}").format(
                name=i18n.translate(WARLORD_NAMES[lord]), text=i18n.translate(WARLORD_TEXTS[lord])
            )
            for lord in WARLORD_NAMES
        )
        text = f"{text} {lords}"
    return text


def resume(app: App, match: Any, save: Any, path: Path) -> Scene:
    """Continue a loaded save (or the autosave) at the exact decision it stopped on."""
    return resume_board(app, BoardScene, LegendsSession, match, save)
