"""The Settlers solo tutorial through the screens: the attack phase is coached (its button is
what the coach points at, and closing it shows the coach naming the location lost), and the
tutorial is left, resumed where it was, and restarted from Learn to play."""

from __future__ import annotations

import pygame

from game.scenes.table.game_menu import GameMenu
from game.scenes.tutorial.coached import Coached
from game.scenes.tutorial.settlers_solo import SoloTutorialTable, TutorialAttackScene
from game.tutorials import progress, solo_attacks, walk
from tests.support.plain_app import click, press
from tests.tutorials.test_screens import _back_to_learn

SOLO = "settlers-solo"


def _follow(app, until) -> None:  # type: ignore[no-untyped-def]
    """Click what the coach points at, frame by frame, until `until(top)` holds."""
    for _ in range(3000):
        top = app.manager.top
        if until(top):
            return
        if isinstance(top, Coached):
            for pos in top.coach_points():
                click(app, pos)
        app.step(1 / 60, events=[])
    raise AssertionError(f"never reached; on {type(app.manager.top).__name__}")


def test_the_attack_phase_is_coached_then_the_coach_names_the_loss(make_app, home) -> None:
    app = make_app()
    learn = _back_to_learn(app)
    click(app, learn.starts[SOLO].rect.center)
    board = app.manager.top
    assert isinstance(board, SoloTutorialTable)
    _follow(app, lambda top: isinstance(top, TutorialAttackScene))
    scene = app.manager.top
    assert scene.coach_points() == [scene.next_button.rect.center]
    _follow(app, lambda top: top is board and walk.expected(board.tutorial, board.match))
    lost = [a.hit for a in solo_attacks.attacks(board.match) if a.hit]
    assert lost and solo_attacks.card_name(lost[0]) in board.coach_text()
    assert "never attacked" in board.coach_text()


def test_left_then_resumed_where_it_was_and_restarted(make_app, home) -> None:
    app = make_app()
    click(app, _back_to_learn(app).starts[SOLO].rect.center)
    board = app.manager.top
    _follow(app, lambda top: walk.step_index(board.tutorial, board.match) >= 5)
    reached = walk.step_index(board.tutorial, board.match)
    played = [s.command for s in board.match.steps]
    press(app, pygame.K_ESCAPE)
    menu = app.manager.top
    assert isinstance(menu, GameMenu)
    click(app, menu.entries["quit"].rect.center)
    assert progress.in_progress(SOLO)
    learn = _back_to_learn(app)
    assert learn.starts[SOLO].text.startswith("Resume")
    click(app, learn.starts[SOLO].rect.center)
    again = app.manager.top
    assert isinstance(again, SoloTutorialTable) and again is not board
    assert [s.command for s in again.match.steps] == played
    assert walk.step_index(again.tutorial, again.match) == reached
    click(app, _back_to_learn(app).restarts[SOLO].rect.center)
    fresh = app.manager.top
    assert isinstance(fresh, SoloTutorialTable)
    assert walk.step_index(fresh.tutorial, fresh.match) == 0
