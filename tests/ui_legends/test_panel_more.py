"""A Legends player panel too short for every ability leaves the rest out and says so on its
last line; a panel with room shows every line and no such note."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.legends import panels
from game.scenes.legends.panels import PanelData, render_panel
from game.ui import layout_check, theme
from game.ui.layout import Metrics

MORE = "More: point at the panel"


def _data(abilities: int) -> PanelData:
    return PanelData(
        name="Ada",
        colour=theme.player_colour(0),
        mark="dot",
        coins=3,
        cards=4,
        points=7,
        armies_left=9,
        cities_left=2,
        elixirs=1,
        abilities=tuple(f"+{i} VP for something long enough" for i in range(abilities)),
        warlord="",
        tokens=(),
        active=False,
        computer=False,
    )


def _said(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], abilities: int) -> list[str]:
    said: list[str] = []

    def translate(text: str, **_: Any) -> str:
        said.append(text)
        return text

    monkeypatch.setattr(panels, "_", translate)
    pygame.init()
    with layout_check.recording() as recorder:
        render_panel(Metrics(1280, 720, 1.0), size, _data(abilities), wide=False)
    assert not recorder.problems  # nothing cut: left out and said, never shortened
    return said


def test_a_short_panel_says_that_more_lines_are_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    assert MORE in _said(monkeypatch, (190, 200), abilities=8)


def test_a_panel_with_room_shows_every_line(monkeypatch: pytest.MonkeyPatch) -> None:
    assert MORE not in _said(monkeypatch, (190, 900), abilities=2)
