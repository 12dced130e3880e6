"""Issue 26, trap 2: once nothing is left of the card, a stray click on the map ended the turn
(the computer played at once and Undo was gone). A turn ends only by End turn, the button or
Enter: clicks on every region and on the sea after the last action change nothing."""

from __future__ import annotations

from random import Random

import pygame
import pytest

from game.rules.eight_minute.commands import Done
from game.rules.eight_minute.events import TurnEnded as EightMinuteTurnEnded
from game.rules.legends.commands import EndTurn, SkipAction
from game.rules.legends.events import TurnEnded as LegendsTurnEnded
from tests.scenes.area_tables import GAMES, bots_until, graph_of, new_session, open_board, point
from tests.support.pygame_driver import click

ENDS = (Done, EndTurn)


def to_nothing_left(session: object, seed: int) -> None:
    """Seat 0 takes a card and does all of it (the others play Easy): only End turn is left."""
    rng = Random(seed)

    def my_action() -> bool:
        pending = session.match.pending  # type: ignore[attr-defined]
        return pending is not None and pending.kind == "action" and pending.players[0] == 0

    bots_until(session, seed, my_action)
    for _ in range(60):
        legal = session.match.legal_commands(0)  # type: ignore[attr-defined]
        acts = [c for c in legal if not isinstance(c, (*ENDS, SkipAction))]
        if not acts:
            break
        session.submit(rng.choice(acts))  # type: ignore[attr-defined]
    legal = session.match.legal_commands(0)  # type: ignore[attr-defined]
    assert legal and all(isinstance(c, (*ENDS, SkipAction)) for c in legal)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_map_after_the_last_action_does_not_end_the_turn(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=7)
    to_nothing_left(session, seed=7)
    app, board = open_board(make_app, session)
    match = board.match
    steps = len(match.steps)
    for rid in graph_of(session).ids:
        click(app, point(board, rid))
    click(app, (board.view.map_rect.left + 2, board.view.map_rect.top + 2))  # the sea's corner
    assert len(match.steps) == steps  # nothing was played
    assert match.pending.kind == "action" and match.pending.players[0] == 0
    assert match.can_undo(0)  # and the last action can still be taken back

    # Enter presses End turn, as the button does
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(1 / 60)
    ended = (EightMinuteTurnEnded, LegendsTurnEnded)
    assert any(isinstance(e, ended) for e in match.steps[steps].events)
    assert isinstance(match.steps[steps].command, ENDS)
