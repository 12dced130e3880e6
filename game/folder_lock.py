"""Which running copy of the game owns the data folder.

The first copy takes an operating-system lock on `instance.lock` in the data folder and keeps
it until it closes; the system drops the lock when a process ends in any way (a crash, kill -9),
so a lock is never left stale. A second copy on the same folder does not get it: it says that
another copy is running and leaves the folder's unfinished game alone (it neither writes nor
removes the autosave, and it does not take the first copy's running flag for a crash). A folder
where no lock file can be made (read-only, a file in its place, a loop of links) holds no game
either, so that copy goes on as the owner and the autosave says for itself why it cannot save.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

LOCK_FILE = "instance.lock"


@dataclass
class FolderClaim:
    """What this copy may do with the data folder."""

    owner: bool  # False: another running copy holds the folder
    fd: int | None = None  # the open lock file, kept open while this copy runs

    def release(self) -> None:
        """Give the folder up (closing the file drops the lock); never raises."""
        fd, self.fd = self.fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


def _open_lock_file(path: Path) -> int | None:
    for flags in (os.O_RDWR | os.O_CREAT, os.O_RDONLY):
        try:
            return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o644)
        except OSError:
            continue
    return None


def _try_lock(fd: int) -> bool:
    """Take the lock without waiting; False when another process holds it."""
    if sys.platform == "win32":  # pragma: no cover - one platform runs each branch
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:  # a file system without locks: nobody can hold the folder, so this copy does
        return True
    return True


def claim(folder: Path) -> FolderClaim:
    """Claim the data folder for this copy of the game (see the module's note)."""
    # A read-only folder that exists still takes a lock on a lock file already in it.
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    fd = _open_lock_file(folder / LOCK_FILE)
    if fd is None:
        return FolderClaim(owner=True)
    if _try_lock(fd):
        return FolderClaim(owner=True, fd=fd)
    with contextlib.suppress(OSError):
        os.close(fd)
    return FolderClaim(owner=False)
