"""The Legends new-game screen: 2 to 4 seats, colours and marks kept distinct, the youngest,
the layout, chosen board faces and each variant reach the rules' options."""

from __future__ import annotations

from game.rules.legends.layout import SIDES
from game.scenes.legends.board import BoardScene
from game.scenes.legends.new_game import BOARD_FACES, NewGameScene
from game.scenes.menu import MenuScene
from tests.ui_legends.driver import click


def test_seats_options_and_chosen_boards_reach_the_rules(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = NewGameScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    click(app, scene.controls["add"].rect.center)
    assert len(scene.seats) == 4 and not scene.controls["add"].enabled
    click(app, scene.controls["add"].rect.center)  # refused: at most four
    assert len(scene.seats) == 4
    for _ in range(3):
        click(app, scene.controls["remove"].rect.center)
    assert len(scene.seats) == 2 and not scene.controls["remove"].enabled
    click(app, scene.controls["add"].rect.center)
    for row in range(3):
        click(app, scene.rows[row]["colour"].rect.center)
        click(app, scene.rows[row]["mark"].rect.center)
    assert len({s.colour for s in scene.seats}) == 3 and len({s.mark for s in scene.seats}) == 3
    click(app, scene.rows[2]["young"].rect.center)
    assert scene.youngest == 2
    click(app, scene.boards_stepper.right.center)
    assert scene.boards_chosen and len(scene.face_steppers) == 4
    click(app, scene.face_steppers[1].right.center)
    click(app, scene.face_steppers[3].right.center)
    assert scene.faces == [
        BOARD_FACES[0][0],
        BOARD_FACES[1][1],
        BOARD_FACES[2][0],
        BOARD_FACES[3][1],
    ]
    click(app, scene.controls["swamp"].rect.center)
    assert scene.variants["swamp"] and scene.variants["exploration"]
    click(app, scene.controls["exploration"].rect.center)  # no swamp without exploration
    assert not scene.variants["swamp"] and not scene.variants["exploration"]
    for key in ("citadels", "long_game", "die_tiebreak"):
        click(app, scene.controls[key].rect.center)
    click(app, scene.controls["start"].rect.center)
    board = app.manager.stack[1]  # the auction opens over it at once
    assert isinstance(board, BoardScene)
    opts = board.rules.opts
    assert opts.players == 3 and opts.youngest == 2 and opts.layout == "t"
    assert opts.boards == tuple(scene.faces)
    assert sorted(SIDES[s] for s in opts.boards) == [1, 2, 3, 4]
    assert opts.citadels and opts.long_game and opts.die_tiebreak
    assert not opts.exploration and not opts.swamp and not opts.warlords
    state = board.match.state
    assert state.key is not None and tuple(state.key[1]) == opts.boards
    assert [s.colour for s in board.session.seats] == [s.colour for s in scene.seats]


def test_only_the_levels_the_rules_offer_and_a_hard_seat_still_plays(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.legends.session import LegendsSession
    from game.scenes.table.seats import Seat

    app = make_app()
    app.start(MenuScene(app))
    scene = NewGameScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    assert [v for v, _label in scene.rows[1]["level"].options] == ["easy", "normal", "hard"]
    seats = [Seat("A", "orange", "plain"), Seat("B", "sky", "stripe", "computer", "hard")]
    session = LegendsSession.new(seats, seed=2)
    while session.match.pending is not None and session.match.pending.kind != "take_card":
        pending = session.match.pending
        seat = pending.players[0]
        if seat in session.bots:
            session.play_bot(seat)
        else:
            session.submit(session.match.legal_commands(seat)[0])
    assert session.match.pending is not None
