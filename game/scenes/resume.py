"""Open a save file (the autosave or a named save) in its game's screens."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.engine.bounded import printable
from game.engine.errors import SaveError
from game.i18n import _, render
from game.rules.registry import load_match
from game.scenes import registry
from game.scenes.dialog import message

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def open_save(app: App, path: Path) -> bool:
    """Replay the save and show its game; a refused file or a missing screen says why."""
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
        return False
    app.manager.push(scene)
    return True
