"""The board glows exactly what the engine allows; refused clicks say why; undo; save and
continue from the menu."""

from __future__ import annotations

from random import Random

import pygame

from game import i18n
from game.engine.savefile import read_save
from game.rules.eight_minute.commands import (
    BuildCity,
    ChooseOption,
    DestroyArmy,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.new_game import NewGameScene
from game.scenes.eight_minute.sample import seats
from game.scenes.eight_minute.session import Session
from game.scenes.menu import MenuScene
from game.settings import autosave_path
from tests.support.area_driver import until_a_human_decides_on
from tests.support.pygame_driver import show
from tests.support.save_flow import continue_from_main_menu, save_from_game_menu
from tests.ui_eight_minute.driver import (
    BOARD_KINDS,
    click,
    free_point,
    play_to_score,
    step_once,
)


def expected_glow(board: BoardScene) -> tuple[set[int], set[str], set[tuple[int, str]]]:
    """What should glow, worked out from the engine's legal commands alone."""
    session = board.session
    human = session.acting_human()
    assert human is not None
    legal = session.match.legal_commands(human)
    cards = {c.slot for c in legal if isinstance(c, TakeCard)}
    armies = {(c.owner, c.region) for c in legal if isinstance(c, DestroyArmy)}
    regions = {c.region for c in legal if isinstance(c, PlaceArmy | BuildCity | PlaceNeutral)}
    regions |= {r for _o, r in armies}
    moves = [c for c in legal if isinstance(c, MoveArmy)]
    if board.selected is None:
        regions |= {c.source for c in moves}
    else:
        regions |= {c.target for c in moves if c.source == board.selected} | {board.selected}
    return cards, regions, armies


def start(make_app, players: int = 3, humans: int = 3, seed: int = 4, **kw):  # type: ignore[no-untyped-def]
    app = make_app(**kw)
    app.start(MenuScene(app))
    session = Session.new(seats(players, humans), seed=seed, autosave=autosave_path())
    board = show(app, BoardScene(app, session))
    return app, board


def test_highlights_equal_legal_commands_over_a_random_game(make_app) -> None:  # type: ignore[no-untyped-def]
    app, _board = start(make_app, players=2, humans=2, seed=13)
    checked = 0

    def check(scene: BoardScene) -> None:
        nonlocal checked
        app.step(1 / 60)
        h = scene.highlights()
        cards, regions, armies = expected_glow(scene)
        assert h.cards == cards
        assert h.regions == regions
        assert h.armies == armies
        if regions:  # the map drew exactly these regions lit and the others veiled
            assert scene.view is not None and scene.view._dim_key == frozenset(regions)
        options = {
            c.option
            for c in scene.session.match.legal_commands(scene.session.acting_human())  # type: ignore[arg-type]
            if isinstance(c, ChooseOption)
        }
        assert {int(k[-1]) for k in scene.buttons if k.startswith("option")} == options
        # with an army chosen, its targets glow instead of the other armies
        sources = sorted(
            {
                c.source
                for c in scene.match.legal_commands(scene.session.acting_human())
                if isinstance(c, MoveArmy)
            }
        )  # type: ignore[arg-type]
        if sources and scene.selected is None:
            click(app, free_point(scene, sources[0]))
            assert scene.selected == sources[0]
            h2 = scene.highlights()
            assert h2.regions == expected_glow(scene)[1]
            click(app, free_point(scene, sources[0]))  # a second click lets go
            assert scene.selected is None
        checked += 1

    play_to_score(app, Random(13), on_board=check)
    assert checked > 40


def test_refused_click_shows_the_engine_reason_near_the_pointer(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=2, humans=2, seed=8, lang="fr")
    rng = Random(8)
    for _ in range(400):
        pending = board.match.pending
        human = board.session.acting_human()
        if (
            app.manager.top is board
            and pending is not None
            and pending.kind == "action"
            and human is not None
            and any(isinstance(c, PlaceArmy) for c in board.match.legal_commands(human))
            and not any(
                isinstance(c, MoveArmy | DestroyArmy | BuildCity)
                for c in board.match.legal_commands(human)
            )
        ):
            break
        step_once(app, rng)
    else:
        raise AssertionError("no place action came up")
    legal = {c.region for c in board.match.legal_commands(human) if isinstance(c, PlaceArmy)}
    wrong = next(r for r in board.rules.graph.ids if r not in legal)
    steps = len(board.match.steps)
    app.toasts.items.clear()
    pos = free_point(board, wrong)
    click(app, pos)
    assert len(board.match.steps) == steps  # nothing happened
    reason = i18n.translate("Armies are placed only on the start region or where you have a city.")
    assert reason != "Armies are placed only on the start region or where you have a city."
    texts = [item[0] for item in app.toasts.items]
    assert reason in texts
    assert app.toasts.items[-1][1] == pos
    # a card click out of turn order is refused too, with words
    slot = next(i for i, c in enumerate(board.match.state.row) if c is not None)
    click(app, board.row_rects[slot].center)
    assert len(board.match.steps) == steps
    assert app.toasts.items[-1][0] == i18n._("You have already taken a card this turn.")


def test_undo_takes_back_a_card_and_a_placement(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=3, humans=3, seed=2)
    rng = Random(2)
    for _ in range(400):
        if (
            app.manager.top is board
            and board.match.pending
            and board.match.pending.kind == "take_card"
        ):
            break
        step_once(app, rng)
    human = board.session.acting_human()
    assert human is not None
    before_row = list(board.match.state.row)
    before_coins = list(board.match.state.coins)
    steps = len(board.match.steps)
    slot = min(c.slot for c in board.match.legal_commands(human) if isinstance(c, TakeCard))
    click(app, board.row_rects[slot].center)
    assert len(board.match.steps) == steps + 1
    assert board.buttons["undo"].enabled
    click(app, board.buttons["undo"].rect.center)
    assert len(board.match.steps) == steps
    assert board.match.state.row == before_row and board.match.state.coins == before_coins
    assert board.match.pending.kind == "take_card"
    assert not board.buttons["undo"].enabled


def test_save_midway_then_continue_from_the_menu(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=3, humans=2, seed=6)
    rng = Random(6)
    for _ in range(60):
        step_once(app, rng)
    until_a_human_decides_on(app, board, BOARD_KINDS, lambda: step_once(app, rng))
    steps = len(board.match.steps)
    # the menu key opens the game menu; Save game opens the save screen
    path, saver = save_from_game_menu(app)
    saved = read_save(path)
    assert len(saved.steps) == steps and saved.meta["seats"][2]["kind"] == "computer"
    # back to the board, then leave to the main menu and Continue from the autosave
    resumed = continue_from_main_menu(app, saver, board)
    assert isinstance(resumed, BoardScene) and resumed is not board
    assert len(resumed.match.steps) == steps
    assert resumed.match.state.coins == board.match.state.coins
    assert [s.kind for s in resumed.session.seats] == ["human", "human", "computer"]
    score = play_to_score(app, rng)
    report = resumed.rules.report(resumed.match.state)
    assert score.totals() == [p["total"] for p in report["players"]]


def test_new_game_screen_seats_colours_marks_and_options(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = NewGameScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    for _ in range(3):
        click(app, scene.controls["add"].rect.center)
    assert len(scene.seats) == 5 and not scene.controls["add"].enabled
    for _ in range(4):
        click(app, scene.rows[4]["colour"].rect.center)
        click(app, scene.rows[2]["mark"].rect.center)
    assert len({s.colour for s in scene.seats}) == 5
    assert len({s.mark for s in scene.seats}) == 5
    click(app, scene.rows[3]["young"].rect.center)
    click(app, scene.side_stepper.right.center)
    click(app, scene.controls["goods_tokens"].rect.center)
    click(app, scene.controls["long_game"].rect.center)
    click(app, scene.rows[1]["level"].right.center)
    click(app, scene.rows[1]["level"].right.center)
    assert scene.seats[1].level == "hard"
    field = scene.inputs[0]
    click(app, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="X"))
    app.step(1 / 60)
    click(app, scene.controls["start"].rect.center)
    board = app.manager.stack[1]
    assert isinstance(board, BoardScene)
    opts = board.rules.opts
    assert opts.players == 5 and opts.youngest == 3 and opts.side == "B"
    assert opts.variants.goods_tokens and opts.variants.long_game
    assert opts.names[0].endswith("X")
    assert board.session.seats[1].level == "hard"
    assert board.match.state.tokens  # goods tokens dealt on side B
