"""The solo attack is shown as a sequence at normal speed, skipped by a click, absent when
animations are instant; banners and glows never hold up the computers."""

from __future__ import annotations

from typing import Any

from game.rules.settlers import commands as cmd
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample
from game.scenes.settlers.table import TableScene
from tests.support.pygame_driver import post_click
from tests.ui_settlers import driver


def end_round(app: Any, scene: TableScene) -> None:
    """Pass (and end turns) by clicks until the virtual player's attack starts."""
    session = scene.session
    for _ in range(200):
        if scene.attack_frames or session.match.state.phase in ("lookout", "over"):
            return
        legal = session.match.legal_commands(0)
        ends = [c for c in legal if isinstance(c, cmd.Pass | cmd.EndTurn | cmd.Skip)]
        command = ends[0] if ends else legal[0]
        driver.perform(app, scene, command)
        app.step(0)


def test_solo_attack_sequence_and_click_to_skip(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="normal")
    app.start(MenuScene(app))
    scene = TableScene(app, sample.solo_before_attack(5))
    app.manager.push(scene)
    app.step(1 / 60)
    end_round(app, scene)
    assert scene.attack_frames, "the attack was not shown"
    assert scene.animator.busy
    first = scene.attack_index
    for _ in range(90):  # 1.5 s: the next frame is up
        app.step(1 / 60)
    assert scene.attack_index > first or not scene.attack_frames
    post_click((5, app.surface.get_height() - 5))
    app.step(1 / 60)
    assert not scene.animator.busy
    assert not scene.attack_frames


def test_instant_shows_no_sequence(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = TableScene(app, sample.solo_before_attack(5))
    app.manager.push(scene)
    app.step(1 / 60)
    steps = len(scene.match.steps)
    end_round(app, scene)
    assert len(scene.match.steps) > steps
    assert not scene.attack_frames and not scene.animator.busy


def test_computers_play_while_banners_show(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="slow")
    app.start(MenuScene(app))
    session = sample.lookout()
    scene = TableScene(app, session)
    app.manager.push(scene)
    app.step(1 / 60)
    legal = session.match.legal_commands(0)
    driver.perform(app, scene, legal[0])
    steps = len(session.match.steps)
    for _ in range(400):
        app.step(1 / 30)
        if len(session.match.steps) > steps + 1:
            break
    assert len(session.match.steps) > steps + 1  # two computers picked
    assert scene.banner is not None


def test_a_picked_card_flies_to_the_hand(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="normal")
    app.start(MenuScene(app))
    session = sample.lookout()
    scene = TableScene(app, session)
    app.manager.push(scene)
    app.step(1 / 60)
    pick = session.match.legal_commands(0)[0]
    driver.perform(app, scene, pick)
    assert [entry[0] for entry in scene.flying] == [pick.card]
    assert scene.animator.busy
    for _ in range(60):  # one second at normal speed
        app.step(1 / 60)
    assert not scene.flying
    assert pick.card in session.state.players[0].hand
