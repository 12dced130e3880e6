"""Played through the real window (issue 26, last point), pass-and-play: a player took a
lookout card; behind the curtain the next player clicked "show" far from the cards, and the
table came back showing the card that had slid into the taken one's place enlarged, with
"Click: take …" beside it, though the pointer lay on the empty empire. The table had kept the
pointer where it was before the curtain."""

from __future__ import annotations

from typing import Any

import pytest

import game.scenes.settlers.table.scene as table_scene
from game.scenes.curtain import PrivacyCurtain
from game.scenes.settlers import sample
from game.scenes.settlers.session import Session
from tests.support.pygame_driver import click
from tests.ui_settlers.driver import open_table


def _curtain(app: Any) -> PrivacyCurtain:
    for _ in range(10):
        if isinstance(app.manager.top, PrivacyCurtain):
            return app.manager.top
        app.step(1 / 60)
    raise AssertionError("no curtain came")


def test_the_table_looks_where_the_pointer_is_after_the_curtain(
    make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size=(960, 600), animation_speed="instant")
    session = Session.new_settlers(sample.seats(2, humans=2), [], seed=5)
    table = open_table(app, session)
    click(app, _curtain(app).reveal_button.rect.center)
    assert app.manager.top is table and table.match.pending.kind == "draft"
    drafts = [(r, card) for r, key, card in table.hits if key[0] == "draft"]
    assert len(drafts) >= 2
    rect, taken = drafts[0]
    click(app, rect.center)  # takes it: the other player's curtain comes
    curtain = _curtain(app)
    assert taken not in table.match.state.draft
    # the pointer goes to the curtain's button (the table sees none of its moves)
    where = curtain.reveal_button.rect.center
    monkeypatch.setattr(table_scene, "pointer", lambda: where, raising=False)
    click(app, where)
    assert app.manager.top is table
    assert table.hover_pos == where
    under = [card for r, _key, card in table.hits if card and r.collidepoint(where)]
    assert table.hovered_card() == (under[-1] if under else "")
    # the card now lying where the pointer was before the curtain is not shown large
    slid = [
        card for r, key, card in table.hits if key[0] == "draft" and r.collidepoint(rect.center)
    ]
    assert slid, "no card slid into the taken one's place"
    assert table.hovered_card() != slid[-1] or rect.collidepoint(where)
