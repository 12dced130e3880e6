"""The game log on a table (the three games share it): the panel beside the board, looking back
at the table as it was after a line, what a hovered line names, and what the computers did
while the player waited.

A table owns one `TableLog`, and needs only a few lines for it:
- `self.log = TableLog(self, ...)` once (after `self.match` is set);
- in `build`: `board_rect = self.log.place(board_rect, side)` (the panel takes the left of the
  board; `side` is the column left of the board, the cards or the panels, where the reports of
  what others did go and over which the log opens as a drawer when a column beside the board
  would leave the board under half the window);
- first in `handle_event`: `if self.log.handle_event(event): return True`;
- in `update`: `self.log.update(dt)`, then before computers play or screens open:
  `if self.log.looking: return`;
- last in `draw`: `self.log.draw(surface)`;
- first in `exit`: `self.log.back_to_now()` (the table leaves with its live match).
While looking back, `table.match` is a read-only `PastMatch` and `refresh()` redraws the table
from it; the live match goes on (paused) underneath.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

import pygame

from game import gamelog, i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.engine.messages import N_
from game.engine.rules import Pending
from game.gamelog import Line
from game.i18n import _, ngettext
from game.ui import fonts, layout_check, theme
from game.ui.log_panel import LogPanel, SeatStyle
from game.ui.text import wrap
from game.ui.widgets import Button

LOOKING_BACK = N_("You are looking back: go back to now to play.")
SUMMARY_TIME = 6.0  # seconds the catch-up card stays (a click closes it sooner)
SUMMARY_LINES = 8  # a lap of two or three computer turns fits whole


class PastMatch:
    """The match as it was right after one event: everything a table reads, nothing it may
    change (a command or an undo is refused with a reason)."""

    def __init__(self, live: Match, state: Any, line: Line) -> None:
        self.live = live
        self.rules = live.rules
        self.seed = live.seed
        self.state = state
        self.line = line
        self.steps = live.steps[: line.step + 1]
        self.listeners: list[Any] = []
        self.undo_listeners: list[Any] = []

    @property
    def pending(self) -> Pending | None:
        return self.rules.pending(self.state)

    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def events(self) -> list[Any]:
        return [e for step in self.steps for e in step.events][: self.line.event + 1]

    def legal_commands(self, player: int) -> list[Any]:
        return []

    def can_undo(self, player: int) -> bool:
        return False

    def submit(self, command: Any) -> list[Any]:
        raise IllegalCommand(LOOKING_BACK)

    def undo(self, player: int) -> Any:
        raise IllegalCommand(LOOKING_BACK)


class TableLog:
    # the player's last fold or unfold, kept while the program runs (None: by window size)
    folded_choice: ClassVar[bool | None] = None
    open_from = 1600  # narrower windows start with the log folded, the board whole
    city = "disc"  # how the log draws a city: "disc", or "tower" in Legends
    # folded, the tab lies on the board's sea; a table with cards to its edge keeps it beside
    tab_over_board = True

    def __init__(
        self,
        table: Any,
        *,
        names: Callable[[], Sequence[str]],
        style: SeatStyle,
        viewer: Callable[[], int | None] = lambda: None,
        human: Callable[[], int | None] = lambda: None,
        highlight: Callable[[pygame.Surface, Line], None] = lambda surface, line: None,
        refresh: Callable[[], None] = lambda: None,
    ) -> None:
        self.table = table
        self.live: Match = table.match
        self.names = names
        self.style = style
        self.viewer = viewer
        self.human = human
        self.highlight = highlight
        self.refresh = refresh
        self.panel: LogPanel | None = None
        self.board = pygame.Rect(0, 0, 0, 0)
        self.side: pygame.Rect | None = None  # the column beside the board (see `place`)
        self.drawer = False  # open over `side`, the board keeping all its room
        self.looking: Line | None = None
        self.back: Button | None = None
        self.lines: list[Line] = []
        self._key: tuple[Any, ...] | None = None
        self._summed: tuple[int, int] = (-1, -1)  # (seat, event) the last summary ended at
        self.summary: tuple[list[str], float] | None = None
        self.summary_box: pygame.Rect | None = None  # where the summary was last drawn
        self._drawn_version: Any = None  # the table's version when the past was drawn
        self.pinned: bool | None = None  # folded or not whatever the player chose (samples)
        self._wish: tuple[int | None, int | None] = (None, None)  # (look back at, hover) events

    # layout -----------------------------------------------------------------------------------
    def folded(self, width: int, ui_scale: float = 1.0) -> bool:
        if self.pinned is not None:
            return self.pinned
        if TableLog.folded_choice is not None:
            return TableLog.folded_choice
        return width < self.open_from * ui_scale  # larger text makes the column wider too

    def place(self, area: pygame.Rect, side: pygame.Rect | None = None) -> pygame.Rect:
        """Take the log's column from the left of `area`; return the rest, for the board.
        Folded, the log is a small tab on the board's left edge and the board keeps it all.
        `side` is the column left of the board (the card row, the player panels): reports of
        what others did are drawn there, and where a log column would leave the board less
        than half the window's width, the log narrows, and where its lines would no longer
        read, the open log lies over `side` as a drawer instead."""
        m = self.table.app.metrics
        folded = self.folded(m.width, m.ui_scale)
        gap = m.px(8)
        self.side = pygame.Rect(side) if side is not None else None
        self.drawer = False
        if folded:
            width = max(m.px(30), m.text("label") + m.px(14))
            label = fonts.get(m.text("label"), bold=True).size(_("Game log"))[0]
            height = min(area.height, label + m.px(34) + 2 * m.text("small") + m.px(24))
            rect = pygame.Rect(area.left, area.top + m.px(8), width, height)
        else:  # sentences need some 30 characters a line; the board keeps the most
            width = min(max(m.px(270), 200), max(200, m.width // 4), area.width // 2)
            rect = pygame.Rect(area.left, area.top, width, area.height)
            # the board keeps half the window's width: the log narrows as far as its lines
            # still read, and past that lies over `side` as a drawer
            keep = area.width - gap - (m.width + 1) // 2
            if side is not None and keep < width:
                width = keep
                rect.width = max(1, keep)
            if side is not None and keep < max(m.px(200), 200):
                self.drawer = True
                rect = pygame.Rect(side)  # its lines wrap narrower: the board stays whole
        self.panel = LogPanel(
            m, rect, self.style, folded=folded, on_pick=self.pick, on_fold=self.fold
        )
        self.panel.city = self.city
        if self.looking is not None:
            self.panel.picked = self.looking
        self._key = None
        if (folded and self.tab_over_board) or self.drawer:
            self.board = pygame.Rect(area)
        elif folded:
            left = rect.right + gap
            self.board = pygame.Rect(left, area.top, area.right - left, area.height)
        else:
            self.board = pygame.Rect(
                rect.right + gap, area.top, area.width - width - gap, area.height
            )
        self._place_back()
        layout_check.board_area(self.board)
        return self.board

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether the open drawer lies over `pos` (what is under it is not hovered)."""
        return self.drawer and self.panel is not None and self.panel.rect.collidepoint(pos)

    def report_area(self) -> pygame.Rect:
        """Where reports of what others did go: the column beside the board (over the open
        log itself, which says the same at more length); a table that names no such column
        keeps the top of its board."""
        m = self.table.app.metrics
        if self.side is not None:
            return self.side.inflate(-m.px(4), -m.px(4))
        if self.panel is not None and not self.panel.folded:
            return self.panel.rect.inflate(-m.px(4), -m.px(4))
        width = max(m.px(200), min(self.board.width - m.px(40), m.px(520)))
        return pygame.Rect(
            self.board.centerx - width // 2, self.board.top + m.px(10), width, self.board.height
        )

    def _place_back(self) -> None:
        m = self.table.app.metrics
        text = _("Back to now")
        wanted = fonts.get(m.text("button"), bold=True).size(text)[0] + m.px(32)
        h = m.text("button") + m.px(14)
        room = self.board
        if not self._has_room():
            # a table that left its board no room (an odd window) still shows the way back:
            # above the window's foot, where the tables keep their action bar
            room = pygame.Rect(0, 0, m.width, m.height - 2 * h)
        w = max(1, min(max(m.px(170), wanted), room.width - m.px(16)))
        # at the board's foot: the top holds what a player reads first (the row, an empire)
        rect = pygame.Rect(room.right - w - m.px(8), room.bottom - h - m.px(8), w, h)
        self.back = Button(m, rect, text, self.back_to_now, glow=True)

    def _has_room(self) -> bool:
        m = self.table.app.metrics
        return self.board.width >= m.px(40) and self.board.height >= m.px(40)

    def fold(self, folded: bool) -> None:
        TableLog.folded_choice = folded
        self.pinned = None
        self.table.build()

    def show(self, look_back: int | None = None, hover: int | None = None) -> None:
        """Open the log, look back at the line `look_back` lines from the end and point at the
        one `hover` lines from the end, once laid out (sample screens)."""
        self.pinned = False
        self._wish = (look_back, hover)

    # lines ------------------------------------------------------------------------------------
    def sync(self) -> None:
        """Describe the match again when it changed (a step, an undo, another viewer)."""
        live = self.live
        viewer = self.viewer()
        human = self.human()
        last = live.steps[-1] if live.steps else None
        key = (len(live.steps), id(last), viewer, human, self.panel)
        if key == self._key or self.panel is None:
            return
        self._key = key
        self.lines = gamelog.describe(live, list(self.names()), viewer)
        start = self.unseen_from(human)
        self.panel.set_lines(self.lines, start, human)
        self._summarise(human, start)
        look, hover = self._wish
        shown = self.panel.lines
        if look is not None and look <= len(shown):
            self._wish = (None, hover)
            self.pick(shown[-look])
            self.panel.picked = self.looking
        if hover is not None and hover <= len(shown):
            self.panel.hover = shown[-hover]

    def unseen_from(self, seat: int | None) -> int:
        """The first event of `seat`'s last decision when, from there on, something happened
        to or by someone else (-1: nothing): what the rules did after the decision (the solo
        attack after a pass) counts, the player's own moves do not."""
        if seat is None:
            return -1
        count = 0
        start = -1
        for step in self.live.steps:
            if step.actor == seat:
                start = count
            count += len(step.events)
        if start < 0 or not any(news(x, start, seat) for x in self.lines):
            return -1
        return start

    def _summarise(self, seat: int | None, start: int) -> None:
        """At the instant speed, or with the log folded, what happened since the player's
        last move is told in a card over the board (the panel shows it anyway otherwise)."""
        if seat is None or start < 0 or self._summed == (seat, start):
            return
        self._summed = (seat, start)
        instant = self.table.app.animation_factor == 0
        if not (instant or (self.panel is not None and self.panel.folded)):
            return
        told = [x.render() for x in self.lines if news(x, start, seat)]
        if not told:
            return
        shown = told[-SUMMARY_LINES:]
        if len(told) > len(shown):
            more = len(told) - len(shown)
            shown.append(
                ngettext(
                    "… and {n} more line in the game log.",
                    "… and {n} more lines in the game log.",
                    more,
                ).format(n=more)
            )
        self.summary = (shown, SUMMARY_TIME)

    # looking back -----------------------------------------------------------------------------
    def pick(self, line: Line | None) -> None:
        if line is None:
            self.back_to_now()
            return
        self.looking = line
        self.summary = None
        # a network game's events hide what the seat may not know: it keeps the views it was sent
        after = getattr(self.live, "state_after", None)
        past = after(line.step + 1) if after else gamelog.table_after(self.live, line)
        self.table.match = PastMatch(self.live, past, line)
        self._redraw()

    def _redraw(self) -> None:
        self.refresh()
        self._drawn_version = getattr(self.table, "version", None)

    def back_to_now(self) -> None:
        if self.looking is None:
            return
        self.looking = None
        if self.panel is not None:
            self.panel.picked = None
        self.table.match = self.live
        self.refresh()

    # input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.sync()
        panel = self.panel
        if panel is not None and panel.handle_event(event):
            return True
        if self.summary is not None and self._over_summary(event):
            # it lies over the cards beside the board: a pointer reaching for them, or a
            # click on it, closes it, and that click takes nothing the player could not see
            self.summary = None
            return event.type != pygame.MOUSEMOTION
        if event.type == pygame.MOUSEBUTTONDOWN and self.summary is not None:
            self.summary = None  # the card goes at the first click elsewhere, which still acts
        if self.looking is None:
            return False
        if self.back is not None and self.back.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back_to_now()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.table.app.toast(i18n.translate(LOOKING_BACK), event.pos)
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def _over_summary(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return (
            pos is not None and self.summary_box is not None and self.summary_box.collidepoint(pos)
        )

    def update(self, dt: float) -> None:
        self.sync()  # before the table draws: looking back changes what it shows
        if self.looking is not None and getattr(self.table, "version", None) != self._drawn_version:
            self._redraw()  # the table rebuilt its bar (back from the menu): past, read-only again
        if self.summary is not None:
            lines, left = self.summary
            self.summary = (lines, left - dt) if left > dt else None
        if self.summary is None:
            self.summary_box = None

    # drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, below: int | None = None) -> None:
        """The log, and the summary of what others did (under `below`, where a table drew its
        own report of the last move in the same column: the two never stack)."""
        self.sync()
        panel = self.panel
        if panel is None:
            return
        if self.looking is not None:
            self._draw_looking(surface)
        panel.draw(surface)
        if not panel.folded and self.drawer:
            layout_check.drawn("drawer", "game log", panel.rect)
        if panel.hover is not None:
            clip = surface.get_clip()
            if self.drawer and not panel.folded:  # what lies under the drawer is not shown
                surface.set_clip(self.board.clip(clip))
            self.highlight(surface, panel.hover)
            surface.set_clip(clip)
        if self.summary is not None and self.looking is None:
            self._draw_summary(surface, below)

    def _draw_looking(self, surface: pygame.Surface) -> None:
        """The table as it was: a sepia veil, a gold frame and what the line said."""
        m = self.table.app.metrics
        assert self.back is not None and self.looking is not None
        if not self._has_room():
            # a table laid out with no room for its board (an odd window): the log's picked
            # line and Back to now still say where the player is
            self.back.draw(surface)
            return
        veil = pygame.Surface(self.board.size, pygame.SRCALPHA)
        veil.fill((112, 66, 20, 46))
        surface.blit(veil, self.board)
        pygame.draw.rect(surface, theme.GLOW, self.board, max(3, m.px(4)), border_radius=6)
        font = fonts.get(m.text("label"), bold=True)
        text = _("Looking back, after: {line}").format(line=self.looking.render())
        width = self.back.rect.left - self.board.left - m.px(24)
        bottom = self.back.rect.bottom
        if width < m.px(240):  # too narrow beside the button: the sentence goes above it
            width = self.board.width - m.px(28)
            bottom = self.back.rect.top - m.px(6)
        rows = wrap(font, text, max(10, width))  # the box grows: a sentence is never cut
        h = max(self.back.rect.height, len(rows) * font.get_linesize() + m.px(8))
        box = pygame.Rect(self.board.left + m.px(8), bottom - h, width + m.px(8), h)
        theme.draw_panel(surface, box, fill=theme.GLOW)
        for i, row in enumerate(rows):
            surface.blit(
                font.render(row, True, theme.INK),
                (box.left + m.px(6), box.top + m.px(4) + i * font.get_linesize()),
            )
        self.back.draw(surface)

    def _draw_summary(self, surface: pygame.Surface, below: int | None = None) -> None:
        """Beside the board, in `report_area` (the board's regions stay in sight): the newest
        whole sentences that fit, "While you waited" over them."""
        assert self.summary is not None
        m = self.table.app.metrics
        rows, left = self.summary
        font = fonts.get(m.text("small"))
        bold = fonts.get(m.text("label"), bold=True)
        area = self.report_area()
        if below is not None and below > area.top:
            area = pygame.Rect(area.left, below + m.px(6), area.width, area.bottom - below)
        width = max(m.px(120), area.width)
        title_rows = wrap(bold, _("While you waited:"), width - m.px(20))
        head = len(title_rows) * bold.get_linesize()
        room = max(1, (area.height - head - m.px(16)) // font.get_linesize())
        # the newest sentences, each whole (a sentence is never cut in the middle)
        kept: list[list[str]] = []
        used = 0
        for row in reversed(rows):
            parts = wrap(font, row, width - m.px(20))
            if kept and used + len(parts) > room:
                break
            kept.insert(0, parts)
            used += len(parts)
        wrapped = [part for parts in kept for part in parts]
        height = head + len(wrapped) * font.get_linesize() + m.px(16)
        box = pygame.Rect(area.left, area.top, width, height)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        # opaque while it is read (what lies under it must not show through), then fading
        alpha = int(255 * min(1.0, left / 0.5))
        pygame.draw.rect(layer, theme.PARCHMENT, layer.get_rect(), border_radius=8)
        pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), 2, border_radius=8)
        y = m.px(8)
        for part in title_rows:
            layer.blit(bold.render(part, True, theme.INK), (m.px(10), y))
            y += bold.get_linesize()
        for row in wrapped:
            layer.blit(font.render(row, True, theme.INK), (m.px(10), y))
            y += font.get_linesize()
        layer.set_alpha(alpha)
        surface.blit(layer, box)
        self.summary_box = box
        layout_check.drawn("panel", "While you waited", box)


def outline(surface: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
    """What a hovered log line names: a white ring with a dark edge, seen on any colour."""
    pygame.draw.rect(surface, theme.INK, rect.inflate(6, 6), width + 2, border_radius=6)
    pygame.draw.rect(surface, theme.WHITE, rect.inflate(4, 4), width, border_radius=6)


def news(line: Line, start: int, seat: int | None) -> bool:
    """Whether `line` is news to `seat`: from event `start` on, and not the seat's own doing."""
    return start >= 0 and line.event >= start and line.player != seat and not line.minor


class _Following(Protocol):
    match: Any
    log: TableLog

    def on_step(self, match: Match, step: Step) -> None: ...

    def on_undo(self, match: Match, step: Step) -> None: ...


class FollowsMatch:
    """A table hears its live match's steps and undos while it is shown, and leaves with the
    live match (never the one it looks back at). Put it before `Scene` in the bases."""

    def enter(self: _Following) -> None:
        self.match.listeners.append(self.on_step)
        self.match.undo_listeners.append(self.on_undo)

    def exit(self: _Following) -> None:
        self.log.back_to_now()
        if self.on_step in self.match.listeners:
            self.match.listeners.remove(self.on_step)
        if self.on_undo in self.match.undo_listeners:
            self.match.undo_listeners.remove(self.on_undo)
