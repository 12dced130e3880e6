"""The solo virtual player's attack phase, one page per attack, over the table.

Each page shows the attack card large, the attack line with its targets numbered, the location
the procedure hits (or that nothing is hit) and why, and the collection pile. The scene waits
for the player at every animation speed: the rules have already resolved the attacks, this
only lets them be read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.rules.settlers.catalog import runtime
from game.scenes.base import Scene
from game.scenes.settlers import texts
from game.scenes.settlers.attack_report import AttackPhase, AttackReport
from game.scenes.table.what_now import WhatNow
from game.ui import fonts, layout_check, theme
from game.ui.settlers_card_view import CARD_RATIO, draw_card_back, draw_good, render_location
from game.ui.text import FittedText, blit_lines, fit, hyphenate
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App

ATTACK_BACK = (150, 40, 30)  # the attack cards' back, as on the virtual player's panel


def _title(card: str) -> str:
    name = texts.good_name(runtime().attacks.get(card, ""))
    return name[:1].upper() + name[1:]


class SoloAttackScene(Scene):
    overlay = True
    keyboard_buttons = True
    game_id = "settlers"

    def __init__(
        self,
        app: App,
        phase: AttackPhase,
        on_close: Callable[[], None] | None = None,
        *,
        page: int = 0,
        what_now: WhatNow | None = None,
    ) -> None:
        super().__init__(app)
        self.what_now = what_now  # the table's "What can I do now?" (the ? key)
        self.phase = phase
        self.on_close = on_close
        self.pages: list[AttackReport | None] = ([None] if phase.collected else []) + list(
            phase.attacks
        )
        self.page = max(0, min(page, len(self.pages) - 1))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.next_button: Button | None = None

    @property
    def report(self) -> AttackReport | None:
        return self.pages[self.page] if self.pages else None

    def build(self) -> None:
        m = self.app.metrics
        w = min(m.width - m.px(24), m.px(900))
        h = min(m.height - m.px(24), m.px(600))
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (m.width // 2, m.height // 2)
        pad = m.px(16)
        bh = m.px(48)
        last = self.page >= len(self.pages) - 1
        label = _("Back to the table") if last else _("Next")
        self.next_button = Button(
            m,
            pygame.Rect(
                self.panel.right - pad - m.px(220), self.panel.bottom - pad - bh, m.px(220), bh
            ),
            label,
            self.advance,
            role="label",
            glow=True,
        )
        self.next_button.hovered = True  # Enter or Space turns the page
        self.title = Label(
            m,
            pygame.Rect(self.panel.left + pad, self.panel.top + m.px(8), w - 2 * pad, m.px(40)),
            self.heading(),
            role="subheading",
            bold=True,
            colour=theme.DANGER,
        )
        text_top = self.panel.top + m.px(52) + self.cards_height()
        text_h = self.next_button.rect.top - m.px(8) - text_top
        self.text = Label(
            m,
            pygame.Rect(self.panel.left + pad, text_top, w - 2 * pad, max(m.px(20), text_h)),
            self.body(),
            role="body",
            max_lines=6,
            valign="top",
            wrap_first=True,  # the reason at the chosen text size, on more lines
        )
        self.widgets = [self.title, self.text, self.next_button]

    def cards_height(self) -> int:
        m = self.app.metrics
        return max(m.px(120), min(m.px(300), self.panel.height - m.px(260)))

    def heading(self) -> str:
        report = self.report
        n = len(self.phase.attacks)
        if report is None:
            return _("Round {round}: the virtual player's attack").format(round=self.phase.round)
        index = self.phase.attacks.index(report) + 1
        return _("Attack {i} of {n}: target {good}").format(
            i=index,
            n=max(n, 2) if not self.phase.choosing else n,
            good=texts.good_name(report.target),
        )

    def body(self) -> str:
        report = self.report
        if report is None:
            names = ", ".join(texts.card_name(c) for c in self.phase.collected)
            return ngettext(
                "Its {n} location joins its collection pile: {cards}. Then it attacks twice.",
                "Its {n} locations join its collection pile: {cards}. Then it attacks twice.",
                len(self.phase.collected),
            ).format(n=len(self.phase.collected), cards=names)
        text = report.why() + "\n" + report.result()
        if self.phase.choosing and report is self.phase.attacks[-1] and not report.hit:
            text += "\n" + _("Choose which of them it takes.")
        return text

    def advance(self) -> None:
        if self.page < len(self.pages) - 1:
            self.page += 1
            self.build()
            return
        self.close()

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()
        if self.on_close is not None:
            self.on_close()

    def on_back(self) -> None:
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.what_now is not None and self.what_now.handle_event(event):
            return True
        return super().handle_event(event)

    # drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((60, 10, 0, 150))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, self.panel, fill=theme.PARCHMENT)
        area = self.cards_area()
        report = self.report
        if report is None:
            self.draw_row(surface, area, self.phase.collected)
            return
        self.draw_attack(surface, area, report)

    def draw_row(self, surface: pygame.Surface, area: pygame.Rect, cards: list[str]) -> None:
        h = area.height
        w = int(h * CARD_RATIO)
        step = min(w + 8, (area.width - w) // max(1, len(cards) - 1)) if cards else w
        x = area.left
        for card in cards:
            surface.blit(render_location(texts.face(card), (w, h), text=False), (x, area.top))
            x += step

    def draw_attack(self, surface: pygame.Surface, area: pygame.Rect, report: AttackReport) -> None:
        m = self.app.metrics
        small = fonts.get(m.text("small"), bold=True)
        hit_w = self.hit_width(area, report)
        room, lines_room, caption = self.line_layout(area, report)
        pair = set(report.pair or ())
        placed, listed = self.line_placing(report.line, room, lines_room)
        for i, (card, rect) in enumerate(placed):
            if listed:
                self.draw_attack_entry(surface, rect, card, i + 1)
            else:
                self.draw_attack_card(surface, rect, card, i + 1)
                tag = small.render(str(i + 1), True, theme.INK)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.top - 1)))
            if card in pair:
                outline = rect.inflate(8, 8) if not listed else rect.inflate(4, 2)
                pygame.draw.rect(
                    surface, theme.GOLD, outline, 4 if not listed else 3, border_radius=8
                )
        rendered = caption.render(theme.INK_SOFT)
        box = pygame.Rect(room.left, room.top + lines_room + m.px(4), room.width, caption.height)
        blit_lines(surface, rendered, box, caption.line_height, align="left", valign="top")
        # the result: the location lost, struck through, or an empty field
        result = pygame.Rect(area.right - hit_w, area.top, hit_w, area.height)
        if report.hit:
            image = render_location(texts.face(report.hit), result.size, text=True)
            surface.blit(image, result)
            pygame.draw.line(surface, theme.DANGER, result.topleft, result.bottomright, 5)
            pygame.draw.line(surface, theme.DANGER, result.topright, result.bottomleft, 5)
        else:
            r = min(result.width, result.height) // 3
            draw_good(
                surface,
                pygame.Rect(result.centerx - r, result.centery - r, 2 * r, 2 * r),
                "defence",
            )
            img = small.render(_("No loss"), True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(result.centerx, result.centery + r + 4)))

    def hit_width(self, area: pygame.Rect, report: AttackReport) -> int:
        return int(area.height * CARD_RATIO) if report.hit else self.app.metrics.px(160)

    def cards_area(self) -> pygame.Rect:
        m = self.app.metrics
        return pygame.Rect(
            self.panel.left + m.px(16),
            self.panel.top + m.px(52),
            self.panel.width - m.px(32),
            self.cards_height(),
        )

    def line_layout(
        self, area: pygame.Rect, report: AttackReport
    ) -> tuple[pygame.Rect, int, FittedText]:
        """The room of the attack line (left of the location hit), the height its cards may
        take, and the caption under them that says how a line is read."""
        m = self.app.metrics
        label_h = fonts.get(m.text("small"), bold=True).get_linesize()
        width = area.width - self.hit_width(area, report) - m.px(40)
        room = pygame.Rect(area.left, area.top, width, area.height)
        caption = fit(
            _(
                "Targets, newest first. Target 1 finds your locations showing its good in the "
                "raze field; the next targets, in order, the location's other raze good."
            ),
            (room.width, 3 * label_h),
            m.text("small"),
            m.text("small"),
            max_lines=3,
            wrap_first=True,
        )
        return room, room.height - caption.height - m.px(8), caption

    def line_room(self) -> tuple[pygame.Rect, int]:
        assert self.report is not None
        room, height, _caption = self.line_layout(self.cards_area(), self.report)
        return room, height

    def line_rects(
        self, line: list[str], room: pygame.Rect, height: int
    ) -> list[tuple[str, pygame.Rect]]:
        """Where each card of the attack line goes, never overlapping (their text must be
        read): side by side in one row, or two, while the cards stay wide enough for their
        words; a longer line becomes a list (a small card and its good's name on each line),
        the newest first."""
        cards, _listed = self.line_placing(line, room, height)
        return cards

    def line_placing(
        self, line: list[str], room: pygame.Rect, height: int
    ) -> tuple[list[tuple[str, pygame.Rect]], bool]:
        m = self.app.metrics
        label_h = fonts.get(m.text("small"), bold=True).get_linesize()
        gap = m.px(8)
        count = max(1, len(line))
        least = self.least_card_width(line)
        for rows in (1, 2):
            per_row = -(-count // rows)
            h = (height - rows * label_h - (rows - 1) * gap) // rows
            w = min(
                int(min(h, m.px(210)) * CARD_RATIO), (room.width - (per_row - 1) * gap) // per_row
            )
            if w >= least:
                h = int(w / CARD_RATIO)
                rects: list[tuple[str, pygame.Rect]] = []
                for i, card in enumerate(line):
                    row, col = divmod(i, per_row)
                    top = room.top + label_h + row * (h + label_h + gap)
                    rects.append((card, pygame.Rect(room.left + col * (w + gap), top, w, h)))
                return rects, False
        # a list in columns: each entry as high as a line of the names
        entry_h = label_h + m.px(6)
        per_column = max(1, height // entry_h)
        columns = -(-count // per_column)
        col_w = (room.width - (columns - 1) * gap) // max(1, columns)
        listed = []
        for i, card in enumerate(line):
            col, row = divmod(i, per_column)
            rect = pygame.Rect(
                room.left + col * (col_w + gap), room.top + row * entry_h, col_w, entry_h
            )
            listed.append((card, rect.inflate(0, -m.px(2))))
        return listed, True

    def least_card_width(self, line: list[str]) -> int:
        """The narrowest card whose good name still fits, a word to a line (or split by a
        hyphen where a word is longer than most)."""
        m = self.app.metrics
        font = fonts.get(m.text("small"), bold=True)
        widest = max(
            (font.size(word)[0] for card in line for word in _title(card).split()), default=0
        )
        return min(widest, font.size("M" * 7)[0]) + 2 * m.px(8)

    def draw_attack_entry(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, k: int
    ) -> None:
        """One card of a long line as a line of a list: its place, a small card with its
        good, and the good's name."""
        m = self.app.metrics
        font = fonts.get(m.text("small"), bold=True)
        tag = font.render(str(k), True, theme.INK)
        tag_w = font.size("00")[0]
        surface.blit(tag, tag.get_rect(midright=(rect.left + tag_w, rect.centery)))
        tag_w += m.px(2)
        tile = pygame.Rect(
            rect.left + tag_w + m.px(4), rect.top, int(rect.height * 0.8), rect.height
        )
        draw_card_back(surface, tile, ATTACK_BACK)
        good = runtime().attacks.get(card, "")
        icon = min(tile.width, tile.height) - 4
        draw_good(
            surface,
            pygame.Rect(0, 0, icon, icon).move(tile.centerx - icon // 2, tile.centery - icon // 2),
            good,
        )
        text_box = pygame.Rect(
            tile.right + m.px(6), rect.top, rect.right - tile.right - m.px(6), rect.height
        )
        name = fit(_title(card), text_box.size, m.text("small"), m.text("small"), bold=True)
        blit_lines(surface, name.render(theme.INK), text_box, name.line_height, align="left")
        drawn = pygame.Rect(
            text_box.topleft,
            (min(text_box.width, name.font.size(_title(card))[0]), text_box.height),
        )
        layout_check.drawn("label", _title(card), drawn)

    def draw_attack_card(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, k: int
    ) -> None:
        """An attack card face up: its good as an icon, the good's name, and what a card in
        place `k` of the line looks for."""
        m = self.app.metrics
        draw_card_back(surface, rect, ATTACK_BACK)
        pad = max(4, rect.width // 12)
        icon = min(rect.width - 2 * pad, rect.height // 4)
        good = runtime().attacks.get(card, "")
        draw_good(surface, pygame.Rect(rect.centerx - icon // 2, rect.top + pad, icon, icon), good)
        face = pygame.Rect(rect.left + pad // 2, rect.top + pad + icon + pad // 2, 0, 0)
        face.size = (rect.width - pad, rect.bottom - pad // 2 - face.top)
        pygame.draw.rect(surface, theme.PARCHMENT, face, border_radius=4)
        inner = face.inflate(-pad, -pad // 2)
        size = m.text("small")
        font = fonts.get(size, bold=True)
        title = hyphenate(_title(card), font, inner.width)
        name = fit(title, inner.size, size, size, bold=True, max_lines=3, wrap_first=True)
        y = inner.top
        for img in name.render(theme.INK):
            surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
            y += name.line_height
        layout_check.drawn(
            "label", title, pygame.Rect(inner.left, inner.top, inner.width, y - inner.top)
        )
        rest = pygame.Rect(inner.left, y + 2, inner.width, inner.bottom - y - 2)
        rules = (
            _("Target 1: raze fields showing it")
            if k == 1
            else _("Target {k}: their other raze good").format(k=k)
        )
        for text in (rules, _("Target {k}").format(k=k)):
            with layout_check.probing():
                said = fit(text, rest.size, size, size, max_lines=4, wrap_first=True)
            if said.fits:
                blit_lines(
                    surface, said.render(theme.INK_SOFT), rest, said.line_height, valign="top"
                )
                layout_check.drawn(
                    "label", text, pygame.Rect(rest.topleft, (rest.width, said.height))
                )
                break
