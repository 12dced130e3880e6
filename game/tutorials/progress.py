"""Where tutorials are kept in the data folder: each one's game in progress (a save like any
other, through the engine's save code: the step reached is the number of the player's
decisions in it), which are finished, and whether Learn to play was offered on the first start.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.bounded import FileRefused, read_json
from game.engine.savefile import write_atomically
from game.settings import data_dir

MAX_PROGRESS_BYTES = 16 * 1024


def folder() -> Path:
    return data_dir() / "tutorials"


def save_path(tutorial_id: str) -> Path:
    """The autosave of the tutorial `tutorial_id` being played."""
    return folder() / f"{tutorial_id}.json"


def _progress_path() -> Path:
    return folder() / "progress.json"


def _read() -> dict[str, object]:
    try:
        data = read_json(_progress_path(), MAX_PROGRESS_BYTES)
    except (OSError, ValueError, FileRefused):
        return {}  # none yet, or unreadable: progress is only a convenience
    return data if isinstance(data, dict) else {}


def _write(data: dict[str, object]) -> None:
    try:
        folder().mkdir(parents=True, exist_ok=True)
        write_atomically(_progress_path(), json.dumps(data, indent=1))
    except OSError:
        pass  # progress is a convenience: a folder that cannot be written costs only the mark


def finished() -> set[str]:
    raw = _read().get("finished")
    return {x for x in raw if isinstance(x, str)} if isinstance(raw, list) else set()


def mark_finished(tutorial_id: str) -> None:
    data = _read()
    data["finished"] = sorted(finished() | {tutorial_id})
    _write(data)


def offered() -> bool:
    """Whether Learn to play was offered already (it is offered once, on the first start)."""
    return _read().get("offered") is True


def mark_offered() -> None:
    data = _read()
    data["offered"] = True
    _write(data)


def in_progress(tutorial_id: str) -> bool:
    return save_path(tutorial_id).is_file()
