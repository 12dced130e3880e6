"""Records written off the window's thread: the window hands a finished game over and goes on.

One daemon thread takes records from a queue and writes each in its own transaction. A record
that cannot be written is kept in memory and tried again with the next one; whatever went
wrong is handed to `on_notice` (the window shows it), once per kind of trouble.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from game.engine.messages import Message
from game.history.records import GameRecord
from game.history.store import HistoryError, HistoryStore, history_path

log = logging.getLogger(__name__)

Notice = Callable[[Message], None]


class HistoryWriter:
    def __init__(self, path: Path | None = None, on_notice: Notice | None = None) -> None:
        self.path = path
        self.on_notice = on_notice
        self.unwritten: list[GameRecord] = []
        self.written: list[int] = []
        self.notices: list[Message] = []
        self._queue: queue.Queue[tuple[GameRecord, Path] | None] = queue.Queue()
        self._idle = threading.Event()
        self._idle.set()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def record(self, record: GameRecord) -> None:
        """Queue a record; returns at once. The file is the one of the moment the game ended
        (a test or a portable install may point the data folder elsewhere afterwards)."""
        path = self.path or history_path()
        with self._lock:
            self._idle.clear()
            self._queue.put((record, path))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="history-writer", daemon=True
                )
                self._thread.start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued record was tried (tests, quitting); True when idle."""
        return self._idle.wait(timeout)

    def _run(self) -> None:
        while True:
            try:
                record = self._queue.get(timeout=1.0)
            except queue.Empty:
                with self._lock:
                    if self._queue.empty():
                        self._thread = None
                        self._idle.set()
                        return
                continue
            if record is not None:
                self._write([*self.unwritten, record[0]], record[1])
            with self._lock:
                if self._queue.empty():
                    self._idle.set()

    def _write(self, records: list[GameRecord], path: Path) -> None:
        try:
            with HistoryStore.open(path) as store:
                if store.notice is not None:
                    self._tell(store.notice)
                for record in records:
                    self.written.append(store.add(record))
            self.unwritten = []
        except HistoryError as exc:
            log.warning("a game could not be added to the history: %s", exc)
            self.unwritten = records
            self._tell(exc.message)
        except Exception:  # never let the history stop anything: log it and keep the record
            log.exception("the history writer failed")
            self.unwritten = records

    def _tell(self, message: Message) -> None:
        self.notices.append(message)
        if self.on_notice is not None:
            try:
                self.on_notice(message)
            except Exception:
                log.exception("a history notice could not be shown")


_shared: HistoryWriter | None = None


def shared_writer(on_notice: Notice | None = None) -> HistoryWriter:
    """The one writer of this process (the window's); `on_notice` replaces the listener."""
    global _shared
    if _shared is None:
        _shared = HistoryWriter()
    if on_notice is not None:
        _shared.on_notice = on_notice
    return _shared
