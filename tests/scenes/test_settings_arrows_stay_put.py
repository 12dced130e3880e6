"""The settings' arrows stay under the pointer when the size of text changes: a second click
at the same place hits the same arrow (issue 26, point 10: the second click missed)."""

from __future__ import annotations

import pytest

from game.scenes.menu import MenuScene
from game.scenes.settings_screen import SettingsScene
from tests.support.plain_app import click


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_clicking_the_same_arrow_twice_steps_the_text_size_twice(make_app, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size, ui_scale=1.0)
    app.start(MenuScene(app))
    scene = SettingsScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    before = {key: control.rect.copy() for key, control in scene.controls.items()}
    arrow = scene.controls["scale"].right.center  # type: ignore[attr-defined]
    for expected in (1.15, 1.3, 1.5):
        click(app, arrow)
        assert app.settings.ui_scale == expected
        assert app.metrics.ui_scale == expected  # the text did grow
        # every control is where it was: nothing moved from under the pointer
        assert {key: c.rect for key, c in scene.controls.items()} == before
    click(app, scene.controls["scale"].left.center)  # type: ignore[attr-defined]
    assert app.settings.ui_scale == 1.3
