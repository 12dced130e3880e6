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
from game.ui import fonts, theme
from game.ui.settlers_card_view import CARD_RATIO, draw_card_back, draw_good, render_location
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App

ATTACK_BACK = (150, 40, 30)  # the attack cards' back, as on the virtual player's panel


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
        m = self.app.metrics
        area = pygame.Rect(
            self.panel.left + m.px(16),
            self.panel.top + m.px(52),
            self.panel.width - m.px(32),
            self.cards_height(),
        )
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
        label_h = small.get_linesize()
        # the attack line, newest first, each card with its target number and good
        h_line = min(area.height - label_h, m.px(150))
        w_line = int(h_line * CARD_RATIO)
        hit_w = int(area.height * CARD_RATIO) if report.hit else m.px(160)
        room = area.width - hit_w - m.px(40)
        count = max(1, len(report.line))
        step = min(w_line + m.px(6), max(m.px(14), (room - w_line) // max(1, count - 1)))
        x = area.left
        top = area.top + label_h
        pair = set(report.pair or ())
        for i, card in enumerate(report.line):
            rect = pygame.Rect(x, top, w_line, h_line)
            draw_card_back(surface, rect, ATTACK_BACK)
            icon = min(w_line, h_line) // 2
            good = runtime().attacks.get(card, "")
            draw_good(
                surface, pygame.Rect(rect.centerx - icon // 2, rect.top + m.px(8), icon, icon), good
            )
            if card in pair:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 4, border_radius=8)
            if i == 0 or step >= small.size("00")[0] + 4:
                tag = small.render(str(i + 1), True, theme.INK)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.top - 1)))
            x += step
        caption = small.render(_("Targets, newest first"), True, theme.INK_SOFT)
        surface.blit(caption, (area.left, top + h_line + m.px(4)))
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
