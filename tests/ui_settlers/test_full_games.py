"""Complete games from the main menu to the final score, with mouse events only."""

from __future__ import annotations

from random import Random

import pytest

from game.scenes.settlers.new_game import NewGameScene
from game.scenes.settlers.table import TableScene
from game.settings import autosave_path
from tests.support import menu_flow
from tests.support.pygame_driver import click
from tests.ui_settlers.driver import play_to_score


@pytest.mark.parametrize(
    ("players", "humans", "seed", "variant"),
    [
        (1, 1, 3, ""),
        (2, 2, 21, ""),
        (3, 1, 8, ""),
        (4, 2, 5, "alt_lookout"),
        (3, 2, 6, "advanced_lookout"),
        (2, 1, 4, "peaceful"),
    ],
    ids=[
        "solo",
        "2-players-pass-and-play",
        "3-players-two-computers",
        "4-players-alt-lookout",
        "3-players-advanced-lookout",
        "2-players-peaceful",
    ],
)
def test_complete_game_by_mouse(  # type: ignore[no-untyped-def]
    make_app, players: int, humans: int, seed: int, variant: str
) -> None:
    app = make_app((1280, 720))
    scene = menu_flow.open_new_game(app, "settlers")
    assert isinstance(scene, NewGameScene)
    while len(scene.seats) > players:
        click(app, scene.controls["remove"].rect.center)
    while len(scene.seats) < players:
        click(app, scene.controls["add"].rect.center)
    for seat in range(1, players):
        want = "human" if seat < humans else "computer"
        if scene.seats[seat].kind != want:  # human ◀ computer: easy ▶ normal ▶ hard
            arrow = "left" if want == "human" else "right"
            click(app, getattr(scene.rows[seat]["kind"], arrow).center)
        assert scene.seats[seat].kind == want
    if variant:
        click(app, scene.controls[variant].rect.center)
        assert scene.variants[variant]
    scene.seed = seed
    click(app, scene.controls["start"].rect.center)
    table = app.manager.stack[1]
    assert isinstance(table, TableScene)
    session = table.session
    assert session.rules.options.players == players
    if variant:
        assert getattr(session.rules.options, variant) is True
    assert autosave_path().exists()
    score = play_to_score(app, Random(seed))
    assert not autosave_path().exists()  # a finished game leaves no Continue behind
    match = session.match
    assert match.is_over
    report = session.rules.report(match.state)
    assert score.totals() == [p["final"] for p in report["players"]]
    assert score.winners == report["winners"]
    assert report["round"] == 5
    actors = {step.actor for step in match.steps if step.command is not None}
    assert set(range(players)) <= actors
    if players == 1:
        assert "solo" in score.report
        assert score.result_lines()
