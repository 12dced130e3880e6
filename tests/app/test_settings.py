from __future__ import annotations

from pathlib import Path

import pytest

from game import settings as st
from game.app import App
from game.settings import Settings, load_settings, save_settings


def test_folders_live_under_empires_home(home: Path) -> None:
    for folder in (st.config_dir(), st.data_dir(), st.log_dir(), st.saves_dir()):
        assert folder.is_relative_to(home)


def test_settings_round_trip(home: Path) -> None:
    wanted = Settings(
        language="ru", fullscreen=True, ui_scale=1.15, animation_speed="instant", volume=0.2
    )
    assert save_settings(wanted)
    loaded, notice = load_settings()
    assert loaded == wanted and notice is None


def test_missing_file_gives_defaults_silently(home: Path) -> None:
    loaded, notice = load_settings()
    assert loaded == Settings() and notice is None


@pytest.mark.parametrize(
    "content", ["{not json", '{"ui_scale": "huge"}', '{"volume": "loud"}', "[]", ""]
)
def test_corrupt_file_gives_defaults_with_a_notice(home: Path, content: str) -> None:
    st.settings_path().parent.mkdir(parents=True, exist_ok=True)
    st.settings_path().write_text(content, encoding="utf-8")
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is not None and "defaults" in notice


def test_changes_made_in_the_app_are_written(home: Path) -> None:
    app = App(
        (640, 360),
        surface=__import__("pygame").Surface((640, 360)),
        settings=Settings(language="en"),
    )
    app.apply_settings(app.settings.changed(animation_speed="fast", ui_scale=1.3))
    loaded, _ = load_settings()
    assert loaded.animation_speed == "fast" and loaded.ui_scale == 1.3
    assert app.animation_factor == st.SPEED_FACTORS["fast"]


def test_first_start_follows_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.i18n import detect_language

    assert detect_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert detect_language({"LANGUAGE": "ru:en", "LANG": "C"}) == "ru"
    assert detect_language({"LC_ALL": "es-MX"}) == "es"
    assert detect_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert detect_language({}) == "en"
