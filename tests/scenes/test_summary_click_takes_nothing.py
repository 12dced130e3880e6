"""Played through the real window (issue 26, last point): the "While you waited" card lies
beside the board, over the card row, and a click on it took the row card hidden under it (the
click closed the card and still acted). A click on the card only closes it (the pointer may
rest there when the card comes: no move of the pointer closed it first); the next click on the
row takes the card, and a click elsewhere while the card shows still acts. Opening the log
closes the card, which would lie on the log's drawer."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules.area_control.commands import TakeCard
from tests.scenes.area_tables import GAMES, bots_until, new_session, open_board
from tests.support.pygame_driver import click


def _click_in_place(app: Any, pos: tuple[int, int]) -> None:
    """A click where the pointer already rests (no motion first)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def _my_take(session: Any) -> bool:
    pending = session.match.pending
    return pending is not None and pending.kind == "take_card" and pending.players[0] == 0


def _covered_card(board: Any) -> tuple[int, tuple[int, int]]:
    """A row place the summary lies over, and a point of it under the summary."""
    box = board.log.summary_box
    assert box is not None, "the summary was not drawn"
    legal = {c.slot for c in board.match.legal_commands(0) if isinstance(c, TakeCard)}
    for slot, rect in enumerate(board.row_rects):
        overlap = rect.clip(box)
        if slot in legal and overlap.width > 4 and overlap.height > 4:
            return slot, overlap.center
    raise AssertionError("the summary covers no card the player may take")


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_summary_closes_it_and_takes_no_hidden_card(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=5)
    bots_until(session, 5, lambda: _my_take(session))
    app, board = open_board(make_app, session, size=(1280, 720))
    assert board.log.summary is not None, "the computers' turn was not summed up"
    slot, pos = _covered_card(board)
    steps = len(board.match.steps)

    _click_in_place(app, pos)
    assert len(board.match.steps) == steps  # no card was taken
    assert board.log.summary is None  # the summary closed

    click(app, pos)  # now the card is in sight: the same click takes it
    taken = board.match.steps[steps].command
    assert isinstance(taken, TakeCard) and taken.slot == slot


@pytest.mark.parametrize("game", GAMES)
def test_a_click_beside_the_summary_still_acts(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=5)
    bots_until(session, 5, lambda: _my_take(session))
    app, board = open_board(make_app, session, size=(1280, 720))
    box = board.log.summary_box
    assert box is not None
    legal = {c.slot for c in board.match.legal_commands(0) if isinstance(c, TakeCard)}
    free = [
        (slot, rect)
        for slot, rect in enumerate(board.row_rects)
        if slot in legal and not rect.colliderect(box)
    ]
    assert free, "every card lies under the summary"
    slot, rect = free[0]
    steps = len(board.match.steps)
    click(app, rect.center)
    assert board.log.summary is None
    taken = board.match.steps[steps].command
    assert isinstance(taken, TakeCard) and taken.slot == slot


@pytest.mark.parametrize("game", GAMES)
def test_opening_the_log_closes_the_summary_it_would_stack_on(make_app, game) -> None:  # type: ignore[no-untyped-def]
    """At 1280×720 the open log lies over the row as a drawer, where the summary is: clicking
    the log's tab left the summary drawn over the log's newest lines."""
    session = new_session(game, seed=5)
    bots_until(session, 5, lambda: _my_take(session))
    app, board = open_board(make_app, session, size=(1280, 720))
    log = board.log
    assert log.summary is not None and log.panel.folded
    click(app, log.panel.rect.center)  # the folded log's tab
    assert not log.panel.folded
    assert log.summary is None
