"""A game finished through the screens leaves exactly one record, which the statistics
command and the Your games screen both report."""

from __future__ import annotations

import json
from random import Random

import pytest

from game.cli import run
from game.history.store import HistoryStore
from game.history.writer import shared_writer
from game.scenes.eight_minute.new_game import NewGameScene
from game.scenes.history.your_games import YourGamesScene
from game.scenes.menu import MenuScene
from tests.support import menu_flow
from tests.ui_eight_minute.driver import click, play_to_score


def test_finishing_a_game_writes_one_record(make_app, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = menu_flow.open_new_game(app, "eight-minute")
    assert isinstance(scene, NewGameScene)
    while len(scene.seats) > 2:
        click(app, scene.controls["remove"].rect.center)
    click(app, scene.rows[1]["kind"].right.center)
    assert [s.kind for s in scene.seats] == ["human", "human"]
    scene.seed = 21
    click(app, scene.controls["start"].rect.center)
    session = app.manager.stack[1].session
    play_to_score(app, Random(21))
    assert session.match.is_over
    for _ in range(3):  # the score screen stays: more frames record nothing more
        app.step(1 / 60, events=[])
    assert shared_writer().flush()
    with HistoryStore.open() as store:
        [record] = store.records(with_save=True)
    report = session.rules.report(session.match.state)
    assert record.scores == [p["total"] for p in report["players"]]
    assert record.winners == report["winner_seats"]
    assert [s.kind for s in record.seats] == ["human", "human"]
    assert record.save_file().steps[-1].command is not None
    capsys.readouterr()
    assert run(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 1
    first = record.seats[0].name
    assert data["profiles"][first]["eight-minute"]["played"] == 1
    # the screen, opened from the menu, lists the game and counts it
    app.manager.stack.clear()
    app.start(MenuScene(app))
    app.step(1 / 60, events=[])
    menu = app.manager.top
    click(app, menu.buttons["history"].rect.center)
    screen = app.manager.top
    assert isinstance(screen, YourGamesScene)
    assert [row.value.id for row in screen.game_list.rows] == [record.id]
    assert ("line", "Games played: 1") in screen.figure_lines()


def test_a_damaged_history_says_so_and_the_game_goes_on(make_app, home) -> None:  # type: ignore[no-untyped-def]
    """The window is told (a toast) and stays on the finished game's screens."""
    from game.history.store import history_path
    from game.scenes.history.hook import GameRecorder
    from tests.history.games import finished_match

    app = make_app((1280, 720))
    app.start(MenuScene(app))
    history_path().parent.mkdir(parents=True, exist_ok=True)
    history_path().write_bytes(b"not a database" * 100)
    match, save = finished_match("eight-minute")
    recorder = GameRecorder(lambda: save.meta)
    recorder(match, match.steps[-1])
    recorder(match, match.steps[-1])  # a second call records nothing more
    assert shared_writer().flush()
    app.step(1 / 60)  # the writer's toast arrives as an event
    texts = [item[0] for item in app.toasts.items]
    assert any("damaged" in text for text in texts), texts
    with HistoryStore.open() as store:
        assert store.count() == 1
    assert isinstance(app.manager.top, MenuScene)
