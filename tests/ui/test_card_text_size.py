"""UX.md: at 1280×720 labels are at least 14 px — that holds for the words printed on the small
cards too (card rows, hand, lookout, empire), which stay legible without hovering."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import screenshot
from game.ui import card_view, fonts, settlers_card_view

LABEL_FLOOR = 14
SCENES = ("eight-minute-board", "legends-board", "settlers-actions", "settlers-lookout")


class _RecordingFonts:
    """Stands in for `game.ui.fonts` inside the card renderers and notes every size asked for."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def get(self, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
        self.sizes.append(size)
        return fonts.get(size, bold=bold, title=title)

    def __getattr__(self, name: str) -> Any:
        return getattr(fonts, name)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> _RecordingFonts:
    rec = _RecordingFonts()
    monkeypatch.setattr(card_view, "fonts", rec)
    monkeypatch.setattr(settlers_card_view, "fonts", rec)
    # cached card images would skip the drawing we want to watch
    monkeypatch.setattr(card_view, "_cache", {})
    monkeypatch.setattr(settlers_card_view, "_cache", {})
    return rec


@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize("scene", SCENES)
def test_small_card_text_is_at_least_the_label_floor(
    recorder: _RecordingFonts, scene: str, lang: str
) -> None:
    screenshot.render(scene, lang, (1280, 720))
    assert recorder.sizes, f"{scene}: no card text was drawn, so nothing was checked"
    assert min(recorder.sizes) >= LABEL_FLOOR, sorted(set(recorder.sizes))


def test_recorder_catches_small_text(recorder: _RecordingFonts) -> None:
    # the check above is only worth something if a too-small size would be seen
    card_view.fonts.get(10)
    assert min(recorder.sizes) == 10


@settings(max_examples=40, deadline=None)
@given(
    text=st.text(alphabet="abcdefghijklmnop ÉЖщ", min_size=1, max_size=60),
    width=st.integers(20, 160),
    lines=st.integers(1, 3),
)
def test_fit_lines_never_goes_below_the_floor_nor_past_the_width(
    text: str, width: int, lines: int
) -> None:
    font, out = card_view.fit_lines(text, width, 22, lines, bold=True)
    assert font.get_height() >= fonts.get(LABEL_FLOOR, bold=True).get_height()
    assert 1 <= len(out) <= lines
    assert all(font.size(line)[0] <= width for line in out)


def test_a_long_name_is_kept_whole_when_there_is_room() -> None:
    name = "Découverte (joker)"
    _font, small = card_view.fit_lines(name, 50, 16, 2, bold=True)
    assert any(line.endswith(card_view.ELLIPSIS) for line in small)
    _font, big = card_view.fit_lines(name, 400, 16, 2, bold=True)
    assert big == [name]
