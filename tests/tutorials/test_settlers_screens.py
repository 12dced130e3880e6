"""The coached Settlers table, as a new player meets it: the coach points at one thing at a
time (the opponent's panel before a location of theirs, a panel's button after its card),
refuses the rest with its words, keeps the choices it does not ask for out of reach, is left
and resumed where it was, and coaches a solo game (one seat against the virtual player) the
same way."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.settlers import commands as cmd
from game.scenes.menu import MenuScene
from game.scenes.tutorial import settlers
from game.scenes.tutorial.learn import start
from game.tutorials import walk
from game.tutorials.schema import Step, load
from tests.support.plain_app import click


def _table(app: Any, tutorial: Any = None, up_to: int = 0) -> Any:
    """The coached table, its scripted part walked up to step `up_to`."""
    tutorial = tutorial or load("settlers")
    session = settlers.new_session(tutorial, ["Apprentice", "Easy"], None)
    for walked in walk.walk(tutorial, session.match):
        if walked.index >= up_to:
            break
    app.start(settlers.board(app, session, tutorial))
    app.step(1 / 60, events=[])
    table = app.manager.top
    assert isinstance(table, settlers.TutorialTable)
    return table


def _follow(app: Any, table: Any) -> None:
    """Click what the coach points at until the player's step count moves on."""
    before = walk.step_index(table.tutorial, table.match)
    for _ in range(6):
        for _frame in range(30):  # the computer may play first
            top = app.manager.top
            points = top.coach_points()
            if points:
                break
            app.step(1 / 60, events=[])
        assert points, f"the coach points at nothing on {type(top).__name__}"
        click(app, points[0])
        if walk.step_index(table.tutorial, table.match) > before:
            return
    raise AssertionError("six clicks on what the coach pointed at did not move on")


def test_another_card_is_refused_with_the_coach_s_words(make_app) -> None:
    app = make_app()
    table = _table(app)
    expected = table.expected()
    assert isinstance(expected, cmd.Pick)
    other = next(
        rect for rect, key, _card in table.hits if key[0] == "hand" or key == ("deck", "common")
    )
    before = len(table.match.steps)
    click(app, other.center)
    assert len(table.match.steps) == before and table.popup is None
    said = [item[0] for item in app.toasts.items]
    assert any(text.startswith("Not this one.") and "lookout" in text for text in said), said
    assert table.holes() and table.holes()[0].collidepoint(table.coach_points()[0])
    _follow(app, table)
    assert table.match.steps[-1].command == expected or any(
        s.command == expected for s in table.match.steps[before:]
    )


def test_a_faction_location_is_built_through_its_panel_with_only_the_asked_use(
    make_app,
) -> None:
    app = make_app()
    table = _table(app, up_to=10)
    expected = table.expected()
    assert isinstance(expected, cmd.Build) and expected.discard
    click(app, table.coach_points()[0])  # the hand card: its panel opens
    popup = table.popup
    assert popup is not None and expected in popup.commands_of.values()
    for index, command in popup.commands_of.items():
        button = popup.buttons[index]
        assert button.enabled == (command == expected)
        assert button.glow == (command == expected)
    assert popup.buttons[0].rect.collidepoint(table.coach_points()[0]) or any(
        popup.buttons[i].rect.collidepoint(table.coach_points()[0])
        for i, c in popup.commands_of.items()
        if c == expected
    )
    click(app, table.coach_points()[0])
    assert any(s.command == expected for s in table.match.steps)
    assert isinstance(table.expected(), cmd.EndTurn)  # no question asked: the coach said it


def test_razing_an_opponent_s_location_points_at_their_panel_first(make_app) -> None:
    app = make_app()
    table = _table(app, up_to=24)
    expected = table.expected()
    assert isinstance(expected, cmd.RazeLocation)
    assert table.viewed == table.tutorial.you
    first = table.coach_points()[0]
    assert table.panel_rects[expected.owner].collidepoint(first)
    click(app, first)
    app.step(1 / 60, events=[])
    assert table.viewed == expected.owner
    location = table.coach_points()[0]
    assert not table.panel_rects[expected.owner].collidepoint(location)
    _follow(app, table)
    assert any(s.command == expected for s in table.match.steps)


def test_spending_workers_is_coached_in_its_panel(make_app) -> None:
    app = make_app()
    table = _table(app, up_to=6)
    expected = table.expected()
    assert isinstance(expected, cmd.SpendWorkers)
    click(app, table.coach_points()[0])
    panel = app.manager.top
    assert isinstance(panel, settlers.TutorialWorkers)
    assert panel.command() == expected
    click(app, panel.coach_points()[0])
    assert any(s.command == expected for s in table.match.steps)


def test_left_and_resumed_at_the_same_step(make_app, home) -> None:
    app = make_app()
    app.start(MenuScene(app))
    app.step(1 / 60, events=[])
    table = start(app, "settlers")
    app.manager.push(table)
    app.step(1 / 60, events=[])
    for _ in range(3):
        _follow(app, table)
    reached = walk.step_index(table.tutorial, table.match)
    played = [s.command for s in table.match.steps]
    app.manager.reset(MenuScene(app))
    again = start(app, "settlers")
    assert again is not table
    assert [s.command for s in again.match.steps][: len(played)] == played
    assert walk.step_index(again.tutorial, again.match) == reached
    fresh = start(app, "settlers", restart=True)
    assert walk.step_index(fresh.tutorial, fresh.match) == 0


def test_a_solo_game_is_coached_the_same_way(make_app) -> None:
    """One seat against the virtual player: its first lookout picks, coached."""
    tutorial = load("settlers")
    solo = tutorial.model_copy(update={"options": {"players": 1, "confirm_actions": True}})
    match = settlers.new_session(solo, ["Apprentice"], None).match
    picks = []
    for _ in range(2):
        command = match.legal_commands(0)[-1]
        picks.append(command)
        match.submit(command)
    steps = tuple(Step(command={"type": "Pick", "card": c.card}, say="Pick {card}.") for c in picks)
    solo = solo.model_copy(update={"steps": steps})
    app = make_app()
    table = _table(app, solo)
    assert len(table.session.seats) == 1
    for command in picks:
        assert table.expected() == command
        _follow(app, table)
    assert not table.scripted()
    assert [s.command for s in table.match.steps if s.command is not None][:2] == picks
    pygame.event.clear()


def test_while_the_opponent_plays_on_the_coach_says_to_wait(make_app) -> None:
    """After the player's pass the opponent may take many turns: the coach does not ask yet
    for the next round's lookout card."""
    app = make_app()
    table = _table(app, up_to=19)
    assert isinstance(table.expected(), cmd.Pass)
    click(app, table.coach_points()[0])
    waited = 0
    for _frame in range(600):
        if table.expected() is not None:
            break
        if table.match.pending is not None:
            assert table.coach_text() == "Wait: your opponent is playing."
            waited += 1
        app.step(1 / 60, events=[])
    assert waited >= 1
    assert isinstance(table.expected(), cmd.Pick)
    assert table.coach_text().startswith("Round 3.")
