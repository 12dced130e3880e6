"""Intent before commitment: a hovered target says what a click will do, Pass asks, whatever
Undo could not take back asks, and a turn of one action ends by itself while Undo stays open."""

from __future__ import annotations

from random import Random

from game.engine.match import Match
from game.rules.settlers import RULES
from game.rules.settlers import commands as cmd
from game.rules.settlers.catalog import info
from game.scenes.dialog import Dialog
from game.scenes.settlers import intents, sample, texts
from game.scenes.settlers.table import command_key
from game.scenes.settlers.table.controls import AUTO_END
from tests.support.pygame_driver import click
from tests.ui_settlers import driver
from tests.ui_settlers.test_table import open_table


def test_pass_asks_first(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game()
    scene = open_table(app, session)
    steps = len(session.match.steps)
    click(app, scene.controls["pass"].rect.center)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog) and len(session.match.steps) == steps
    click(app, dialog.buttons[0].rect.center)  # Cancel
    assert app.manager.top is scene and len(session.match.steps) == steps
    click(app, scene.controls["pass"].rect.center)
    click(app, app.manager.top.buttons[-1].rect.center)
    assert session.match.steps[steps].command == cmd.Pass(0)


def test_hovering_a_target_says_what_the_click_does(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game()
    scene = open_table(app, session)
    targets = scene.targets()
    single = [(k, c[0]) for k, c in targets.items() if len(c) == 1 and k[0] in ("hand", "loc")]
    many = [k for k, c in targets.items() if len(c) > 1 and k[0] == "hand"]
    assert single or many
    for key, command in single[:3]:
        if key[0] == "loc" and key[1] != scene.viewed:
            scene.viewed = key[1]
            scene.draw(app.surface)
        scene.hover_pos = driver.visible_point(scene, key)
        said = scene.hover_intent()
        assert texts.describe(command, scene.names) in said
    for key in many[:1]:
        scene.hover_pos = driver.visible_point(scene, key)
        assert str(len(targets[key])) in scene.hover_intent()


def test_a_raze_says_what_it_gives_and_costs() -> None:
    session = sample.mid_game()
    state = session.state
    names = [s.name for s in session.seats]
    for seat, p in enumerate(state.players[1:], 1):
        for loc in p.locations:
            card = info(loc.card)
            if card.faction or not card.raze:
                continue
            said = intents.intent(cmd.RazeLocation(0, seat, loc.card), names, state)
            assert texts.card_name(loc.card) in said and names[seat] in said
            for good in card.raze:
                assert texts.good_name(good) in said
            return
    raise AssertionError("no common location to raze in the sample")


def test_sticks_agrees_with_undo() -> None:
    """What the table asks about is exactly what Undo could not take back."""
    checked = stuck = 0
    for seed in range(11, 21):
        rules = RULES.from_options({"players": 2, "confirm_actions": True})
        match = Match(rules, seed)
        rng = Random(seed)
        while match.pending is not None:
            seat = match.pending.players[0]
            legal = match.legal_commands(seat)
            acts = [c for c in legal if not isinstance(c, cmd.Pass)]
            command = rng.choice(acts if acts and rng.random() < 0.85 else legal)
            if isinstance(command, intents.FORESEEN):
                match.submit(command)
                continue
            predicted = intents.sticks(match, command)
            match.submit(command)
            assert predicted == (not match.can_undo(seat)), command
            checked += 1
            stuck += predicted
        if checked > 150 and stuck:
            break
    assert checked > 150 and 0 < stuck < checked


def test_a_turn_of_one_action_ends_by_itself_and_undo_stays_open(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game()
    scene = open_table(app, session)
    legal = session.match.legal_commands(0)
    action = next(
        c
        for c in legal
        if not isinstance(c, cmd.Pass)
        and not intents.sticks(session.match, c)
        and command_key(c, session.state)[0] == "hand"
    )
    driver.perform(app, scene, action)
    assert session.match.pending.kind == "end_turn"
    for _ in range(int(AUTO_END * 10) - 5):  # half a second short: Undo is still there
        app.step(0.1)
    assert session.match.pending.kind == "end_turn" and session.match.can_undo(0)
    assert "Undo" in scene.status.text
    for _ in range(10):
        app.step(0.1)
    ended = [s.command for s in session.match.steps if s.actor == 0][-1]
    assert ended == cmd.EndTurn(0)
