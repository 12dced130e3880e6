"""The seat table every area-control new-game screen starts with: 2 to N seats, each with a
name, colour and mark, human or computer and its level, and the youngest seat (who wins a tied
bid); Add/Remove a player and Start. A game's subclass adds its own options below
(`build_options`) and starts its session (`start`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.scenes.menu import MenuScene
from game.scenes.page import PageScene
from game.scenes.table.seats import (
    Seat,
    added_seat,
    check_icon,
    default_seats,
    level_hint,
    level_options,
    named_copies,
    next_free,
    piece_icon,
)
from game.scenes.unfinished import replace_unfinished
from game.settings import autosave_path
from game.ui import fonts, theme
from game.ui.layout import TEXT_ROLES, fit_rows
from game.ui.text_input import TextInput
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App


class SeatsPage(PageScene):
    MIN_SEATS = 2
    MAX_SEATS = 5
    MAX_SEATS_TEXT = ""  # the refusal when no seat may be added
    OPTION_ROWS = 1  # rows the game's options take under Add/Remove (see `build_options`)
    NOTE_LINES = 2  # lines of the note along the bottom of the body (`note_rect`)
    # the least the note keeps where the rows would otherwise be drawn lower than their text
    # (large text in a small window): a note that wants NOTE_LINES grows into what the
    # options leave free, or shows its text smaller (see `row_grid`)
    MIN_NOTE_LINES: int | None = None
    # set by the network Host screen: Start hands the chosen seats and options to it
    network_start: Callable[[Callable[[App, Any], Scene], Any], Scene] | None = None

    def __init__(self, app: App, count: int = 3) -> None:
        super().__init__(app)
        self.seats: list[Seat] = default_seats(count)
        for i, seat in enumerate(self.seats):
            seat.name = _("Player {n}").format(n=i + 1)
        # the history opens only on New game
        from game.scenes.history.hook import name_from_history

        name_from_history(self.seats)
        self.youngest = 0
        self.seed: int = random.randrange(1, 2**31)
        self.variants: dict[str, bool] = {}  # the game's own, each ticked or not
        self.inputs: list[TextInput] = []
        self.rows: list[dict[str, Any]] = []
        self.controls: dict[str, Button] = {}

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def _sync_names(self) -> None:
        for seat, field in zip(self.seats, self.inputs, strict=False):
            seat.name = field.text

    def build_body(self) -> None:
        self._sync_names()
        m = self.app.metrics
        gap = m.px(12)
        top, rh, row_gap = self.row_grid()
        # colour, mark and youngest show their icon only: the column's heading names them
        cols = [
            ("num", 30),
            ("name", 220),
            ("colour", 90),
            ("mark", 90),
            ("kind", 220),
            ("level", 200),
            ("young", 110),
        ]
        xs = self.column_spans(cols, gap)
        heads = {
            "name": _("Name"),
            "colour": _("Colour"),
            "mark": _("Mark"),
            "kind": _("Player"),
            "level": _("Level"),
            "young": _("Youngest"),
        }
        for key, text in heads.items():
            self.place_heading(*xs[key], text)
        self.inputs = []
        self.rows = []
        for i, seat in enumerate(self.seats):
            y = top + i * (rh + row_gap)
            row: dict[str, Any] = {}
            field = self.place_name_cells(i, seat, xs, y, rh)
            row["name"] = field
            x0, w = xs["colour"]
            row["colour"] = Button(
                m,
                pygame.Rect(x0, y, w, rh),
                "",
                lambda i=i: self.next_colour(i),
                role="label",
                style="parchment",
                icon=piece_icon(seat),
                tooltip=_("Change this player's colour (colour-blind-safe palette)."),
            )
            x0, w = xs["mark"]
            row["mark"] = Button(
                m,
                pygame.Rect(x0, y, w, rh),
                "",
                lambda i=i: self.next_mark(i),
                role="label",
                style="parchment",
                icon=piece_icon(seat, disc=True),
                tooltip=_("Change the mark on this player's pieces."),
            )
            x0, w = xs["kind"]
            row["kind"] = Stepper(
                m,
                pygame.Rect(x0, y, w, rh),
                [("human", _("Human")), ("computer", _("Computer"))],
                seat.kind,
                lambda v, i=i: self.set_kind(i, v),
            )
            x0, w = xs["level"]
            row["level"] = Stepper(
                m,
                pygame.Rect(x0, y, w, rh),
                level_options(),
                seat.level,
                lambda v, i=i: self.set_level(i, v),
                tooltip=level_hint(seat.level),
            )
            row["level"].visible = seat.kind == "computer"
            x0, w = xs["young"]
            row["young"] = Button(
                m,
                pygame.Rect(x0, y, w, rh),
                "",
                lambda i=i: self.set_youngest(i),
                role="label",
                style="wood" if i == self.youngest else "parchment",
                glow=i == self.youngest,
                icon=check_icon(i == self.youngest),
                tooltip=_("A tied bid goes to the youngest of the tied bidders."),
            )
            self.rows.append(row)
            self.add(field, row["colour"], row["mark"], row["kind"], row["level"], row["young"])
        y = top + self.MAX_SEATS * (rh + row_gap)
        bw = m.px(230)
        self.controls = {}
        self.place_seat_buttons(y, rh, gap, bw)
        self.build_options(y, rh, gap, bw)
        self.place_start_button()
        self.add(self.controls["add"], self.controls["remove"], self.controls["start"])

    @property
    def note_lines(self) -> int:
        """The lines of the note that the body keeps (`row_grid` may give some to the rows)."""
        return getattr(self, "_note_lines", self.NOTE_LINES)

    def note_height(self) -> int:
        """Room for the note along the bottom of the body."""
        return self.note_lines * fonts.get(self.app.metrics.text("label")).get_linesize()

    def note_rect(self) -> pygame.Rect:
        body = self.body
        h = self.note_height()
        return pygame.Rect(body.left, body.bottom - h, body.width, h)

    def row_grid(self) -> tuple[int, int, int]:
        """The top of the first seat row, the rows' height and the gap between them: the
        seats (as many as may be), Add/Remove and the game's option rows share the body
        above the note, so five players and every option fit at any size."""
        m = self.app.metrics
        head = m.px(32)
        rows = self.MAX_SEATS + 1 + self.OPTION_ROWS
        # a row holds a line of its text, apart from the next: else the note gives up lines
        least = fonts.get(m.text("label")).get_linesize() + m.px(4)
        fewest = self.NOTE_LINES if self.MIN_NOTE_LINES is None else self.MIN_NOTE_LINES
        for lines in range(self.NOTE_LINES, min(fewest, self.NOTE_LINES) - 1, -1):
            self._note_lines = lines
            free = self.body.height - head - self.note_height() - m.px(4)
            rh, row_gap = fit_rows(rows, m.px(46), m.px(8), free)
            # an option's name may need two lines of the smallest label: the seat rows give way
            two_lines = 2 * fonts.get(TEXT_ROLES["label"][1]).get_linesize() * 8 // 7 + 2
            self.option_h = max(rh, two_lines)
            if self.option_h > rh:
                rest = free - self.OPTION_ROWS * (self.option_h + row_gap)
                # the gap may shrink too: every row then uses the narrower one
                rh, row_gap = fit_rows(self.MAX_SEATS + 1, m.px(46), row_gap, rest + row_gap)
            if rh >= least and (row_gap >= m.px(3) or lines == self.NOTE_LINES):
                break
        self.row_gap = row_gap
        return self.body.top + head, rh, row_gap

    def seat_refusals(self) -> tuple[str, str]:
        """Why no seat may be added, and why none may be removed."""
        return self.MAX_SEATS_TEXT or _("At most five players."), _("At least two players.")

    def place_heading(self, x: int, w: int, text: str) -> None:
        """A column's heading, `w` wide from `x`, along the top of the body."""
        m = self.app.metrics
        rect = pygame.Rect(x, self.body.top, w, m.px(28))
        self.add(Label(m, rect, text, role="label", bold=True, colour=theme.INK_SOFT))

    def place_name_cells(
        self, i: int, seat: Seat, xs: dict[str, tuple[int, int]], y: int, rh: int
    ) -> TextInput:
        """Seat `i`'s number (added) and name field (kept in `inputs`, for the caller to add)
        in the columns "num" and "name" of row `y`."""
        m = self.app.metrics
        x0, w = xs["num"]
        self.add(Label(m, pygame.Rect(x0, y, w, rh), str(i + 1), bold=True, align="center"))
        x0, w = xs["name"]
        field = TextInput(m, pygame.Rect(x0, y, w, rh), seat.name, max_length=16)
        field.focused = False
        self.inputs.append(field)
        return field

    def place_seat_buttons(self, y: int, rh: int, gap: int, bw: int) -> None:
        """Add a player and Remove a player side by side at `y`, in `controls`."""
        m = self.app.metrics
        left = self.body.left
        too_many, too_few = self.seat_refusals()
        self.controls["add"] = Button(
            m,
            pygame.Rect(left, y, bw, rh),
            _("Add a player"),
            self.add_seat,
            style="parchment",
            enabled=len(self.seats) < self.MAX_SEATS,
            refusal=too_many,
        )
        self.controls["remove"] = Button(
            m,
            pygame.Rect(left + bw + gap, y, bw, rh),
            _("Remove a player"),
            self.remove_seat,
            style="parchment",
            enabled=len(self.seats) > self.MIN_SEATS,
            refusal=too_few,
        )

    def place_start_button(self) -> None:
        """Start the game, glowing, at the bottom right across from Back, in `controls`."""
        m = self.app.metrics
        sw = m.px(260)
        self.controls["start"] = Button(
            m,
            pygame.Rect(m.width - m.px(40) - sw, self.back.rect.top, sw, self.back.rect.height),
            _("Start the game"),
            self.ask_to_start,
            glow=True,
        )

    def ask_to_start(self) -> None:
        """Start; but an unfinished game (its autosave) would be replaced: ask first, and
        keep it among the saves (game/scenes/unfinished.py)."""
        replace_unfinished(
            self.app, self.start, title=_("Start a new game?"), yes_label=_("Start the game")
        )

    def column_spans(self, cols: list[tuple[str, int]], gap: int) -> dict[str, tuple[int, int]]:
        """Each column's (left, width) across the body, all narrowed alike when the widths
        asked for (before `px`) do not fit."""
        m = self.app.metrics
        body = self.body
        total = sum(m.px(w) for _k, w in cols) + gap * (len(cols) - 1)
        scale = min(1.0, body.width / max(1, total))
        x = body.left
        xs: dict[str, tuple[int, int]] = {}
        for key, w in cols:
            width = int(m.px(w) * scale)
            xs[key] = (x, width)
            x += width + gap
        return xs

    def build_options(self, y: int, rh: int, gap: int, bw: int) -> None:
        """The game's own options; `y` is the row of Add/Remove (from x = 2 * (bw + gap)),
        then OPTION_ROWS rows `self.option_h` high, `self.row_gap` apart, and the note
        (`note_rect`)."""

    def start(self) -> Scene | None:
        raise NotImplementedError

    def table_options(self) -> dict[str, Any]:
        """What every area-control session starts with besides its seats: the variants, the
        youngest seat, the seed and the autosave file."""
        return {
            "variants": dict(self.variants),
            "youngest": self.youngest,
            "seed": self.seed,
            "autosave": autosave_path(),
        }

    def open_board(self, board_scene: Callable[[App, Any], Scene], session: Any) -> Scene:
        """Leave the new-game pages for the table: back to the menu, then the game's board."""
        if self.network_start is not None:  # the server starts the game: nothing kept here
            session.detach()
            if session.autosaver is not None:
                session.autosaver.forget()
            return self.network_start(board_scene, session)
        manager = self.app.manager
        manager.pop_to(MenuScene)
        scene = board_scene(self.app, session)
        manager.push(scene)
        return scene

    def seat_copies(self) -> list[Seat]:
        """The seats as chosen, each with a name (an empty one gets its number)."""
        self._sync_names()
        return named_copies(self.seats)

    # changes -------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        self._sync_names()
        self.build()

    def next_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        self.seats[i].colour = next_free(list(theme.PLAYER_COLOURS), self.seats[i].colour, used)
        self._rebuild()

    def next_mark(self, i: int) -> None:
        used = {s.mark for j, s in enumerate(self.seats) if j != i}
        self.seats[i].mark = next_free(list(theme.MARKS), self.seats[i].mark, used)
        self._rebuild()

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i].kind = kind  # type: ignore[assignment]
        self._rebuild()

    def set_level(self, i: int, level: str) -> None:
        self.seats[i].level = level
        if i < len(self.rows):
            self.rows[i]["level"].tooltip = level_hint(level)

    def set_youngest(self, i: int) -> None:
        self.youngest = i
        self._rebuild()

    def add_seat(self) -> None:
        if len(self.seats) >= self.MAX_SEATS:
            return
        self._sync_names()
        self.seats.append(added_seat(self.seats))
        self.build()

    def remove_seat(self) -> None:
        if len(self.seats) <= self.MIN_SEATS:
            return
        self._sync_names()
        self.seats.pop()
        self.youngest = min(self.youngest, len(self.seats) - 1)
        self.build()


def resume_board(
    app: App, board_scene: Callable[[App, Any], Scene], session_type: Any, match: Any, save: Any
) -> Scene:
    """A loaded save (or the autosave) back on its board, at the decision it stopped on."""
    session = session_type.from_save(match, getattr(save, "meta", {}) or {}, autosave_path())
    return board_scene(app, session)
