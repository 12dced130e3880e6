""" "Take over from here": who sits at each seat of the new game, then the game's own table.

The new game is written as a new save first (the replayed game or record is never touched),
then opened the way a loaded save is, so it autosaves and continues like any game.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.match import Match
from game.gamelog import seat_names
from game.history.takeover import LEVELS, Sitter, save_taken_over, take_over
from game.i18n import _
from game.scenes.history.starting import start_new_save
from game.scenes.history.texts import level_name
from game.scenes.page import PageScene
from game.scenes.registry import game_name
from game.settings import saves_dir
from game.ui import fonts
from game.ui.text import wrap
from game.ui.widgets import Button, Label, Stepper

if TYPE_CHECKING:
    from game.scenes.host import Host as App

PERSON = "human"


EXACT = -1


class TakeOverScene(PageScene):
    def __init__(self, app: App, match: Match, meta: dict[str, Any]) -> None:
        super().__init__(app)
        self.match = match
        self.meta = meta
        self.upto = len(match.steps) - 1
        # the hidden things as they stood (EXACT), or redrawn as the seat `hidden` knew them
        self.hidden = EXACT

        self.names = seat_names(match, meta)
        found = meta.get("seats")
        raw: list[Any] = found if isinstance(found, list) else []
        self.choices: list[str] = []
        for i in range(match.rules.player_count):
            entry = raw[i] if i < len(raw) and isinstance(raw[i], dict) else {}
            if entry.get("kind") == "computer" and entry.get("level") in LEVELS:
                self.choices.append(str(entry["level"]))
            else:
                self.choices.append(PERSON)

    def title(self) -> str:
        return _("Take over from here")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        font = fonts.get(m.text("body"))
        if self.hidden == EXACT:
            intro = _(
                "A new game starts at step {k} of this one, exactly as it stood: the cards, the "
                "board and what is still hidden stay as they were. Choose who sits at each seat."
            ).format(k=self.upto)
        else:
            intro = _(
                "A new game starts at step {k} of this one. What {name} could not know there "
                "(the order of the decks, the others' hands, face-down tokens, secret bids) is "
                "drawn again; the rest stays as it was. Choose who sits at each seat."
            ).format(k=self.upto, name=self.names[self.hidden])
        lines = wrap(font, intro, body.width)
        intro_h = len(lines) * font.get_linesize() + m.px(8)
        self.intro = Label(
            m,
            pygame.Rect(body.left, body.top, body.width, intro_h),
            intro,
            role="body",
            max_lines=len(lines) + 1,
        )
        row_h = max(m.px(44), m.text("body") + m.px(14))
        gap = m.px(8)
        y = self.intro.rect.bottom + gap
        name_w = body.width * 2 // 5
        self.steppers: list[Stepper] = []
        labels: list[Label] = []
        options = [(PERSON, _("A person"))] + [
            (lv, _("Computer: {level}").format(level=level_name(lv))) for lv in LEVELS
        ]
        for i, name in enumerate(self.names):
            labels.append(
                Label(
                    m,
                    pygame.Rect(body.left, y, name_w - gap, row_h),
                    name,
                    role="body",
                    valign="center",
                    bold=True,
                )
            )
            self.steppers.append(
                Stepper(
                    m,
                    pygame.Rect(body.left + name_w, y, body.width - name_w, row_h),
                    options,
                    self.choices[i],
                    partial(self.choose, i),
                    tooltip=_("Who plays this seat from here on."),
                )
            )
            y += row_h + gap
        y += gap  # what is kept is another question than who plays
        labels.append(
            Label(
                m,
                pygame.Rect(body.left, y, name_w - gap, row_h),
                _("Hidden information"),
                role="body",
                valign="center",
            )
        )
        hidden_options = [(EXACT, _("Exact, as it stood"))] + [
            (seat, _("Redrawn as {name} knew it").format(name=name))
            for seat, name in enumerate(self.names)
        ]
        self.hidden_stepper = Stepper(
            m,
            pygame.Rect(body.left + name_w, y, body.width - name_w, row_h),
            hidden_options,
            self.hidden,
            self.choose_hidden,
            tooltip=_(
                "Exact keeps the decks, hands and face-down tokens as they were. Redrawn deals "
                "again what that seat could not know, and the draws to come are new too."
            ),
        )
        bw = m.px(300)
        self.start_button = Button(
            m,
            pygame.Rect(self.panel.rect.right - bw, self.back.rect.top, bw, self.back.rect.height),
            _("Start from here"),
            self.start,
            glow=True,
            tooltip=_("Saved as a new game; the game you watched stays as it was."),
        )
        self.add(self.intro, *labels, *self.steppers, self.hidden_stepper, self.start_button)

    def choose(self, seat: int, value: str) -> None:
        self.choices[seat] = value

    def choose_hidden(self, value: int) -> None:
        self.hidden = value
        self.build()  # the words above say what is kept and what is drawn again

    def sitters(self) -> list[Sitter]:
        out = []
        for name, choice in zip(self.names, self.choices, strict=True):
            if choice == PERSON:
                out.append(Sitter(name))
            else:
                out.append(Sitter(name, "computer", choice))
        return out

    def start(self) -> None:
        redrawn_for = None if self.hidden == EXACT else self.hidden
        new, meta = take_over(self.match, self.upto, self.sitters(), self.meta, redrawn_for)
        title = i18n.translate(game_name(new.rules.game_id))
        start_new_save(self.app, lambda: save_taken_over(new, meta, saves_dir(), title), pop=1)
