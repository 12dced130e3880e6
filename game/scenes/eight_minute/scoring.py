"""The scoring screen: a table filling in line by line (regions, continents, each good, wilds,
total, tie-breaks, winner), a chart of everyone's points after every turn (from the event log),
and in the long game the running totals. Wild cards are first proposed at their best; a human
may change where they go before confirming (the rules' AssignWilds decision)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.i18n import _
from game.rules.eight_minute import scoring
from game.rules.eight_minute.cards import GOODS
from game.rules.eight_minute.commands import AssignWilds
from game.rules.eight_minute.texts import SCORE_LABELS
from game.scenes.area_control.chart import draw_points_chart
from game.scenes.area_control.score_screen import AreaScoringScene
from game.scenes.eight_minute import texts
from game.scenes.eight_minute.session import Session
from game.ui import fonts, theme
from game.ui.card_view import draw_good_icon
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def points_by_turn(session: Session, game: int) -> list[list[int]]:
    """Each player's points after every turn of game `game` (the rules read the event log)."""
    return scoring.points_per_turn(session.rules, session.match.events, game)


class ScoringScene(AreaScoringScene):
    game_id = "eight-minute"  # F1 opens this game's rules
    reveal_seconds = 0.18
    label_share = 0.34

    def __init__(
        self, app: App, session: Session, game_index: int | None = None, *, animate: bool = True
    ) -> None:
        super().__init__(app, session, game_index, animate=animate)
        self.session: Session = session
        self.choices: dict[int, list[AssignWilds]] = {}
        self.picked: dict[int, int] = {}
        self.wild_buttons: dict[int, Button] = {}
        self.confirm_buttons: dict[int, Button] = {}
        self._bot_wait = 0.0
        self._prepare()

    # data ----------------------------------------------------------------------------------
    @property
    def assigning(self) -> bool:
        pending = self.match.pending
        return pending is not None and pending.kind == "assign_wilds" and self.game_index is None

    def _prepare(self) -> None:
        state = self.match.state
        if self.assigning:
            pending = self.match.pending
            assert pending is not None
            for seat in pending.players:
                if seat not in self.choices:
                    legal = self.match.legal_commands(seat)
                    proposal = tuple(self.rules.proposed_wilds(state, seat))
                    self.choices[seat] = legal
                    self.picked[seat] = next(
                        (i for i, c in enumerate(legal) if tuple(c.goods) == proposal), 0
                    )
            self.table = self.rules.rows_with_wilds(
                state,
                {
                    seat: tuple(legal[self.picked[seat]].goods)
                    for seat, legal in self.choices.items()
                    if seat in pending.players and legal
                },
            )
            self.winners = []
            self.game_no = max(1, state.game)
        else:
            if self.game_index is None and self.match.pending is not None and state.history:
                self.game_index = len(state.history) - 1  # a long game goes on after this one
            index = self.game_index if self.game_index is not None else len(state.history) - 1
            self.session.scores_shown.add(index)
            report = self.game_report(index) if state.history else self.rules.report(state)
            self.table = report["players"]
            self.winners = list(report["winners"])
            if self.game_index is None and self.match.pending is None:
                self.winners = list(self.rules.report(state)["winners"])  # long game: overall
            self.game_no = report.get("game_number", 1)
        self.series = points_by_turn(self.session, self.game_no)
        if not self.assigning and self.series and self.table:
            final = [int(row["total"]) for row in self.table]
            if self.series[-1] != final:
                self.series.append(final)

    def game_report(self, index: int) -> dict[str, Any]:
        """The engine's score report of finished game `index` (0-based)."""
        entry = self.match.state.history[index]
        if isinstance(entry, dict):
            return entry
        return self.rules.game_report(entry)

    def totals(self) -> list[int]:
        """The totals the table shows (the engine's report once the game is scored)."""
        return [int(row["total"]) for row in self.table]

    # life cycle ----------------------------------------------------------------------------
    def on_step(self, match: Match, step: Step) -> None:
        self._prepare()
        self.build()

    def row_keys(self) -> list[str]:
        keys = [
            "regions",
            "continents",
            *[f"good:{g}" for g in GOODS],
            "wilds",
            "total",
            "tiebreak",
            "coins",
            "armies_on_board",
        ]
        if self.rules.games > 1:
            keys.append("running")
        return keys

    # layout --------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        if self.assigning:
            title = _("Scoring: give your wild cards")
        elif self.rules.games > 1:
            title = i18n.translate(SCORE_LABELS["game_number"]).format(
                number=self.game_no, games=self.rules.games
            )
        else:
            title = _("Final score")
        inner = self.frame(title)
        bar_h = m.px(56)
        self.place_table_and_chart(inner, m.px(56), bar_h + m.px(56), 0.58, 0.75)
        self.banner_rect = pygame.Rect(
            inner.left, self.table_rect.bottom + m.px(6), inner.width, m.px(46)
        )
        self.widgets = [self.panel]
        self.wild_buttons = {}
        self.confirm_buttons = {}
        col_w = self._col_w()
        pending = self.match.pending
        if self.assigning and pending is not None:
            for seat in pending.players:
                if not self.session.is_human(seat):
                    continue
                x = self.table_rect.left + self._label_w() + seat * col_w
                y = self.banner_rect.top
                bw = col_w - m.px(6)
                self.wild_buttons[seat] = Button(
                    m,
                    pygame.Rect(x, y, bw, m.px(44)),
                    _("Change"),
                    lambda s=seat: self.cycle(s),
                    style="parchment",
                    enabled=len(self.choices.get(seat, [])) > 1,
                    refusal=_("Your wilds can only go one way."),
                )
                self.confirm_buttons[seat] = Button(
                    m,
                    pygame.Rect(x, y + m.px(50), bw, m.px(44)),
                    _("Confirm"),
                    lambda s=seat: self.confirm(s),
                    glow=True,
                )
            self.widgets += [*self.wild_buttons.values(), *self.confirm_buttons.values()]
        self.buttons = {} if self.assigning else self.leave_buttons(inner, bar_h)
        self.widgets += list(self.buttons.values())

    # actions -------------------------------------------------------------------------------
    def cycle(self, seat: int) -> None:
        options = self.choices.get(seat, [])
        if options:
            self.picked[seat] = (self.picked[seat] + 1) % len(options)
            self._prepare()
            self.build()

    def confirm(self, seat: int) -> None:
        options = self.choices.get(seat)
        if not options:
            return
        try:
            self.session.submit(options[self.picked[seat]])
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message))

    def on_back(self) -> None:
        if not self.assigning:
            self.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.manager.top is not self or not self.assigning:
            return
        bot = self.session.waiting_computer()
        if bot is not None:
            self._bot_wait += dt
            if self._bot_wait >= 0.3 * self.animator.speed:
                self._bot_wait = 0.0
                proposal = tuple(self.rules.proposed_wilds(self.match.state, bot))
                self.session.submit(AssignWilds(bot, proposal))

    # drawing -------------------------------------------------------------------------------
    def row_label(self, key: str) -> str:
        if key.startswith("good:"):
            return texts.good_name(key[5:])
        if key == "wilds":
            return texts.good_name("wild")
        if key == "running":
            return i18n.translate(SCORE_LABELS["running_total"])
        if key == "tiebreak":
            return _("Ties are broken by:")
        return i18n.translate(SCORE_LABELS[key])

    def cell(self, seat: int, key: str) -> str:
        row = self.table[seat]
        if key.startswith("good:"):
            good = key[5:]
            held = row.get("goods_held", {}).get(good, 0)
            return f"{held}|{row['goods'].get(good, 0)}"
        if key == "wilds":
            wilds = row.get("wilds", [])
            return ", ".join(texts.good_name(g) for g in wilds) if wilds else "—"
        if key == "tiebreak":
            return ""
        if key == "running":
            state = self.match.state
            upto = self.game_index + 1 if self.game_index is not None else len(state.history)
            total = sum(self.game_report(i)["players"][seat]["total"] for i in range(upto))
            return str(total)
        return str(row.get(key, ""))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.app.metrics
        n = self.rules.n
        keys = self.row_keys()
        t = self.table_rect
        row_h = max(m.text("body") + m.px(4), min(m.px(36), t.height // (len(keys) + 1)))
        label_w = self._label_w()
        col_w = self._col_w()
        f = fonts.get(m.text("body"))
        fb = fonts.get(m.text("body"), bold=True)
        # heading: the players
        for seat in range(n):
            self.draw_seat_heading(surface, seat, row_h, fb)
        shown = int(self.rows_shown + 0.999) if self.animator.busy else len(keys)
        for i, key in enumerate(keys[:shown]):
            y = t.top + (i + 1) * row_h
            if key == "total":
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, (t.left, y, t.width, row_h))
            elif i % 2:
                pygame.draw.rect(
                    surface, theme.shade(theme.PARCHMENT, 0.97), (t.left, y, t.width, row_h)
                )
            label = self.row_label(key)
            lx = t.left + m.px(6)
            if key.startswith("good:") or key == "wilds":
                good = key[5:] if key.startswith("good:") else "wild"
                s = row_h - m.px(6)
                draw_good_icon(surface, pygame.Rect(lx, y + m.px(3), s, s), good)
                lx += s + m.px(6)
            font = fb if key == "total" else f
            while label and font.size(label)[0] > label_w - (lx - t.left) - m.px(4):
                label = label[:-1]
            surface.blit(
                font.render(label, True, theme.INK), (lx, y + (row_h - font.get_linesize()) // 2)
            )
            for seat in range(n):
                text = self.cell(seat, key)
                if key.startswith("good:"):
                    self._draw_good_cell(surface, seat, y, row_h, text)
                    continue
                if key == "wilds" and self.table[seat].get("wilds"):
                    # one icon per wild card, showing the good it was given to
                    size = row_h - m.px(8)
                    x = t.left + label_w + seat * col_w + m.px(8)
                    for good in self.table[seat]["wilds"]:
                        box = pygame.Rect(x, y + (row_h - size) // 2, size, size)
                        if box.right <= t.left + label_w + (seat + 1) * col_w:
                            draw_good_icon(surface, box, good)
                        x += size + m.px(3)
                    continue
                while text and font.size(text)[0] > col_w - m.px(8):
                    text = text[:-1]
                img = font.render(text, True, theme.INK)
                x = t.left + label_w + seat * col_w
                surface.blit(img, (x + m.px(8), y + (row_h - font.get_linesize()) // 2))
        self.draw_chart(surface)
        if not self.assigning and not self.animator.busy and self.winners:
            text = _("Winner: {names}").format(names=", ".join(self.winners))
            if self.rules.games > 1 and self.game_index is None:
                text = _("Winner of the long game: {names}").format(names=", ".join(self.winners))
            big = fonts.get(m.text("heading"), title=True)
            img = big.render(text, True, theme.INK)
            if img.get_width() > self.banner_rect.width:
                img = fonts.get(m.text("body"), bold=True).render(text, True, theme.INK)
            box = img.get_rect(center=self.banner_rect.center).inflate(m.px(30), m.px(8))
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
            pygame.draw.rect(surface, theme.WOOD_DARK, box, 2, border_radius=8)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_good_cell(
        self, surface: pygame.Surface, seat: int, y: int, row_h: int, text: str
    ) -> None:
        """ "held ⟶ points": the count in grey, a drawn arrow, the points in bold."""
        m = self.app.metrics
        held, points = text.split("|")
        x = self.table_rect.left + self._label_w() + seat * self._col_w() + m.px(8)
        f = fonts.get(m.text("label"))
        fb = fonts.get(m.text("body"), bold=True)
        img = f.render(f"×{held}", True, theme.INK_SOFT)
        cy = y + row_h // 2
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        x += img.get_width() + m.px(6)
        a = m.px(16)
        pygame.draw.line(surface, theme.INK_SOFT, (x, cy), (x + a, cy), 2)
        pygame.draw.polygon(
            surface, theme.INK_SOFT, [(x + a + 4, cy), (x + a - 3, cy - 5), (x + a - 3, cy + 5)]
        )
        x += a + m.px(10)
        img = fb.render(points, True, theme.INK)
        surface.blit(img, img.get_rect(midleft=(x, cy)))

    def draw_chart(self, surface: pygame.Surface) -> None:
        draw_points_chart(
            surface,
            self.app.metrics,
            self.chart_rect,
            self.series,
            [self.session.colour(p) for p in range(self.rules.n)],
            [self.session.mark(p) for p in range(self.rules.n)],
            [self.session.name(p) for p in range(self.rules.n)],
        )
