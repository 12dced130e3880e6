"""Buttons outside the game bars keep the text size the player chose (issue 26, seen but
left): at 150 % a label that does not fit one line wraps onto two lines, and a one-line
button grows to hold them where the screen has room, instead of shrinking its text."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.scenes.base import Scene
from game.screenshot import _show
from game.ui.button_room import grow_buttons, two_lines
from game.ui.layout import Metrics
from game.ui.widgets import Button, Label


def _shrunk(scene: Scene) -> list[str]:
    return [
        f"{w.text!r} {w.label.fitted.size} px"
        for w in scene.widgets
        if isinstance(w, Button) and w.visible and w.text
        if w.label.fitted.size < w.metrics.text(w.label.role)
    ]


def test_a_tall_button_wraps_before_it_shrinks() -> None:
    pygame.init()
    m = Metrics(960, 600, 1.5)
    size = m.text("button")
    button = Button(m, pygame.Rect(0, 0, 200, two_lines(m)), "Сохранить как новое")
    assert button.label.fitted.size == size
    assert len(button.label.fitted.lines) == 2


class _Screen(Scene):
    def __init__(self, widgets: list[object]) -> None:
        self.widgets = widgets  # type: ignore[assignment]


def test_a_button_grows_where_there_is_room_and_only_there() -> None:
    pygame.init()
    m = Metrics(960, 600, 1.5)
    size = m.text("button")
    free = Button(m, pygame.Rect(100, 100, 200, m.px(56)), "Посмотреть стол")
    hemmed = Button(m, pygame.Rect(400, 100, 200, m.px(56)), "Посмотреть стол")
    above = Label(m, pygame.Rect(400, 60, 200, 40), "a note")
    below = Label(m, pygame.Rect(400, 100 + m.px(56), 200, 40), "another")
    beside = [Label(m, pygame.Rect(x, 100, 40, m.px(56)), "|") for x in (355, 605)]
    assert free.label.fitted.size < size  # one line: it would shrink
    grow_buttons(_Screen([free, hemmed, above, below, *beside]), pygame.Rect(0, 0, 960, 600))
    assert free.rect.size != (200, m.px(56)) and free.label.fitted.size == size
    assert hemmed.rect == pygame.Rect(400, 100, 200, m.px(56))  # no room: left as it was


# (screen, language, window, text scale, labels that used to shrink there)
SCREENS = [
    ("settlers-scoring", "ru", (960, 600), 1.5, {"Посмотреть стол"}),
    ("eight-minute-scoring", "ru", (960, 600), 1.5, {"Посмотреть поле"}),
    ("save", "ru", (960, 600), 1.5, {"Сохранить как новое", "Сохранить сюда"}),
    ("save", "fr", (960, 600), 1.5, {"Nouvelle sauvegarde", "Sauvegarder ici"}),
    ("replace-game", "fr", (960, 600), 1.5, {"Commencer la partie"}),
    ("error", "en", (1280, 720), 1.5, {"Back to the menu"}),
    ("daily", "ru", (960, 600), 1.5, {"Сыграть по коду друга"}),
    ("your-games", "fr", (960, 600), 1.5, {"Parties enregistrées"}),
    ("eight-minute-auction", "en", (1280, 720), 1.5, {"10", "11"}),
    ("legends-auction", "en", (1280, 720), 1.5, {"10", "11"}),
]


@pytest.mark.parametrize(("name", "lang", "size", "scale", "labels"), SCREENS)
def test_buttons_keep_the_chosen_size(
    name: str, lang: str, size: tuple[int, int], scale: float, labels: set[str]
) -> None:
    try:
        app = _show(name, lang, size, scale)
        scene = app.manager.top
        assert scene is not None
        texts = {w.text for w in scene.widgets if isinstance(w, Button) and w.visible}
        assert labels <= texts, labels - texts
        shrunk = [s for s in _shrunk(scene) if s.split("'")[1] in labels]
        assert not shrunk, shrunk
    finally:
        i18n.set_language("en")
