"""The final score: one row per player with where the points came from (play, locations by
kind, common and faction locations, end bonuses), the tie-breaks and the winner. Solo: faction
locations against the virtual player's collection pile, win or loss, and the title earned.

Every figure is read from the rules' `report`, so the screen cannot disagree with the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.settlers.scoring import points_per_round
from game.scenes.menu import MenuScene
from game.scenes.page import PageScene
from game.scenes.settlers import texts
from game.scenes.settlers.session import Session
from game.ui import fonts, layout_check, theme
from game.ui.canvas import pointer as mouse_at
from game.ui.layout import TEXT_ROLES
from game.ui.line_chart import Axes, Series, draw_line_chart
from game.ui.text import hyphenate, squeeze, wrap
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def header_lines(text: str, width: int, size: int, floor: int) -> tuple[list[str], Any]:
    """Two lines at most, words never cut, at the largest size down to `floor`; else three;
    else, at the floor, a word too long for the column is hyphenated ("Produc-/tion")."""
    for most in (2, 3):
        for s in range(size, floor - 1, -1):
            font = fonts.get(s, bold=True)
            if any(font.size(word)[0] > width for word in text.split()):
                continue
            lines = wrap(font, text, width)
            if len(lines) <= most:
                return lines, font
    font = fonts.get(floor, bold=True)
    lines = wrap(font, hyphenate(text, font, width), width)
    for line in lines:
        layout_check.check_line(font, line, width, "a score column's heading")
    return lines, font


class ScoringScene(PageScene):
    game_id = "settlers"

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.report: dict[str, Any] = session.rules.report(session.match.state)
        self.series = points_per_round(session.rules, session.match.events, len(session.seats))
        self.buttons: dict[str, Button] = {}

    def title(self) -> str:
        return _("Imperial Settlers: final score")

    @property
    def winners(self) -> list[int]:
        return list(self.report.get("winners", []))

    def totals(self) -> list[int]:
        return [row["final"] for row in self.report["players"]]

    def columns(self) -> list[tuple[str, str]]:
        return [
            ("name", _("Player")),
            ("faction", _("Faction")),
            ("play_vp", _("Points in play")),
            ("production", _("Production")),
            ("feature", _("Feature")),
            ("action", _("Action")),
            ("common", _("Common ×1")),
            ("faction_locs", _("Faction ×2")),
            ("bonus_vp", _("Bonus")),
            ("final", _("Final")),
            ("tie", _("Tie-break goods")),
            ("hand", _("Cards in hand")),
        ]

    def cell(self, row: dict[str, Any], key: str) -> str:
        locs = row["locations"]
        values = {
            "name": row["name"],
            "faction": texts.faction_name(row["faction"]),
            "play_vp": row["play_vp"],
            "production": locs["production"],
            "feature": locs["feature"],
            "action": locs["action"],
            "common": locs["common"],
            "faction_locs": locs["faction"],
            "bonus_vp": row["bonus_vp"],
            "final": row["final"],
            "tie": row["tie_break_goods"],
            "hand": row["hand_size"],
        }
        return str(values[key])

    def build_body(self) -> None:
        m = self.app.metrics
        sw = m.px(260)
        self.buttons = {
            "menu": Button(
                m,
                pygame.Rect(m.width - m.px(40) - sw, self.back.rect.top, sw, self.back.rect.height),
                _("Main menu"),
                self.to_menu,
                glow=True,
            )
        }
        self.back.text = _("See the table")
        self.add(*self.buttons.values())

    def to_menu(self) -> None:
        self.session.detach()
        self.app.manager.reset(MenuScene(self.app))

    def result_lines(self) -> list[str]:
        report = self.report
        solo = report.get("solo")
        if solo:
            if solo["won"]:
                verdict = _("You win with {score} points and earn the title {title}.").format(
                    score=solo["score"], title=i18n.translate(solo["title"])
                )
            else:
                verdict = _("The virtual player wins: you need more faction locations.")
            lines = [
                verdict,
                _("Your faction locations: {n} — the virtual player's collection pile: {c}").format(
                    n=solo["faction_locations"], c=solo["collection"]
                ),
            ]
            return lines
        names = [report["players"][w]["name"] for w in self.winners]
        if len(names) == 1:
            line = _("{name} wins!").format(name=names[0])
        else:
            line = _("Shared victory: {names}").format(names=", ".join(names))
        return [
            line,
            _("Ties go to the most resources and workers left, then the most cards in hand."),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.app.metrics
        body = self.body
        cols = self.columns()
        rows = self.report["players"]
        head = fonts.get(m.text("small"), bold=True)
        cell = fonts.get(m.text("label"))
        bold = fonts.get(m.text("label"), bold=True)
        first_w = int(body.width * 0.14)
        second_w = int(body.width * 0.11)
        rest = (body.width - first_w - second_w) // (len(cols) - 2)
        widths = [first_w, second_w] + [rest] * (len(cols) - 2)
        x = body.left
        y = body.top
        small_floor = TEXT_ROLES["small"][1]
        heads = [
            header_lines(text, w - m.px(6), m.text("small"), small_floor)
            for (_key, text), w in zip(cols, widths, strict=True)
        ]
        hh = max(2, *(len(lines) for lines, _font in heads)) * head.get_linesize() + m.px(4)
        for (lines, font), w in zip(heads, widths, strict=True):
            for i, line in enumerate(lines):
                img = squeeze(font.render(line, True, theme.INK_SOFT), w - 4, line)
                surface.blit(img, (x + 2, y + i * font.get_linesize()))
            x += w
        y += hh
        rh = cell.get_linesize() + m.px(10)
        for row in rows:
            x = body.left
            won = row["seat"] in self.winners
            if won:
                pygame.draw.rect(
                    surface, theme.GLOW, (body.left, y - 2, body.width, rh), border_radius=6
                )
            colour = self.session.colour(row["seat"])
            pygame.draw.rect(surface, colour, (x, y + m.px(4), m.px(8), rh - m.px(12)))
            for (key, _text), w in zip(cols, widths, strict=True):
                value = self.cell(row, key)
                font = bold if key in ("final", "name") else cell
                img = squeeze(font.render(value, True, theme.INK), w - m.px(14), value)
                surface.blit(img, (x + m.px(12) if key == "name" else x + 2, y + m.px(4)))
                x += w
            y += rh
        y += m.px(16)
        big = fonts.get(m.text("subheading"), bold=True)
        result = self.result_lines()
        img = squeeze(big.render(result[0], True, theme.DANGER), body.width, result[0])
        surface.blit(img, (body.left, y))
        y += big.get_linesize() + m.px(6)
        # Under the result: the rules of the tie and of the final points on the left, wrapped,
        # and the points' sources as bars under them where there is room (the table says the
        # same numbers); the points round by round on the right, as tall as what is left.
        half = (body.width - m.px(30)) // 2
        note = _("Common locations score 1 point each, faction locations 2, at the end.")
        ty = y
        # the note only where it fits whole: the columns "Common ×1" and "Faction ×2" say it too
        texts_ = [(line, theme.INK, False) for line in result[1:]] + [(note, theme.INK_SOFT, True)]
        for text, ink, optional in texts_:
            lines = wrap(cell, text, half)
            if ty + len(lines) * cell.get_linesize() > body.bottom:
                if not optional:
                    layout_check.report_cut(text, "under the score page")
                continue
            for line in lines:
                surface.blit(cell.render(line, True, ink), (body.left, ty))
                ty += cell.get_linesize()
            ty += m.px(6)
        self.draw_bars(
            surface, pygame.Rect(body.left, ty + m.px(8), half, body.bottom - ty - m.px(8))
        )
        self.draw_chart(surface, pygame.Rect(body.left + half + m.px(30), y, half, body.bottom - y))

    def draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Points in play after each round: one line per player, each with its own marker."""
        series = self.series
        if not series or not series[0]:
            return
        lines = [
            Series(
                self.session.seats[seat].name,
                line,
                self.session.colour(seat),
                self.session.mark(seat),
            )
            for seat, line in enumerate(series)
        ]
        axes = Axes(
            title=_("Points in play after each round"),
            x_label=_("Rounds"),
            y_label=_("Points"),
            x_names=[str(i + 1) for i in range(len(series[0]))],
            column=_("After round {x}"),
        )
        pointer = mouse_at() if pygame.mouse.get_focused() else None
        draw_line_chart(surface, self.app.metrics, area, lines, axes, pointer)

    def draw_bars(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Where each player's points came from, as stacked bars (play, locations, bonus)."""
        m = self.app.metrics
        rows = self.report["players"]
        if area.height < m.px(60) or not rows:
            return
        small = fonts.get(m.text("small"))
        parts = [
            ("play_vp", _("Points in play"), theme.GOLD),
            ("location_vp", _("Locations"), (120, 150, 90)),
            ("bonus_vp", _("Bonus"), (110, 130, 180)),
        ]
        x = area.left
        for _key, label, colour in parts:  # the legend
            pygame.draw.rect(surface, colour, (x, area.top + 3, m.px(14), m.px(14)))
            img = small.render(label, True, theme.INK_SOFT)
            surface.blit(img, (x + m.px(18), area.top))
            x += m.px(26) + img.get_width()
        top = area.top + small.get_linesize() + m.px(6)
        bar_h = min(m.px(26), (area.bottom - top) // len(rows) - m.px(6))
        if bar_h < 6:
            return
        name_w = int(area.width * 0.16)
        best = max(1, max(row["final"] for row in rows))
        scale = (area.width - name_w - m.px(60)) / best
        for i, row in enumerate(rows):
            y = top + i * (bar_h + m.px(6))
            img = small.render(row["name"], True, theme.INK)
            surface.blit(img, (area.left, y + (bar_h - img.get_height()) // 2))
            x = area.left + name_w
            for key, _label, colour in parts:
                w = int(row[key] * scale)
                if w > 0:
                    pygame.draw.rect(surface, colour, (x, y, w, bar_h))
                    pygame.draw.rect(surface, theme.INK_SOFT, (x, y, w, bar_h), 1)
                x += w
            total = small.render(str(row["final"]), True, theme.INK)
            surface.blit(total, (x + m.px(6), y + (bar_h - total.get_height()) // 2))
