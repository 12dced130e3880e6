"""The error screen: something unexpected happened; the details are in the log file and the
autosave is untouched, so the player can go back to the menu and continue."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.scenes.dialog import Dialog
from game.settings import autosave_path, log_dir
from game.ui.widgets import Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App


class ErrorScene(Dialog):
    def __init__(self, app: App, error: BaseException | None = None) -> None:
        self.error = error
        super().__init__(app, "", "", [])

    def build(self, extra_height: int = 0) -> None:
        self.title = _("Something went wrong")
        lines = [_("Empires met an unexpected problem and stopped what it was doing.")]
        if autosave_path().exists():
            lines.append(_("Your autosaved game is safe: choose Continue in the menu."))
        lines.append(
            _("The details were written to {path}.").format(path=log_dir() / "empires.log")
        )
        self.text = " ".join(lines)
        self.buttons_spec = [(_("Back to the menu"), None, "wood")]
        super().build(self.app.metrics.px(60))
        text = self.widgets[1]
        text.rect.height += self.app.metrics.px(60)
        if isinstance(text, Label):  # the message: room for the whole path to the log
            text.max_lines = 7
