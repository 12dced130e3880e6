"""Tutorials through the screens, as a new player following the coach: reached from the main
menu, played to the end clicking only what the coach points at, refused elsewhere with the
coach's words, left and resumed where they were, restarted, and marked finished."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MenuScene
from game.scenes.table.game_menu import GameMenu
from game.scenes.tutorial.autoplay import play_tutorial
from game.scenes.tutorial.coached import Coached
from game.scenes.tutorial.learn import LearnScene
from game.tutorials import progress, walk
from game.tutorials.schema import TUTORIAL_IDS
from tests.support.plain_app import click, press


def _learn(app):  # type: ignore[no-untyped-def]
    app.start(MenuScene(app))
    app.step(1 / 60, events=[])
    click(app, app.manager.top.buttons["learn"].rect.center)
    learn = app.manager.top
    assert isinstance(learn, LearnScene)
    return learn


def _back_to_learn(app):  # type: ignore[no-untyped-def]
    """Leave to the main menu, as the game menu does, and open Learn to play again."""
    app.manager.reset(MenuScene(app))
    app.step(1 / 60, events=[])
    click(app, app.manager.top.buttons["learn"].rect.center)
    learn = app.manager.top
    assert isinstance(learn, LearnScene)
    return learn


def _open(app, tutorial_id: str):  # type: ignore[no-untyped-def]
    learn = _learn(app)
    click(app, learn.starts[tutorial_id].rect.center)
    board = app.manager.top
    assert isinstance(board, Coached)
    return board


@pytest.mark.parametrize("tutorial_id", TUTORIAL_IDS)
def test_played_to_its_end_clicking_only_what_the_coach_points_at(
    make_app, home, tutorial_id: str
) -> None:
    app = make_app()
    board = _open(app, tutorial_id)
    clicks = play_tutorial(app, board)
    match = board.match
    assert match.is_over
    tutorial = board.tutorial
    mine = [s.command for s in match.steps if s.command is not None and s.actor == tutorial.you]
    assert mine[: len(tutorial.steps)] == [tutorial.command(i) for i in range(len(tutorial.steps))]
    assert clicks >= len(tutorial.steps)
    assert tutorial_id in progress.finished()
    assert not progress.in_progress(tutorial_id)  # a finished game leaves no save behind
    assert "(finished)" in _back_to_learn(app).starts[tutorial_id].text


def test_a_click_elsewhere_is_refused_with_the_coach_s_words(make_app, home) -> None:
    app = make_app()
    board = _open(app, "eight-minute")
    app.step(1 / 60, events=[])
    assert walk.expected(board.tutorial, board.match) is not None
    before = len(board.match.steps)
    expected_region = board.tutorial.steps[0].command["region"]
    other = next(r for r in board.rules.board.regions if r != expected_region)
    click(app, board.view.click_point(other))
    assert len(board.match.steps) == before
    said = [item[0] for item in app.toasts.items]
    assert any(text.startswith("Not this one.") and "region 3" in text for text in said), said
    click(app, board.coach_points()[0])
    assert len(board.match.steps) > before


@pytest.mark.parametrize("tutorial_id", TUTORIAL_IDS)
def test_left_then_resumed_where_it_was_and_restarted(make_app, home, tutorial_id: str) -> None:
    app = make_app()
    board = _open(app, tutorial_id)
    for _ in range(3):
        app.step(1 / 60, events=[])
        for pos in board.coach_points():
            click(app, pos)
    reached = walk.step_index(board.tutorial, board.match)
    assert reached >= 2
    played = [s.command for s in board.match.steps]
    for _ in range(3):  # Escape closes an open panel first, then opens the game's menu
        press(app, pygame.K_ESCAPE)
        if isinstance(app.manager.top, GameMenu):
            break
    menu = app.manager.top
    assert isinstance(menu, GameMenu)
    click(app, menu.entries["quit"].rect.center)
    assert isinstance(app.manager.top, MenuScene)
    click(app, app.manager.top.buttons["learn"].rect.center)
    learn = app.manager.top
    assert learn.starts[tutorial_id].text.startswith("Resume")
    click(app, learn.starts[tutorial_id].rect.center)
    again = app.manager.top
    assert isinstance(again, Coached) and again is not board
    assert [s.command for s in again.match.steps][: len(played)] == played
    assert walk.step_index(again.tutorial, again.match) == reached
    click(app, _back_to_learn(app).restarts[tutorial_id].rect.center)
    fresh = app.manager.top
    assert walk.step_index(fresh.tutorial, fresh.match) == 0


def test_learn_to_play_is_offered_once_on_the_first_start(make_app, home) -> None:
    app = make_app()
    app.start(MenuScene(app))
    app.step(1 / 60, events=[])
    menu = app.manager.top
    assert menu.buttons["learn"].glow
    assert any("Learn to play" in item[0] for item in app.toasts.items)
    second = make_app()
    second.start(MenuScene(second))
    second.step(1 / 60, events=[])
    assert not second.manager.top.buttons["learn"].glow


def _reach(app, board, index: int) -> None:  # type: ignore[no-untyped-def]
    """Click what the coach points at until step `index` is asked."""
    for _ in range(4000):
        app.step(1 / 60, events=[])
        reached = walk.step_index(board.tutorial, board.match) >= index
        if reached and board.expected() is not None and app.manager.top is board:
            return
        if app.manager.top is not board and isinstance(app.manager.top, Coached):
            for pos in app.manager.top.coach_points():
                click(app, pos)
            continue
        animator = board.animator
        if not animator.busy:
            for pos in board.coach_points():
                click(app, pos)
    raise AssertionError(f"step {index} not reached")


def test_a_step_s_highlight_is_what_glows(make_app, home) -> None:
    """Legends' step 8 ends the turn but points at the panel too (its `highlight`); a step
    without one points at what its command is clicked on."""
    app = make_app()
    board = _open(app, "legends")
    step = board.tutorial.steps[8]
    assert step.highlight is not None
    _reach(app, board, 8)
    assert board.holes() == [board.buttons["end"].rect, board.panel_rects[0]]
    assert board.coach_points() == [board.buttons["end"].rect.center]  # clicked: the button
    click(app, board.coach_points()[0])
    _reach(app, board, 9)
    assert board.tutorial.steps[9].highlight is None
    assert board.holes() == [board.row_rects[0]]  # the card to take


def test_legends_refuses_another_card_with_the_coach_s_words(make_app, home) -> None:
    app = make_app()
    board = _open(app, "legends")
    _reach(app, board, 6)
    before = len(board.match.steps)
    click(app, board.row_rects[0].center)  # the coach points at slot 3
    assert len(board.match.steps) == before
    said = [item[0] for item in app.toasts.items]
    assert any(text.startswith("Not this one.") and "2 coins" in text for text in said), said
    click(app, board.coach_points()[0])
    assert board.match.state.cards[0] == ["forest_tree_town"]
