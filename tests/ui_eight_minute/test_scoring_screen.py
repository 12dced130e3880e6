"""The scoring screen: wilds proposed at their best and reassignable, the table against the
engine's report, the chart from the event log, the long game's running totals."""

from __future__ import annotations

from random import Random

from game.ai.bots import RandomBot
from game.rules.eight_minute.events import WildsAssigned
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.sample import seats
from game.scenes.eight_minute.scoring import ScoringScene, points_by_turn
from game.scenes.eight_minute.session import Session
from game.scenes.menu import MenuScene
from tests.support.pygame_driver import show
from tests.ui_eight_minute.driver import click, play_to_score


def bots_until_wilds(seed: int) -> Session:
    session = Session.new(seats(2, 2), seed=seed)
    rng = Random(seed)
    while session.match.pending and session.match.pending.kind != "assign_wilds":
        seat = session.match.pending.players[0]
        session.submit(RandomBot().choose(session.rules, session.state, seat, rng))
    return session


def test_wilds_are_proposed_at_their_best_and_can_be_changed(make_app) -> None:  # type: ignore[no-untyped-def]
    session = bots_until_wilds(36)  # both players hold wilds with five ways to give them
    app = make_app()
    app.start(MenuScene(app))
    app.manager.push(BoardScene(app, session))
    app.step(1 / 60)
    scene = app.manager.top
    assert isinstance(scene, ScoringScene) and scene.assigning
    proposal = tuple(session.rules.proposed_wilds(session.state, 0))
    assert tuple(scene.choices[0][scene.picked[0]].goods) == proposal
    best = scene.totals()[0]
    click(app, scene.wild_buttons[0].rect.center)  # another way to give the wilds
    chosen = tuple(scene.choices[0][scene.picked[0]].goods)
    assert chosen != proposal
    assert scene.totals()[0] <= best
    click(app, scene.confirm_buttons[0].rect.center)
    click(app, scene.confirm_buttons[1].rect.center)
    events = [e for e in session.match.events if isinstance(e, WildsAssigned)]
    assert events[0].player == 0 and events[0].goods == chosen
    assert session.match.is_over and not scene.assigning
    report = session.rules.report(session.state)
    assert scene.totals() == [p["total"] for p in report["players"]]
    assert scene.winners == report["winners"]
    assert scene.series[0] == [0, 0] and scene.series[-1] == scene.totals()


def test_chart_points_come_from_the_event_log() -> None:
    session = bots_until_wilds(5)
    series = points_by_turn(session, 1)
    turns = sum(len(h) for h in session.state.hands)
    assert len(series) == turns + 1  # the start, then after every turn
    assert series[0] == [0, 0]


def test_long_game_shows_each_game_then_running_totals(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    s = seats(2, 1)
    session = Session.new(s, seed=3, variants={"long_game": True})
    show(app, BoardScene(app, session))
    rng = Random(3)
    seen: list[int] = []

    def note(scene: BoardScene) -> None:
        game = scene.match.state.game
        if not seen or seen[-1] != game:
            seen.append(game)

    final = play_to_score(app, rng, limit=12000, on_board=note)
    assert seen == [1, 2, 3]
    state = session.state
    assert len(state.history) == 3
    report = session.rules.report(state)
    running = [final.cell(p, "running") for p in range(2)]
    assert running == [str(t) for t in state.totals]
    assert final.winners == report["winners"]
