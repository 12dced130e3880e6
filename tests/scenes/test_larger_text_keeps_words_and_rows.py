"""Issue 26: larger text makes the table larger, never the words on its buttons smaller. Every
button of each game's bar (End turn, Pass, Skip, Undo, the options, …) draws its label at the
size its role has at the chosen text scale: the button grows or wraps its label instead; and
the Legends New game rows keep the height of their text (they were drawn 24 px high)."""

from __future__ import annotations

from typing import Any

import pytest

from game import i18n
from game.screenshot import _show
from game.ui.widgets import Button

TABLES = ["eight-minute-board", "eight-minute-board-5p", "legends-board-4p", "settlers-actions"]


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("name", TABLES)
@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_bar_button_labels_keep_their_size_at_150(name: str, lang: str) -> None:
    for size in ((960, 600), (1280, 720)):
        app = _show(name, lang, size, 1.5)
        buttons = [w for w in app.manager.top.widgets if isinstance(w, Button)]
        assert len(buttons) >= 3
        for button in buttons:
            fitted = button.label.fitted
            assert fitted.fits, (size, button.text)
            wanted = app.metrics.text(button.label.role)
            assert fitted.size == wanted, (size, button.text, fitted.size, wanted)
        if name == "settlers-actions" and lang == "ru":  # the one the issue saw shrink
            end = next(b for b in buttons if b.text == "Завершить ход")
            assert end.label.fitted.size == app.metrics.text("label")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_legends_new_game_rows_hold_their_text_at_150(size: tuple[int, int]) -> None:
    from game.ui import fonts

    app = _show("legends-new-game", "fr", size, 1.5)
    scene: Any = app.manager.top
    line = fonts.get(app.metrics.text("label")).get_linesize()
    _top, rh, _gap = scene.row_grid()
    assert rh >= line, (rh, line)  # the seat rows were 24 px under a 26-36 px line of text
    for row in scene.rows:
        assert row["name"].rect.height >= line and row["kind"].rect.height >= line
    assert scene.controls["add"].rect.height >= line
    # the note kept two lines at least, and at 100 % all four of its own
    assert scene.note_lines >= 2
    plain: Any = _show("legends-new-game", "fr", size, 1.0).manager.top
    plain.row_grid()
    assert plain.note_lines == plain.NOTE_LINES
