"""The solo attack phase is a scene that waits for the player at every speed and explains each
attack; banners and glows never hold up the computers."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.settlers import commands as cmd
from game.rules.settlers.catalog import info, runtime
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample, texts
from game.scenes.settlers.attack_scene import SoloAttackScene
from game.scenes.settlers.table import TableScene
from tests.support.pygame_driver import click
from tests.ui_settlers import driver


def end_round(app: Any, scene: TableScene) -> SoloAttackScene | None:
    """Pass (and end turns) by clicks until the virtual player's attack scene opens."""
    session = scene.session
    for _ in range(200):
        for _ in range(3):
            app.step(1 / 60)
        if isinstance(app.manager.top, SoloAttackScene):
            return app.manager.top
        if session.match.state.phase in ("lookout", "over"):
            return None
        legal = session.match.legal_commands(0)
        ends = [c for c in legal if isinstance(c, cmd.Pass | cmd.EndTurn | cmd.Skip)]
        command = ends[0] if ends else legal[0]
        driver.perform(app, scene, command)
    return None


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_attack_scene_waits_for_the_player_at_every_speed(make_app, speed: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed=speed)
    app.start(MenuScene(app))
    scene = TableScene(app, sample.solo_before_attack(5))
    app.manager.push(scene)
    app.step(1 / 60)
    attack = end_round(app, scene)
    assert attack is not None, "the attack was not shown"
    for _ in range(600):  # ten seconds: it is still up
        app.step(1 / 60)
    assert app.manager.top is attack
    report = attack.phase.attacks[0]
    assert report.card == attack.phase.attacks[0].line[0]  # the card revealed is Target 1
    pages = len(attack.pages)
    assert pages == len(attack.phase.attacks) + (1 if attack.phase.collected else 0)
    for _ in range(pages):
        assert attack.next_button is not None
        click(app, attack.next_button.rect.center)
    assert app.manager.top is not attack
    # the round's attacks can be read again from the table
    assert "attacks" in scene.controls
    click(app, scene.controls["attacks"].rect.center)
    assert isinstance(app.manager.top, SoloAttackScene)


def test_each_attack_says_what_it_took_and_why(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    for seed in range(3, 40):
        session = sample.solo_before_attack(seed)
        scene = TableScene(app, session)
        app.manager.push(scene)
        app.step(1 / 60)
        before = list(session.state.players[0].locations)
        attack = end_round(app, scene)
        assert attack is not None
        lost = [r for r in attack.phase.attacks if r.hit]
        kept = {loc.card for loc in session.state.players[0].locations}
        for report in attack.phase.attacks:
            assert report.card and report.why() and report.result()
            if report.hit:
                assert report.hit not in kept and report.pair is not None
                assert texts.card_name(report.hit) in report.result()
                # the location hit shows both targets of the pair in its raze field
                raze = info(report.hit).raze_list
                pair_goods = {runtime().attacks[c] for c in report.pair}
                assert pair_goods <= set(raze)
            else:
                assert report.pair is None
        lost_cards = {loc.card for loc in before} - kept
        assert lost_cards == {r.hit for r in lost}
        if lost:
            return
        app.manager.reset(MenuScene(app))
    raise AssertionError("no sample attack took a location")


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
