"""The empire in view: its locations in rows by type, the goods and workers on them, its deals
and foundations (for the solo virtual player, its attack line and collection pile)."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.rules.settlers.catalog import deal_goods
from game.scenes.settlers import texts
from game.scenes.settlers.table.card_rows import Group, plan_empire
from game.scenes.settlers.table.targets import Key
from game.ui import fonts, theme
from game.ui.layout import Metrics
from game.ui.settlers_card_view import (
    CARD_RATIO,
    TYPE_FRAMES,
    draw_card_back,
    draw_good,
    draw_road,
)

TYPES = ("production", "feature", "action")


def empire_plan(
    m: Metrics, area: pygame.Rect, counts: list[int], most: list[int] | None = None
) -> tuple[int, int, int, list[Group]]:
    """Where the empire's locations go in `area` (its title over them, deals and foundations
    in a strip under them): the top of the first line, the strip's height, a line's height
    and a `Group` per kind of location (`counts` cards each, at most `most[kind]` tall)."""
    top = area.top + fonts.get(m.text("label"), bold=True).get_linesize() + m.px(4)
    # the three kinds of location share most of the height; deals and foundations a strip
    deals_h = max(m.px(56), (area.bottom - top) // 6)
    small = fonts.get(m.text("small"))
    inner_left = area.left + m.px(8)
    line_h, plan = plan_empire(
        area.right - m.px(10) - inner_left,
        area.bottom - top - deals_h - m.px(6),
        counts,
        m.px(28),
        m.px(6),
        empty_w=max(small.size(i18n.translate(texts.TYPE_NAMES[k]))[0] for k in TYPES) + m.px(12),
        most=most,
    )
    return top, deals_h, line_h, plan


class EmpireMixin:
    """The empire in the centre of the table."""

    empire_area: pygame.Rect | None = None  # where the last frame drew the empire
    # what it drew there (title, rows, cards, deals), set in the table's __init__
    empire_busy: list[pygame.Rect]

    def draw_empire(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        seat: int,
        targets: dict[Key, list[Any]],
    ) -> None:
        m = self.app.metrics
        state = self.match.state
        theme.draw_panel(surface, area, fill=theme.PARCHMENT)
        if seat >= len(state.players):
            return
        p = state.players[seat]
        head = fonts.get(m.text("label"), bold=True)
        if p.faction == "virtual":
            title = _("The virtual player's locations (they join its collection pile each round)")
        else:
            title = _("Empire of {name} ({faction})").format(
                name=self.seat_name(seat), faction=texts.faction_name(p.faction)
            )
        title_img = head.render(title, True, theme.INK)
        surface.blit(title_img, (area.left + m.px(10), area.top + 3))
        # what the empire shows, for a banner to keep clear of
        self.empire_area = pygame.Rect(area)
        busy = self.empire_busy = [title_img.get_rect(topleft=(area.left + m.px(10), area.top + 3))]
        groups = [[loc for loc in p.locations if texts.face(loc.card).type == k] for k in TYPES]
        counts = [len(g) for g in groups]
        # the locations are as tall at every text scale in this window (larger text never
        # makes them smaller): as tall as the largest text leaves them room for
        top, deals_h, line_h, plan = empire_plan(m, area, counts, self.location_heights(counts))
        label_w = m.px(28)
        small = fonts.get(m.text("small"))
        inner_left = area.left + m.px(8)
        for kind, locs, group in zip(TYPES, groups, plan, strict=True):
            x0 = inner_left + group.left
            y = top + group.line * line_h
            draw_road(
                surface,
                pygame.Rect(x0 - m.px(2), y + m.px(4), m.px(22), m.px(22)),
                kind,
                TYPE_FRAMES[kind],
            )
            cnt = small.render(str(len(locs)), True, theme.INK)
            surface.blit(cnt, (x0 + m.px(4), y + m.px(28)))
            busy.append(pygame.Rect(x0 - m.px(2), y, label_w, m.px(28) + cnt.get_height()))
            x = x0 + label_w
            hint = small.render(i18n.translate(texts.TYPE_NAMES[kind]), True, theme.DISABLED)
            if not locs and hint.get_width() <= group.width - label_w:  # says what goes there
                surface.blit(hint, (x + m.px(2), y + m.px(8)))
                busy.append(hint.get_rect(topleft=(x + m.px(2), y + m.px(8))))
            row = group.row
            for loc in locs:
                rect = pygame.Rect(x, y + m.px(2), row.width, row.height)
                info = texts.face(loc.card)
                used_up = info.type == "action" and loc.used > 0
                self.draw_card(
                    surface, rect, loc.card, ("loc", seat, loc.card), targets, dim=used_up
                )
                self.draw_tokens(surface, rect, loc)
                busy.append(rect)
                x += row.step
        # deals and foundations
        y = area.bottom - deals_h
        x = inner_left + label_w
        virtual = p.faction == "virtual"
        deals = list(state.attack_line) if virtual else list(p.deals)
        if virtual:  # the solo opponent: its attack line (newest first) and its collection
            text = _(
                "Attack line (target 1 = newest) {d} · collection pile {f} · attack cards left {a}"
            ).format(d=len(deals), f=len(state.collection), a=len(state.attack_deck))
        else:
            text = _("Deals {d} · foundations {f}").format(d=len(deals), f=len(p.foundations))
        strip = small.render(text, True, theme.INK_SOFT)
        surface.blit(strip, (area.left + m.px(8), y))
        busy.append(strip.get_rect(topleft=(area.left + m.px(8), y)))
        y += small.get_linesize()
        h = max(10, deals_h - small.get_linesize() - m.px(4))
        w = int(h * CARD_RATIO)
        icon = max(8, w // 2)
        colour = (150, 40, 30) if virtual else self.seat_colour(seat)
        tag_font = fonts.get(m.text("small"), bold=True)
        for number, deal in enumerate(deals[:14], 1):
            rect = pygame.Rect(x, y, w, h)
            busy.append(rect)
            draw_card_back(surface, rect, colour)
            if virtual:  # the target number the next attack reads it by
                tag = tag_font.render(str(number), True, theme.PARCHMENT)
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            goods = self._deal_goods(deal)
            for i, g in enumerate(goods[:2]):
                draw_good(
                    surface,
                    pygame.Rect(rect.centerx - icon // 2, rect.top + 4 + i * icon, icon, icon),
                    g,
                )
            x += min(w + m.px(4), max(m.px(10), (area.width // 2) // max(1, len(deals))))
        x += m.px(16)
        for _card in p.foundations[:10]:
            rect = pygame.Rect(x, y, w, h)
            busy.append(rect)
            draw_card_back(surface, rect, theme.shade(self.seat_colour(seat), 0.7))
            pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=6)
            x += min(w + m.px(4), m.px(24))

    def location_heights(self, counts: list[int]) -> list[int] | None:
        """Each kind's locations' height at the largest text scale in this window."""
        largest = self.largest_empire()
        if largest is None:
            return None
        m, area = largest
        return [g.row.height for g in empire_plan(m, area, counts)[3]]

    def _deal_goods(self, deal: str) -> list[str]:
        try:
            return [g for g, n in deal_goods(deal).items() for _ in range(n)]
        except KeyError:
            return []

    def draw_tokens(self, surface: pygame.Surface, rect: pygame.Rect, loc: Any) -> None:
        m = self.app.metrics
        icon = max(10, rect.width // 4)
        x = rect.left + 2
        y = rect.bottom - icon - 2
        small = fonts.get(m.text("small"), bold=True)
        if loc.defence:
            draw_good(surface, pygame.Rect(x, y, icon, icon), "defence")
            x += icon
        if loc.samurai:
            draw_good(surface, pygame.Rect(x, y, icon, icon), "worker")
            x += icon
        marks = []
        if loc.used:
            marks.append(_("used {n}").format(n=loc.used))
        if loc.tucked:
            marks.append(f"+{len(loc.tucked)}")
        if loc.stash:
            marks.append(f"#{loc.stash}")
        if marks:
            img = small.render(" ".join(marks), True, theme.PARCHMENT)
            box = img.get_rect(bottomright=(rect.right - 2, rect.bottom - 2)).inflate(4, 2)
            pygame.draw.rect(surface, theme.INK, box, border_radius=4)
            surface.blit(img, img.get_rect(center=box.center))
