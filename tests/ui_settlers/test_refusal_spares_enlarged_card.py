"""A refused click says why near the pointer, and the note never covers the enlarged card the
pointer is on: its top line (name, cost) stays readable (issue 26, seen but left). Near the
top of the empire the enlarged card rises to the window's top while the note sat above the
pointer, over the card's name."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.settlers import sample
from game.scenes.settlers.table.scene import TableScene
from tests.support.pygame_driver import click
from tests.ui_settlers.driver import open_table


def _hover(app: Any, at: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def _notes_clear_of_the_card(app: Any, table: TableScene, card: str) -> None:
    app.step(1 / 60)
    assert table.hovered_card() == card
    enlarged = table.enlarged_rect
    assert enlarged is not None, "the card under the pointer is not shown large"
    assert app.toasts.boxes, "no note drawn"
    for box in app.toasts.boxes:
        assert not box.colliderect(enlarged), (card, box, enlarged)


@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.5), ((1280, 720), 1.0)])
def test_a_refusal_note_leaves_the_enlarged_card_in_sight(
    make_app: Any, size: tuple[int, int], scale: float
) -> None:
    app = make_app(size=size, animation_speed="instant", ui_scale=scale)
    table = open_table(app, sample.mid_game(2, seed=3))
    cards = [(pygame.Rect(r), key, card) for r, key, card in table.hits if card]
    assert any(key[0] == "loc" for _r, key, _c in cards)
    for rect, key, card in cards:
        for at in (rect.move(0, 12).midtop, rect.center):
            app.toasts.items.clear()
            _hover(app, at)
            # the note a refused click on it puts beside the pointer (TableScene.click_key)
            app.toast(table.refusal(key), at)
            _notes_clear_of_the_card(app, table, card)


def test_a_refused_hand_card_keeps_its_enlarged_card_clear(make_app: Any) -> None:
    app = make_app(size=(960, 600), animation_speed="instant", ui_scale=1.5)
    table = open_table(app, sample.mid_game(2, seed=7))
    targets = table.targets()
    refused = [(r, card) for r, key, card in table.hits if card and not targets.get(key)]
    assert refused, "no card a click cannot use"
    rect, card = refused[0]
    click(app, rect.center)  # refused: the rules' reason comes beside the pointer
    assert app.toasts.items
    _notes_clear_of_the_card(app, table, card)
