""" "What can I do now?" on every table: the `?` key and the `?` button open the panel over
the table, which lists the seat's choices in the groups its game's rules give (every group,
in words), says Undo when it can be used, and repeats the rules' reason for the last click
that did nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app import App
from game.scenes.area_control.board import AreaBoardScene
from game.scenes.base import Scene
from game.scenes.eight_minute import sample as eme_sample
from game.scenes.eight_minute.auction import AuctionScene as EmeAuction
from game.scenes.eight_minute.board import BoardScene as EmeBoard
from game.scenes.legends import sample as legends_sample
from game.scenes.legends.auction import AuctionScene as LegendsAuction
from game.scenes.legends.board import BoardScene as LegendsBoard
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample as settlers_sample
from game.scenes.settlers.table import TableScene
from game.scenes.table.what_now import DESCRIBE, WhatNowPanel, say
from tests.support.pygame_driver import click, free_point, show


def press_question_mark(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    )
    app.step(1 / 60)


def _eme(app: App) -> Scene:
    return EmeBoard(app, eme_sample.mid_game_move(2))


def _legends_setup(app: App) -> Scene:
    session = LegendsSession.new(
        legends_sample.seats(2, 1), variants={"citadels": True}, hand_setup=True, seed=8
    )
    return LegendsBoard(app, session)


def _legends(app: App) -> Scene:
    return LegendsBoard(app, legends_sample.mid_game_move(2))


def _eme_auction(app: App) -> Scene:
    return EmeAuction(app, eme_sample.auction(2))


def _legends_auction(app: App) -> Scene:
    return LegendsAuction(app, legends_sample.auction(2))


def _settlers(app: App) -> Scene:
    return TableScene(app, settlers_sample.mid_game(2))


def _settlers_lookout(app: App) -> Scene:
    return TableScene(app, settlers_sample.lookout(2))


def _settlers_solo(app: App) -> Scene:
    return TableScene(app, settlers_sample.solo_before_attack())


TABLES: dict[str, Callable[[App], Scene]] = {
    "eight-minute": _eme,
    "eight-minute-auction": _eme_auction,
    "legends": _legends,
    "legends-hand-setup": _legends_setup,
    "legends-auction": _legends_auction,
    "settlers": _settlers,
    "settlers-lookout": _settlers_lookout,
    "settlers-solo": _settlers_solo,
}


def _expected(table: Any) -> list[str]:
    """The groups the game's rules give for the seat the panel speaks for, in words."""
    what = table.what_now
    seat = what.seat()
    assert seat is not None, "a human decides in these samples"
    match = table.match
    legal = match.legal_commands(seat)
    choices = DESCRIBE[match.rules.game_id](match.rules, match.state, seat, legal)
    assert choices.groups and choices.count == len(legal)
    return ["• " + say(group.words) for group in choices.groups]


def _panel_text(app: App) -> list[str]:
    top = app.manager.top
    assert isinstance(top, WhatNowPanel)
    return [line.text for line in top.texts]


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_key_and_the_button_list_every_group(make_app, name: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    table: Any = show(app, TABLES[name](app))
    expected = _expected(table)
    press_question_mark(app)
    lines = _panel_text(app)
    assert [t for t in lines if t.startswith("• ") and not t.startswith("• Undo")] == expected
    panel = app.manager.top
    assert isinstance(panel, WhatNowPanel)
    drawn = [w.text for w in panel.widgets if hasattr(w, "text") and isinstance(w.text, str)]
    assert expected[0].split()[1] in " ".join(drawn)  # on screen, not only in the model
    click(app, panel.close_button.rect.center)
    assert app.manager.top is table
    # the same by the mouse: the table's ? button
    button = next(
        w for w in table.widgets if getattr(w, "text", "") == "?" and hasattr(w, "on_click")
    )
    click(app, button.rect.center)
    assert isinstance(app.manager.top, WhatNowPanel)
    assert [t for t in _panel_text(app) if t.startswith("• ") and "Undo" not in t] == expected
    press_question_mark(app)  # ? again closes it
    assert app.manager.top is table


def test_a_refused_click_is_explained_again(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    board = show(app, _eme(app))
    assert isinstance(board, AreaBoardScene)
    press_question_mark(app)
    assert not any("did nothing" in t for t in _panel_text(app))
    press_question_mark(app)
    clickable = {t[1] for t in (*board.targets().one, *board.targets().two) if t[0] == "region"}
    idle = next(r for r in sorted(board.rules.graph.ids) if r not in clickable)
    steps = len(board.match.steps)
    click(app, free_point(board.view, idle))
    assert len(board.match.steps) == steps
    human = board.session.acting_human()
    reason = board.clicks.why_not(human, (("region", idle),))
    press_question_mark(app)
    assert f"Your last click did nothing: {reason}" in _panel_text(app)


def test_a_refused_settlers_click_is_explained_again(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    table = show(app, _settlers(app))
    assert isinstance(table, TableScene)
    deck = table.deck_rects["faction"]
    assert ("deck", "faction") not in table.targets()
    click(app, deck.center)
    reason = table.refusal(("deck", "faction"))
    press_question_mark(app)
    assert f"Your last click did nothing: {reason}" in _panel_text(app)
