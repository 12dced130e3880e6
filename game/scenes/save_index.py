"""What the Load screen knows of the saves folder: read off the window's thread, and cached.

A file is read again only when its name, size or modification time changed, so showing the
list again (after every dialog) costs one listing of the folder. The cache keeps each save's
header (game, dates, options, meta) without its steps: a thousand saves cost a few megabytes.
The screen calls `refresh()` and reads `snapshot()` each frame: every file is a row at once,
and each row fills in when its file has been read.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.engine.errors import SaveError
from game.engine.messages import N_, Message
from game.engine.savefile import read_save

if TYPE_CHECKING:  # the model loads pydantic, which a start does without
    from game.engine.save_model import SaveFile

log = logging.getLogger("empires")

# More files than a list can usefully show are left out (the oldest), so a folder of junk
# stays quick.
MAX_LISTED = 2000
SWITCH_INTERVAL = 0.001


@dataclass(frozen=True)
class Summary:
    """A save's header (steps left out), or why the file cannot be read."""

    save: SaveFile | None
    problem: Message | None = None


@dataclass(frozen=True)
class Listed:
    """One file of the folder: `summary` is None until the file has been read."""

    path: Path
    mtime: float
    summary: Summary | None


def _warm_dates() -> None:
    """Format one date in the player's language here, so the window's frame that first shows
    the dates does not load the formats."""
    try:
        # load reads the list through this module: imported here, not round a circle
        from game.scenes.load import format_date

        format_date(datetime.now(UTC))
    except Exception:  # only a head start: the list formats dates without it too
        log.debug("date formats not loaded ahead", exc_info=True)


def read_summary(path: Path) -> Summary:
    try:
        save = read_save(path)
    except SaveError as exc:
        return Summary(None, exc.message)
    except Exception:  # a reader bug must not leave the row "reading" for ever
        log.exception("a save could not be summarised")
        return Summary(None, Message(N_("The save file is damaged: it is not readable data.")))
    return Summary(save.model_copy(update={"steps": []}))


def scan(folder: Path) -> list[tuple[str, int, int]]:
    """The folder's `.json` files as (name, size, modification time in ns), newest first."""
    found: list[tuple[str, int, int]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.name.endswith(".json"):
                    continue
                try:
                    st = entry.stat()
                except OSError:
                    found.append((entry.name, -1, 0))  # listed: the reader says why
                    continue
                found.append((entry.name, st.st_size, st.st_mtime_ns))
    except OSError:
        return []
    found.sort(key=lambda item: (-item[2], item[0]))
    return found[:MAX_LISTED]


class SaveIndex:
    """The cache and its reader thread (one for the program: `INDEX`)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._known: dict[str, tuple[tuple[int, int], Summary]] = {}  # by file name
        self._made: dict[str, Listed] = {}
        self._listing: list[tuple[str, int, int]] = []
        self._folder: Path | None = None
        self._wanted: Path | None = None  # the folder a refresh asked for
        self._running = False
        self.version = 0  # grows with every change a screen should show

    def refresh(self, folder: Path) -> None:
        """List `folder` again and read what changed, on the reader thread."""
        with self._lock:
            self._wanted = folder
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="saves-index", daemon=True).start()

    def wait(self, timeout: float = 30.0) -> bool:
        """Until every file asked for has been read (tests, screenshots); False on time-out."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._running, timeout)

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._running

    def snapshot(self, folder: Path) -> list[Listed] | None:
        """The files of `folder` as last listed (None: not listed yet). A file's `Listed` is
        the same object from one snapshot to the next until the file changes."""
        with self._lock:
            if self._folder != folder:
                return None
            known, made = self._known, self._made
            out = []
            for name, size, mtime in self._listing:
                entry = known.get(name)
                summary = entry[1] if entry is not None and entry[0] == (size, mtime) else None
                listed = made.get(name)
                if listed is None or listed.summary is not summary or listed.mtime != mtime / 1e9:
                    listed = made[name] = Listed(folder / name, mtime / 1e9, summary)
                out.append(listed)
            return out

    def _run(self) -> None:
        # While the reader parses, the window's thread waits at most this long for its turn
        # (the default 5 ms per hand-over would be felt in a frame that needs several).
        before = sys.getswitchinterval()
        sys.setswitchinterval(min(before, SWITCH_INTERVAL))
        try:
            _warm_dates()
            while True:
                with self._lock:
                    folder, self._wanted = self._wanted, None
                    if folder is None:
                        self._running = False
                        self._lock.notify_all()
                        return
                self._pass(folder)
        except BaseException:
            with self._lock:
                self._running = False
                self._lock.notify_all()
            raise
        finally:
            sys.setswitchinterval(before)

    def _pass(self, folder: Path) -> None:
        listing = scan(folder)
        with self._lock:
            if folder != self._folder:
                self._folder, self._known, self._made = folder, {}, {}
                self._listing = []
            if listing != self._listing:  # the same folder as before: nothing to show again
                self._listing = listing
                names = {name for name, _size, _mtime in listing}
                self._known = {n: v for n, v in self._known.items() if n in names}
                self._made = {n: v for n, v in self._made.items() if n in names}
                self.version += 1
        for name, size, mtime in listing:
            with self._lock:
                entry = self._known.get(name)
                if entry is not None and entry[0] == (size, mtime):
                    continue
            summary = read_summary(folder / name)
            with self._lock:
                if self._folder != folder:
                    return
                self._known[name] = ((size, mtime), summary)
                self.version += 1


INDEX = SaveIndex()
