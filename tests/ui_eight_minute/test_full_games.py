"""Complete games from the main menu to the final score, with mouse events only."""

from __future__ import annotations

from random import Random

import pytest

from game.app import App
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.new_game import NewGameScene
from game.scenes.menu import MenuScene
from game.settings import autosave_path
from tests.support import menu_flow
from tests.support.pygame_driver import show
from tests.ui_eight_minute.driver import click, play_to_score


def open_new_game(app: App) -> NewGameScene:
    scene = menu_flow.open_new_game(app, "eight-minute")
    assert isinstance(scene, NewGameScene)
    return scene


def set_human(app: App, scene: NewGameScene, seat: int) -> None:
    click(app, scene.rows[seat]["kind"].right.center)
    assert scene.seats[seat].kind == "human"


@pytest.mark.parametrize(
    ("players", "humans", "seed"),
    [(2, 2, 21), (4, 3, 7)],
    ids=["2-players-pass-and-play", "4-players-one-computer"],
)
def test_complete_game_by_mouse(make_app, players: int, humans: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = open_new_game(app)
    while len(scene.seats) > players:
        click(app, scene.controls["remove"].rect.center)
    while len(scene.seats) < players:
        click(app, scene.controls["add"].rect.center)
    for seat in range(1, humans):
        set_human(app, scene, seat)
    assert [s.kind for s in scene.seats].count("human") == humans
    scene.seed = seed
    click(app, scene.controls["start"].rect.center)
    board = app.manager.stack[1]
    assert isinstance(board, BoardScene)
    session = board.session
    assert session.rules.n == players
    assert autosave_path().exists()  # a live game is autosaved
    score = play_to_score(app, Random(seed))
    assert not autosave_path().exists()  # a finished one leaves no Continue behind
    match = session.match
    assert match.is_over
    report = session.rules.report(match.state)
    assert score.totals() == [p["total"] for p in report["players"]]
    assert score.winners == report["winners"]
    assert all(len(h) == session.rules.cards_each for h in match.state.hands)
    # the humans decided by clicks; the computer seat played by itself
    actors = {step.actor for step in match.steps if step.command is not None}
    assert actors == set(range(players))


def test_final_board_and_back_to_the_score(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.sample import finished
    from game.scenes.eight_minute.scoring import ScoringScene

    app = make_app()
    app.start(MenuScene(app))
    session = finished(count=2, seed=4)
    board = show(app, BoardScene(app, session))
    score = app.manager.top
    assert isinstance(score, ScoringScene)
    assert isinstance(score, ScoringScene)
    menu_flow.board_then_score_then_menu(app, score, board)
