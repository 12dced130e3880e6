"""Learn to play: the guided first games, each with Start (or Resume where it was left) and
Restart, and a mark on those finished."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.ai.registry import LEVEL_NAMES
from game.engine.errors import SaveError
from game.i18n import _
from game.rules.registry import load_match
from game.scenes.dialog import message
from game.scenes.page import PageScene
from game.tutorials import progress
from game.tutorials.schema import TUTORIAL_IDS, Tutorial, load
from game.ui import theme
from game.ui.layout import fit_rows
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def _names() -> list[str]:
    """The learner, and the opponent called by its level (a panel has room for a short name).
    The learner has a name, not "You": the game's sentences say "{name} goes first"."""
    return [_("Apprentice"), i18n.translate(LEVEL_NAMES["easy"])]


def _scenes(game: str) -> Any:
    """The module that builds a game's coached session and board (imported when taught; by
    name, so that a frozen bundle's import analysis finds each)."""
    # lazy: a game's screens load when it is taught
    from game.scenes.tutorial import eight_minute, legends, settlers

    return {"eight-minute": eight_minute, "legends": legends, "settlers": settlers}[game]


def start(app: App, tutorial_id: str, restart: bool = False) -> Scene:
    """The tutorial's board: the game left where it was, or a new one."""
    tutorial = load(tutorial_id)
    module = _scenes(tutorial.game)
    path = progress.save_path(tutorial_id)
    session = None
    if not restart and path.is_file():
        try:
            match, save = load_match(path, tutorial.game)
        except SaveError:
            match = None  # a damaged tutorial save is only lost progress: start again
        if match is not None and not match.is_over and match.seed == tutorial.seed:
            session = module.Session.from_save(match, save.meta, path)
    if session is None:
        path.parent.mkdir(parents=True, exist_ok=True)
        session = module.new_session(tutorial, _names(), path)
    board: Scene = module.board(app, session, tutorial)
    return board


class LearnScene(PageScene):
    def title(self) -> str:
        return _("Learn to play")

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        done = progress.finished()
        count = len(TUTORIAL_IDS)
        row, gap = fit_rows(count + 1, m.px(72), m.px(16), body.height)
        intro = Label(
            m,
            pygame.Rect(body.left, body.top, body.width, row),
            _("A first game of each, with a coach who shows what to do and why."),
            role="body",
            max_lines=2,
        )
        self.add(intro)
        self.starts: dict[str, Button] = {}
        self.restarts: dict[str, Button] = {}
        restart_w = m.px(220)
        for i, tutorial_id in enumerate(TUTORIAL_IDS):
            tutorial = load(tutorial_id)
            top = body.top + (i + 1) * (row + gap)
            left_w = body.width - restart_w - m.px(16)
            title = i18n.translate(tutorial.title)
            if tutorial_id in done:
                title = _("{title} (finished)").format(title=title)
            label = _("Resume: {title}") if progress.in_progress(tutorial_id) else "{title}"
            self.starts[tutorial_id] = Button(
                m,
                pygame.Rect(body.left, top, left_w, row),
                label.format(title=title),
                partial(self.open, tutorial_id, False),
                glow=tutorial_id not in done,
                icon=_tick if tutorial_id in done else None,
            )
            self.restarts[tutorial_id] = Button(
                m,
                pygame.Rect(body.right - restart_w, top, restart_w, row),
                _("Restart"),
                partial(self.open, tutorial_id, True),
                style="parchment",
                enabled=progress.in_progress(tutorial_id),
                refusal=_("This tutorial has not been started."),
            )
            self.add(self.starts[tutorial_id], self.restarts[tutorial_id])

    def resume(self) -> None:
        self.build()  # a tutorial may have been finished or left

    def open(self, tutorial_id: str, restart: bool) -> None:
        try:
            scene = start(self.app, tutorial_id, restart)
        except (OSError, ValueError) as exc:
            self.app.manager.push(message(self.app, _("Learn to play"), str(exc)[:300]))
            return
        self.app.manager.push(scene)


def _tick(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = rect.height // 3
    c = rect.center
    points = [
        (c[0] - size, c[1]),
        (c[0] - size // 3, c[1] + size * 2 // 3),
        (c[0] + size, c[1] - size),
    ]
    pygame.draw.lines(surface, theme.GOLD, False, points, max(3, size // 3))


def tutorial_of(tutorial_id: str) -> Tutorial:
    return load(tutorial_id)
