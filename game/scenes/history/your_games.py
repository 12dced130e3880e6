""" "Your games": the figures of one person in one game, two charts and the games to watch again.

The records are read once when the screen opens (a few dozen rows take milliseconds); a
history that cannot be read shows why in the list and leaves the rest of the screen working.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.history.records import GameRecord
from game.history.stats import GAME_IDS, ProfileStats, Tally, profile_stats, profiles_in
from game.history.store import HistoryError, HistoryStore
from game.i18n import _, ngettext
from game.scenes.history.daily import DailyScene
from game.scenes.history.replay import open_record
from game.scenes.history.saved_games import SavedGamesScene
from game.scenes.history.texts import clipped, faction_name, level_name, record_detail, record_title
from game.scenes.page import PageScene
from game.scenes.registry import game_name
from game.ui import fonts, theme
from game.ui.canvas import pointer as mouse_at
from game.ui.line_chart import Axes, Series, draw_line_chart
from game.ui.text import wrap
from game.ui.widgets import Button, ListRow, ListView, ScrollView, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def _tally(t: Tally) -> str:
    return _("{won} of {played} ({rate} %)").format(
        won=t.won, played=t.played, rate=round(100 * t.rate)
    )


class YourGamesScene(PageScene):
    def __init__(self, app: App, records: list[GameRecord] | None = None) -> None:
        super().__init__(app)
        self.problem: str | None = None
        if records is None:
            records = self._read()
        self.records = records
        played = [g for g in GAME_IDS if any(r.game == g for r in records)]
        self.game = played[0] if played else GAME_IDS[0]
        self.profile: str | None = None
        self._pick_profile()
        self.selected: GameRecord | None = None

    def _read(self) -> list[GameRecord]:
        try:
            with HistoryStore.open() as store:
                if store.notice is not None:
                    self.app.toast(i18n.render(store.notice))
                return store.records()
        except HistoryError as exc:
            self.problem = i18n.render(exc.message)
            return []

    def _pick_profile(self) -> None:
        names = profiles_in(r for r in self.records if r.game == self.game)
        if self.profile not in names:
            self.profile = names[0] if names else None

    def title(self) -> str:
        return _("Your games")

    # layout -----------------------------------------------------------------------------------
    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        gap = m.px(12)
        row_h = max(m.px(44), m.text("body") + m.px(16))
        half = (body.width - gap) // 2
        game_box = pygame.Rect(body.left, body.top, half, row_h)
        profile_box = pygame.Rect(game_box.right + gap, body.top, body.width - half - gap, row_h)
        self.game_stepper = Stepper(
            m,
            game_box,
            [(g, _(game_name(g))) for g in GAME_IDS],
            self.game,
            self.set_game,
            tooltip=_("Which game's figures to show."),
        )
        names = profiles_in(r for r in self.records if r.game == self.game)
        options: list[tuple[Any, str]] = [(n, n) for n in names] or [(None, _("Nobody yet"))]
        self.profile_stepper = Stepper(
            m,
            profile_box,
            options,
            self.profile,
            self.set_profile,
            tooltip=_("Whose results: each person at the table has their own."),
        )
        top = game_box.bottom + gap
        left_w = max(m.px(260), body.width * 2 // 5)
        self.figures_rect = pygame.Rect(body.left, top, left_w, body.bottom - top)
        right = pygame.Rect(
            self.figures_rect.right + gap, top, body.right - self.figures_rect.right - gap, 0
        )
        right.height = body.bottom - top
        chart_h = right.height * 9 // 20
        self.score_chart = pygame.Rect(right.left, right.top, right.width, chart_h)
        self.level_chart: pygame.Rect | None = None
        if right.width >= m.px(640):  # room for both charts side by side
            self.score_chart.width = (right.width - gap) * 3 // 5
            self.level_chart = pygame.Rect(
                self.score_chart.right + gap,
                right.top,
                right.right - self.score_chart.right - gap,
                chart_h,
            )
        list_top = self.score_chart.bottom + gap
        list_rect = pygame.Rect(right.left, list_top, right.width, right.bottom - list_top)
        self.game_list = ListView(
            m,
            list_rect,
            self._rows(list_rect.width - 6 - 2 * m.px(12)),
            on_select=self.select,
            on_activate=lambda row: self.watch(),
            empty_text=self.problem or _("No game of this one is in your history yet."),
        )
        self.figures = ScrollView(m, self.figures_rect, self._figures_surface())
        bh = self.back.rect.height
        bw = m.px(260)
        y = self.back.rect.top
        x = self.panel.rect.right - bw
        self.daily_button = Button(
            m,
            pygame.Rect(x, y, bw, bh),
            _("Daily challenge"),
            self.open_daily,
            tooltip=_("The same game for everyone today: try to beat your best."),
        )
        self.watch_button = Button(
            m,
            pygame.Rect(x - gap - bw, y, bw, bh),
            _("Watch again"),
            self.watch,
            enabled=self.selected is not None,
            refusal=_("Choose a game in the list first."),
            tooltip=_("Replay the chosen game step by step, and take it over at any moment."),
        )
        saves_w = m.px(260)
        self.saves_button = Button(
            m,
            pygame.Rect(self.watch_button.rect.left - gap - saves_w, y, saves_w, bh),
            _("Saved games"),
            self.open_saves,
            style="parchment",
            tooltip=_("Watch a saved game again, finished or not."),
        )
        self.add(
            self.saves_button,
            self.game_stepper,
            self.profile_stepper,
            self.figures,
            self.game_list,
            self.watch_button,
            self.daily_button,
        )

    def _rows(self, room: int) -> list[ListRow]:
        m = self.app.metrics
        title_font = fonts.get(m.text("body"), bold=True)
        detail_font = fonts.get(m.text("label"))
        return [
            ListRow(
                r,
                clipped(title_font, record_title(r), room),
                clipped(detail_font, record_detail(r), room),
            )
            for r in reversed(self.records)
            if r.game == self.game
        ]

    def stats(self) -> ProfileStats | None:
        if self.profile is None:
            return None
        return profile_stats(self.records, self.game, self.profile)

    def figure_lines(self) -> list[tuple[str, str]]:
        """(kind, text) pairs: "head" lines and plain ones."""
        stats = self.stats()
        if stats is None or not stats.total.played:
            return [("line", _("Finish a game and its result will be counted here."))]
        lines: list[tuple[str, str]] = [
            ("line", _("Games played: {n}").format(n=stats.total.played)),
            ("line", _("Games won: {won}").format(won=_tally(stats.total))),
            ("line", _("Best score: {n}").format(n=stats.best)),
            ("line", _("Average score: {n:.1f}").format(n=stats.average or 0.0)),
            (
                "line",
                ngettext(
                    "Longest winning streak: {n} game",
                    "Longest winning streak: {n} games",
                    stats.best_streak,
                ).format(n=stats.best_streak),
            ),
        ]
        if stats.by_level:
            lines.append(("head", _("Against the computer")))
            for level in stats.levels():
                lines.append(("line", f"{level_name(level)}: {_tally(stats.by_level[level])}"))
        if stats.by_size:
            lines.append(("head", _("By number of players")))
            for size, tally in sorted(stats.by_size.items()):
                label = ngettext("{n} player", "{n} players", size).format(n=size)
                lines.append(("line", f"{label}: {_tally(tally)}"))
        for head, table in (
            (_("By faction"), stats.by_faction),
            (_("Solo, by faction"), stats.solo_by_faction),
        ):
            if table:
                lines.append(("head", head))
                for faction, tally in sorted(table.items()):
                    lines.append(("line", f"{faction_name(faction)}: {_tally(tally)}"))
        return lines

    def _figures_surface(self) -> pygame.Surface:
        m = self.app.metrics
        width = max(1, self.figures_rect.width - m.px(28))  # the scrollbar's room
        body = fonts.get(m.text("body"))
        head = fonts.get(m.text("subheading"), bold=True)
        images: list[tuple[pygame.Surface, int]] = []
        for kind, text in self.figure_lines():
            font = head if kind == "head" else body
            colour = theme.INK if kind == "head" else theme.INK_SOFT
            space = m.px(10) if kind == "head" and images else 0
            for i, line in enumerate(wrap(font, text, width)):
                images.append((font.render(line, True, colour), space if i == 0 else 0))
        height = sum(img.get_height() + space for img, space in images) + m.px(8)
        surface = pygame.Surface((self.figures_rect.width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for img, space in images:
            y += space
            surface.blit(img, (m.px(4), y))
            y += img.get_height()
        return surface

    # actions ---------------------------------------------------------------------------------
    def set_game(self, game: str) -> None:
        self.game = game
        self.selected = None
        self._pick_profile()
        self.build()

    def set_profile(self, profile: str | None) -> None:
        self.profile = profile
        self.build()

    def select(self, row: ListRow) -> None:
        self.selected = row.value
        self.watch_button.enabled = True

    def watch(self) -> None:
        record = self.selected
        if record is None:
            return

        open_record(self.app, record)

    def open_saves(self) -> None:

        self.app.manager.push(SavedGamesScene(self.app))

    def open_daily(self) -> None:

        self.app.manager.push(DailyScene(self.app, self.records))

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_chart(surface)
        self._draw_level_chart(surface)

    def _draw_level_chart(self, surface: pygame.Surface) -> None:
        """Win rate against each computer level met: where a player would rather look."""
        stats = self.stats()
        rect = self.level_chart
        if rect is None or stats is None or not stats.by_level:
            return
        levels = stats.levels()
        axes = Axes(
            title=_("Games won against each level (%)"),
            x_label=_("Computer level"),
            y_label="%",
            x_names=[level_name(lv) for lv in levels],
            column="{x}",
        )
        rates = [round(100 * stats.by_level[lv].rate) for lv in levels]
        series = [Series(stats.profile, rates, theme.PLAYER_COLOURS["bluish-green"], "dot")]
        pointer = mouse_at() if pygame.mouse.get_focused() else None
        draw_line_chart(surface, self.app.metrics, rect, series, axes, pointer)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        stats = self.stats()
        rect = self.score_chart
        if stats is None or not stats.scores:
            pygame.draw.rect(surface, theme.shade(theme.PARCHMENT, 0.96), rect, border_radius=6)
            font = fonts.get(m.text("body"))
            text = _("Your scores will be drawn here, game after game.")
            lines = wrap(font, text, max(1, rect.width - m.px(24)))
            y = rect.top + m.px(12)
            for line in lines:
                surface.blit(font.render(line, True, theme.INK_SOFT), (rect.left + m.px(12), y))
                y += font.get_linesize()
            return
        average = stats.average or 0.0
        axes = Axes(
            title=_("Score in each game, oldest first"),
            x_label=_("Games"),
            y_label=_("Points"),
            x_names=[str(i + 1) for i in range(len(stats.scores))],
            column=_("Game {x}"),
        )
        series = [
            Series(
                stats.profile, [max(0, s) for s in stats.scores], theme.PLAYER_COLOURS["orange"]
            ),
            Series(
                _("Average"),
                [round(average)] * len(stats.scores),
                theme.PLAYER_COLOURS["blue"],
                "stripe",
            ),
        ]
        pointer = mouse_at() if pygame.mouse.get_focused() else None
        draw_line_chart(surface, m, rect, series, axes, pointer)
