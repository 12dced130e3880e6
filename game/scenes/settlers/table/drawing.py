"""Drawing the Settlers table: the frame of a whole screen, cards with their glow, the lookout,
the hand, the banner and the cards in flight."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.scenes.settlers import texts
from game.scenes.settlers.table.card_rows import fit_row
from game.scenes.settlers.table.targets import Key
from game.ui import fonts, theme
from game.ui.layout import Metrics
from game.ui.settlers_card_view import CARD_RATIO, NAME_HEIGHT, render_location
from game.ui.text import wrap

FLASH_TIME = 0.9  # seconds a newly built location glows


class DrawingMixin:
    """How the table draws itself (mixed into `TableScene`)."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.hits = []
        self.glowing = set()
        targets = self.targets()
        self.panel_glow = {k[1] for k in targets if k[0] == "loc"}
        theme.draw_panel(surface, self.top_rect, fill=theme.WOOD_DARK)
        self.draw_panels(surface)
        self.draw_panel_hint(surface)
        theme.draw_panel(surface, self.right_rect, fill=theme.PARCHMENT_DARK)
        self.draw_decks(surface, targets)
        self.draw_supply(surface)
        centre = self.centre_rect
        state = self.match.state
        draft = self.draft_cards()
        if draft:
            strip = pygame.Rect(centre.left, centre.top, centre.width, self.lookout_height())
            self.draw_draft(surface, strip, draft, targets)
            empire = pygame.Rect(
                centre.left,
                strip.bottom + self.pad,
                centre.width,
                centre.bottom - strip.bottom - self.pad,
            )
        else:
            empire = centre
        self.draw_empire(surface, empire, self.viewed, targets)
        self.draw_hand(surface, targets)
        for widget in self.widgets:
            if widget.visible and (self.popup is None or widget not in self.popup.buttons):
                widget.draw(surface)
        if self.popup is not None:
            self.draw_popup(surface)
        self.draw_flying(surface)
        self.draw_banner(surface)
        self.log.draw(surface)
        self.draw_enlarged(surface)
        del state

    def draft_cards(self) -> list[str]:
        state = self.match.state
        if state.phase != "lookout":
            return []
        if state.offers:
            seat = self.viewer
            if seat is None or seat >= len(state.offers):
                return []
            return list(state.offers[seat])
        return list(state.draft)

    def card_size(self, height: int) -> tuple[int, int]:
        return int(height * CARD_RATIO), height

    def lookout_height(self, metrics: Metrics | None = None) -> int:
        """The lookout strip: its title and a row of cards that keep their names; at larger
        text its cards keep their height at 100 % (the empire under it keeps its room)."""
        m = metrics or self.app.metrics

        def strip(at: Metrics) -> tuple[int, int]:
            title = fonts.get(at.text("label"), bold=True).get_linesize()
            return title, max(at.px(168), title + at.px(14) + NAME_HEIGHT)

        title, height = strip(m)
        if m.ui_scale > 1.0:
            plain = Metrics(m.width, m.height, 1.0)
            plain_title, plain_height = strip(plain)
            cards = max(NAME_HEIGHT, plain_height - plain_title - plain.px(14))
            height = min(height, title + m.px(14) + cards)
        return height

    def draw_card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: str,
        key: Key | None,
        targets: dict[Key, list[Any]],
        *,
        dim: bool = False,
    ) -> None:
        # the ability text wherever a line of it fits, shortened with "…" (the hovered card
        # shows it whole), as on the built locations: a hand card is read before it is used
        image = render_location(texts.face(card), rect.size, text=True, excerpt=True)
        surface.blit(image, rect)
        shade = 110 if dim else 0
        if not dim and key is not None and key[0] in ("hand", "draft") and targets:
            shade = 0 if key in targets else 60  # while choosing, what cannot be used steps back
        if shade:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((40, 30, 20, shade))
            surface.blit(veil, rect)
        glow = min(1.0, self.flash.get(card, 0.0) / FLASH_TIME)
        if key is not None:
            self.hits.append((rect, key, card))
            if key in targets:
                self.glowing.add(key)
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
        if glow > 0:
            pygame.draw.rect(
                surface, theme.GOLD, rect.inflate(10, 10), max(2, int(6 * glow)), border_radius=9
            )

    def largest_empire(self) -> tuple[Metrics, pygame.Rect] | None:
        """The empire's area, and the metrics, at the largest text scale in this window."""
        if self.largest_board is None:
            return None
        m, pad, board = self.largest_board
        if not self.draft_cards():
            return m, board
        below = board.top + self.lookout_height(m) + pad
        return m, pygame.Rect(board.left, below, board.width, board.bottom - below)

    def draw_draft(
        self,
        surface: pygame.Surface,
        strip: pygame.Rect,
        cards: list[str],
        targets: dict[Key, list[Any]],
    ) -> None:
        m = self.app.metrics
        theme.draw_panel(surface, strip, fill=theme.PARCHMENT)
        title = _("Lookout: the revealed cards")
        font = fonts.get(m.text("label"), bold=True)
        surface.blit(font.render(title, True, theme.INK), (strip.left + m.px(10), strip.top + 4))
        row = fit_row(
            strip.width - m.px(20),
            len(cards),
            strip.height - font.get_linesize() - m.px(14),
            m.px(8),
        )
        w, h, step = row.width, row.height, row.step
        x = strip.left + m.px(10)
        y = strip.top + font.get_linesize() + m.px(8)
        for card in cards:
            self.draw_card(surface, pygame.Rect(x, y, w, h), card, ("draft", card), targets)
            x += step

    def draw_hand(self, surface: pygame.Surface, targets: dict[Key, list[Any]]) -> None:
        m = self.app.metrics
        area = self.hand_rect
        theme.draw_panel(surface, area, fill=theme.PARCHMENT_DARK)
        seat = self.viewer
        font = fonts.get(m.text("label"), bold=True)
        if seat is None:
            img = font.render(_("The hands are hidden."), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=area.center))
            return
        hand = self.match.state.players[seat].hand
        title = _("Hand of {name} ({n})").format(name=self.seat_name(seat), n=len(hand))
        surface.blit(font.render(title, True, theme.INK), (area.left + m.px(10), area.top + 2))
        top = area.top + font.get_linesize() + m.px(2)
        avail = area.width - m.px(20)
        gap = m.px(6)
        floor = max(NAME_HEIGHT, self.plain_card_height(len(hand)))
        row = fit_row(avail, len(hand), area.bottom - top - m.px(6), gap, floor)
        per_row = max(1, len(hand))
        two = fit_row(avail, (len(hand) + 1) // 2, (area.bottom - top - m.px(8)) // 2, gap)
        if row.spread < 0.35 and two.height >= NAME_HEIGHT:
            # a long hand in a tall window: two rows, so that every copy keeps a part to click
            row, per_row = two, (len(hand) + 1) // 2
        w, h, step = row.width, row.height, row.step
        for i, card in enumerate(hand):
            row, col = divmod(i, per_row)
            rect = pygame.Rect(area.left + m.px(10) + col * step, top + row * (h + m.px(2)), w, h)
            self.draw_card(surface, rect, card, ("hand", card), targets)

    def plain_card_height(self, count: int) -> int:
        """The height of a hand card at 100 % text in this window (0 at 100 % or less): at
        larger text the cards keep it, overlapping more, rather than shrink as the hand
        narrows beside taller panels."""
        if self.plain_hand is None:
            return 0
        plain, area = self.plain_hand
        top = area.top + fonts.get(plain.text("label"), bold=True).get_linesize() + plain.px(2)
        avail = area.width - plain.px(20)
        return fit_row(avail, count, area.bottom - top - plain.px(6), plain.px(6)).height

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            self.banner_box = None
            return
        text, left = self.banner
        m = self.app.metrics
        font = fonts.get(m.text("label"), bold=True)
        lines, box = self.banner_place(text)
        self.banner_box = box
        if self.banner_waits():
            return
        alpha = min(1.0, left / 0.6)  # fades out over its last moments
        images = [font.render(line, True, theme.PARCHMENT) for line in lines]
        opacity = max(0.0, min(1.0, alpha * 2))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        plate.fill((*theme.WOOD_DARK, int(220 * opacity)))
        surface.blit(plate, box)
        y = box.top + m.px(4)
        for img in images:
            img.set_alpha(int(255 * opacity))
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()

    def banner_place(self, text: str) -> tuple[list[str], pygame.Rect]:
        """The banner's lines and box: in the empire where it covers none of what the empire
        shows (its title, rows, cards, deals), narrower and on more lines if that finds a
        place; at the top of the table's centre when the empire is full."""
        m = self.app.metrics
        area = self.empire_area if self.empire_area is not None else self.centre_rect
        busy = [r.inflate(m.px(4), m.px(4)) for r in self.empire_busy]
        key = (text, tuple(area), tuple(tuple(r) for r in busy), m)
        if self._banner_spot is not None and self._banner_spot[0] == key:
            return self._banner_spot[1], self._banner_spot[2]
        font = fonts.get(m.text("label"), bold=True)
        inner = area.inflate(-2 * m.px(8), -2 * m.px(6))
        found: tuple[list[str], pygame.Rect] | None = None
        for share in (1.0, 0.75, 0.5):
            lines = wrap(font, text, max(m.px(120), int(inner.width * share) - m.px(20)))[:6]
            w = max(font.size(line)[0] for line in lines) + m.px(20)
            h = font.get_linesize() * len(lines) + m.px(8)
            if w > inner.width or h > inner.height:
                continue
            step = max(4, m.px(8))
            for top in range(inner.bottom - h, inner.top - 1, -step):  # lowest first
                for left in (inner.right - w, inner.centerx - w // 2, inner.left):
                    box = pygame.Rect(left, top, w, h)
                    if box.collidelist(busy) < 0:
                        found = (lines, box)
                        break
                if found:
                    break
            if found:
                break
        if found is None:  # nowhere free: the top of the centre, as wide as it takes
            lines = wrap(font, text, self.centre_rect.width - m.px(40))[:3]
            w = max(font.size(line)[0] for line in lines) + m.px(20)
            h = font.get_linesize() * len(lines) + m.px(8)
            box = pygame.Rect(0, 0, w, h)
            box.midtop = (self.centre_rect.centerx, self.centre_rect.top + m.px(6))
            found = (lines, box)
        self._banner_spot = (key, found[0], found[1])
        return found

    def draw_flying(self, surface: pygame.Surface) -> None:
        for card, start, end, t in self.flying:
            x = start.x + (end.x - start.x) * t
            y = start.y + (end.y - start.y) * t
            rect = pygame.Rect(int(x), int(y), start.width, start.height)
            surface.blit(render_location(texts.face(card), rect.size, text=False), rect)
