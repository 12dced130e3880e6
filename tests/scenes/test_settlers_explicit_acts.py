"""Only an explicit act commits at the Settlers table: a click on a location or a hand card
looks at it and shows what its use would do; the use is spent only from the panel's labelled
button (issue 26, trap 3: clicking a location to look at it spent the defence token)."""

from __future__ import annotations

from game.rules.settlers import commands as cmd
from game.scenes.settlers import sample, texts
from tests.support.plain_app import click
from tests.ui_settlers.driver import open_table, visible_point


def test_clicking_a_location_whose_one_use_spends_the_defence_token_spends_nothing(
    make_app,  # type: ignore[no-untyped-def]
) -> None:
    app = make_app(animation_speed="instant")
    session = sample.mid_game(seed=2)  # seat 0 may only put its defence token on Watchtower
    scene = open_table(app, session)
    key = ("loc", 0, "com067")
    (command,) = scene.targets()[key]
    assert isinstance(command, cmd.PlaceDefence)
    tokens = session.state.players[0].goods.get("defence", 0)
    steps = len(session.match.steps)
    scene.viewed = 0
    scene.draw(app.surface)
    click(app, visible_point(scene, key))
    # looked at, not spent: a panel names the use and what it costs
    assert len(session.match.steps) == steps
    assert session.state.players[0].goods.get("defence", 0) == tokens
    popup = scene.popup
    assert popup is not None and popup.commands == [command]
    assert texts.card_name("com067") in popup.title
    assert "1 more raze token" in popup.note  # what the token does, before it is placed
    label = texts.describe(command, scene.names)
    button = next(b for b in popup.buttons if b.text == label)
    # Escape (or Close) leaves it unspent
    close = next(b for b in popup.buttons if b.text == "Close")
    click(app, close.rect.center)
    assert scene.popup is None and len(session.match.steps) == steps
    # the labelled button is the act that spends it
    click(app, visible_point(scene, key))
    popup = scene.popup
    assert popup is not None
    button = next(b for b in popup.buttons if b.text == label)
    click(app, button.rect.center)
    assert session.match.steps[steps].command == command
    assert session.state.players[0].goods.get("defence", 0) == tokens - 1


def test_no_single_click_on_a_card_or_location_commits(make_app) -> None:  # type: ignore[no-untyped-def]
    """Every hand card and location with one use, over a few positions: a click submits
    nothing and opens the panel with that one use."""
    app = make_app(animation_speed="instant")
    checked = 0
    for seed in (2, 3, 7):
        session = sample.mid_game(seed=seed)
        scene = open_table(app, session)
        singles = [
            (k, c[0]) for k, c in scene.targets().items() if len(c) == 1 and k[0] in ("hand", "loc")
        ]
        for key, command in singles:
            if key[0] == "loc":
                scene.viewed = key[1]
            scene.popup = None
            scene.build_controls()
            scene.draw(app.surface)
            steps = len(session.match.steps)
            click(app, visible_point(scene, key))
            assert len(session.match.steps) == steps, key
            assert scene.popup is not None and scene.popup.commands == [command]
            checked += 1
        app.manager.pop()
    assert checked >= 3


def test_clicking_a_just_built_sawmill_to_look_at_it_spends_no_defence_token(make_app) -> None:  # type: ignore[no-untyped-def]
    """The issue's own steps: build a Sawmill, then click it while the turn waits for End
    turn (its one use then is the defence token): the token stays until the button."""
    app = make_app(animation_speed="instant")
    session = sample.mid_game(seed=2)
    scene = open_table(app, session)
    sawmill = next(c for c in session.state.players[0].hand if texts.card_name(c) == "Sawmill")
    build = next(
        c for c in scene.targets()[("hand", sawmill)] if isinstance(c, cmd.Build) and not c.discard
    )
    before = len(session.match.steps)
    click(app, visible_point(scene, ("hand", sawmill)))
    popup = scene.popup
    assert popup is not None and len(session.match.steps) == before  # built only from the panel
    label = scene.labels(popup.commands)[popup.commands.index(build)]
    click(app, next(b for b in popup.buttons if b.text == label).rect.center)
    assert session.match.steps[-1].command == build
    assert session.match.pending is not None and session.match.pending.kind == "end_turn"
    key = ("loc", 0, sawmill)
    assert scene.targets()[key] == [cmd.PlaceDefence(0, sawmill)]
    tokens = session.state.players[0].goods.get("defence", 0)
    steps = len(session.match.steps)
    scene.draw(app.surface)
    click(app, visible_point(scene, key))
    assert len(session.match.steps) == steps
    assert session.state.players[0].goods.get("defence", 0) == tokens
    assert scene.popup is not None and scene.popup.commands == [cmd.PlaceDefence(0, sawmill)]
