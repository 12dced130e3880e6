"""Card faces show the card's colour and its type as two different marks, each readable
without colour vision, and large cards say both in words."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.settlers.catalog import runtime
from game.scenes.settlers import texts
from game.ui.settlers_card_view import CARD_COLOURS, draw_colour_mark, render_location


def ink_mask(colour: str) -> frozenset[tuple[int, int]]:
    """Where the colour's shape is drawn on its chip (ignoring the hue itself)."""
    surf = pygame.Surface((24, 24))
    draw_colour_mark(surf, pygame.Rect(0, 0, 24, 24), colour)
    hue = CARD_COLOURS[colour][0]
    return frozenset(
        (x, y) for x in range(2, 22) for y in range(2, 22) if surf.get_at((x, y))[:3] != hue
    )


def test_every_colour_has_its_own_shape() -> None:
    masks = {colour: ink_mask(colour) for colour in CARD_COLOURS}
    assert all(masks.values())
    assert len(set(masks.values())) == len(masks)  # no two colours share a shape


def test_every_card_colour_in_the_data_has_a_mark() -> None:
    used = {str(getattr(c, "value", c)) for i in runtime().cards.values() for c in i.card.colours}
    assert used <= set(CARD_COLOURS)


def test_the_band_shows_the_cards_own_colour() -> None:
    grey, red = "com008", "com023"  # Quarry is grey, the other red
    faces = {card: texts.face(card) for card in (grey, red)}
    for card, face in faces.items():
        image = render_location(face, (84, 120))
        colour = face.colours[0]
        hue = CARD_COLOURS[colour][0]
        # the middle of the band (past the shape at its left end) carries the hue
        assert image.get_at((42, 7))[:3] == hue, (card, colour)
    assert faces[grey].colours != faces[red].colours


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_large_cards_name_type_and_colour(lang: str) -> None:
    i18n.set_language(lang)
    try:
        face = texts.face("com008")
        kind = i18n.translate(texts.KIND_NAMES[face.type])
        colour = i18n.translate(texts.COLOUR_NAMES[face.colours[0]])
        assert kind in face.marks and colour in face.marks
    finally:
        i18n.set_language("en")


def test_a_name_too_long_for_the_card_breaks_between_consonants() -> None:
    from game.ui import fonts
    from game.ui.settlers_card_view import MIN_TEXT
    from game.ui.text import hyphenate

    pygame.init()
    font = fonts.get(MIN_TEXT, bold=True)

    def _hyphenate(name: str, width: int) -> str:
        return hyphenate(name, font, width)

    width = font.size("Workshop")[0] - 1  # the word must break, the syllables fit
    assert _hyphenate("Workshop", width) == "Work- shop"  # not "Works- hop": "sh" is one sound
    assert _hyphenate("Watchtower", font.size("Watchtower")[0] - 1) == "Watch- tower"
    # a word that fits is never broken, and no piece carries fewer than three letters on
    assert _hyphenate("Farm", width) == "Farm"
    for piece in _hyphenate("Административный", width).split("- "):
        assert sum(ch.isalpha() for ch in piece) >= 3


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_name_is_whole_from_the_name_height_up(lang: str) -> None:
    """The table never lays out a card under NAME_HEIGHT; from there up, no name is shortened
    (at the sizes where the icons and the font step up, and across the whole range)."""
    from game.ui import layout_check
    from game.ui.settlers_card_view import CARD_RATIO, NAME_HEIGHT

    heights = [*range(NAME_HEIGHT, NAME_HEIGHT + 12), *range(NAME_HEIGHT + 12, 420, 9)]
    i18n.set_language(lang)
    try:
        with layout_check.recording() as recorder:
            for h in heights:
                for card in runtime().cards:
                    render_location(texts.face(card), (int(h * CARD_RATIO), h), text=False)
        assert not recorder.problems, [str(p) for p in recorder.problems[:5]]
        # and just under it a name is shortened: the floor is where it has to be
        below = NAME_HEIGHT - 6
        with layout_check.recording() as recorder:
            for card in runtime().cards:
                render_location(texts.face(card), (int(below * CARD_RATIO), below), text=False)
        assert recorder.problems
    finally:
        i18n.set_language("en")


def test_a_table_card_shows_an_excerpt_and_the_zoom_the_whole_text() -> None:
    from game.ui import layout_check
    from game.ui.settlers_card_view import shows_whole

    face = texts.face("rom011")  # a long production text
    with layout_check.recording() as recorder:
        render_location(face, (140, 200), text=True, excerpt=True)
    assert not recorder.problems  # an excerpt ends in "…": the zoom shows it whole
    assert not shows_whole(face, (140, 200))
    with layout_check.recording() as recorder:
        render_location(face, (140, 200), text=True)
    assert recorder.problems  # the zoom at that size would cut it: reported
    assert shows_whole(face, (280, 400))
