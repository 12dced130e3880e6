"""Issue 15, item 3: a goods card and a player's panel say what a good is worth (the scoring
table, the count held, the next step), and counts read in the plural the language wants."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.eight_minute.cards import GOODS, game_data
from game.scenes.eight_minute import texts
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.sample import mid_game_move
from game.ui import card_view
from game.ui.card_view import TABLE_POINTS, render_card
from tests.support.pygame_driver import click, show


def _red_pixels(image: pygame.Surface) -> int:
    w, h = image.get_size()
    return sum(1 for x in range(w) for y in range(h) if image.get_at((x, y))[:3] == TABLE_POINTS)


def test_every_goods_card_carries_its_goods_table_and_draws_it() -> None:
    pygame.init()
    data = game_data()
    for card in data.cards:
        face = texts.card_face(card)
        if card.good == "wild":
            assert face.table == ()
            continue
        assert face.table == tuple(tuple(s) for s in data.goods_tables[card.good].steps)
        # the points of the table are drawn in their own red; without the table, none are
        image = render_card(face, (120, 108))
        bare = render_card(texts.card_face(card).__class__(face.title, face.good), (120, 108))
        assert _red_pixels(image) > 20
        assert _red_pixels(bare) == 0


def test_row_cards_hold_the_table_at_the_label_floor_at_1280x720(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = show(app, BoardScene(app, mid_game_move(count=5, turns=4)))
    widest = max(
        card_view.table_width(tuple(tuple(s) for s in t.steps), card_view.MIN_TEXT)
        for t in game_data().goods_tables.values()
    )
    for rect in scene.row_rects:
        inner = rect.width - max(4, rect.width // 10)
        assert widest + 6 <= inner
    assert scene.deck_rect.right < scene.info_rect.left <= scene.row_area.right


def test_the_next_step_and_the_top_of_a_table() -> None:
    wood = game_data().goods_tables["wood"]  # 2: 1, 4: 2, 5: 3, 6: 5
    assert wood.next_step(0) == (2, 1)
    assert wood.next_step(3) == (4, 2)
    assert wood.next_step(6) is None
    assert texts.next_text("wood", 3) == "1 more to score 2."
    assert texts.next_text("wood", 0) == "2 more to score 1."
    assert "top of the table" in texts.next_text("wood", 7)
    assert texts.table_text("wood") == (
        "Wood held at the end: 2 or more: 1 point, 4 or more: 2 points, "
        "5 or more: 3 points, 6 or more: 5 points."
    )


def test_panel_counts_show_the_next_step_and_hover_explains_a_good(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = show(app, BoardScene(app, mid_game_move(count=5, turns=4)))
    state = scene.match.state
    from game.rules.eight_minute import scoring

    scores = scoring.score_players(state, scene.rules.graph, scene.rules.data)
    tables = scene.rules.data.goods_tables
    for seat, data in enumerate(scene.panel_data()):
        for good in GOODS:
            step = tables[good].next_step(scores[seat].counts[good])
            assert data.next_at[good] == (None if step is None else step[0])
    # every good of every panel has a place that explains it on hover
    assert len(scene.good_boxes) == 5
    for seat, boxes in enumerate(scene.good_boxes):
        assert set(boxes) == {*GOODS, "wild"}
        assert all(scene.panel_rects[seat].contains(box) for box in boxes.values())
        iron = scene.explain(boxes["iron"].center)
        held = scores[seat].counts["iron"]
        assert iron is not None and iron.startswith(f"Iron: {held} held, worth")
        assert "Iron held at the end: 2 or more: 1 point" in iron


def test_a_right_click_keeps_a_row_card_large_until_the_next_click(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = show(app, BoardScene(app, mid_game_move(count=3)))
    slot = next(i for i, c in enumerate(scene.match.state.row) if c is not None)
    click(app, scene.row_rects[slot].center, button=3)
    assert scene.pinned == slot
    away = (scene.view.map_rect.centerx, scene.view.map_rect.bottom - 3)  # type: ignore[union-attr]
    pygame.mouse.set_pos(away)
    assert scene.enlarged_slot() == slot  # shown although the pointer left the card
    click(app, away, button=3)
    assert scene.pinned is None
    assert scene.enlarged_slot() is None


@pytest.mark.parametrize(
    ("lang", "amount", "expected"),
    [
        ("en", 1, "Move armies: 1 move over land"),
        ("en", 3, "Move armies: 3 moves over land"),
        ("fr", 1, "Déplacer des armées : 1 déplacement sur terre"),
        ("ru", 1, "Разместить 1 армию"),
        ("ru", 3, "Разместить 3 армии"),
        ("ru", 5, "Разместить 5 армий"),
        ("ru", 21, "Разместить 21 армию"),
    ],
)
def test_actions_use_the_languages_plural_forms(lang: str, amount: int, expected: str) -> None:
    i18n.set_language(lang)
    try:
        kind = "move" if expected.startswith(("Move", "Dépl")) else "place"
        assert texts.part_text(kind, amount) == expected
    finally:
        i18n.set_language("en")
