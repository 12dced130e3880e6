"""The Legends scoring screen: a table filling in line by line (regions, islands, citadels,
abilities, elixirs, tokens, warlord, total, the tie-breaks), the winner, a chart of everyone's
points after every turn (replayed from the event log), and in the long game the totals over
the games. The numbers are the engine's own report of the position at the game's end."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine.match import Match, Step
from game.i18n import _
from game.rules.legends import scoring
from game.rules.legends.events import GameScored, MatchOver
from game.rules.legends.report import build_report
from game.rules.legends.state import LegendsState
from game.rules.legends.texts import SCORE_LABELS
from game.scenes.area_control.chart import draw_points_chart
from game.scenes.area_control.score_screen import AreaScoringScene
from game.scenes.legends import texts
from game.scenes.legends.session import LegendsSession
from game.scenes.legends.tokens import draw_token
from game.ui import fonts, theme

if TYPE_CHECKING:
    from game.scenes.host import Host as App

ROWS = (
    "regions",
    "islands",
    "citadels",
    "abilities",
    "elixirs",
    "elixir_points",
    "token_points",
    "warlord_points",
    "total",
    "tiebreak",
    "grimoire",
    "coins",
    "armies_on_board",
)


class ScoringScene(AreaScoringScene):
    game_id = "legends"  # F1 opens this game's rules
    reveal_seconds = 0.15
    label_share = 0.36

    def __init__(
        self,
        app: App,
        session: LegendsSession,
        game_index: int | None = None,
        *,
        animate: bool = True,
    ) -> None:
        super().__init__(app, session, game_index, animate=animate)
        self.session: LegendsSession = session
        self.series: list[list[int]] = []
        self._prepare()

    # data ----------------------------------------------------------------------------------
    def _prepare(self) -> None:
        state = self.match.state
        history = state.history
        index = self.game_index if self.game_index is not None else len(history) - 1
        if index < 0:
            return
        self.session.scores_shown.add(index)
        game = int(history[index]["game"])  # type: ignore[call-overload]
        self.game_no = game
        ends: dict[int, LegendsState] = {}
        series = scoring.points_per_turn(self.rules, self.match.events, ends)
        end = ends.get(game, state)
        self.report = build_report(self.rules, end)
        self.table = list(self.report.get("players", []))
        self.series = series.get(game, [])
        if self.game_index is None and self.match.is_over:
            won = list(state.winners)
        else:
            won = list(history[index]["winners"])  # type: ignore[call-overload]
        self.winners = [self.session.name(p) for p in won]
        self.totals_after = [
            sum(int(h["scores"][p]) for h in history[: index + 1])  # type: ignore[index]
            for p in range(self.rules.n)
        ]

    def totals(self) -> list[int]:
        """The totals the table shows (the engine's report of the game's end)."""
        return [int(row["total"]) for row in self.table]

    def row_keys(self) -> list[str]:
        keys = list(ROWS)
        if self.rules.opts.long_game:
            keys.append("long_game_totals")
        return keys

    # life cycle ----------------------------------------------------------------------------
    def on_step(self, match: Match, step: Step) -> None:
        if any(isinstance(e, GameScored | MatchOver) for e in step.events):
            self._prepare()
            self.build()

    # layout --------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        if self.rules.opts.long_game:
            title = _("Score of game {number} of {games}").format(
                number=getattr(self, "game_no", 1), games=self.rules.opts.games
            )
        else:
            title = _("Final score")
        inner = self.frame(title)
        bar_h = m.px(56)
        self.place_table_and_chart(inner, m.px(50), bar_h + m.px(8), 0.6, 0.7)
        self.banner_rect = pygame.Rect(
            self.chart_rect.left,
            self.chart_rect.bottom + m.px(10),
            self.chart_rect.width,
            self.table_rect.bottom - self.chart_rect.bottom - m.px(10),
        )
        self.widgets = [self.panel]
        self.buttons = self.leave_buttons(inner, bar_h)
        self.widgets += list(self.buttons.values())

    # actions -------------------------------------------------------------------------------
    def on_back(self) -> None:
        self.close()

    # drawing -------------------------------------------------------------------------------
    def row_label(self, key: str) -> str:
        if key == "tiebreak":
            return _("Ties are broken by:")
        if key == "grimoire":
            return texts.token_name("grimoire")
        return i18n.translate(SCORE_LABELS[key])

    def cell(self, seat: int, key: str) -> str:
        row = self.table[seat]
        if key == "tiebreak":
            return ""
        if key == "grimoire":
            return _("yes") if row["tiebreak"]["grimoire"] else "—"
        if key == "long_game_totals":
            return str(self.totals_after[seat])
        return str(row.get(key, ""))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.table:
            return
        m = self.app.metrics
        n = self.rules.n
        keys = self.row_keys()
        t = self.table_rect
        lords = [row.get("warlord") for row in self.table]
        fl = fonts.get(max(12, m.text("label") - 2))
        extra = fl.get_linesize() if any(lords) else 0  # the warlord under each name
        row_h = max(m.text("label") + m.px(4), min(m.px(34), (t.height - extra) // (len(keys) + 1)))
        label_w = self._label_w()
        col_w = self._col_w()
        size = m.text("body") if row_h >= m.text("body") + m.px(6) else m.text("label")
        f = fonts.get(size)
        fb = fonts.get(size, bold=True)
        for seat in range(n):
            x = self.draw_seat_heading(surface, seat, row_h, fb)
            if lords[seat]:
                lord = texts.warlord_name(lords[seat])
                room = col_w - m.px(12)
                font = fl if fl.size(lord)[0] <= room else fonts.get(max(10, m.text("label") - 5))
                if font.size(lord)[0] > room:
                    while lord and font.size(lord + "…")[0] > room:
                        lord = lord[:-1]
                    lord += "…"
                surface.blit(font.render(lord, True, theme.INK_SOFT), (x + m.px(8), t.top + row_h))
        shown = int(self.rows_shown + 0.999) if self.animator.busy else len(keys)
        for i, key in enumerate(keys[:shown]):
            y = t.top + extra + (i + 1) * row_h
            if key in ("total", "long_game_totals"):
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, (t.left, y, t.width, row_h))
            elif i % 2:
                pygame.draw.rect(
                    surface, theme.shade(theme.PARCHMENT, 0.97), (t.left, y, t.width, row_h)
                )
            font = fb if key in ("total", "long_game_totals") else f
            label = self.row_label(key)
            while label and font.size(label)[0] > label_w - m.px(10):
                label = label[:-1]
            surface.blit(
                font.render(label, True, theme.INK),
                (t.left + m.px(6), y + (row_h - font.get_linesize()) // 2),
            )
            for seat in range(n):
                text = self.cell(seat, key)
                if font.size(text)[0] > col_w - m.px(8) and " (" in text:
                    text = text.split(" (")[0]
                while text and font.size(text)[0] > col_w - m.px(8):
                    text = text[:-1]
                img = font.render(text, True, theme.INK)
                x = t.left + label_w + seat * col_w
                surface.blit(img, (x + m.px(8), y + (row_h - font.get_linesize()) // 2))
                if key == "token_points":  # the tokens won, as their icons
                    r = max(5, row_h // 2 - m.px(3))
                    tx = x + m.px(16) + img.get_width() + r
                    for token in self.table[seat].get("tokens", []):
                        if tx + r > x + col_w - m.px(4):
                            break
                        draw_token(surface, (tx, y + row_h // 2), r, token)
                        tx += 2 * r + m.px(2)
        draw_points_chart(
            surface,
            m,
            self.chart_rect,
            self.series,
            [self.session.colour(p) for p in range(n)],
            [self.session.mark(p) for p in range(n)],
            [self.session.name(p) for p in range(n)],
        )
        if not self.animator.busy and self.winners:
            text = _("Winner: {names}").format(names=", ".join(self.winners))
            if self.rules.opts.long_game and self.game_index is None:
                text = _("Winner of the long game: {names}").format(names=", ".join(self.winners))
            for font in (
                fonts.get(m.text("heading"), title=True),
                fonts.get(m.text("body"), bold=True),
                fonts.get(m.text("label"), bold=True),
            ):
                img = font.render(text, True, theme.INK)
                if img.get_width() + m.px(30) <= self.banner_rect.width:
                    break
            box = img.get_rect(center=self.banner_rect.center).inflate(m.px(30), m.px(8))
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
            pygame.draw.rect(surface, theme.WOOD_DARK, box, 2, border_radius=8)
            surface.blit(img, img.get_rect(center=box.center))
