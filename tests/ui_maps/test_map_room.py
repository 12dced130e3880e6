"""At 1280x720 both games' maps get more room than the 710x485 they had."""

from __future__ import annotations

from typing import Any

import pytest

from game.scenes.menu import MenuScene


@pytest.mark.parametrize("game", ["eight-minute", "legends"])
def test_the_map_is_larger_than_before_at_1280x720(make_app: Any, game: str) -> None:
    from game.screenshot import all_scenes

    app = make_app()
    app.start(MenuScene(app))
    scene = all_scenes()[f"{game}-board"](app)
    app.manager.push(scene)
    app.step(1 / 60)
    rect = scene.view.map_rect
    assert rect.width >= 780 and rect.height >= 560, rect
    assert rect.width * rect.height >= 1.3 * 710 * 485
