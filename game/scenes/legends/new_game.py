"""New Legends game: the shared seat table (2–4 seats), then the layout (T or loop), the board
faces (at random, or one chosen face of each of the four boards) and each variant. Also
`resume()`, which the load screen and Continue use to bring a saved game back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.legends.layout import SIDE_NAMES, SIDES
from game.rules.legends.options import VARIANTS
from game.rules.legends.texts import LAYOUT_NAMES, VARIANT_NAMES
from game.scenes.area_control.new_game import SeatsPage, resume_board
from game.scenes.area_control.seats import check_icon
from game.scenes.base import Scene
from game.scenes.legends.session import LegendsSession
from game.ui import theme
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.app import App

# Each physical board's two faces, in board order (board 1 goes in the layout's first slot).
BOARD_FACES: tuple[tuple[str, str], ...] = tuple(
    tuple(sorted(s for s, b in SIDES.items() if b == board))  # type: ignore[misc]
    for board in sorted(set(SIDES.values()))
)


class NewGameScene(SeatsPage):
    game_id = "legends"  # F1 opens this game's rules
    MIN_SEATS = 2
    MAX_SEATS = 4

    def __init__(self, app: App) -> None:
        super().__init__(app, 3)
        self.MAX_SEATS_TEXT = _("At most four players.")
        self.layout = "t"
        self.boards_chosen = False
        self.faces: list[str] = [faces[0] for faces in BOARD_FACES]
        self.variants: dict[str, bool] = dict.fromkeys(VARIANTS, False)
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
        )
        self.boards_stepper = Stepper(
            m,
            pygame.Rect(x + sw + gap, y, sw, rh),
            [(False, _("Boards at random")), (True, _("Boards chosen"))],
            self.boards_chosen,
            self.set_boards_chosen,
            tooltip=_("Each board is laid with one face up: at random, or the face you choose."),
        )
        widgets: list[Any] = [self.layout_stepper, self.boards_stepper]
        y2 = y + rh + m.px(10)
        self.face_steppers = []
        if self.boards_chosen:
            fw = (body.width - 3 * gap) // 4
            for i, faces in enumerate(BOARD_FACES):
                stepper = Stepper(
                    m,
                    pygame.Rect(body.left + i * (fw + gap), y2, fw, rh),
                    [(f, i18n.translate(SIDE_NAMES[f])) for f in faces],
                    self.faces[i],
                    lambda v, i=i: self.set_face(i, v),
                    tooltip=_("Board {n}: the face laid up.").format(n=i + 1),
                )
                self.face_steppers.append(stepper)
            widgets += self.face_steppers
            y2 += rh + m.px(10)
        cols = 4
        vh = m.px(40)
        vw = (body.width - (cols - 1) * gap) // cols
        for i, key in enumerate(VARIANTS):
            r, c = divmod(i, cols)
            self.controls[key] = Button(
                m,
                pygame.Rect(body.left + c * (vw + gap), y2 + r * (vh + m.px(8)), vw, vh),
                i18n.translate(VARIANT_NAMES[key]),
                lambda k=key: self.toggle(k),
                role="label",
                style="parchment",
                icon=check_icon(self.variants[key]),
                tooltip=i18n.translate(VARIANT_NAMES[key]),
            )
            widgets.append(self.controls[key])
        note_top = y2 + 2 * (vh + m.px(8))
        if note_top + m.px(24) <= body.bottom:
            widgets.append(
                Label(
                    m,
                    pygame.Rect(body.left, note_top, body.width, body.bottom - note_top),
                    _("The poisoned swamp hides among the exploration tokens, so it needs them."),
                    role="label",
                    colour=theme.INK_SOFT,
                    max_lines=1,
                    valign="top",
                )
            )
        self.add(*widgets)

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
        if key == "swamp" and on:
            self.variants["exploration"] = True
        if key == "exploration" and not on:
            self.variants["swamp"] = False
        self._rebuild()

    def start(self) -> Scene | None:
        from game.scenes.legends.board import BoardScene

        boards = tuple(self.faces) if self.boards_chosen else None
        session = LegendsSession.new(
            self.seat_copies(),
            layout=self.layout,
            boards=boards,  # type: ignore[arg-type]
            **self.table_options(),
        )
        return self.open_board(BoardScene, session)


def resume(app: App, match: Any, save: Any, path: Path) -> Scene:
    """Continue a loaded save (or the autosave) at the exact decision it stopped on."""
    from game.scenes.legends.board import BoardScene

    return resume_board(app, BoardScene, LegendsSession, match, save)
