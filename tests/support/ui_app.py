"""Headless app fixtures for the screen tests (instant animations): a folder's conftest.py
imports `home` and `make_app` from here."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App
from game.settings import Settings


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("EMPIRES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def make_app() -> Iterator[Callable[..., App]]:
    def make(size: tuple[int, int] = (1280, 720), lang: str = "en", **settings: object) -> App:
        pygame.init()
        settings.setdefault("animation_speed", "instant")
        return App(
            size,
            surface=pygame.Surface(size),
            settings=Settings(language=lang, **settings),  # type: ignore[arg-type]
            persist_settings=False,
            catch_errors=False,
        )

    yield make
    i18n.set_language("en")
    pygame.event.clear()
