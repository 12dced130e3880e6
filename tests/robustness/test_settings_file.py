"""No settings file stops the game: whatever it holds (any bytes, another encoding, deep or huge
values, a FIFO or a folder in its place), the game starts with valid settings in range, says
so, keeps the damaged file as settings.json.bad and keeps the language when it can be read."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.app import App
from game.scenes.dialog import Dialog
from game.settings import (
    ANIMATION_SPEEDS,
    MIN_WINDOW,
    UI_SCALES,
    Settings,
    clamp_window,
    load_settings,
    settings_path,
)

GOOD = Settings(language="ru", ui_scale=1.15, volume=0.3, window_size=(1600, 900))


def in_range(found: Settings) -> None:
    assert found.language is None or isinstance(found.language, str)
    assert isinstance(found.fullscreen, bool)
    assert min(UI_SCALES) <= found.ui_scale <= max(UI_SCALES)
    assert 0.0 <= found.volume <= 1.0
    assert found.animation_speed in ANIMATION_SPEEDS
    w, h = found.window_size
    assert isinstance(w, int) and isinstance(h, int) and w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1]


def write(data: bytes) -> Path:
    path = settings_path()
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


CASES: dict[str, Callable[[Path], None]] = {
    "utf16": lambda p: p.write_bytes(GOOD.to_json().encode("utf-16")),
    "latin1": lambda p: p.write_bytes('{"language": "fr", "x": "é"}'.encode("latin-1")),
    "deep": lambda p: p.write_text("[" * 100_000 + "]" * 100_000),
    "long-number": lambda p: p.write_text('{"volume": ' + "1" * 5000 + "}"),
    "nan": lambda p: p.write_text('{"volume": NaN, "ui_scale": Infinity}'),
    "fifo": lambda p: os.mkfifo(p),
    "folder": lambda p: p.mkdir(),
    "huge": lambda p: p.write_bytes(b" " * (2 * 1024 * 1024)),
}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
@pytest.mark.parametrize("case", list(CASES))
def test_an_odd_settings_file_gives_defaults_and_a_notice(case: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    CASES[case](path)
    found, notice = load_settings()
    in_range(found)
    assert notice is not None and "defaults" in notice
    if case not in ("folder", "fifo"):  # not files: nothing to copy
        assert path.with_name("settings.json.bad").exists()


def test_a_truncated_file_keeps_the_language_and_the_bad_copy() -> None:
    text = GOOD.to_json()
    write(text[: len(text) // 2].encode())
    found, notice = load_settings()
    assert found.language == "ru" and notice is not None
    assert settings_path().with_name("settings.json.bad").read_text() == text[: len(text) // 2]


def test_out_of_range_values_are_clamped_one_by_one() -> None:
    write(
        json.dumps(
            {**json.loads(GOOD.to_json()), "volume": 7, "ui_scale": 0.01, "window_size": [5, 99999]}
        ).encode()
    )
    found, notice = load_settings()
    assert (found.language, found.volume, found.ui_scale) == ("ru", 1.0, min(UI_SCALES))
    assert found.window_size == (MIN_WINDOW[0], clamp_window((5, 99999))[1]) and notice
    assert clamp_window((5000, 5000), (1920, 1080)) == (1920, 1080)


def test_a_good_file_is_read_silently_and_not_copied() -> None:
    write(GOOD.to_json().encode())
    assert load_settings() == (GOOD, None)
    assert not settings_path().with_name("settings.json.bad").exists()


def test_the_notice_is_shown_in_the_players_language(make_app: Callable[..., App]) -> None:
    write(b'{"language": "fr", "volume": "loud"}')
    found, notice = load_settings()
    app = make_app(size=(960, 600), lang=found.language)
    app.settings_notice = notice
    app.start()
    app.step(1 / 60, events=[])
    top = app.manager.top
    assert isinstance(top, Dialog) and "settings.json.bad" in top.text and "défaut" in top.text


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)
KEYS = st.sampled_from(
    ["language", "fullscreen", "ui_scale", "animation_speed", "volume", "window_size", "other"]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    document=st.one_of(
        st.binary(max_size=200).map(lambda b: ("bytes", b)),
        st.dictionaries(KEYS, JSON_VALUES, max_size=7).map(lambda d: ("json", d)),
        st.integers(0, 200).map(lambda n: ("cut", n)),
    )
)
def test_any_settings_file_gives_valid_settings(document: tuple[str, object]) -> None:
    kind, value = document
    if kind == "bytes":
        data = value
    elif kind == "json":
        data = json.dumps(value, allow_nan=True).encode()
    else:
        data = GOOD.to_json().encode()[:value]  # type: ignore[index]
    write(data)  # type: ignore[arg-type]
    found, notice = load_settings()
    in_range(found)
    if data == GOOD.to_json().encode():
        assert notice is None
