"""A tutorial played to its end through the screens, clicking only what the coach points at
(and, once the game is free, the clicks of the Easy computer's choice for the player): what
`empires check` and the tests do, as a new player following the coach would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ai.driver import bot_command
from game.ai.registry import make_bot
from game.scenes.dialog import Dialog
from game.scenes.tutorial.coached import Coached

FRAME = 1 / 60


class Stuck(Exception):
    """The tutorial did not move on: the coach pointed at nothing that could be clicked."""


# `app` is the application, driven a frame at a time (it has `step`; screens know only `Host`)
def click(app: Any, pos: tuple[int, int]) -> None:
    x, y = int(pos[0]), int(pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0,)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    app.step(FRAME)


def play_tutorial(
    app: Any,
    board: Any,
    max_frames: int = 20_000,
    on_frame: Callable[[Any], None] | None = None,
) -> int:
    """Click through the tutorial shown by `board` until its game is over and its score screen
    is up; the number of clicks. Raises Stuck when nothing moves on."""
    match = board.match
    tutorial = board.tutorial
    you = tutorial.you
    helper = make_bot("easy", match.rules)
    clicks = 0
    idle = 0
    last = -1
    chosen: tuple[int, Any] = (-1, None)  # the helper's choice, asked once per decision
    for _frame in range(max_frames):
        top = app.manager.top
        if on_frame is not None:
            on_frame(top)
        if match.is_over and type(top).__name__ == "TutorialScoring":
            return clicks
        animator = getattr(top, "animator", None)
        busy = animator is not None and animator.busy
        points: list[tuple[int, int]] = []
        pending = match.pending
        helping = (
            not board.scripted()
            and pending is not None
            and pending.players == (you,)
            and pending.kind in board.board_kinds
        )
        if isinstance(top, Coached) and not busy:
            coached: Any = top  # each coached screen has its own coach_points
            points = coached.coach_points()
            if not points and helping and hasattr(coached, "points_for"):
                if chosen[0] != len(match.steps):
                    chosen = (len(match.steps), bot_command(helper, match, you))
                points = coached.points_for(chosen[1])
        elif isinstance(top, Dialog) and helping and top.buttons:
            points = [top.buttons[-1].rect.center]  # a question after the helper's click: yes
        for pos in points:
            click(app, pos)
            clicks += 1
        app.step(FRAME)
        stamp = len(match.steps)
        idle = 0 if stamp != last else idle + 1
        last = stamp
        if idle > 1500:
            raise Stuck(
                f"{tutorial.id}: stuck at step {stamp} on {type(top).__name__} "
                f"(pending {match.pending})"
            )
    raise Stuck(f"{tutorial.id}: not over after {max_frames} frames")
