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
import threading
from dataclasses import dataclass
from pathlib import Path

from game.engine.errors import SaveError
from game.engine.messages import N_, Message
from game.engine.savefile import SaveFile, read_save

log = logging.getLogger("empires")

# More files than a list can usefully show are left out (the oldest), so a folder of junk
# stays quick.
MAX_LISTED = 2000


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


def read_summary(path: Path) -> Summary:
    try:
        save = read_save(path)
    except SaveError as exc:
        return Summary(None, exc.message)
    except Exception:  # a reader bug must not leave the row "reading" for ever
        log.exception("a save could not be summarised")
        return Summary(None, Message(N_("The save file is damaged: it is not readable data.")))
    return Summary(save.model_copy(update={"steps": []}))


def scan(folder: Path) -> list[tuple[Path, int, int]]:
    """The folder's `.json` files as (path, size, modification time in ns), newest first."""
    found: list[tuple[Path, int, int]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.name.endswith(".json"):
                    continue
                try:
                    st = entry.stat()
                except OSError:
                    found.append((Path(entry.path), -1, 0))  # listed: the reader says why
                    continue
                found.append((Path(entry.path), st.st_size, st.st_mtime_ns))
    except OSError:
        return []
    found.sort(key=lambda item: (-item[2], item[0].name))
    return found[:MAX_LISTED]


class SaveIndex:
    """The cache and its reader thread (one for the program: `INDEX`)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._known: dict[Path, tuple[tuple[int, int], Summary]] = {}
        self._listing: list[tuple[Path, int, int]] = []
        self._folder: Path | None = None
        self._wanted: Path | None = None  # the folder a refresh asked for
        self._running = False
        self.version = 0  # grows with every change a screen should show

    def refresh(self, folder: Path) -> None:
        """List `folder` again now (names, sizes and times only: a deleted or renamed save
        leaves the list at once); what changed is read on the reader thread."""
        listing = scan(folder)
        with self._lock:
            self._folder, self._listing = folder, listing
            keep = {path for path, _size, _mtime in listing}
            self._known = {p: v for p, v in self._known.items() if p in keep}
            self.version += 1
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
        """The files of `folder` as last listed (None: not listed yet)."""
        with self._lock:
            if self._folder != folder:
                return None
            known = self._known
            out = []
            for path, size, mtime in self._listing:
                entry = known.get(path)
                current = entry is not None and entry[0] == (size, mtime)
                out.append(Listed(path, mtime / 1e9, entry[1] if current and entry else None))
            return out

    def _run(self) -> None:
        try:
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

    def _pass(self, folder: Path) -> None:
        with self._lock:
            if self._folder != folder:
                return
            listing = list(self._listing)
        for path, size, mtime in listing:
            with self._lock:
                entry = self._known.get(path)
                if entry is not None and entry[0] == (size, mtime):
                    continue
            summary = read_summary(path)
            with self._lock:
                self._known[path] = ((size, mtime), summary)
                self.version += 1


INDEX = SaveIndex()
