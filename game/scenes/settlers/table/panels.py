"""The player panels on the left and the right column: decks and the supply in view."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.scenes.area_control.panel_head import count_room, two_digits
from game.scenes.settlers import texts
from game.scenes.settlers.table.layout import deck_label_height
from game.scenes.settlers.table.targets import Key
from game.ui import fonts, layout_check, theme
from game.ui.layout import TEXT_ROLES, Metrics
from game.ui.settlers_card_view import draw_card_back, draw_good
from game.ui.text import blit_lines, fit, squeeze, wrap

SUPPLY = ("wood", "stone", "food", "gold", "worker", "raze", "defence")
GOODS_ROW = "\0goods"  # where a panel's goods go among its lines


def wrap_steady(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """`text` wrapped where it would be with every number two digits wide, so that a line
    breaks at the same word when a score or a count reaches 10 (the panel does not reflow)."""
    widest = wrap(font, two_digits(text), width)
    words = text.split(" ")
    if len(widest) < 1 or sum(len(line.split(" ")) for line in widest) != len(words):
        return wrap(font, text, width)  # a word cut inside: wrap the text itself
    lines, at = [], 0
    for line in widest:
        n = len(line.split(" "))
        lines.append(" ".join(words[at : at + n]))
        at += n
    return lines


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
            name = self.name_line(seat)
            box = (rect.width - m.px(40), label.get_linesize())
            with layout_check.probing():  # too long in bold: the regular weight is narrower
                fitted = fit(name, box, m.text("label"), TEXT_ROLES["label"][1], bold=True)
            if not fitted.fits:
                fitted = fit(name, box, m.text("label"), TEXT_ROLES["label"][1])
            surface.blit(fitted.render(theme.INK)[0], (sw.right + m.px(6), rect.top + m.px(4)))
            y = rect.top + m.px(6) + label.get_linesize()
            for text, ink, optional in self.panel_lines(seat, compact=self.compact_panels):
                if text == GOODS_ROW:
                    y = self.draw_panel_goods(surface, rect, y, p.goods)
                    continue
                lines = wrap_steady(small, text, rect.width - m.px(16))
                if y + len(lines) * small.get_linesize() > rect.bottom:
                    if not optional:  # the layout keeps room for every line that is not
                        layout_check.report_cut(text, "left out of the player's panel")
                    break
                for line in lines:
                    surface.blit(small.render(line, True, ink), (rect.left + m.px(8), y))
                    y += small.get_linesize()
                y += m.px(2) if self.compact_panels < 2 else 0  # the tightest: no air

    def name_line(self, seat: int) -> str:
        """The panel's first line: the player's name, whether they passed and, in the most
        compact panels, whether they are the first player."""
        state = self.match.state
        name = self.seat_name(seat)
        if seat < len(state.players) and state.players[seat].passed:
            name += " · " + _("passed")
        if self.compact_panels >= 2 and seat == state.first and not self.session.solo:
            name += " · " + _("first player")
        return name

    def panel_lines(
        self, seat: int, worst: bool = False, compact: int = 0
    ) -> list[tuple[str, theme.Colour, bool]]:
        """What a player's panel says under the name, in order (`GOODS_ROW` where the goods
        go), each line's ink and whether it may be left out for room; `worst`: with the widest
        numbers, for the height the layout keeps; `compact` (large text in a small window):
        from 1 the counts run on after the faction and score in one paragraph, at 2 "first
        player" goes on the name's line (`name_line`)."""
        state = self.match.state
        p = state.players[seat] if seat < len(state.players) else None
        if p is not None and p.faction == "virtual":
            n, c, a = (
                (88, 88, 88)
                if worst
                else (len(p.locations), len(state.collection), len(state.attack_deck))
            )
            return [
                (texts.faction_name("virtual"), theme.INK_SOFT, False),
                (_("Locations {n} · collection {c}").format(n=n, c=c), theme.INK, False),
                (_("Attack cards left {n}").format(n=a), theme.INK, False),
            ]
        faction = p.faction if p is not None else "romans"
        vp = 88 if worst or p is None else p.vp
        head = f"{texts.faction_name(faction)} · " + _("{vp} VP").format(vp=vp)
        if (worst or seat == state.first) and not self.session.solo and compact < 2:
            head += " · " + _("first player")
        h, loc, d = (
            (88, 88, 88) if worst or p is None else (len(p.hand), len(p.locations), len(p.deals))
        )
        counts = _("Hand {h} · locations {l} · deals {d}").format(h=h, l=loc, d=d)
        if compact:
            lines = [(f"{head} · {counts}", theme.INK, False), (GOODS_ROW, theme.INK, False)]
        else:
            lines = [
                (head, theme.INK_SOFT, False),
                (GOODS_ROW, theme.INK, False),
                (counts, theme.INK, False),
            ]
        produced = self.production.get(seat)
        if produced and not worst:  # the round's production, while there is room
            lines.append((_("Produced: {goods}").format(goods=produced), theme.INK_SOFT, True))
        return lines

    def draw_panel_goods(
        self,
        surface: pygame.Surface | None,
        rect: pygame.Rect,
        y: int,
        goods: dict[str, int],
        metrics: Metrics | None = None,
    ) -> int:
        """The supply as icons and counts, in as many rows as the width needs; returns the y
        under them (with no surface: only measures, with `metrics` if given)."""
        m = metrics or self.app.metrics
        small = fonts.get(m.text("small"))
        icon = m.px(18)
        x = rect.left + m.px(8)
        for good in SUPPLY:
            count = str(goods.get(good, 0))
            num = small.render(count, True, theme.INK)
            room = count_room(small, count)  # two digits kept: a count of 10 does not reflow
            if x + icon + room > rect.right - m.px(6):
                x = rect.left + m.px(8)
                y += icon + m.px(3)
            if surface is not None:
                if y + icon > rect.bottom - 2:
                    layout_check.report_cut(good, "a player's goods left out of the panel")
                    break
                draw_good(surface, pygame.Rect(x, y, icon, icon), good)
                surface.blit(num, (x + icon + 1, y + (icon - num.get_height()) // 2))
            x += icon + room + m.px(6)
        return y + icon + m.px(4)

    def panel_need(
        self, width: int, seats: int, metrics: Metrics | None = None, compact: int = 0
    ) -> int:
        """The height a panel of `width` needs to say everything (with the widest numbers),
        at the app's text size or at `metrics`', `compact` or not."""
        m = metrics or self.app.metrics
        small = fonts.get(m.text("small"))
        label = fonts.get(m.text("label"), bold=True)
        rect = pygame.Rect(0, 0, width, 10_000)
        need = 0
        for seat in range(seats):
            y = m.px(6) + label.get_linesize()
            for text, _ink, _optional in self.panel_lines(seat, worst=True, compact=compact):
                if text == GOODS_ROW:
                    y = self.draw_panel_goods(None, rect, y, dict.fromkeys(SUPPLY, 88), m)
                    continue
                y += len(wrap_steady(small, text, width - m.px(16))) * small.get_linesize()
                y += m.px(2) if compact < 2 else 0
            need = max(need, y + m.px(2))
        return need

    def blit_fitted(
        self, surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, y: int
    ) -> None:
        """A panel line, squeezed to the panel's width when it is a little too long."""
        m = self.app.metrics
        img = squeeze(img, rect.width - m.px(12))
        surface.blit(img, (rect.left + m.px(8), y))

    def draw_panel_hint(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        if not self.panel_rects:
            return
        top = self.panel_rects[-1].bottom + m.px(10)
        font = fonts.get(m.text("small"))

        lines = wrap(font, _("Click a player to see their empire."), self.left_rect.width)
        if top + font.get_linesize() * len(lines) > self.left_rect.bottom:
            return
        for line in lines:
            surface.blit(font.render(line, True, theme.PARCHMENT_DARK), (self.left_rect.left, top))
            top += font.get_linesize()

    def draw_decks(self, surface: pygame.Surface, targets: dict[Key, list[Any]]) -> None:
        m = self.app.metrics
        state = self.match.state
        seat = self.viewer if self.viewer is not None else 0
        own = state.players[seat].deck if seat < len(state.players) else []
        labels = {"common": _("Common deck"), "faction": _("Faction deck")}
        counts = {"common": len(state.common_deck), "faction": len(own)}
        colours = {"common": (90, 80, 110), "faction": self.seat_colour(seat)}
        for key, rect in self.deck_rects.items():
            band = pygame.Rect(0, 0, self.right_rect.width // 2 - m.px(4), deck_label_height(m))
            band.midbottom = (rect.centerx, rect.top - 2)
            label = fit(
                labels[key],
                band.size,
                m.text("small"),
                TEXT_ROLES["small"][1],
                bold=True,
                max_lines=2,
            )
            blit_lines(surface, label.render(theme.INK), band, label.line_height, valign="bottom")
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
        img = squeeze(head.render(title, True, theme.INK), self.right_rect.width - m.px(16), title)
        surface.blit(img, (x, top))
        y = top + line
        icon = line - m.px(4)
        for good in SUPPLY:
            draw_good(surface, pygame.Rect(x, y + 2, icon, icon), good)
            word = texts.good_name(good)
            name = font.render(word, True, theme.INK_SOFT)
            count = head.render(str(p.goods.get(good, 0)), True, theme.INK)
            room = self.right_rect.right - m.px(10) - count.get_width() - (x + icon + m.px(6))
            name = squeeze(name, room - m.px(4), word)
            surface.blit(name, (x + icon + m.px(6), y + (line - name.get_height()) // 2))
            surface.blit(
                count,
                (
                    self.right_rect.right - m.px(10) - count.get_width(),
                    y + (line - count.get_height()) // 2,
                ),
            )
            y += line
