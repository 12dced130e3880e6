from __future__ import annotations

import re

import pytest

from game import i18n
from game.scenes import registry
from game.scenes.rules_help import RulesScene, open_rules, rules_path, rules_text
from game.ui.rich_text import ICONS

ICON = re.compile(r":([a-z]+):")


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_rules_exist_in_every_language_with_the_same_shape(game_id: str) -> None:
    shapes = {}
    for lang in i18n.LANGUAGES:
        path = rules_path(game_id, lang)
        assert path.is_file(), path
        text = path.read_text(encoding="utf-8")
        icons = ICON.findall(text)
        assert set(icons) <= set(ICONS), f"{path.name}: unknown icons {set(icons) - set(ICONS)}"
        headings = [line for line in text.splitlines() if line.startswith("#")]
        bullets = [line for line in text.splitlines() if line.startswith("- ")]
        shapes[lang] = (len(headings), len(bullets), tuple(sorted(icons)))
    assert len(set(shapes.values())) == 1, shapes  # a translation that lost a part shows here


def test_open_rules_from_a_game_shows_that_game_and_tabs_switch(make_app) -> None:
    app = make_app(lang="es")
    app.start()
    scene = open_rules(app, "settlers")
    assert app.manager.top is scene and scene.game_id == "settlers"
    height = scene.view.content.get_height()
    scene.tabs["eight-minute"].click()
    assert scene.game_id == "eight-minute" and scene.view.content.get_height() != height
    scene.on_back()
    assert not isinstance(app.manager.top, RulesScene)


def test_missing_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    assert rules_text("legends", "xx") == rules_text("legends", "en")


def test_f1_opens_the_rules_of_the_game_on_screen(make_app) -> None:
    import pygame

    from game.scenes.base import Scene

    class SettlersTable(Scene):
        game_id = "settlers"

    app = make_app()
    app.start()
    app.manager.push(SettlersTable(app))
    f1 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    app.step(1 / 60, events=[f1])
    top = app.manager.top
    assert isinstance(top, RulesScene) and top.game_id == "settlers"
    app.step(1 / 60, events=[f1])  # a second F1 does not stack another copy
    assert app.manager.top is top and len(app.manager.stack) == 3
