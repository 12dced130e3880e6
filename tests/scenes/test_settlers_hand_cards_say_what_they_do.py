"""Settlers hand cards show their ability text (shortened, whole on hover), and pointing at a
card's cost, raze or deal field says which it is (issue 26, trap 9: the hand showed no text
and the icons carried no label)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.menu import MenuScene
from game.scenes.settlers import sample, texts
from game.scenes.settlers.table import TableScene
from game.ui.settlers_card_view import field_boxes, render_location, shows_text


def open_table(app: Any) -> TableScene:
    app.start(MenuScene(app))
    scene = TableScene(app, sample.mid_game(seed=7))
    app.manager.push(scene)
    app.step(1 / 60)
    scene.log.summary = None
    scene.draw(app.surface)
    return scene


def hand(scene: TableScene) -> list[tuple[pygame.Rect, str]]:
    return [(rect, card) for rect, key, card in scene.hits if key[0] == "hand"]


@pytest.mark.parametrize(
    ("size", "lang", "scale", "share"),
    # the smallest table in the longest language: a name on three lines still leaves a line
    [((1280, 720), "en", 1.0, 1.0), ((960, 600), "ru", 1.5, 1.0), ((1920, 1080), "fr", 1.5, 1.0)],
)
def test_hand_cards_show_their_ability_text(make_app, size, lang, scale, share) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size, lang=lang, ui_scale=scale, animation_speed="instant")
    scene = open_table(app)
    cards = hand(scene)
    assert len(cards) >= 5
    shown = 0
    for rect, card in cards:
        face = texts.face(card)
        drawn = app.surface.subsurface(rect).copy()
        blank = render_location(face, rect.size, text=False)
        # the lower part of the card, where the text goes (or its start, in a deal band
        # under a long name), is not the blank card's
        low = pygame.Rect(0, rect.height // 2, rect.width, rect.height // 2)
        if any(r.colliderect(rect) for r, c in cards if c != card and r.left > rect.left):
            low.width = min(
                low.width, min(r.left for r, c in cards if r.left > rect.left) - rect.left
            )
        differs = sum(
            drawn.get_at((x, y)) != blank.get_at((x, y))
            for x in range(low.left, low.right)
            for y in range(low.top, low.bottom)
        )
        shown += differs > 20 and shows_text(face, rect.size)
    assert shown >= share * len(cards), (shown, len(cards))
    # the hovered card is shown whole
    rect, card = cards[0]
    scene.hover_pos = (rect.left + 4, rect.bottom - 10)
    assert scene.hovered_card() == card


def test_pointing_at_a_cost_or_raze_field_names_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="instant")
    scene = open_table(app)
    said: dict[str, str] = {}
    for rect, card in reversed(hand(scene)):  # the rightmost card lies on top of the others
        face = texts.face(card)
        for field, box in field_boxes(face, rect.size).items():
            point = (rect.left + box.centerx, rect.top + box.centery)
            if any(r.collidepoint(point) for r, c in hand(scene) if r.left > rect.left):
                continue
            scene.hover_pos = point
            tip = scene.field_tip()
            if field == "cost" and face.cost:
                assert tip.startswith("Cost: ")
                assert texts.good_name(face.cost[0]) in tip
            elif field == "raze" and face.raze:
                assert tip.startswith("Raze: gives ")
                assert texts.good_name(face.raze[0]) in tip
            elif field == "deal" and face.deal:
                assert tip.startswith("Deal: gives ")
            said.setdefault(field, tip)
            # drawn with the enlarged card, beside it (not over the hand it describes)
            scene.draw(app.surface)
    assert "cost" in said and "raze" in said
    # on the card's name, no field is named
    rect, card = hand(scene)[-1]
    scene.hover_pos = (rect.centerx, rect.top + rect.height // 2)
    assert scene.field_tip() == ""


@pytest.mark.parametrize(
    ("size", "lang"), [((960, 600), "ru"), ((1280, 720), "en"), ((1920, 1080), "fr")]
)
def test_hand_cards_at_150_percent_are_not_smaller_than_at_100(make_app, size, lang) -> None:  # type: ignore[no-untyped-def]
    heights = {}
    for scale in (1.0, 1.5):
        app = make_app(size=size, lang=lang, ui_scale=scale, animation_speed="instant")
        scene = open_table(app)
        heights[scale] = min(rect.height for rect, _card in hand(scene))
    assert heights[1.5] >= heights[1.0], heights
