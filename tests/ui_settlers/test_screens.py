"""The new-game screen, the enlarged card with its translated text, F1 and the score screen."""

from __future__ import annotations

import pygame

from game import i18n
from game.rules.settlers.catalog import info
from game.scenes.menu import MenuScene
from game.scenes.rules_help import RulesScene
from game.scenes.settlers import sample, texts
from game.scenes.settlers.new_game import NewGameScene
from game.scenes.settlers.scoring import ScoringScene
from game.scenes.settlers.table import TableScene
from tests.support.pygame_driver import click
from tests.ui_settlers import driver


def test_new_game_seats_factions_and_solo(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = NewGameScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    click(app, scene.controls["add"].rect.center)
    click(app, scene.controls["add"].rect.center)
    assert len(scene.seats) == 4
    assert not scene.controls["add"].enabled
    assert scene.controls["add"].refusal == "At most four players."
    # choosing a faction another seat has swaps them: factions stay distinct
    click(app, scene.rows[0]["faction"].right.center)
    assert len(set(scene.factions)) == 4
    while len(scene.seats) > 1:
        click(app, scene.controls["remove"].rect.center)
    assert not scene.controls["remove"].enabled
    assert "virtual player" in (scene.controls["remove"].refusal or "")
    assert len(scene.factions) == 1
    assert not scene.controls["alt_lookout"].enabled  # solo has its own lookout
    assert scene.controls["peaceful"].enabled
    click(app, scene.controls["start"].rect.center)
    table = app.manager.top
    assert isinstance(table, TableScene)
    assert table.session.solo and table.match.state.solo
    assert table.match.state.players[1].faction == "virtual"


def test_hovered_card_is_enlarged_with_translated_text(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang="ru")
    i18n.set_language("ru")
    app.start(MenuScene(app))
    scene = TableScene(app, sample.mid_game())
    app.manager.push(scene)
    app.step(1 / 60)
    card = scene.match.state.players[0].hand[-1]
    pos = driver.visible_point(scene, ("hand", card))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    assert scene.hovered_card() == card
    face = texts.face(card)
    model = info(card).card
    assert face.name == i18n.translate(model.name) != model.name
    if model.text:
        assert face.text != model.text  # the ability text is shown in Russian


def test_f1_opens_the_rules_and_the_score_reads_the_report(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    session = sample.finished(count=2, seed=9)
    scene = TableScene(app, session)
    app.manager.push(scene)
    app.step(1 / 60)
    score = app.manager.top
    assert isinstance(score, ScoringScene)  # a finished game opens the score by itself
    report = session.rules.report(session.match.state)
    assert score.totals() == [row["final"] for row in report["players"]]
    assert score.winners == report["winners"]
    assert report["players"][score.winners[0]]["name"] in score.result_lines()[0]
    # the chart of points after each round is read back from the log and ends at the report
    assert len(score.series[0]) == report["round"]
    assert [line[-1] for line in score.series] == [row["play_vp"] for row in report["players"]]
    click(app, score.back.rect.center)  # back to the table; the score is one click away
    assert app.manager.top is scene
    assert "score" in scene.controls
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step(1 / 60)
    assert isinstance(app.manager.top, RulesScene)


def test_hovering_a_deck_says_what_it_holds(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = TableScene(app, sample.mid_game())
    app.manager.push(scene)
    app.step(1 / 60)
    pos = scene.deck_rects["common"].center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    state = scene.match.state
    assert scene.deck_tip() == (
        f"Common deck: {len(state.common_deck)} cards, "
        f"{len(state.common_discard)} in the discard pile"
    )
