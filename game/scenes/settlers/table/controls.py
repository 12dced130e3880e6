"""The top bar and the turn's buttons: what is asked now, Undo, Rules, Menu, End turn, Pass,
Skip, Spend workers; each enabled only for what the engine allows now."""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.scenes.settlers import texts
from game.ui import fonts, theme
from game.ui.widgets import Button, Label

AUTO_END = 3.0  # seconds after an action before the turn ends by itself (Undo meanwhile)


class ControlsMixin:
    """The status line and the buttons (mixed into `TableScene`)."""

    def build_controls(self) -> None:
        """The buttons, rebuilt after each step: enabled only for what the engine allows."""
        if not self._built:
            return
        m = self.app.metrics
        top = self.top_rect
        bh = top.height - m.px(8)
        y = top.top + m.px(4)
        self.controls = {}
        viewer = self.viewer
        can_undo = viewer is not None and self.match.can_undo(viewer)
        top_buttons = (  # right to left along the top bar
            ("menu", _("Menu"), self.open_menu, True, None),
            ("rules", _("Rules"), self.open_rules, True, _("The rules of Imperial Settlers (F1).")),
            ("undo", _("Undo"), self.undo, can_undo, _("Take back your last action of this turn.")),
        )
        font = fonts.get(m.text("label"), bold=True)
        # as wide as the longest word of the three needs ("Отменить"), never narrower than before
        bw = max(m.px(110), max(font.size(b[1])[0] for b in top_buttons) + m.px(24))
        for i, (key, label, action, enabled, tip) in enumerate(top_buttons, 1):
            self.controls[key] = Button(
                m,
                pygame.Rect(top.right - i * (bw + m.px(4)), y, bw, bh),
                label,
                action,
                role="label",
                style="parchment",
                enabled=enabled,
                refusal=_("There is nothing you can take back now.") if key == "undo" else None,
                tooltip=tip,
            )
        ask = pygame.Rect(0, y, m.px(48), bh)  # "What can I do now?", left of the three
        ask.right = top.right - 3 * (bw + m.px(4)) - m.px(4)
        self.controls["what_now"] = self.what_now.button(ask, role="label", style="parchment")
        self.status = Label(
            m,
            pygame.Rect(top.left + m.px(10), top.top, ask.left - top.left - m.px(20), top.height),
            self.status_text(),
            role="body",
            colour=theme.PARCHMENT,
            max_lines=2,
        )
        r = self.right_rect
        by = self.deck_rects["common"].bottom + m.px(34)
        bw2 = r.width - m.px(16)
        turn_buttons = (
            ("end", _("End turn"), _("End your turn; until then Undo takes the action back.")),
            ("pass", _("Pass"), _("Take no more actions this round.")),
            ("skip", _("Skip"), _("Do not activate the location again.")),
            ("workers", _("Spend workers"), _("Two workers give one resource or one card.")),
        )
        attacks_label = (
            _("Attacks of round {round}").format(round=self.attack_phases[-1].round)
            if self.session.solo and self.attack_phases
            else ""
        )
        labels = [b[1] for b in turn_buttons] + [attacks_label]
        # the labels keep the text size chosen: a label too long for one line (within the
        # button's own margins, Button._text_rect) makes every button tall enough for two
        bh2 = max(m.px(44), font.get_linesize() + m.px(10))
        if max(font.size(label)[0] for label in labels) > bw2 - 2 * max(6, m.px(10)):
            bh2 = max(bh2, 2 * font.get_linesize() + m.px(10))  # a name on two lines
        targets = self.targets()
        for i, (key, label, tip) in enumerate(turn_buttons):
            has = ("button", key) in targets
            self.controls[key] = Button(
                m,
                pygame.Rect(r.left + m.px(8), by + i * (bh2 + m.px(8)), bw2, bh2),
                label,
                lambda k=key: self.click_key(("button", k)),
                role="label",
                enabled=has,
                glow=has and key in ("end",),
                refusal=self.refusal(("button", key)) if not has else None,
                tooltip=tip,
                wrap_first=True,
            )
        row = 4
        if self.session.solo and self.attack_phases:  # the round's attacks, to read again
            self.controls["attacks"] = Button(
                m,
                pygame.Rect(r.left + m.px(8), by + row * (bh2 + m.px(8)), bw2, bh2),
                attacks_label,
                self.show_attacks,
                role="label",
                wrap_first=True,
                style="parchment",
                tooltip=_("What the virtual player's attacks took, and why."),
            )
            row += 1
        if self.match.is_over:
            self.controls["score"] = Button(
                m,
                pygame.Rect(r.left + m.px(8), by + row * (bh2 + m.px(8)) + m.px(12), bw2, bh2),
                _("Final score"),
                self.show_score,
                role="label",
                glow=True,
            )
        self.widgets = [self.status, *self.controls.values()]
        self.build_popup()

    def show_score(self) -> None:
        self.app.manager.push(self.scoring_scene())

    def status_text(self) -> str:
        state = self.match.state
        phase = i18n.translate(texts.PHASE_NAMES.get(state.phase, texts.PHASE_NAMES["setup"]))
        head = _("Round {round} of {total} — {phase}").format(
            round=max(1, state.round), total=self.rules.rounds, phase=phase
        )
        pending = self.match.pending
        if pending is None:
            return head
        human = self.session.acting_human()
        if human is None:
            seat = self.session.waiting_computer()
            if seat is not None:
                return head + ": " + _("{name} is thinking…").format(name=self.seat_name(seat))
            # a network game: the seat played elsewhere (a computer on the server, someone on
            # another computer, someone who has left, or nobody yet)
            waiting_words = getattr(self.session, "waiting_words", None)
            if waiting_words is not None and pending.players:
                return head + ": " + str(waiting_words(pending.players[0]))
            return head
        asks = {
            "draft": _("{name}, pick a card from the lookout."),
            "draw": _("{name}, choose the deck to draw from."),
            "choose": _("{name}, make a choice."),
            "reactivate": _("{name}, activate the location again or skip."),
            "end_turn": _("{name}, end your turn or undo your action."),
            "action": _("{name}, take an action or pass."),
        }
        if pending.kind == "end_turn" and human == self.viewer:
            left = max(1, int(AUTO_END - self.end_wait + 0.999))
            asks["end_turn"] = _(
                "{name}, your turn ends in {n} s; Undo takes the action back."
            ).replace("{n}", str(left))
        ask = asks.get(pending.kind, "{name}")
        return head + ": " + ask.format(name=self.seat_name(human))
