"""The player panels on the left and the right column: decks and the supply in view."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.scenes.settlers import texts
from game.scenes.settlers.table.targets import Key
from game.ui import fonts, theme
from game.ui.settlers_card_view import draw_card_back, draw_good

SUPPLY = ("wood", "stone", "food", "gold", "worker", "raze", "defence")


class PanelsMixin:
    """The players' panels and the right column."""

    def draw_panels(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        state = self.match.state
        pending = self.match.pending
        small = fonts.get(m.text("small"))
        label = fonts.get(m.text("label"), bold=True)
        for seat, rect in enumerate(self.panel_rects):
            if seat >= len(state.players):
                break
            p = state.players[seat]
            acting = pending is not None and seat in pending.players
            theme.draw_panel(surface, rect, fill=theme.PARCHMENT)
            if seat == self.viewed:
                pygame.draw.rect(surface, theme.WOOD, rect, 3, border_radius=10)
            if acting:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 3, border_radius=11)
            if seat in self.panel_glow and seat != self.viewed:  # look here: something to click
                tip = pygame.Rect(0, 0, m.px(16), m.px(16))
                tip.topright = (rect.right - m.px(6), rect.top + m.px(6))
                pygame.draw.circle(surface, theme.GLOW, tip.center, tip.width // 2)
                pygame.draw.circle(surface, theme.INK, tip.center, tip.width // 2, 2)
            colour = self.seat_colour(seat)
            sw = pygame.Rect(rect.left + m.px(8), rect.top + m.px(7), m.px(16), m.px(16))
            pygame.draw.rect(surface, colour, sw, border_radius=3)
            if seat < len(self.session.seats):  # the mark: colour is never the only cue
                theme.draw_mark(surface, sw, self.session.mark(seat), colour)
            name = self.seat_name(seat)
            if p.passed:
                name += " · " + _("passed")
            img = label.render(name, True, theme.INK)
            if img.get_width() > rect.width - m.px(40):
                img = pygame.transform.smoothscale(img, (rect.width - m.px(40), img.get_height()))
            surface.blit(img, (sw.right + m.px(6), rect.top + m.px(4)))
            line = texts.faction_name(p.faction)
            y = rect.top + m.px(6) + label.get_linesize()
            if p.faction == "virtual":
                info_line = _("Locations {n} · collection {c}").format(
                    n=len(p.locations), c=len(state.collection)
                )
                surface.blit(small.render(line, True, theme.INK_SOFT), (rect.left + m.px(8), y))
                y += small.get_linesize()
                surface.blit(small.render(info_line, True, theme.INK), (rect.left + m.px(8), y))
                y += small.get_linesize()
                surface.blit(
                    small.render(
                        _("Attack cards left {n}").format(n=len(state.attack_deck)),
                        True,
                        theme.INK,
                    ),
                    (rect.left + m.px(8), y),
                )
                continue
            vp = _("{vp} VP").format(vp=p.vp)
            head = f"{line} · {vp}"
            if seat == state.first and not self.session.solo:
                head += " · " + _("first player")
            self.blit_fitted(surface, small.render(head, True, theme.INK_SOFT), rect, y)
            y += small.get_linesize() + m.px(2)
            icon = m.px(18)
            x = rect.left + m.px(8)
            for good in SUPPLY:
                if y + icon > rect.bottom - 2:
                    break
                draw_good(surface, pygame.Rect(x, y, icon, icon), good)
                num = small.render(str(p.goods.get(good, 0)), True, theme.INK)
                surface.blit(num, (x + icon + 1, y + (icon - num.get_height()) // 2))
                x += icon + num.get_width() + m.px(6)
                if x + icon + m.px(16) > rect.right:
                    x = rect.left + m.px(8)
                    y += icon + m.px(3)
            y += icon + m.px(4)
            stats = _("Hand {h} · locations {l} · deals {d}").format(
                h=len(p.hand), l=len(p.locations), d=len(p.deals)
            )
            if y + small.get_linesize() <= rect.bottom:
                self.blit_fitted(surface, small.render(stats, True, theme.INK), rect, y)
                y += small.get_linesize()
            produced = self.production.get(seat)
            if produced and y + small.get_linesize() <= rect.bottom:
                text = _("Produced: {goods}").format(goods=produced)
                self.blit_fitted(surface, small.render(text, True, theme.INK_SOFT), rect, y)

    def blit_fitted(
        self, surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, y: int
    ) -> None:
        """A panel line, squeezed to the panel's width when it is a little too long."""
        m = self.app.metrics
        if img.get_width() > rect.width - m.px(12):
            img = pygame.transform.smoothscale(img, (rect.width - m.px(12), img.get_height()))
        surface.blit(img, (rect.left + m.px(8), y))

    def draw_panel_hint(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        if not self.panel_rects:
            return
        top = self.panel_rects[-1].bottom + m.px(10)
        font = fonts.get(m.text("small"))
        from game.ui.text import wrap

        lines = wrap(font, _("Click a player to see their empire."), self.left_rect.width)
        if top + font.get_linesize() * len(lines) > self.left_rect.bottom:
            return
        for line in lines:
            surface.blit(font.render(line, True, theme.PARCHMENT_DARK), (self.left_rect.left, top))
            top += font.get_linesize()

    def draw_decks(self, surface: pygame.Surface, targets: dict[Key, list[Any]]) -> None:
        m = self.app.metrics
        state = self.match.state
        small = fonts.get(m.text("small"), bold=True)
        seat = self.viewer if self.viewer is not None else 0
        own = state.players[seat].deck if seat < len(state.players) else []
        labels = {"common": _("Common deck"), "faction": _("Faction deck")}
        counts = {"common": len(state.common_deck), "faction": len(own)}
        colours = {"common": (90, 80, 110), "faction": self.seat_colour(seat)}
        for key, rect in self.deck_rects.items():
            img = small.render(labels[key], True, theme.INK)
            if img.get_width() > rect.width + m.px(10):
                img = pygame.transform.smoothscale(img, (rect.width + m.px(10), img.get_height()))
            surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.top - 2)))
            draw_card_back(surface, rect, colours[key], counts[key])
            self.hits.append((rect, ("deck", key), ""))
            if ("deck", key) in targets:
                self.glowing.add(("deck", key))
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(8, 8), 3, border_radius=8)

    def draw_supply(self, surface: pygame.Surface) -> None:
        """The supply of the player in view, with the goods named (the panels only show icons)."""
        m = self.app.metrics
        seat = self.viewed
        state = self.match.state
        if seat >= len(state.players) or state.players[seat].faction == "virtual":
            seat = self.viewer if self.viewer is not None else 0
        p = state.players[seat]
        bottom_button = max(
            b.rect.bottom
            for k, b in self.controls.items()
            if k != "menu" and b.rect.left >= self.right_rect.left
        )
        top = bottom_button + m.px(14)
        font = fonts.get(m.text("small"))
        head = fonts.get(m.text("small"), bold=True)
        line = max(font.get_linesize(), m.px(20))
        if top + line * (len(SUPPLY) + 1) > self.right_rect.bottom - m.px(6):
            return
        x = self.right_rect.left + m.px(10)
        title = _("Supply of {name}").format(name=self.seat_name(seat))
        img = head.render(title, True, theme.INK)
        if img.get_width() > self.right_rect.width - m.px(16):
            img = pygame.transform.smoothscale(
                img, (self.right_rect.width - m.px(16), img.get_height())
            )
        surface.blit(img, (x, top))
        y = top + line
        icon = line - m.px(4)
        for good in SUPPLY:
            draw_good(surface, pygame.Rect(x, y + 2, icon, icon), good)
            name = font.render(texts.good_name(good), True, theme.INK_SOFT)
            count = head.render(str(p.goods.get(good, 0)), True, theme.INK)
            room = self.right_rect.right - m.px(10) - count.get_width() - (x + icon + m.px(6))
            if name.get_width() > room - m.px(4):
                name = pygame.transform.smoothscale(
                    name, (max(1, room - m.px(4)), name.get_height())
                )
            surface.blit(name, (x + icon + m.px(6), y + (line - name.get_height()) // 2))
            surface.blit(
                count,
                (
                    self.right_rect.right - m.px(10) - count.get_width(),
                    y + (line - count.get_height()) // 2,
                ),
            )
            y += line
