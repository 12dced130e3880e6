"""Choosing a saved game to watch again: the saves folder and the autosave, newest first.
A file is only read; one that cannot be read is listed with its reason and not opened."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine.errors import SaveError
from game.engine.savefile import read_save
from game.i18n import _
from game.scenes.history.replay import open_path
from game.scenes.history.texts import clipped
from game.scenes.page import PageScene
from game.scenes.registry import game_name
from game.settings import autosave_path, saves_dir
from game.ui import fonts
from game.ui.widgets import Button, ListRow, ListView

if TYPE_CHECKING:
    from game.scenes.host import Host as App

MAX_LISTED = 200


def saved_rows() -> list[tuple[Path, str, str, bool]]:
    """(path, title, detail, readable) for each save, newest first."""
    try:
        folder = saves_dir()
        paths = sorted(folder.glob("*.json"))[:MAX_LISTED] if folder.is_dir() else []
    except OSError:
        paths = []
    if autosave_path().is_file():
        paths.insert(0, autosave_path())
    found: list[tuple[float, Path, str, str, bool]] = []
    for path in paths:
        try:
            save = read_save(path)
        except SaveError as exc:
            found.append((float("-inf"), path, path.stem, i18n.render(exc.message), False))
            continue
        moves = max(0, len(save.steps) - 1)
        detail = _("{game} · {moves} steps · {date}").format(
            game=_(game_name(save.game)),
            moves=moves,
            date=save.updated.astimezone().strftime("%Y-%m-%d %H:%M"),
        )
        found.append((save.updated.timestamp(), path, path.stem, detail, True))
    found.sort(key=lambda row: -row[0])
    return [(path, title, detail, ok) for _t, path, title, detail, ok in found]


class SavedGamesScene(PageScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows = saved_rows()
        self.chosen: Path | None = None

    def title(self) -> str:
        return _("Watch a saved game")

    def build_body(self) -> None:
        m = self.app.metrics
        room = self.body.width - 6 - 2 * m.px(12)
        title_font = fonts.get(m.text("body"), bold=True)
        detail_font = fonts.get(m.text("label"))
        self.list = ListView(
            m,
            self.body,
            [
                ListRow(
                    path if ok else None,
                    clipped(title_font, title, room),
                    clipped(detail_font, detail, room),
                    problem=not ok,
                )
                for path, title, detail, ok in self.rows
            ],
            on_select=self.select,
            on_activate=lambda row: self.watch(),
            empty_text=_("There are no saved games yet."),
        )
        bw = m.px(260)
        self.watch_button = Button(
            m,
            pygame.Rect(self.panel.rect.right - bw, self.back.rect.top, bw, self.back.rect.height),
            _("Watch again"),
            self.watch,
            enabled=self.chosen is not None,
            refusal=_("Choose a game in the list first."),
        )
        self.add(self.list, self.watch_button)

    def select(self, row: ListRow) -> None:
        self.chosen = row.value
        self.watch_button.enabled = self.chosen is not None

    def watch(self) -> None:
        if self.chosen is None:
            return

        open_path(self.app, self.chosen)
