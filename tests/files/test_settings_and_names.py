"""Settings and file names: a refused settings file is moved aside by rename (a 2 GB sparse
file costs no disk and is not read), a failed settings write leaves no temporary file, a save
name is limited in bytes (60 emoji save), a full disk makes one line, not tracebacks, and
locale names map to their language while unknown ones are said."""

from __future__ import annotations

import errno
import json
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import i18n
from game.engine.savefile import MAX_NAME_BYTES, Autosaver, read_save, save_match
from game.settings import Settings, load_settings, save_settings, saves_dir, settings_path
from tests.robustness.saves import random_match

TWO_GB = 2 * 1024**3


def disk_bytes(folder: Path) -> int:
    return sum(p.lstat().st_blocks * 512 for p in folder.iterdir())


def test_a_2_gb_sparse_settings_file_costs_no_disk_and_is_not_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        out.truncate(TWO_GB)
    before = disk_bytes(path.parent)
    read: list[int] = []
    real_read = os.read

    def counting_read(fd: int, n: int) -> bytes:
        data = real_read(fd, n)
        read.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting_read)
    found, notice = load_settings()
    monkeypatch.undo()
    assert found == Settings() and notice is not None
    bad = path.with_name("settings.json.bad")
    assert bad.stat().st_size == TWO_GB  # set aside whole, by rename
    assert disk_bytes(path.parent) - before < 1024 * 1024
    assert sum(read) == 0  # refused by its size before any byte was read


def test_a_repaired_file_is_set_aside_and_what_was_read_kept() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "fr", "volume": "loud"}')
    found, notice = load_settings()
    assert found.language == "fr" and notice is not None
    assert path.with_name("settings.json.bad").read_text() == '{"language": "fr", "volume": "loud"}'
    assert load_settings() == (found, None)  # the next start reads the repaired file silently


def test_a_failed_settings_write_leaves_no_temporary_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)

    def full(*_args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert not save_settings(Settings(language="es"))
    monkeypatch.undo()
    assert list(path.parent.glob("settings.json*.tmp")) == []
    assert not path.exists()


def test_a_save_name_of_60_emoji_saves_and_reads_back() -> None:
    match = random_match("eight-minute", 3, 10)
    path = saves_dir() / ("😀" * 60 + ".json")
    save_match(match, path, {"players": ["Ann", "Bob", "Cy"]})
    assert len(read_save(path).steps) == len(match.steps)
    assert list(saves_dir().glob("*.tmp")) == []


def test_the_longest_name_the_file_system_takes_saves_too() -> None:
    match = random_match("settlers", 3, 4)
    stem = "é" * ((MAX_NAME_BYTES - len(".json")) // 2)
    path = saves_dir() / f"{stem}.json"
    assert len(os.fsencode(path.name)) <= MAX_NAME_BYTES
    save_match(match, path)
    assert read_save(path).game == "settlers"


def test_a_full_disk_says_one_line_not_logging_tracebacks(
    make_app: Callable[..., Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    from game.app import setup_logging

    log_file = setup_logging()
    assert log_file is not None
    log_file.unlink()
    log_file.symlink_to("/dev/full")  # every write to the log fails: the disk is full
    setup_logging()
    real_mkstemp = tempfile.mkstemp

    def mkstemp(*args: Any, dir: Any = None, **kwargs: Any) -> tuple[int, str]:
        if dir is not None and Path(dir) == tmp_path:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    app = make_app(size=(960, 600))
    app.start()
    try:
        for seed in (1, 2, 3):  # three games, each autosave failing
            match = random_match("eight-minute", seed, 3)
            saver = Autosaver(tmp_path / "autosave.json")
            saver(match, match.steps[-1])
            saver(match, match.steps[-1])
            app.step(1 / 60, events=[])
    finally:
        for handler in list(logging.getLogger("empires").handlers):
            if isinstance(handler, logging.FileHandler):
                logging.getLogger("empires").removeHandler(handler)
                handler.close()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Logging error" not in err
    assert err.strip().splitlines() == [
        "empires: The log file cannot be written (No space left on device); logging stops."
    ]


@pytest.mark.parametrize(
    ("name", "code"),
    [("ru_RU", "ru"), ("ru-RU.UTF-8", "ru"), ("FR", "fr"), ("es_MX@euro", "es"), ("en", "en")],
)
def test_a_locale_name_means_its_language(name: str, code: str) -> None:
    try:
        assert i18n.language_code(name) == code
        assert i18n.set_language(name) == code
        assert Settings.repaired({"language": name}) == (Settings(language=code), [])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("name", ["xx", "klingon", "", "rus"])
def test_an_unknown_language_falls_back_with_a_notice(name: str) -> None:
    assert i18n.language_code(name) is None
    settings, problems = Settings.repaired({"language": name})
    assert settings.language is None and problems == ["language"]
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": name}))
    found, notice = load_settings()
    assert found.language is None and notice is not None  # the system's language, and a word
