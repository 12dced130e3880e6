"""The Settlers table's reports and sentences (issue 26, points 6 and 10): the production
banner names its phase once ("Production · Actions · Production" came from the phase strip
and the summary both naming it), the banner never stacks on the log's "While you waited"
card, solo's Pass says the virtual player still attacks, and a miss of the virtual player's
attack says what a hit would have needed."""

from __future__ import annotations

from game.rules.settlers import events as ev
from game.scenes.dialog import Dialog
from game.scenes.settlers import sample
from game.scenes.settlers.attack_report import AttackReport
from game.scenes.settlers.table.attack import production_summary
from game.ui.widgets import Label
from tests.support.plain_app import click
from tests.ui_settlers.driver import open_table


def test_the_production_banner_names_the_production_phase_once(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="instant")
    session = sample.mid_game(seed=7)
    scene = open_table(app, session)
    steps = [
        s
        for s in session.match.steps
        if any(isinstance(e, ev.PhaseStarted) and e.phase == "production" for e in s.events)
        and production_summary(s)
    ]
    assert steps
    for step in steps:
        scene.production = production_summary(step)
        text = " · ".join(scene._phase_lines(step, True))
        assert text.count("Production") == 1, text
        assert "Production —" in text  # said by what it gave
        if any(isinstance(e, ev.PhaseStarted) and e.phase == "actions" for e in step.events):
            assert text.index("Production") < text.index("Actions")  # in the order it happened


def test_the_banner_waits_while_the_catch_up_card_is_shown(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="instant")
    scene = open_table(app, sample.mid_game(seed=7))
    scene.banner = ("Production — Boris: wood +1", 2.0)
    scene.log.summary = (["Boris builds Sawmill."], 3.0)
    assert scene.banner_waits()
    scene.update(1.0)
    assert scene.banner == ("Production — Boris: wood +1", 2.0)  # not drawn, not counting
    scene.log.summary = None  # gone (time out or a click)
    assert not scene.banner_waits()
    scene.update(1.0)
    assert scene.banner is not None and scene.banner[1] == 1.0  # its whole time, after


def test_solo_pass_says_the_virtual_player_still_attacks(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=(960, 600), lang="en", ui_scale=1.5, animation_speed="instant")
    scene = open_table(app, sample.solo_before_attack())
    click(app, scene.controls["pass"].rect.center)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog)
    assert "no one can target you" not in dialog.text
    assert "virtual player still attacks" in dialog.text
    label = next(w for w in dialog.widgets if isinstance(w, Label) and w.text == dialog.text)
    assert label.fits  # whole, at the smallest window with the largest text


def test_a_pass_with_opponents_still_says_no_one_can_target_you(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="instant")
    scene = open_table(app, sample.mid_game(seed=7))
    click(app, scene.controls["pass"].rect.center)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog) and "no one can target you" in dialog.text


def test_a_missed_attack_says_what_a_hit_needs() -> None:
    one = AttackReport(card="att01", line=["att01", "att02"], candidates=["com001"], pair=None)
    two = AttackReport(
        card="att01", line=["att01", "att02"], candidates=["com001", "com002"], pair=None
    )
    for report in (one, two):
        why = report.why()
        assert "on no other attack card" not in why
        assert "second raze good" in why and "another card in the attack line" in why
        assert why.endswith("no loss.")
