"""Issue 26, trap 1: moving armies. In Eight-Minute Empire the moved army stayed chosen, so a
click on the start region (to pick another army) sent it back; Legends kept the old region
chosen and its prompt lost the moves left. Now both follow one rule: a move lets the army go,
a click on a region with your armies picks one there, the prompt keeps the moves left and
says how to choose, and a destination's tooltip says what the step costs (the rules' answer)."""

from __future__ import annotations

import pytest

from game.rules.area_control.commands import MoveArmy
from tests.scenes.area_tables import (
    GAMES,
    moves_left_points,
    moves_left_words,
    new_session,
    open_board,
    point,
    to_a_move_from_a_crowd,
)
from tests.support.pygame_driver import click


@pytest.mark.parametrize("game", GAMES)
def test_after_a_move_a_click_on_the_start_region_picks_an_army_there(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game)
    source, target = to_a_move_from_a_crowd(session, seed=3)
    app, board = open_board(make_app, session)
    match = board.match
    assert "Click your army, then where it goes." in board.prompt.text  # room at 1280×720

    click(app, point(board, source))
    assert board.selected == source
    assert f"Army from {source}: click where it goes" in board.prompt_text()
    assert "let it go" in (board.move_note(source) or "")
    note = board.move_note(target)
    assert note is not None and "movement point" in note and source in note
    cost = board.rules.move_cost(match.state, MoveArmy(0, source, target))
    assert cost is not None and f": {cost[0]} movement point" in note

    steps = len(match.steps)
    click(app, point(board, target))
    assert match.steps[-1].command == MoveArmy(0, source, target)
    assert board.selected is None  # the move let the army go
    assert moves_left_words(board) in board.prompt_text()  # the moves still to make

    # the player means to move another army from where the first one started
    click(app, point(board, source))
    assert len(match.steps) == steps + 1  # nothing was moved back
    assert board.selected == source
    assert board.prompt_text().count(source) >= 1


@pytest.mark.parametrize("game", GAMES)
def test_the_prompt_keeps_the_moves_left_with_an_army_chosen(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=5)
    source, _target = to_a_move_from_a_crowd(session, seed=5)
    app, board = open_board(make_app, session)
    left = moves_left_words(board)
    assert left in board.prompt_text()
    click(app, point(board, source))
    assert board.selected == source
    points = moves_left_points(board)
    assert (
        f"{points} moves left" in board.prompt_text()
        or f"{points} move left" in board.prompt_text()
    )
    assert f"Army from {source}" in board.prompt_text()
    click(app, point(board, source))  # a second click on it lets it go
    assert board.selected is None
    click(app, point(board, source))
    click(app, point(board, source), button=3)  # and so does a right click
    assert board.selected is None
