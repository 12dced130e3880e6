"""The table shows exactly what the engine allows, says why a click is refused, undoes an
action, and a saved game continues where it stopped."""

from __future__ import annotations

from random import Random
from typing import Any

from game.rules.settlers import commands as cmd
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample
from game.scenes.settlers.session import Session
from game.scenes.settlers.table import TableScene
from game.settings import autosave_path
from tests.support.pygame_driver import click
from tests.ui_settlers import driver
from tests.ui_settlers.driver import open_table


def shown_keys(app: Any, scene: TableScene) -> set[Any]:
    """Everything drawn highlighted, looking at each empire in turn (as a player would by
    clicking the panels; a panel glows when its empire holds something to click)."""
    keys: set[Any] = set()
    viewed = scene.viewed
    for seat in range(len(scene.panel_rects)):
        scene.viewed = seat
        scene.draw(app.surface)
        keys |= scene.glowing
        has_target = any(k[0] == "loc" and k[1] == seat for k in scene.glowing)
        if seat != viewed:
            assert has_target == (seat in scene.panel_glow), seat
    scene.viewed = viewed
    scene.draw(app.surface)
    for name in ("end", "pass", "skip", "workers"):
        if scene.controls[name].enabled:
            keys.add(("button", name))
    if scene.popup is not None and scene.popup.forced:
        keys.add(("choice",))
    return keys


def test_highlights_equal_legal_commands_over_a_game(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = Session.new_settlers(sample.seats(3, humans=1), [], seed=17)
    scene = open_table(app, session)
    rng = Random(17)
    checked = 0
    for _ in range(3000):
        top = app.manager.top
        if top is not scene:
            if driver.step_once(app, rng) is not None:
                break
            continue
        app.step(1 / 60)
        human = session.acting_human()
        if human is not None and not scene.animator.busy and app.manager.top is scene:
            legal = session.match.legal_commands(human)
            grouped = scene.targets()
            flat = [c for commands in grouped.values() for c in commands]
            assert sorted(map(repr, flat)) == sorted(map(repr, legal))
            assert shown_keys(app, scene) == set(grouped)
            checked += 1
        if driver.step_once(app, rng) is not None:
            break
    assert session.match.is_over
    assert checked > 40


def test_refused_click_says_why(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game(seed=7)
    scene = open_table(app, session)
    state = session.state
    toasts: list[str] = []
    app.toast = lambda text, pos=None: toasts.append(text)  # type: ignore[method-assign]
    # an opponent's location cannot be activated by us: the engine's reason is shown
    other = next(p for p in range(1, 3) if state.players[p].locations)
    card = state.players[other].locations[0].card
    scene.viewed = other
    app.step(1 / 60)
    key = ("loc", other, card)
    assert key not in scene.targets() or session.rules.options.peaceful is False
    steps = len(session.match.steps)
    if key not in scene.targets():
        click(app, driver.visible_point(scene, key))
        app.step(1 / 60)  # the toast event posted by the click
        assert len(session.match.steps) == steps
        assert toasts and toasts[-1] == scene.refusal(key) and toasts[-1]
    # a deck clicked in the action phase: refused with the engine's words, nothing happens
    toasts.clear()
    click(app, scene.deck_rects["common"].center)
    app.step(1 / 60)
    assert len(session.match.steps) == steps
    assert (
        toasts == ["First choose the deck of the card you are owed."]
        or toasts == ["That cannot be done now."]
        or toasts == ["That is not an action."]
    )


def test_undo_takes_the_action_back(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game(seed=7)
    scene = open_table(app, session)
    assert not scene.controls["undo"].enabled
    legal = session.match.legal_commands(0)
    build = [c for c in legal if isinstance(c, cmd.RazeCard | cmd.Build | cmd.MakeDeal)]
    assert build
    hand_before = list(session.state.players[0].hand)
    driver.perform(app, scene, build[0])
    app.step(1 / 60)
    assert session.match.pending is not None and session.match.pending.kind == "end_turn"
    assert scene.controls["undo"].enabled
    click(app, scene.controls["undo"].rect.center)
    assert session.state.players[0].hand == hand_before
    assert session.match.pending.kind == "action"


def test_save_and_continue(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = Session.new_settlers(sample.seats(2, humans=1), [], seed=5, autosave=autosave_path())
    open_table(app, session)
    rng = Random(5)
    for _ in range(60):
        driver.step_once(app, rng)
    steps = len(session.match.steps)
    hand = list(session.state.players[0].hand)
    assert autosave_path().exists()
    session.detach()
    app.start(MenuScene(app))  # back at the menu, as after quitting the game
    app.step(1 / 60)
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["continue"].rect.center)
    table = app.manager.top
    assert isinstance(table, TableScene)
    assert len(table.match.steps) == steps
    assert table.session.seats[0].name == "Ada"
    assert table.session.seats[1].kind == "computer"
    assert table.match.state.players[0].hand == hand


def test_escape_opens_the_game_menu_and_save(make_app) -> None:  # type: ignore[no-untyped-def]
    import pygame

    from game.scenes.load import LoadScene
    from game.scenes.table.game_menu import GameMenu

    app = make_app()
    session = sample.mid_game(seed=7)
    scene = open_table(app, session)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    menu = app.manager.top
    assert isinstance(menu, GameMenu)
    click(app, menu.entries["save"].rect.center)
    assert isinstance(app.manager.top, LoadScene)  # the save screen, over the table
    assert scene in app.manager.stack


def test_clicks_submit_through_the_session(make_app) -> None:  # type: ignore[no-untyped-def]
    """The table acts through its session, as the other games' boards do, so whatever the
    session adds to a submission (autosave, the log, pacing) also holds for Settlers."""
    app = make_app()
    session = sample.mid_game()
    scene = open_table(app, session)
    seen: list[Any] = []
    real = session.submit

    def spy(command: Any) -> list[Any]:
        seen.append(command)
        return real(command)

    session.submit = spy  # type: ignore[method-assign]
    human = session.acting_human()
    assert human is not None
    command = session.match.legal_commands(human)[0]
    driver.perform(app, scene, command)
    assert seen[0] == command  # (the computers that play next submit through it too)


def test_several_pairs_of_workers_in_one_action(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game()
    session.state.players[0].goods["worker"] = 5  # two pairs and one worker left over
    scene = open_table(app, session)
    before = dict(session.state.players[0].goods)
    steps = len(session.match.steps)
    driver.perform(app, scene, cmd.SpendWorkers(0, ("wood", "stone")))
    assert session.match.steps[steps].command == cmd.SpendWorkers(0, ("wood", "stone"))
    goods = session.state.players[0].goods
    assert goods["worker"] == 1
    assert goods["wood"] == before["wood"] + 1 and goods["stone"] == before["stone"] + 1
