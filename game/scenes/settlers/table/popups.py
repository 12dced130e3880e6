"""Small panels of commands to choose from: a list of buttons, or the cards themselves when
the choice is among a few cards; an effect's choice opens one that cannot be closed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import _
from game.scenes.settlers import texts
from game.ui import fonts, theme
from game.ui.settlers_card_view import CARD_RATIO, render_location
from game.ui.text import squeeze, wrap
from game.ui.widgets import Button


@dataclass
class Popup:
    """A small panel of commands to choose from; `forced` ones (an effect's choice) cannot be
    closed without answering."""

    title: str
    commands: list[Any]
    forced: bool = False
    note: str = ""  # what the one use gives and costs, said before its button is pressed
    page: int = 0
    buttons: list[Button] = field(default_factory=list)
    cards: dict[int, str] = field(default_factory=dict)  # button index -> card to enlarge
    images: list[tuple[pygame.Rect, str, Any]] = field(default_factory=list)  # card choices
    commands_of: dict[int, Any] = field(default_factory=dict)  # button index -> its command
    more: Button | None = None  # the next page, when the commands do not fit one
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class PopupMixin:
    """The popups of the table (mixed into `TableScene`)."""

    def build_popup(self) -> None:
        popup = self.popup
        if popup is None:
            return
        m = self.app.metrics
        c = self.centre_rect
        bh = m.px(40)
        gap = m.px(6)
        popup.images = []
        popup.commands_of = {}
        cards = [self._card_of(command) for command in popup.commands]
        if 1 < len(cards) <= 5 and all(cards) and len(set(cards)) == len(cards):
            self.build_gallery(popup, cards)
            return
        per_page = max(1, min(10, (c.height - m.px(120)) // (bh + gap)))
        pages = max(1, (len(popup.commands) + per_page - 1) // per_page)
        popup.page = min(popup.page, pages - 1)
        shown = popup.commands[popup.page * per_page : (popup.page + 1) * per_page]
        w = min(c.width - m.px(20), m.px(620))
        note_lines = self.note_lines(popup, w)
        note_h = len(note_lines) * fonts.get(m.text("label")).get_linesize()
        note_h += m.px(8) if note_lines else 0
        h = m.px(56) + note_h + len(shown) * (bh + gap) + m.px(60)
        popup.rect = pygame.Rect(0, 0, w, h)
        popup.rect.center = c.center
        popup.buttons = []
        popup.cards = {}
        y = popup.rect.top + m.px(50) + note_h
        labels = self.labels(popup.commands)
        start = popup.page * per_page
        for index, command in enumerate(shown, start):
            button = Button(
                m,
                pygame.Rect(popup.rect.left + m.px(16), y, w - m.px(32), bh),
                labels[index],
                lambda c=command: self.commit(c, said=bool(popup.note)),
                role="label",
                style="parchment",
                tooltip=self.intent(command),
            )
            card = self._card_of(command)
            if card:
                popup.cards[len(popup.buttons)] = card
            popup.commands_of[len(popup.buttons)] = command
            popup.buttons.append(button)
            y += bh + gap
        bottom = popup.rect.bottom - m.px(50)
        small = m.px(120)
        if not popup.forced:
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(popup.rect.right - small - m.px(16), bottom, small, m.px(40)),
                    _("Close"),
                    self.close_popup,
                    role="label",
                    style="danger",
                )
            )
        popup.more = None
        if pages > 1:
            popup.more = Button(
                m,
                pygame.Rect(popup.rect.left + m.px(16), bottom, small, m.px(40)),
                _("More…"),
                self.next_page,
                role="label",
                style="wood",
            )
            popup.buttons.append(popup.more)
        self.widgets.extend(popup.buttons)

    def note_lines(self, popup: Popup, width: int) -> list[str]:
        """The popup's note wrapped to its inner width (none without a note)."""
        if not popup.note:
            return []
        font = fonts.get(self.app.metrics.text("label"))
        return wrap(font, popup.note, width - self.app.metrics.px(32))

    def labels(self, commands: list[Any]) -> list[str]:
        """One distinct label per command: copies of a card are told apart by their deal
        field, and copies alike in every way by a number."""
        labels = [texts.describe(c, self.names) for c in commands]
        counts: dict[str, int] = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        for i, command in enumerate(commands):
            if counts[labels[i]] > 1:
                card = self._card_of(command)
                deal = texts.face(card).deal if card else None
                if deal:
                    labels[i] += _(" (deal: {goods})").format(goods=texts.goods_words(deal))
        seen: dict[str, int] = {}
        counts = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        for i, label in enumerate(labels):
            if counts[label] > 1:
                seen[label] = seen.get(label, 0) + 1
                labels[i] = f"{label} ({seen[label]})"
        return labels

    def build_gallery(self, popup: Popup, cards: list[str]) -> None:
        """A choice among a few cards: the cards themselves, each with its name below."""
        m = self.app.metrics
        c = self.centre_rect
        bh = m.px(44)
        gap = m.px(12)
        n = len(cards)
        card_h = min(m.px(250), c.height - m.px(190))
        card_w = int(card_h * CARD_RATIO)
        if n * (card_w + gap) + m.px(32) > c.width - m.px(20):
            card_w = (c.width - m.px(52)) // n - gap
            card_h = int(card_w / CARD_RATIO)
        w = max(m.px(460), n * (card_w + gap) - gap + m.px(32))
        h = m.px(50) + card_h + gap + bh + (m.px(16) if popup.forced else m.px(66))
        popup.rect = pygame.Rect(0, 0, w, h)
        popup.rect.center = c.center
        popup.buttons = []
        popup.cards = {}
        x = popup.rect.centerx - (n * (card_w + gap) - gap) // 2
        top = popup.rect.top + m.px(50)
        labels = self.labels(popup.commands)
        for command, card, label in zip(popup.commands, cards, labels, strict=True):
            rect = pygame.Rect(x, top, card_w, card_h)
            popup.images.append((rect, card, command))
            popup.cards[len(popup.buttons)] = card
            popup.commands_of[len(popup.buttons)] = command
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(x, rect.bottom + gap, card_w, bh),
                    label,
                    lambda c=command: self.commit(c),
                    role="small",
                    style="parchment",
                )
            )
            x += card_w + gap
        if not popup.forced:
            small = m.px(120)
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(
                        popup.rect.right - small - m.px(16),
                        popup.rect.bottom - m.px(52),
                        small,
                        m.px(40),
                    ),
                    _("Close"),
                    self.close_popup,
                    role="label",
                    style="danger",
                )
            )
        self.widgets.extend(popup.buttons)

    def close_popup(self) -> None:
        self.popup = None
        self.build_controls()

    def next_page(self) -> None:
        if self.popup is not None:
            self.popup.page += 1
            m = self.app.metrics
            per_page = max(1, min(10, (self.centre_rect.height - m.px(120)) // m.px(46)))
            if self.popup.page * per_page >= len(self.popup.commands):
                self.popup.page = 0
            self.build_controls()

    def _open_choice(self) -> None:
        """An effect's choice for the human in front of the screen opens its panel at once."""
        human = self.session.acting_human()
        pending = self.match.pending
        if (
            human is None
            or human != self.viewer
            or pending is None
            or pending.kind != "choose"
            or self.popup is not None
        ):
            return
        choice = self.match.state.choices[0]
        self.popup = Popup(
            texts.choice_title(choice.kind),
            self.clicks.targets(human, self.version).commands,
            forced=True,
        )
        self.build_controls()

    def draw_popup(self, surface: pygame.Surface) -> None:
        popup = self.popup
        assert popup is not None
        m = self.app.metrics
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 90))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, popup.rect, fill=theme.PARCHMENT)
        font = fonts.get(m.text("subheading"), bold=True)
        img = squeeze(font.render(popup.title, True, theme.INK), popup.rect.width - m.px(24))
        surface.blit(img, img.get_rect(midtop=(popup.rect.centerx, popup.rect.top + m.px(10))))
        note_font = fonts.get(m.text("label"))
        y = popup.rect.top + m.px(46)
        for line in self.note_lines(popup, popup.rect.width):
            surface.blit(note_font.render(line, True, theme.INK), (popup.rect.left + m.px(16), y))
            y += note_font.get_linesize()
        for rect, card, _command in popup.images:
            surface.blit(render_location(texts.face(card), rect.size, text=True), rect)
            if rect.collidepoint(self.hover_pos):
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
        for button in popup.buttons:
            button.draw(surface)
