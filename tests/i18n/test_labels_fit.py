"""No translated label overflows its button (or its box) at 1280×720."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.scenes.dialog import confirm
from game.scenes.load import LoadScene
from game.screenshot import SCENES, UNDERLAY
from game.settings import Settings
from game.ui.widgets import Button, Label, Stepper


def _widgets(scene):  # type: ignore[no-untyped-def]
    for widget in scene.widgets:
        yield widget
        if isinstance(widget, Button):
            yield widget.label


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_labels_fit_at_1280x720(lang: str, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("EMPIRES_HOME", str(tmp_path))
    pygame.init()
    size = (1280, 720)
    app = App(
        size,
        surface=pygame.Surface(size),
        settings=Settings(language=lang),
        persist_settings=False,
        catch_errors=False,
    )
    scenes = []
    from game.scenes.registry import screenshot_scenes

    # the app's screens and every screen the games register for screenshots
    for name, make in {**SCENES, **screenshot_scenes()}.items():
        if name in UNDERLAY:
            app.manager.push(UNDERLAY[name](app))
        scene = make(app)
        app.manager.push(scene)
        scenes.append((name, scene))
    saver = LoadScene(app, saver=lambda path: None)
    app.manager.push(saver)
    scenes.append(("save", saver))
    dialog = confirm(
        app, i18n._("Delete save"), i18n._("Delete “{name}” for good?"), lambda: None, danger=True
    )
    app.manager.push(dialog)
    scenes.append(("confirm", dialog))
    overflowing = []
    for name, scene in scenes:
        for widget in _widgets(scene):
            if isinstance(widget, Button | Label | Stepper) and not widget.fits:
                text = getattr(widget, "text", None) or [o[1] for o in widget.options]  # type: ignore[union-attr]
                overflowing.append(f"{name}: {text!r}")
    i18n.set_language("en")
    assert not overflowing, f"{lang}: labels overflow at 1280x720:\n" + "\n".join(overflowing)
