"""When the data folder cannot be written: say so once, keep playing in memory, offer to save
the game elsewhere (a path the player types; their home folder by default)."""

from __future__ import annotations

import errno
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.bounded import printable
from game.engine.match import Match
from game.engine.savefile import FolderInUse, save_match
from game.i18n import _
from game.scenes.dialog import Dialog, PromptDialog

if TYPE_CHECKING:
    from game.scenes.host import Host as App

_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_LOCKED = {errno.EROFS, errno.EACCES, errno.EPERM}
_NOT_A_FOLDER = {errno.ENOTDIR, errno.EEXIST}


def write_reason(exc: OSError) -> str:
    """Why a write failed, in the player's language (the OS's own words are English only)."""
    if isinstance(exc, FolderInUse):
        return _("another copy of Empires is running on the same folder and keeps its game there")
    if exc.errno in _FULL:
        return _("the disk is full")
    if exc.errno in _LOCKED:
        return _("its folder is read-only")
    if exc.errno in _NOT_A_FOLDER or isinstance(exc, FileExistsError | NotADirectoryError):
        return _("a file stands where its folder should be")
    return _("its folder cannot be written")


def cannot_save_dialog(app: App, match: Match, meta: dict[str, Any], exc: OSError) -> Dialog:
    text = _("This game cannot be saved: {reason}; it goes on in memory.").format(
        reason=write_reason(exc)
    )
    return Dialog(
        app,
        _("Not saved"),
        text,
        [
            (_("Play on"), None, "parchment"),
            (_("Save elsewhere…"), lambda: ask_where(app, match, meta), "wood"),
        ],
    )


def default_elsewhere() -> Path:
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M")
    return Path.home() / f"Empires {stamp}.json"


def ask_where(app: App, match: Match, meta: dict[str, Any]) -> None:
    def write(text: str) -> None:
        save_elsewhere(app, match, meta, text)

    app.manager.push(
        PromptDialog(
            app,
            _("Save elsewhere…"),
            _("File to write:"),
            printable(str(default_elsewhere())),
            write,
            max_length=400,
        )
    )


def save_elsewhere(app: App, match: Match, meta: dict[str, Any], text: str) -> bool:
    """Write the game to the file the player named; a failure says why and changes nothing."""
    path = Path(text.strip()).expanduser()
    if not text.strip() or path.is_dir():
        app.toast(_("Name a file to write, not a folder."))
        return False
    if path.suffix.lower() != ".json":
        path = path.with_name(path.name + ".json")
    try:
        save_match(match, path, meta)
    except (OSError, ValueError) as exc:
        reason = (
            write_reason(exc) if isinstance(exc, OSError) else _("its folder cannot be written")
        )
        app.toast(_("The game could not be saved: {reason}.").format(reason=reason))
        return False
    app.toast(_("Saved."))
    return True
