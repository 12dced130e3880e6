"""Spend workers: how many pairs go to each gain, in one action (the rules allow several pairs
at once; the engine's list of choices names one pair at a time, so the counts are chosen here
and sent as one `SpendWorkers` command)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.rules.settlers import commands as cmd
from game.rules.settlers.actions import PAIR_GAINS
from game.scenes.base import Scene
from game.scenes.settlers import texts
from game.ui.settlers_card_view import draw_good
from game.ui.widgets import Button, Label, Panel, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App


class WorkersDialog(Scene):
    overlay = True
    keyboard_buttons = True
    game_id = "settlers"

    def __init__(
        self, app: App, player: int, workers: int, on_spend: Callable[[Any], None]
    ) -> None:
        super().__init__(app)
        self.player = player
        self.pairs = workers // 2
        self.on_spend = on_spend
        self.counts = dict.fromkeys(PAIR_GAINS, 0)
        self.counts[PAIR_GAINS[0]] = 1 if self.pairs else 0
        self.rows: dict[str, pygame.Rect] = {}
        self.spend: Button | None = None

    @property
    def used(self) -> int:
        return sum(self.counts.values())

    def command(self) -> Any:
        picks = tuple(g for g in PAIR_GAINS for _ in range(self.counts[g]))
        return cmd.SpendWorkers(self.player, picks)

    def build(self) -> None:
        m = self.app.metrics
        frame = m.px(180)  # heading, the line above the rows and the buttons below them
        w = min(m.width - m.px(24), m.px(520))
        h = min(frame + m.px(48) * len(PAIR_GAINS), m.height - m.px(16))
        row_h = (h - frame) // len(PAIR_GAINS)
        panel = pygame.Rect(0, 0, w, h)
        panel.center = (m.width // 2, m.height // 2)
        pad = m.px(20)
        self.widgets = [Panel(m, panel, _("Spend workers"))]
        info = Label(
            m,
            pygame.Rect(panel.left + pad, panel.top + m.px(56), w - 2 * pad, m.px(30)),
            ngettext(
                "Each pair of workers gives one of these. You have {n} pair.",
                "Each pair of workers gives one of these. You have {n} pairs.",
                self.pairs,
            ).format(n=self.pairs),
            role="label",
            max_lines=2,
        )
        self.widgets.append(info)
        y = info.rect.bottom + m.px(6)
        self.rows = {}
        for good in PAIR_GAINS:
            row = pygame.Rect(panel.left + pad, y, w - 2 * pad, row_h - m.px(6))
            self.rows[good] = row
            self.widgets.append(
                Label(
                    m,
                    pygame.Rect(
                        row.left + row.height + m.px(8), row.top, row.width // 2, row.height
                    ),
                    texts.good_name(good),
                    role="body",
                )
            )
            limit = self.counts[good] + self.pairs - self.used
            options = [(n, str(n)) for n in range(limit + 1)]
            self.widgets.append(
                Stepper(
                    m,
                    pygame.Rect(row.right - m.px(170), row.top, m.px(170), row.height),
                    options,
                    self.counts[good],
                    partial(self.set, good),
                )
            )
            y += row_h
        bh = m.px(48)
        spend_text = ngettext("Spend {n} worker", "Spend {n} workers", 2 * self.used).format(
            n=2 * self.used
        )
        self.spend = Button(
            m,
            pygame.Rect(panel.right - pad - m.px(220), panel.bottom - pad - bh, m.px(220), bh),
            spend_text,
            self.confirm,
            role="label",
            enabled=self.used > 0,
            glow=self.used > 0,
        )
        cancel = Button(
            m,
            pygame.Rect(panel.left + pad, panel.bottom - pad - bh, m.px(150), bh),
            _("Cancel"),
            self.on_back,
            role="label",
            style="parchment",
        )
        self.widgets.extend([cancel, self.spend])

    def set(self, good: str, value: int) -> None:
        self.counts[good] = int(value)
        self.build()

    def confirm(self) -> None:
        if self.used <= 0:
            return
        command = self.command()
        if self.app.manager.top is self:
            self.app.manager.pop()
        self.on_spend(command)

    def on_back(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def draw_background(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 6, 150))
        surface.blit(veil, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for good, row in self.rows.items():
            draw_good(surface, pygame.Rect(row.left, row.top, row.height, row.height), good)
