"""Engine events animate on the board at normal speed; a click finishes them at once; the
instant speed skips them."""

from __future__ import annotations

from game.rules.eight_minute.commands import Done, PlaceArmy, TakeCard
from game.rules.eight_minute.events import ArmyPlaced
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.sample import mid_game_move, seats
from game.scenes.eight_minute.session import Session
from game.scenes.menu import MenuScene
from tests.support.area_driver import placed_army_flies_then_lands
from tests.support.pygame_driver import show
from tests.ui_eight_minute.driver import click


def board_at_take_card(make_app, speed: str):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed=speed)
    app.start(MenuScene(app))
    session = mid_game_move(count=3, seed=11, turns=2)
    session.submit(Done(0))  # end that move turn; play on until seat 0 takes a card again
    session = Session(session.match, seats(3, 3))
    board = show(app, BoardScene(app, session))
    return app, board


def place_card_slot(board: BoardScene) -> int | None:
    state = board.match.state
    human = board.session.acting_human()
    for c in board.match.legal_commands(human):  # type: ignore[arg-type]
        if isinstance(c, TakeCard):
            card = board.rules.cards[state.row[c.slot]]
            if card.action.kind == "single" and card.action.parts[0].type == "place":
                return c.slot
    return None


def test_card_coins_and_cubes_fly_and_a_click_finishes_them(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = board_at_take_card(make_app, "normal")
    for _ in range(30):
        slot = place_card_slot(board)
        if slot is not None:
            break
        human = board.session.acting_human()
        board.session.submit(
            next(c for c in board.match.legal_commands(human) if isinstance(c, TakeCard))
        )  # type: ignore[arg-type]
        board.session.submit(Done(human))  # type: ignore[arg-type]
        board.animator.finish()
        app.step(1 / 60)
    assert slot is not None
    click(app, board.row_rects[slot].center)
    assert board.animator.busy and board.sprites  # the card and its coins are in flight
    steps = len(board.match.steps)
    click(app, board.bar_rect.center)  # a click during an animation only finishes it
    assert not board.animator.busy and not board.sprites
    assert len(board.match.steps) == steps
    human = board.session.acting_human()
    place = next(c for c in board.match.legal_commands(human) if isinstance(c, PlaceArmy))  # type: ignore[arg-type]
    placed_army_flies_then_lands(app, board, place, ArmyPlaced)


def test_instant_speed_skips_every_animation(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = board_at_take_card(make_app, "instant")
    human = board.session.acting_human()
    slot = min(c.slot for c in board.match.legal_commands(human) if isinstance(c, TakeCard))  # type: ignore[arg-type]
    click(app, board.row_rects[slot].center)
    assert not board.animator.busy and not board.sprites and not board.hidden
