"""The player's settings and the folders the game writes to.

Folders come from platformdirs; `EMPIRES_HOME` (if set) moves all of them under one folder so
that tests and portable installs never touch the real home. A missing or corrupt settings file
is never the reason the game does not start: the defaults are used and a notice is returned.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, Literal

from game.engine.messages import N_

APP_NAME = "Empires"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
RUNNING_FLAG = "running.flag"

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = ("slow", "normal", "fast", "instant")
# How long an animation takes relative to its nominal duration; 0 means it is skipped.
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
UI_SCALES: tuple[float, ...] = (0.85, 1.0, 1.15, 1.3, 1.5)


@dataclass(frozen=True)
class Settings:
    """What the player chose. A plain dataclass, checked by hand: importing pydantic costs
    a third of a second, and the first menu frame should not wait for it."""

    language: str | None = None  # None until the first start has picked the system's language
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: AnimationSpeed = "normal"
    volume: float = 0.7
    window_size: tuple[int, int] = (1280, 720)

    def changed(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=2)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read a settings document; anything out of range or of the wrong type is refused."""
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        lang = values.get("language")
        if lang is not None and not isinstance(lang, str):
            raise ValueError("language")
        if not isinstance(values.get("fullscreen", False), bool):
            raise ValueError("fullscreen")
        scale = values.get("ui_scale", 1.0)
        if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0.5 <= scale <= 2.0:
            raise ValueError("ui_scale")
        if values.get("animation_speed", "normal") not in ANIMATION_SPEEDS:
            raise ValueError("animation_speed")
        volume = values.get("volume", 0.7)
        if isinstance(volume, bool) or not isinstance(volume, int | float) or not 0 <= volume <= 1:
            raise ValueError("volume")
        size = values.get("window_size", [1280, 720])
        if (
            not isinstance(size, list | tuple)
            or len(size) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in size)
        ):
            raise ValueError("window_size")
        values["window_size"] = (size[0], size[1])
        values["ui_scale"] = float(scale)
        values["volume"] = float(volume)
        return cls(**values)


def _home() -> Path | None:
    value = os.environ.get("EMPIRES_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "log"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """Where named saves live (one JSON file each); the autosave sits beside this folder."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The single autosave that the game screens write after every command."""
    return data_dir() / AUTOSAVE_FILE


def running_flag_path() -> Path:
    """Present while the app runs; left behind by a crash, so the next start offers to resume."""
    return data_dir() / RUNNING_FLAG


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults and a notice (a msgid) saying why they were reset."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError:
        return Settings(), N_("Your settings could not be read; the defaults are used.")
    try:
        return Settings.from_dict(json.loads(text)), None
    except (ValueError, TypeError):
        return Settings(), N_("Your settings file was damaged; the defaults are used.")


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write atomically; a full disk or a read-only folder loses the change, not the game."""
    path = path or settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(settings.to_json())
        os.replace(tmp, path)
    except OSError:
        return False
    return True
