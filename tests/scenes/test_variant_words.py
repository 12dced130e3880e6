"""Issue 15, item 5: each variant and warlord is explained where it is chosen (the New game
screens) and in the rules help, in the four languages; the rules' goods tables are the data's."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.rules.eight_minute.cards import game_data
from game.rules.eight_minute.texts import VARIANT_TEXTS as EM_TEXTS
from game.rules.legends.cards import WARLORD_NAMES
from game.rules.legends.options import VARIANTS as LG_VARIANTS
from game.rules.legends.texts import VARIANT_TEXTS as LG_TEXTS
from game.scenes.rules_help import rules_text
from tests.support.pygame_driver import show


def _hover(app, widget) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=widget.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    app.step(1 / 60)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pointing_at_an_eight_minute_variant_explains_it(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.new_game import NewGameScene

    app = make_app((1280, 720), lang=lang)
    scene = show(app, NewGameScene(app))
    hint = scene.variant_note.label.text
    for key in EM_TEXTS:
        _hover(app, scene.controls[key])
        assert scene.variant_note.label.text == i18n.translate(EM_TEXTS[key]) != hint
    # the words stay when the pointer leaves, and after a toggle rebuilds the screen
    scene.controls["long_game"].on_click()
    assert scene.variant_note.label.text == i18n.translate(EM_TEXTS["long_game"])


def test_the_warlords_variant_names_each_warlord_and_what_it_does(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.legends.new_game import NewGameScene

    app = make_app((1280, 720), lang="fr")
    scene = show(app, NewGameScene(app))
    assert set(LG_VARIANTS) == set(LG_TEXTS) <= set(scene.variant_note.texts)
    _hover(app, scene.controls["warlords"])
    text = scene.variant_note.label.text
    for lord in WARLORD_NAMES.values():
        assert i18n.translate(lord) in text
    assert scene.variant_note.label.fitted.fits  # readable whole at 1280×720


def _last_sections_bullets(text: str, sections: int) -> int:
    """How many bold-named bullets the last `sections` "##" sections hold."""
    parts = text.split("\n## ")
    tail = "\n".join(parts[-sections:])
    return sum(1 for line in tail.splitlines() if line.startswith("- **"))


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_rules_help_explains_every_variant_and_warlord(lang: str) -> None:
    i18n.set_language(lang)
    try:
        legends = rules_text("legends", lang)
        for lord in WARLORD_NAMES.values():
            assert f"**{i18n.translate(lord)}**" in legends
        # each variant, the set-up by hand and the choice of encounters, each warlord
        assert _last_sections_bullets(legends, 2) == len(LG_VARIANTS) + 2 + len(WARLORD_NAMES)
        eight = rules_text("eight-minute", lang)
        assert _last_sections_bullets(eight, 1) == len(EM_TEXTS)
    finally:
        i18n.set_language("en")


def test_the_rules_help_prints_the_goods_tables_of_the_data() -> None:
    text = rules_text("eight-minute", "en")
    tables = game_data().goods_tables
    for good, table in tables.items():
        line = next(line for line in text.splitlines() if line.startswith(f"- **{good.title()}**"))
        pairs = [(int(a), int(b)) for a, b in re.findall(r"(\d+)(?: or more)? = (\d+)", line)]
        assert pairs == [tuple(step) for step in table.steps], good
