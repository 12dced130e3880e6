"""Issue 26, trap 3: the hint said "Take the card in place 2 of the row" on a row labelled with
prices, highlighted nothing and vanished after about 4 s. Now it names the card (its name and
price) or the region, rings it on the table in the hint's colour and stays until the player
acts or puts it away (a click on the note, Escape)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.rules.area_control.commands import TakeCard
from game.scenes.area_control.board import HINT_COLOUR
from tests.scenes.area_tables import GAMES, bots_until, new_session, open_board
from tests.support.pygame_driver import click


def my_card_turn(session: Any) -> bool:
    pending = session.match.pending
    return pending is not None and pending.kind == "take_card" and pending.players[0] == 0


def ask_for_a_hint(app: App, board: Any) -> None:
    """Press H and wait for the suggestion to be worked out and shown."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.step(1 / 60)
    hint = board.session.hint
    assert hint is not None and hint.wait(60)
    app.step(1 / 60)
    assert board.hints.shown is not None


def ringed(app: App, rect: pygame.Rect) -> bool:
    """Whether the hint's colour is drawn just outside `rect` (on any of its four sides: a
    toast may cover one)."""
    surface = app.surface
    reach = app.metrics.px(16)
    points = [(rect.centerx, rect.top - d) for d in range(reach)]
    points += [(rect.centerx, rect.bottom + d) for d in range(reach)]
    points += [(rect.left - d, rect.centery) for d in range(reach)]
    points += [(rect.right + d, rect.centery) for d in range(reach)]
    inside = surface.get_rect()
    return any(
        inside.collidepoint(p) and tuple(surface.get_at(p))[:3] == HINT_COLOUR for p in points
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_names_its_card_rings_it_and_stays_until_the_player_acts(make_app, game) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=4)
    bots_until(session, 4, lambda: my_card_turn(session))
    app, board = open_board(make_app, session)
    ask_for_a_hint(app, board)
    command = board.hints.command()
    assert isinstance(command, TakeCard)  # a card is all there is to choose now
    slot = command.slot
    text = board.hints.shown.text
    assert board.card_words(slot) in text and f"(price {board.row_price(slot)})" in text
    assert "in place" not in text  # no row position that reads like a price
    assert board.hint_things()[0] == {slot}
    assert ringed(app, board.row_rects[slot])
    assert board.hints.rect.width > 0  # the note is on screen

    for _ in range(12):  # a dozen seconds later it is still there
        app.step(1.0)
    assert board.hints.shown is not None and ringed(app, board.row_rects[slot])

    click(app, board.row_rects[slot].center)  # the player acts: the hint is spent
    app.step(1 / 60)
    assert session.match.steps[-1].command == command
    assert board.hints.shown is None
    assert not ringed(app, board.row_rects[slot])


def test_escape_or_a_click_on_the_note_puts_the_hint_away(make_app) -> None:  # type: ignore[no-untyped-def]
    session = new_session("eight-minute", seed=6)
    bots_until(session, 6, lambda: my_card_turn(session))
    app, board = open_board(make_app, session)
    ask_for_a_hint(app, board)
    steps = len(session.match.steps)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    assert board.hints.shown is None and app.manager.top is board  # no menu opened
    ask_for_a_hint(app, board)
    click(app, board.hints.rect.center)
    assert board.hints.shown is None
    assert len(session.match.steps) == steps  # nothing was played


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_is_reached_by_the_mouse_from_what_can_i_do_now(make_app, game) -> None:  # type: ignore[no-untyped-def]
    """H is a key: a player who plays with the mouse only asks from the `?` panel."""
    session = new_session(game, seed=4)
    bots_until(session, 4, lambda: my_card_turn(session))
    app, board = open_board(make_app, session)
    board.what_now.open()
    app.step(1 / 60)
    panel = app.manager.top
    assert panel.hint_button is not None
    click(app, panel.hint_button.rect.center)
    assert app.manager.top is board  # the panel closed
    hint = board.session.hint
    assert hint is not None and hint.wait(60)
    app.step(1 / 60)
    assert board.hints.shown is not None and isinstance(board.hints.command(), TakeCard)
