"""Legends events animate on the board at normal speed (computer turns too); a click finishes
them at once; the instant speed skips them."""

from __future__ import annotations

from game.rules.legends.commands import PlaceArmy, TakeCard
from game.rules.legends.events import ArmyPlaced
from game.scenes.legends import sample
from game.scenes.legends.board import BoardScene
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from tests.support.area_driver import placed_army_flies_then_lands
from tests.support.pygame_driver import show
from tests.ui_legends.driver import click


def board_at_take(make_app, speed: str, humans: int = 3):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed=speed)
    app.start(MenuScene(app))
    session = sample.mid_game_move(count=3, seed=11, turns=2)
    session = LegendsSession(session.match, sample.seats(3, humans))
    while session.match.pending.kind != "take_card":  # finish the move turn by hand
        human = session.match.pending.players[0]
        session.submit(session.match.legal_commands(human)[-1])  # EndTurn comes last
    board = show(app, BoardScene(app, session))
    return app, board


def test_card_coins_and_armies_fly_and_a_click_finishes_them(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = board_at_take(make_app, "normal")
    match = board.match
    human = board.session.acting_human()
    takes = [c for c in match.legal_commands(human) if isinstance(c, TakeCard)]
    table = board.rules.table
    state = match.state
    # a card with armies to place, and a price, if the row has one
    takes.sort(key=lambda c: (table[state.row[c.slot]].actions[0].kind != "place", -c.slot))
    click(app, board.row_rects[takes[0].slot].center)
    assert board.animator.busy and board.sprites  # the card (and its coins) in flight
    steps = len(match.steps)
    click(app, board.bar_rect.center)  # a click during an animation only finishes it
    assert not board.animator.busy and not board.sprites
    assert len(match.steps) == steps
    place = next((c for c in match.legal_commands(human) if isinstance(c, PlaceArmy)), None)
    if place is not None:
        placed_army_flies_then_lands(app, board, place, ArmyPlaced)


def test_computer_turns_play_at_the_set_pace(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = board_at_take(make_app, "normal", humans=0)
    match = board.match
    steps = len(match.steps)
    app.step(1 / 60)
    app.step(1 / 60)
    # a short pause, then the computer plays and its pieces fly
    for _ in range(120):
        app.step(1 / 60)
        if len(match.steps) > steps:
            break
    assert len(match.steps) > steps
    assert board.banner is not None or board.sprites  # what it did is shown
    after = len(match.steps)
    app.step(1 / 60)
    assert len(match.steps) == after  # the next computer step waits for the pause


def test_instant_speed_skips_every_animation(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = board_at_take(make_app, "instant")
    human = board.session.acting_human()
    slot = min(c.slot for c in board.match.legal_commands(human) if isinstance(c, TakeCard))  # type: ignore[arg-type]
    click(app, board.row_rects[slot].center)
    assert not board.animator.busy and not board.sprites and not board.hidden
