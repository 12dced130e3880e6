"""The daily challenge screen: today's game of each kind, its share code, the best result of
each person today, Play, and playing a friend's code (another date's challenge)."""

from __future__ import annotations

from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.savefile import free_save_path, save_match
from game.history import daily
from game.history.records import GameRecord
from game.history.stats import profiles_in
from game.i18n import _
from game.scenes.dialog import PromptDialog
from game.scenes.history.starting import start_new_save
from game.scenes.history.texts import faction_name, level_name
from game.scenes.page import PageScene
from game.scenes.registry import game_name
from game.settings import saves_dir
from game.ui.widgets import Button, Label, Panel, show_toast

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def describe(ch: daily.Challenge) -> str:
    if ch.solo:
        return _("Alone as the {faction}, against the virtual player").format(
            faction=faction_name(ch.faction)
        )
    return _("Two players: you against the computer ({level})").format(
        level=level_name(daily.OPPONENT)
    )


def best_text(records: list[GameRecord], ch: daily.Challenge) -> str:
    best = daily.best_results(records, ch.game, ch.day)
    if not best:
        return _("Nobody has played it yet.")
    parts = []
    for name in sorted(best, key=lambda n: (-best[n][1], -best[n][0], n.casefold())):
        score, won = best[name]
        verdict = _("won") if won else _("lost")
        parts.append(f"{name} {score} ({verdict})")
    return _("Best today: {results}").format(results=", ".join(parts))


def write_challenge(ch: daily.Challenge, person: str, folder: Path) -> Path:
    match, meta = daily.start(ch, person, _("Computer"))
    path = free_save_path(folder, f"{ch.code} {person}")
    save_match(match, path, meta)
    return path


class DailyScene(PageScene):
    def __init__(self, app: App, records: list[GameRecord], day: date | None = None) -> None:
        super().__init__(app)
        self.records = records
        self.day = day or date.today()
        self.challenges = [daily.challenge(g, self.day) for g in daily.GAMES]

    def title(self) -> str:
        return _("Daily challenge")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        gap = m.px(10)
        rows = len(self.challenges)
        row_h = (body.height - gap * (rows - 1)) // rows
        self.play_buttons: dict[str, Button] = {}
        pad = m.px(10)
        for i, ch in enumerate(self.challenges):
            box = pygame.Rect(body.left, body.top + i * (row_h + gap), body.width, row_h)
            panel = Panel(m, box)
            bw = m.px(200)
            bh = min(max(m.px(48), m.text("button") + m.px(16)), box.height - 2 * pad)
            button = Button(
                m,
                pygame.Rect(box.right - pad - bw, box.centery - bh // 2, bw, bh),
                _("Play"),
                partial(self.ask_name, ch),
                tooltip=_("Play today's game; your best result is kept."),
            )
            self.play_buttons[ch.game] = button
            text_w = button.rect.left - box.left - 3 * pad
            line = (box.height - 2 * pad) // 3
            head = Label(
                m,
                pygame.Rect(box.left + pad, box.top + pad, text_w, line),
                f"{_(game_name(ch.game))} · {ch.code}",
                role="subheading",
                bold=True,
                valign="center",
            )
            what = Label(
                m,
                pygame.Rect(box.left + pad, head.rect.bottom, text_w, line),
                describe(ch),
                role="body",
                valign="center",
            )
            best = Label(
                m,
                pygame.Rect(box.left + pad, what.rect.bottom, text_w, line),
                best_text(self.records, ch),
                role="label",
                valign="center",
            )
            self.add(panel, head, what, best, button)
        bw = m.px(320)
        self.code_button = Button(
            m,
            pygame.Rect(self.panel.rect.right - bw, self.back.rect.top, bw, self.back.rect.height),
            _("Play a friend's code"),
            self.ask_code,
            tooltip=_("A code such as EME-20261126 plays that day's game, to compare results."),
        )
        self.add(self.code_button)

    def default_name(self) -> str:
        names = profiles_in(self.records)
        return names[0] if names else _("Player {n}").format(n=1)

    def ask_name(self, ch: daily.Challenge) -> None:

        self.app.manager.push(
            PromptDialog(
                self.app,
                f"{_(game_name(ch.game))} · {ch.code}",
                _("Your name (your results are kept under it):"),
                self.default_name(),
                lambda name: self.play(ch, name),
                max_length=16,
            )
        )

    def ask_code(self) -> None:

        self.app.manager.push(
            PromptDialog(self.app, _("Play a friend's code"), _("Share code:"), "", self.play_code)
        )

    def play_code(self, text: str) -> None:
        found = daily.parse_share_code(text)
        if found is None:
            show_toast(_("This is not a daily challenge code (like EME-20261126)."))
            return
        self.ask_name(daily.challenge(*found))

    def play(self, ch: daily.Challenge, name: str) -> None:

        person = name.strip() or self.default_name()
        start_new_save(self.app, lambda: write_challenge(ch, person, saves_dir()))
