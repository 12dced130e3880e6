"""The player's settings and the folders the game writes to.

Folders come from platformdirs; `EMPIRES_HOME` (if set) moves all of them under one folder so
that tests and portable installs never touch the real home. A missing or corrupt settings file
is never the reason the game does not start: it is read within limits (size, depth, encoding,
regular file only), each value that is wrong falls back to its default or is clamped into its
range, a notice is returned, and a damaged file is moved aside as `settings.json.bad` (renamed,
never copied) with what could be read written in its place.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import tempfile
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Literal

from game.engine import bounded
from game.engine.messages import N_
from game.i18n import language_code

APP_NAME = "Empires"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
RUNNING_FLAG = "running.flag"

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = ("slow", "normal", "fast", "instant")
# How long an animation takes relative to its nominal duration; 0 means it is skipped.
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
UI_SCALES: tuple[float, ...] = (0.85, 1.0, 1.15, 1.3, 1.5)
# Every screen is designed for this size and up; the window never gets smaller.
MIN_WINDOW: tuple[int, int] = (960, 600)
MAX_WINDOW: tuple[int, int] = (7680, 4320)
MAX_SETTINGS_BYTES = 64 * 1024
BAD_SUFFIX = ".bad"
# A settings file cut short still names the language: keep it rather than lose it.
_LANGUAGE = re.compile(r'"language"\s*:\s*"([A-Za-z_-]{2,12})"')


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
        """Read a settings document strictly; anything wrong raises ValueError (see `repaired`)."""
        settings, problems = cls.repaired(data)
        if problems:
            raise ValueError(", ".join(problems))
        return settings

    @classmethod
    def repaired(cls, data: Any) -> tuple[Settings, list[str]]:
        """The settings a document holds, each wrong value replaced by its default and each
        number clamped into its range, with the names of the values that had to change."""
        if not isinstance(data, dict):
            return cls(), ["settings must be an object"]
        default = cls()
        problems: list[str] = []
        values: dict[str, Any] = {}
        lang = data.get("language")
        known = language_code(lang) if isinstance(lang, str) and len(lang) <= 12 else None
        if lang is None or known is not None:
            values["language"] = known  # "ru_RU" is Russian
        else:  # a language the game does not have: the system's is used, and the player told
            problems.append("language")
        fullscreen = data.get("fullscreen", default.fullscreen)
        if isinstance(fullscreen, bool):
            values["fullscreen"] = fullscreen
        else:
            problems.append("fullscreen")
        speed = data.get("animation_speed", default.animation_speed)
        if isinstance(speed, str) and speed in ANIMATION_SPEEDS:
            values["animation_speed"] = speed
        else:
            problems.append("animation_speed")
        for name, low, high in (
            ("ui_scale", min(UI_SCALES), max(UI_SCALES)),
            ("volume", 0.0, 1.0),
        ):
            number = _number(data.get(name, getattr(default, name)))
            if number is None:
                problems.append(name)
                continue
            values[name] = min(max(number, low), high)
            if values[name] != number:
                problems.append(name)
        size = data.get("window_size", default.window_size)
        if isinstance(size, list | tuple) and len(size) == 2:
            w, h = _number(size[0]), _number(size[1])
            if w is not None and h is not None:
                values["window_size"] = clamp_window((int(w), int(h)))
                if values["window_size"] != (w, h):
                    problems.append("window_size")
            else:
                problems.append("window_size")
        else:
            problems.append("window_size")
        return cls(**values), problems


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, int) and abs(value) > 10**9:
        return None
    return float(value) if math.isfinite(value) else None


def clamp_window(size: tuple[int, int], display: tuple[int, int] | None = None) -> tuple[int, int]:
    """A window size within the minimum and the display (or the largest screen we know)."""
    top_w, top_h = display if display and display[0] > 0 and display[1] > 0 else MAX_WINDOW
    top_w, top_h = max(top_w, MIN_WINDOW[0]), max(top_h, MIN_WINDOW[1])
    return (
        min(max(int(size[0]), MIN_WINDOW[0]), top_w),
        min(max(int(size[1]), MIN_WINDOW[1]), top_h),
    )


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
    """The saved settings, or the defaults and a notice (a msgid) saying why they were reset.
    A file that had to be repaired is kept beside as `settings.json.bad` for the player."""
    path = path or settings_path()
    try:
        text = bounded.decode_text(bounded.read_bytes(path, MAX_SETTINGS_BYTES))
    except bounded.FileRefused as exc:
        if exc.message.msgid == N_("The file {name} does not exist."):
            return Settings(), None
        _set_aside(path)
        return Settings(), N_("Your settings could not be read; the defaults are used.")
    try:
        settings, problems = Settings.repaired(bounded.loads(text, max_depth=4))
    except (ValueError, TypeError, bounded.FileRefused):  # not JSON, too deep, too long
        found = _LANGUAGE.search(text)
        settings = Settings(language=language_code(found.group(1)) if found else None)
        problems = ["document"]
    if not problems:
        return settings, None
    if _set_aside(path):  # what could be read is kept; the file as it was is beside it
        save_settings(settings, path)
    return settings, N_(
        "Your settings file was damaged; the defaults are used where it was wrong. "
        "The old file is kept as settings.json.bad."
    )


def _set_aside(path: Path) -> bool:
    """Move a damaged settings file aside as `settings.json.bad` (best effort). A rename, never
    a copy: a file of any size (a 2 GB sparse one too) costs no disk and no time. Only a file
    (or a link) is moved; a folder or a device in its place is left where it is."""
    try:
        if not (path.is_symlink() or stat.S_ISREG(path.stat().st_mode)):
            return False
        os.replace(path, path.with_name(path.name + BAD_SUFFIX))
    except OSError:
        return False
    return True


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write atomically; a full disk or a read-only folder loses the change, not the game, and
    leaves no temporary file behind."""
    path = path or settings_path()
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(settings.to_json())
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        return False
    return True


# A temporary file older than this was left by a run that was killed while writing.
STALE_TMP_SECONDS = 600.0


def clean_stale_tmp(folders: list[Path] | None = None, now: float | None = None) -> int:
    """Remove the temporary files that an interrupted atomic write left behind (ours only:
    `<name>.json…tmp`), unless they are fresh enough to belong to a running copy of the game.
    Returns how many were removed; a folder that cannot be listed or written is left alone."""
    import time

    now = time.time() if now is None else now
    removed = 0
    for folder in folders or [data_dir(), saves_dir(), config_dir()]:
        try:
            candidates = list(folder.glob("*.json*.tmp")) if folder.is_dir() else []
        except OSError:
            continue
        for path in candidates:
            try:
                info = path.lstat()
                if not path.is_symlink() and now - info.st_mtime > STALE_TMP_SECONDS:
                    path.unlink()
                    removed += 1
            except OSError:
                continue
    return removed


def write_problem(folder: Path | None = None) -> OSError | None:
    """Why the data folder cannot take a save, or None when it can (a probe file is written
    and removed)."""
    folder = folder or data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix="probe.json", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc
    return None
