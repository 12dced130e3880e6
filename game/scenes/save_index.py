"""What the Load screen knows of the saves folder: read off the window's thread, and cached.

A file is read again only when its name, size or modification time changed, so showing the
list again (after every dialog) costs one listing of the folder. The cache keeps each save's
header (game, dates, options, meta) without its steps: a thousand saves cost a few megabytes.
The screen calls `refresh()` and reads `snapshot()` each frame: every file is a row at once,
and each row fills in when its file has been read.

Reading a long save (checking it whole, as loading will) holds Python's interpreter lock for
15-30 ms at a time, whatever thread does it: in the window's process it would stop the window
that long. So the larger files are read in a helper process (one, started only when there is
such a file to read, at a lower priority, stopped when it has been idle a while), which sends
back the headers only. Small files, or any file when no process can be started, are read on
the reader thread as before. The helper is started with "spawn", which works alike on every
system and inside the bundle (`game.__main__` calls `multiprocessing.freeze_support`).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
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
# A file up to this size is read on the reader thread: checking it holds the interpreter lock
# a few milliseconds at most. Larger ones go to the helper process.
IN_THREAD_BYTES = 24 * 1024
# Files sent to the helper at once: rows fill in by this many, and a batch takes well under
# a second. Only so many batches wait there at a time (the rest are sent as those come back).
BATCH = 8
BATCHES_AHEAD = 3
# A batch that takes longer than this means the helper is stuck: it is stopped, and the files
# left are read on the thread.
BATCH_TIMEOUT = 60.0
# The helper stays this long after its last batch, for the next time the list is shown.
HELPER_IDLE = 30.0


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


def read_summaries(paths: list[str]) -> list[Summary]:
    """`read_summary` of each file, in the helper process."""
    return [read_summary(Path(path)) for path in paths]


def _helper_started() -> None:
    """The helper gives way to the window when the machine is busy."""
    if hasattr(os, "nice"):
        try:
            os.nice(10)
        except OSError:
            log.debug("the saves reader keeps its priority", exc_info=True)


class _Helper:
    """The helper process, started on first use; None of it when it cannot be started."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self.broken = False

    @property
    def alive(self) -> bool:
        return self._pool is not None

    def submit(self, paths: list[str]) -> Future[list[Summary]] | None:
        if self.broken:
            return None
        try:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_helper_started,
                )
            return self._pool.submit(read_summaries, paths)
        except Exception:  # no processes here (a sandbox, no semaphores): read on the thread
            log.warning("the saves are read without a helper process", exc_info=True)
            self.fail()
            return None

    def fail(self) -> None:
        self.broken = True
        self.stop()

    def stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            processes = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            # a helper stuck in a file is ended, not waited for
            for process in processes:
                if process.is_alive():
                    process.terminate()


def read_in_a_helper(paths: list[Path], timeout: float = BATCH_TIMEOUT) -> list[Summary]:
    """Read `paths` in a helper process started for them, as the Load screen does with long
    saves, then stop it: `empires check` proves with it that this installation (a moved
    bundle above all, where the helper is the executable itself) can start one. Raises
    RuntimeError when no helper could be started or it failed."""
    helper = _Helper()
    try:
        future = helper.submit([str(path) for path in paths])
        if future is None:
            raise RuntimeError("no helper process could be started to read the saves")
        try:
            return future.result(timeout=timeout)
        except Exception as exc:
            raise RuntimeError(f"the saves reader process failed: {exc!r}") from exc
    finally:
        helper.stop()


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

    def __init__(self, helper: bool = True) -> None:
        self._helper = _Helper() if helper else None
        self._lock = threading.Condition()
        self._known: dict[str, tuple[tuple[int, int], Summary]] = {}  # by file name
        self._listing: list[tuple[str, int, int]] = []
        # the rows a snapshot gives, kept up to date by the reader (a file's `Listed` is made
        # when the file is listed or read, never by the window's thread), and where each is
        self._listed: list[Listed] = []
        self._at: dict[str, int] = {}
        self._folder: Path | None = None
        self._wanted: Path | None = None  # the folder a refresh asked for
        self._running = False  # files asked for are still being read
        self._alive = False  # the reader thread (it outlives its work while the helper idles)
        self.version = 0  # grows with every change a screen should show

    def use_helper(self, enabled: bool) -> None:
        """Read long saves in a helper process (the default) or all on the reader thread (a
        benchmark compares the two); any helper running is stopped."""
        with self._lock:
            if self._helper is not None:
                self._helper.stop()
            self._helper = _Helper() if enabled else None
            self._lock.notify_all()

    def refresh(self, folder: Path) -> None:
        """List `folder` again and read what changed, on the reader thread."""
        with self._lock:
            self._wanted = folder
            self._running = True
            self._lock.notify_all()
            if not self._alive:
                self._alive = True
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
        the same object from one snapshot to the next until the file changes. A copy of a
        list kept ready: the window's thread asks for it while rows fill in."""
        with self._lock:
            if self._folder != folder:
                return None
            return list(self._listed)

    def _relist(self, folder: Path) -> None:
        """The rows of a new listing (under the lock): a file unchanged keeps its `Listed`."""
        old = {listed.path.name: listed for listed in self._listed}
        rows: list[Listed] = []
        for name, size, mtime in self._listing:
            entry = self._known.get(name)
            summary = entry[1] if entry is not None and entry[0] == (size, mtime) else None
            listed = old.get(name)
            if listed is None or listed.summary is not summary or listed.mtime != mtime / 1e9:
                listed = Listed(folder / name, mtime / 1e9, summary)
            rows.append(listed)
        self._listed = rows
        self._at = {listed.path.name: i for i, listed in enumerate(rows)}

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
                        # the helper waits a while for the next listing, then goes
                        if self._helper is not None and self._helper.alive:
                            self._lock.wait_for(lambda: self._wanted is not None, HELPER_IDLE)
                        if self._wanted is None:
                            self._alive = False
                            if self._helper is not None:
                                self._helper.stop()
                            return
                        continue
                self._pass(folder)
        except BaseException:
            with self._lock:
                self._running = self._alive = False
                self._lock.notify_all()
            if self._helper is not None:
                self._helper.stop()
            raise
        finally:
            sys.setswitchinterval(before)

    def _pass(self, folder: Path) -> None:
        listing = scan(folder)
        with self._lock:
            if folder != self._folder:
                self._folder, self._known = folder, {}
                self._listing, self._listed, self._at = [], [], {}
            if listing != self._listing:  # the same folder as before: nothing to show again
                self._listing = listing
                names = {name for name, _size, _mtime in listing}
                self._known = {n: v for n, v in self._known.items() if n in names}
                self._relist(folder)
                self.version += 1
        small: list[tuple[str, int, int]] = []
        large: list[tuple[str, int, int]] = []
        with self._lock:
            for item in listing:
                name, size, mtime = item
                entry = self._known.get(name)
                if entry is None or entry[0] != (size, mtime):
                    (small if 0 <= size <= IN_THREAD_BYTES else large).append(item)
        if large and self._helper is not None:
            large = self._read_in_helper(folder, large)
        for name, size, mtime in small + large:
            if not self._keep(folder, [(name, size, mtime)], [read_summary(folder / name)]):
                return

    def _keep(
        self, folder: Path, items: list[tuple[str, int, int]], summaries: list[Summary]
    ) -> bool:
        """Remember what was read; False when the screen has gone to another folder."""
        with self._lock:
            if self._folder != folder:
                return False
            for (name, size, mtime), summary in zip(items, summaries, strict=True):
                self._known[name] = ((size, mtime), summary)
                at = self._at.get(name)
                if at is not None and self._listing[at] == (name, size, mtime):
                    self._listed[at] = Listed(folder / name, mtime / 1e9, summary)
            self.version += 1
            return True

    def _read_in_helper(
        self, folder: Path, items: list[tuple[str, int, int]]
    ) -> list[tuple[str, int, int]]:
        """Read `items` in the helper process, a few batches at a time; what it could not
        read (no helper, a helper that failed or hung) is given back for the thread."""
        helper = self._helper
        assert helper is not None
        batches = [items[i : i + BATCH] for i in range(0, len(items), BATCH)]
        waiting: list[tuple[list[tuple[str, int, int]], Future[list[Summary]]]] = []
        left: list[tuple[str, int, int]] = []
        while batches or waiting:
            while batches and len(waiting) < BATCHES_AHEAD:
                batch = batches.pop(0)
                future = helper.submit([str(folder / name) for name, _s, _m in batch])
                if future is None:
                    left += batch
                    continue
                waiting.append((batch, future))
            if not waiting:
                continue
            batch, future = waiting.pop(0)
            try:
                summaries = future.result(timeout=BATCH_TIMEOUT)
            except Exception:  # the helper died or hung: the rest is read on the thread
                log.warning("the saves reader process failed", exc_info=True)
                helper.fail()
                left += batch
                for other, _f in waiting:
                    left += other
                waiting.clear()
                left += [item for rest in batches for item in rest]
                batches.clear()
                continue
            if not self._keep(folder, batch, summaries):
                for _b, pending in waiting:
                    pending.cancel()
                return []
        return left


INDEX = SaveIndex()
