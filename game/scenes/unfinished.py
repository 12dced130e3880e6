"""The unfinished game (the autosave) is never replaced without a question, and a game replaced
anyway is kept: it moves to the saves folder under a name of its own, so Load game lists it and
can open it again.

Every path that would put another game in the autosave goes through `replace_unfinished`: Start
on a new-game page, and Open on the Load screen (through `resume.open_save`). Continue opens the
autosave itself and asks nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.engine.savefile import Autosaver, free_save_path
from game.i18n import _
from game.scenes.dialog import Dialog, confirm, message
from game.scenes.load import shown
from game.scenes.unsaved import write_reason
from game.settings import autosave_path, saves_dir

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def has_unfinished() -> bool:
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def is_the_autosave(path: Path) -> bool:
    try:
        return path.resolve() == autosave_path().resolve()
    except OSError:
        return path == autosave_path()


def keep_unfinished() -> Path | None:
    """Move the autosave into the saves folder under a name no save has yet; its new path, or
    None when there was no autosave. An OSError means it stayed where it was."""
    source = autosave_path()
    if not source.is_file():
        return None
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    try:
        when = datetime.fromtimestamp(source.stat().st_mtime)
    except (OSError, OverflowError, ValueError):
        when = datetime.now()
    target = free_save_path(
        folder, _("Unfinished game {date}").format(date=when.strftime("%Y-%m-%d %H-%M"))
    )
    source.rename(target)
    return target


def replace_question(app: App, on_yes: Callable[[], None], title: str, yes_label: str) -> Dialog:
    """The one question every path asks before the unfinished game gives way to another."""
    return confirm(
        app,
        title,
        _(
            "Your unfinished game will be replaced. It is kept among your saves, so Load game "
            "can open it again."
        ),
        on_yes,
        yes_label=yes_label,
        no_label=_("Cancel"),
        danger=True,
    )


def replace_unfinished(
    app: App, proceed: Callable[[], object], *, title: str, yes_label: str
) -> None:
    """Run `proceed` (which puts another game in the autosave) at once when there is no
    unfinished game; otherwise ask, keep the unfinished game among the saves, then proceed.
    A game that cannot be kept is not replaced: the player is told why."""
    if not has_unfinished() or Autosaver.held_by_another is not None:
        proceed()  # nothing to replace, or another running copy owns it (this one never writes)
        return

    def yes() -> None:
        try:
            kept = keep_unfinished()
        except OSError as exc:
            app.manager.push(
                message(
                    app,
                    title,
                    _("Your unfinished game could not be kept ({reason}), so it stays.").format(
                        reason=write_reason(exc)
                    ),
                )
            )
            return
        proceed()
        if kept is not None:
            app.toast(
                _("Your unfinished game is kept in Load game as “{name}”.").format(
                    name=shown(kept.stem)
                )
            )

    app.manager.push(replace_question(app, yes, title, yes_label))
