"""Every Legends card says its whole name and its whole ability on a row card, in every
language, at every window size and text scale the layout checker covers (not only the cards
that the sample positions happen to show): the row cards are never narrower than
ROW_CARD_MIN_WIDTH, and a name needing three lines takes room from a short ability's band."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, screenshot
from game.rules.legends.cards import cards_by_id
from game.scenes.legends import texts
from game.scenes.legends.board import ROW_CARD_MIN_WIDTH
from game.ui import card_view, layout_check
from tests.support.layout_sizes import SIZES


@pytest.fixture(autouse=True)
def english() -> object:
    yield
    i18n.set_language("en")


def _row_card_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    app = screenshot._show("legends-board", "en", size, scale)
    return app.manager.top.row_rects[0].size


def _cuts(card_size: tuple[int, int], lang: str) -> list[str]:
    pygame.init()
    i18n.set_language(lang)
    with layout_check.recording() as recorder:
        for card in cards_by_id():
            card_view.render_card(texts.card_face(card), card_size)
    return [str(p) for p in recorder.problems]


@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_every_card_is_said_whole_on_the_row(size: tuple[int, int], scale: float) -> None:
    card_size = _row_card_size(size, scale)
    assert card_size[0] >= ROW_CARD_MIN_WIDTH
    for lang in i18n.LANGUAGES:
        assert not _cuts(card_size, lang), (lang, card_size)


@pytest.mark.parametrize(
    ("title", "note", "size"),
    [
        ("Cursed Mausoleum", "+1 move", (86, 120)),  # 'Mauso- leum': three lines
        ("Проклятый мавзолей", "+1 ход", (86, 120)),
        ("Горная сокровищница", "+1 армия", (106, 120)),
    ],
)
def test_a_name_needing_three_lines_takes_room_from_a_short_ability(
    title: str, note: str, size: tuple[int, int]
) -> None:
    pygame.init()
    face = card_view.CardFace(title=title, good="", note=note, actions=(("place", 1),))
    with layout_check.recording() as recorder:
        card = card_view.render_card(face, size)
    assert not recorder.problems, recorder.problems
    assert card.get_size() == size


def test_a_card_too_small_for_its_words_is_still_reported() -> None:
    pygame.init()
    face = card_view.CardFace(
        title="Благородные холмы", good="", note="+4 ПО за 3 Благородный", actions=(("place", 3),)
    )
    with layout_check.recording() as recorder:
        card_view.render_card(face, (86, 120))
    assert any(p.kind == "cut" for p in recorder.problems)
