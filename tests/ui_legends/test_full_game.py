"""A complete 2-player Legends game from the main menu to the final score, mouse events only."""

from __future__ import annotations

from random import Random

from game.app import App
from game.scenes.legends.board import BoardScene
from game.scenes.legends.new_game import NewGameScene
from game.scenes.legends.scoring import ScoringScene
from game.settings import autosave_path
from tests.support import menu_flow
from tests.ui_legends.driver import click, play_to_score


def open_new_game(app: App) -> NewGameScene:
    scene = menu_flow.open_new_game(app, "legends")
    assert isinstance(scene, NewGameScene)
    return scene


def test_two_player_game_by_mouse_matches_the_engine_report(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = open_new_game(app)
    click(app, scene.controls["remove"].rect.center)
    assert len(scene.seats) == 2
    click(app, scene.rows[1]["kind"].right.center)  # the second seat is a human too
    assert [s.kind for s in scene.seats] == ["human", "human"]
    for key in ("swamp", "citadels", "encounters", "warlords"):
        click(app, scene.controls[key].rect.center)
    assert scene.variants["exploration"]  # the swamp brings the exploration tokens
    click(app, scene.layout_stepper.right.center)
    assert scene.layout == "loop"
    scene.seed = 17
    click(app, scene.controls["start"].rect.center)
    board = app.manager.stack[1]
    assert isinstance(board, BoardScene)
    session = board.session
    opts = session.rules.opts
    assert session.rules.n == 2 and opts.layout == "loop" and opts.swamp and opts.warlords
    assert autosave_path().exists()
    score = play_to_score(app, Random(17))
    assert not autosave_path().exists()  # a finished game leaves no Continue behind
    match = session.match
    assert match.is_over
    report = session.rules.report(match.state)
    assert score.totals() == [p["total"] for p in report["players"]]
    assert score.winners == [session.name(p) for p in match.state.winners]
    assert [f"Player {p + 1}" for p in match.state.winners] == report["winners"]
    # the neutral armies were placed, both humans bid and played, all by clicks
    assert any(type(s.command).__name__ == "PlaceNeutral" for s in match.steps)
    actors = {step.actor for step in match.steps if step.command is not None}
    assert actors == {0, 1}
    assert all(len(c) >= session.rules.end_cards for c in match.state.cards)
    # back to the final board, then the score again, then the main menu
    assert isinstance(score, ScoringScene)
    menu_flow.board_then_score_then_menu(app, score, board)
