"""Play the Imperial Settlers screens with pygame mouse events only.

Positions come from the table's own drawing (`hits`, buttons, popup buttons); every decision
is checked against the command the engine logged.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.app import App
from game.rules.settlers import commands as cmd
from game.scenes.curtain import PrivacyCurtain
from game.scenes.dialog import Dialog
from game.scenes.menu import MenuScene
from game.scenes.settlers.attack_scene import SoloAttackScene
from game.scenes.settlers.scoring import ScoringScene
from game.scenes.settlers.table import TableScene, command_key
from game.scenes.settlers.workers import WorkersDialog
from game.ui.widgets import Stepper
from tests.support.pygame_driver import click


def open_table(app: Any, session: Any) -> TableScene:
    """The Settlers table of `session` over the menu, drawn once."""
    app.start(MenuScene(app))
    scene = TableScene(app, session)
    app.manager.push(scene)
    app.step(1 / 60)
    return scene


def visible_point(scene: TableScene, key: Any) -> tuple[int, int]:
    """A point of the thing drawn for `key` that nothing drawn later covers."""
    for index, (rect, k, _card) in enumerate(scene.hits):
        if k != key:
            continue
        later = [r for r, _k, _c in scene.hits[index + 1 :]]
        for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
            for fy in (0.5, 0.2, 0.8):
                p = (rect.left + int(rect.width * fx), rect.top + int(rect.height * fy))
                if not any(r.collidepoint(p) for r in later):
                    return p
    raise AssertionError(f"nothing drawn for {key}")


def pick(legal: list[Any], rng: Random) -> Any:
    """Mostly act, pass sometimes, so games vary but keep moving."""
    acts = [c for c in legal if not isinstance(c, cmd.Pass)]
    if acts and rng.random() < 0.8:
        return rng.choice(acts)
    return next((c for c in legal if isinstance(c, cmd.Pass)), rng.choice(legal))


def choose_in_popup(app: App, scene: TableScene, command: Any) -> None:
    popup = scene.popup
    assert popup is not None
    assert scene.popup is not None
    labels = scene.labels(scene.popup.commands)
    assert len(set(labels)) == len(labels), labels  # every entry can be told apart
    label = labels[scene.popup.commands.index(command)]
    for _ in range(40):
        popup = scene.popup
        assert popup is not None
        for button in popup.buttons:
            if button.text == label:
                click(app, button.rect.center)
                confirm_if_asked(app)
                return
        assert popup.more is not None, f"{label!r} is not offered"
        click(app, popup.more.rect.center)
    raise AssertionError(label)


def perform(app: App, scene: TableScene, command: Any) -> None:
    key = command_key(command, scene.match.state)
    if scene.popup is not None:
        choose_in_popup(app, scene, command)
        return
    if key[0] == "loc" and key[1] != scene.viewed:  # look at the owner's empire first
        click(app, scene.panel_rects[key[1]].center)
        assert scene.viewed == key[1]
    before = len(scene.match.steps)
    if key == ("button", "workers"):
        click(app, scene.controls["workers"].rect.center)
        spend_workers(app, command)
        return
    if key[0] == "button":
        click(app, scene.controls[key[1]].rect.center)
    else:
        click(app, visible_point(scene, key))
    confirm_if_asked(app)
    done = len(scene.match.steps) > before
    if not done:  # several commands for what was clicked: a panel lists them
        choose_in_popup(app, scene, command)
        confirm_if_asked(app)


def spend_workers(app: App, command: Any) -> None:
    """Set the pairs in the workers panel with its arrows, then spend."""
    dialog = app.manager.top
    assert isinstance(dialog, WorkersDialog), dialog

    def stepper(good: str) -> Stepper:
        top = dialog.rows[good].top
        return next(w for w in dialog.widgets if isinstance(w, Stepper) and w.rect.top == top)

    for good in dialog.counts:  # the panel starts with one pair on its first gain
        while dialog.counts[good] > 0:
            click(app, stepper(good).left.center)
    for good in command.picks:
        click(app, stepper(good).right.center)
    assert dialog.command() == command, (dialog.command(), command)
    assert dialog.spend is not None
    click(app, dialog.spend.rect.center)
    confirm_if_asked(app)


def confirm_if_asked(app: App) -> None:
    """Pass, and what Undo could not take back, are asked first: say yes."""
    top = app.manager.top
    if isinstance(top, Dialog):
        click(app, top.buttons[-1].rect.center)


def step_once(app: App, rng: Random) -> ScoringScene | None:
    top = app.manager.top
    if isinstance(top, PrivacyCurtain):
        click(app, top.reveal_button.rect.center)
    elif isinstance(top, ScoringScene):
        return top
    elif isinstance(top, SoloAttackScene):  # read, then turn the page
        assert top.next_button is not None
        click(app, top.next_button.rect.center)
    elif isinstance(top, TableScene):
        app.step(1 / 60)
        if app.manager.top is not top:
            return None
        human = top.session.acting_human()
        if human is None or human != top.viewer or top.animator.busy:
            return None
        legal = top.match.legal_commands(human)
        command = pick(legal, rng)
        steps = len(top.match.steps)
        perform(app, top, command)
        new = top.match.steps[steps:]
        logged = new[0].command if new else None
        assert logged == command, f"clicked for {command}, engine got {logged}"
    else:
        app.step(1 / 60)
    return None


def play_to_score(app: App, rng: Random, limit: int = 6000) -> ScoringScene:
    for _ in range(limit):
        done = step_once(app, rng)
        if done is not None:
            return done
    raise AssertionError(f"the game did not end; top scene is {app.manager.top!r}")
