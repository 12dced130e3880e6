"""The solo virtual player's attacks, frame by frame over the table."""

from __future__ import annotations

import pygame

from game.engine.match import Step
from game.i18n import _
from game.rules.settlers import events as ev
from game.scenes.settlers import texts
from game.ui import fonts, theme
from game.ui.settlers_card_view import draw_card_back, draw_good, render_location


class AttackMixin:
    """The solo attack frames."""

    def _next_attack(self, index: int) -> None:
        self.attack_index = index
        if index >= len(self.attack_frames):
            self.attack_frames = []
            self.attack_index = -1

    def _attack_frames(self, step: Step) -> list[tuple[str, str, str]]:
        """The solo virtual player's attacks in this step: (text, lost location, attack card)
        frames, shown one after another."""
        if not self.session.solo:
            return []
        frames: list[tuple[str, str, str]] = []
        attacking = False
        current = ""
        hit = True
        for event in step.events:
            if isinstance(event, ev.AttacksScheduled):
                attacking = True
                frames.append(
                    (
                        _("The virtual player attacks! Its locations join its collection pile."),
                        "",
                        "",
                    )
                )
            elif isinstance(event, ev.AttackRevealed) and attacking:
                if not hit:
                    frames.append((_("Nothing of yours matches: no loss."), "", current))
                current, hit = event.card, False
                good = texts.good_name(self.rules_attack_good(event.card))
                frames.append((_("Attack card revealed: {good}").format(good=good), "", current))
            elif (
                isinstance(event, ev.LocationLost) and event.owner == 0 and event.to == "collection"
            ):
                hit = True
                text = _("{card} is lost to the collection pile").format(
                    card=texts.card_name(event.card)
                )
                frames.append((text, event.card, current))
        if attacking and not hit:
            frames.append((_("Nothing of yours matches: no loss."), "", current))
        return frames

    @staticmethod
    def rules_attack_good(card: str) -> str:
        from game.rules.settlers.catalog import runtime

        return runtime().attacks.get(card, "")

    def draw_attack(self, surface: pygame.Surface) -> None:
        text, card, attack = self.attack_frames[self.attack_index]
        m = self.app.metrics
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((60, 10, 0, 120))
        surface.blit(veil, (0, 0))
        box = pygame.Rect(0, 0, min(self.centre_rect.width, m.px(600)), m.px(320))
        box.center = self.centre_rect.center
        theme.draw_panel(surface, box, fill=theme.PARCHMENT)
        font = fonts.get(m.text("body"), bold=True)
        from game.ui.text import wrap

        y = box.top + m.px(10)
        for line in wrap(font, text, box.width - m.px(30))[:2]:
            img = font.render(line, True, theme.DANGER)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()
        h = box.bottom - y - m.px(16)
        w, h = self.card_size(h)
        slots = [s for s in (attack, card) if s]
        gap = m.px(60)
        x = box.centerx - (len(slots) * w + (len(slots) - 1) * gap) // 2
        top = y + m.px(6)
        if attack:
            rect = pygame.Rect(x, top, w, h)
            draw_card_back(surface, rect, (150, 40, 30))
            r = min(w, h) // 3
            good = self.rules_attack_good(attack)
            draw_good(surface, pygame.Rect(rect.centerx - r, rect.centery - r, 2 * r, 2 * r), good)
            x += w + gap
            if card:
                mid = (x - gap // 2, top + h // 2)
                pygame.draw.polygon(
                    surface,
                    theme.DANGER,
                    [(mid[0] - 14, mid[1] - 12), (mid[0] + 14, mid[1]), (mid[0] - 14, mid[1] + 12)],
                )
        if card:
            image = render_location(texts.face(card), (w, h), text=True)
            rect = image.get_rect(topleft=(x, top))
            surface.blit(image, rect)
            pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 5)
            pygame.draw.line(surface, theme.DANGER, rect.topright, rect.bottomleft, 5)
        if not slots:
            r = m.px(60)
            draw_good(surface, pygame.Rect(box.centerx - r, top + h // 2 - r, 2 * r, 2 * r), "raze")
