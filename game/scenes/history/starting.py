"""Opening a game the history made (taken over, or a daily challenge): written as a new save
first, then opened like any loaded save, after asking if it replaces an unfinished game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game import i18n
from game.engine.errors import SaveError
from game.i18n import _
from game.scenes.dialog import confirm, message
from game.scenes.resume import open_save
from game.settings import autosave_path

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def start_new_save(app: App, write: Callable[[], Path], pop: int = 0) -> None:
    """`write()` writes the new save and returns its path; `pop` screens close first."""

    def begin() -> None:

        try:
            path = write()
        except (OSError, SaveError) as exc:
            reason = i18n.render(exc.message) if isinstance(exc, SaveError) else str(exc)
            app.manager.push(message(app, _("The new game could not be saved"), reason))
            return
        for _n in range(pop):
            app.manager.pop()
        open_save(app, path)

    if not autosave_path().exists():
        begin()
        return

    app.manager.push(  # the new game takes the unfinished one's place as Continue
        confirm(
            app,
            _("Start a new game?"),
            _(
                "Your unfinished game will be replaced by the new one. To keep it, go back "
                "and save it from its game menu first."
            ),
            begin,
            yes_label=_("Start the game"),
            no_label=_("Cancel"),
            danger=True,
        )
    )
