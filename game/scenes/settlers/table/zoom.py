"""The hovered card shown large with its whole text, and what a hovered deck holds."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.scenes.settlers import texts
from game.scenes.settlers.table.targets import LOOKED_AT
from game.ui import fonts, theme
from game.ui.layout import Metrics
from game.ui.settlers_card_view import (
    CARD_RATIO,
    NAME_HEIGHT,
    field_boxes,
    render_location,
    shows_whole,
)
from game.ui.text import wrap
from game.ui.widgets import draw_bubble


class ZoomMixin:
    """The enlarged card and the deck tips."""

    enlarged_rect: pygame.Rect | None = None  # where the last frame showed the enlarged card

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """A tip or a refusal note never covers the enlarged card (its name and cost are on
        its top line)."""
        return [self.enlarged_rect] if self.enlarged_rect is not None else []

    def hovered_card(self) -> str:
        if self.pinned_card:
            self.hover_pos = (self.hand_rect.left + self.app.metrics.px(40), self.hand_rect.top)
            return self.pinned_card
        pos = self.hover_pos
        if self.popup is not None:
            for rect, _card, _command in self.popup.images:
                if rect.collidepoint(pos):
                    return ""  # already shown large
            for i, button in enumerate(self.popup.buttons):
                if button.rect.collidepoint(pos) and i in self.popup.cards:
                    return self.popup.cards[i]
            return ""
        for rect, _key, card in reversed(self.hits):
            if card and rect.collidepoint(pos):
                return card
        return ""

    def field_tip(self) -> str:
        """What the field of a card under the pointer is: its cost, its raze field, its deal
        field (icons alone do not say which is which)."""
        if self.popup is not None or self.pinned_card:
            return ""
        for rect, _key, card in reversed(self.hits):
            if not card or not rect.collidepoint(self.hover_pos):
                continue
            face = texts.face(card)
            local = (self.hover_pos[0] - rect.left, self.hover_pos[1] - rect.top)
            boxes = field_boxes(face, rect.size)
            if "cost" in boxes and boxes["cost"].collidepoint(local):
                parts = [counted(face.cost)] if face.cost else []
                if face.discard_location:
                    parts.append(_("one of your locations, discarded (L)"))
                return _("Cost: {goods}").format(goods=", ".join(parts))
            if face.raze and "raze" in boxes and boxes["raze"].collidepoint(local):
                return _("Raze: gives {goods}").format(goods=counted(face.raze))
            if face.deal and "deal" in boxes and boxes["deal"].collidepoint(local):
                return _("Deal: gives {goods} in every production").format(goods=counted(face.deal))
            return ""
        return ""

    def deck_tip(self) -> str:
        """What a hovered deck holds (its cards and the discard pile)."""
        if self.popup is not None:
            return ""
        state = self.match.state
        for key, rect in self.deck_rects.items():
            if not rect.collidepoint(self.hover_pos):
                continue
            if key == "common":
                return _("Common deck: {n} cards, {d} in the discard pile").format(
                    n=len(state.common_deck), d=len(state.common_discard)
                )
            seat = self.viewer if self.viewer is not None else 0
            p = state.players[seat]
            return _("Faction deck of {name}: {n} cards, {d} in the discard pile").format(
                name=self.seat_name(seat), n=len(p.deck), d=len(p.discard)
            )
        return ""

    def hover_intent(self) -> str:
        """What clicking the hovered thing would do, if it can be clicked now."""
        if self.popup is not None or self.pinned_card:
            return ""
        targets = self.targets()
        for rect, key, _card in reversed(self.hits):
            if not rect.collidepoint(self.hover_pos):
                continue
            commands = targets.get(key, [])
            if len(commands) == 1 and key[0] in LOOKED_AT:
                return _("Click, then confirm: {what}").format(what=self.intent(commands[0]))
            if len(commands) == 1:
                return _("Click: {what}").format(what=self.intent(commands[0]))
            if commands:
                return ngettext(
                    "Click to choose how ({n} way).",
                    "Click to choose how ({n} ways).",
                    len(commands),
                ).format(n=len(commands))
            return ""
        return ""

    def beside_popup(self, w: int, h: int) -> pygame.Rect | None:
        """Where a card `w`×`h` (smaller if it must) shows beside the open panel: the wider
        side of it, level with its top; None where no readable card fits."""
        assert self.popup is not None
        m = self.app.metrics
        panel = self.popup.rect
        gap = m.px(8)
        room_right = m.width - gap - (panel.right + gap)
        room_left = panel.left - gap - gap
        room = max(room_right, room_left)
        if room < w:
            w = room
            h = int(w / CARD_RATIO)
        h = min(h, m.height - 2 * gap)
        w = min(w, int(h * CARD_RATIO))
        if h < NAME_HEIGHT:
            return None
        left = panel.right + gap if room_right >= room_left else panel.left - gap - w
        top = max(gap, min(panel.top, m.height - gap - h))
        return pygame.Rect(left, top, w, h)

    def draw_enlarged(self, surface: pygame.Surface) -> None:
        """The hovered card, large, with its translated ability text beside the pointer, and
        what a click on it would do."""
        self.enlarged_rect = None
        tip = self.deck_tip()
        if tip:
            draw_bubble(surface, self.app.metrics, tip, self.hover_pos)
        card = self.hovered_card()
        intent = self.hover_intent()
        field = self.field_tip()
        if field:  # the field pointed at first, then what a click does
            intent = field + ("\n" + intent if intent else "")
        if not card:
            if intent:
                draw_bubble(surface, self.app.metrics, intent, self.hover_pos)
            return
        m = self.app.metrics
        face = texts.face(card)
        h = min(m.px(380), m.height - m.px(40))
        # a long text in a small window: the card grows (up to the window's height) to show it
        while h < m.height - m.px(16) and not shows_whole(face, self.card_size(h)):
            h = min(m.height - m.px(16), h + m.px(20))
        w, h = self.card_size(h)
        image = render_location(face, (w, h), text=True)
        x, y = self.hover_pos
        rect = pygame.Rect(x + m.px(24), y - h // 2, w, h)
        if rect.right > m.width - m.px(8):
            rect.right = x - m.px(24)
        rect.top = max(m.px(8), min(rect.top, m.height - h - m.px(8)))
        if self.hand_rect.collidepoint((x, y)) and self.popup is None:
            # over the hand: show it above the hand, so the other hand cards stay visible
            rect.bottom = self.hand_rect.top - m.px(4)
            rect.centerx = max(
                self.centre_rect.left + w // 2, min(x, self.centre_rect.right - w // 2)
            )
            if rect.top < m.px(8):
                rect.top = m.px(8)
        if self.popup is not None and rect.colliderect(self.popup.rect):
            # a panel's entry names the card: shown beside the panel, never over its buttons
            beside = self.beside_popup(w, h)
            if beside is None:
                return
            rect = beside
            image = render_location(face, rect.size, text=True)
        surface.blit(image, rect)
        self.enlarged_rect = pygame.Rect(rect)
        over_hand = self.hand_rect.collidepoint((x, y)) and self.popup is None
        if intent and over_hand:
            # beside the enlarged card, level with it: under it would cover the hand card
            # the words describe (right of it, else left, else above it)
            bw, bh = bubble_size(m, intent, surface.get_width())
            gap = m.px(8)
            if rect.right + gap + bw <= m.width - 2:
                at = (rect.right + gap, rect.top)
            elif rect.left - gap - bw >= 2:
                at = (rect.left - gap - bw, rect.top)
            else:
                at = (rect.left, max(2, rect.top - gap - bh))
            draw_bubble(surface, m, intent, (at[0] - 16, at[1] - 20))  # its offset from `pos`
        elif intent:  # under the enlarged card (above it when there is no room)
            box = draw_bubble(surface, m, intent, (rect.left - 16, rect.bottom - 16))
            if box.top < rect.bottom:
                surface.blit(image, rect)
                draw_bubble(surface, m, intent, (rect.left - 16, rect.top - box.height - 24))
        if texts.face(card).reconstructed:
            note = fonts.get(m.text("small")).render(
                _("Ability reconstructed by us"), True, theme.PARCHMENT
            )
            box = note.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 4)
            if box.bottom > m.height:
                box.bottom = rect.top - 2
            pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=4)
            surface.blit(note, note.get_rect(center=box.center))


def counted(goods: tuple[str, ...]) -> str:
    """Icons as words with their counts, in the card's order ("2 wood, 1 worker")."""
    counts: dict[str, int] = {}
    for good in goods:
        counts[good] = counts.get(good, 0) + 1
    return ", ".join(
        _("{n} {good}").format(n=n, good=texts.good_name(good)) for good, n in counts.items()
    )


def bubble_size(m: Metrics, text: str, surface_width: int) -> tuple[int, int]:
    """The size `draw_bubble` gives `text` (to choose where it goes before drawing it)."""
    font = fonts.get(m.text("label"))
    width = max(1, min(m.px(360), surface_width - 20))
    lines = wrap(font, text, width)
    pad = max(6, m.px(8))
    return (
        max(font.size(line)[0] for line in lines) + 2 * pad,
        font.get_linesize() * len(lines) + 2 * pad,
    )
