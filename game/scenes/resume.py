"""Open a save file (the autosave or a named save) in its game's screens."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.bounded import printable
from game.engine.errors import SaveError
from game.i18n import _, render
from game.rules.registry import load_match
from game.scenes import registry
from game.scenes.dialog import message

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def open_save(app: App, path: Path) -> bool:
    """Replay the save and show its game; a refused file or a missing screen says why. A save
    other than the autosave, of a game not over, would replace the unfinished game: that is
    asked first (the unfinished game is then kept among the saves). True when the save was
    read and is shown or waits for that answer."""
    # unfinished → load → resume: imported here, or the three would load round a circle
    from game.scenes.unfinished import is_the_autosave, replace_unfinished

    try:
        match, save = load_match(path)
    except SaveError as exc:
        # The reason may quote the file (a game's name): shown as plain, drawable text.
        reason = printable(render(exc.message))[:300]
        app.manager.push(message(app, _("This save cannot be opened"), reason))
        return False
    except ImportError:
        app.manager.push(
            message(
                app, _("This save cannot be opened"), _("The rules of this game are not built yet.")
            )
        )
        return False
    if save.game not in registry.RESUME:  # asked before anything is replaced
        app.manager.push(
            message(
                app,
                _(registry.game_name(save.game)),
                _("The screens of this game are not built yet."),
            )
        )
        return False

    def show() -> None:
        _show(app, match, save, path)

    if match.is_over or is_the_autosave(path):
        show()  # a finished game leaves the autosave alone; Continue opens the autosave itself
    else:
        replace_unfinished(app, show, title=_("Open this save?"), yes_label=_("Open"))
    return True


def _show(app: App, match: Any, save: Any, path: Path) -> None:
    try:
        scene = registry.resume_scene(app, save.game, match, save, path)
    except registry.NotBuilt:
        app.manager.push(
            message(
                app,
                _(registry.game_name(save.game)),
                _("The screens of this game are not built yet."),
            )
        )
        return
    app.manager.push(scene)
