"""Played through the real window (issue 26, last point), pass-and-play: after the curtain,
the second player's "While you waited" said "Player 1 takes from the deck: Trade Colony",
a card of the first player's hand. The summary had been written while the first player's
eyes were still on the table (the lines named their own cards) and was shown to the next.
Now a summary only ever holds lines as the seat that reads it may see them."""

from __future__ import annotations

from random import Random
from typing import Any

from game import gamelog
from game.scenes.curtain import PrivacyCurtain
from game.scenes.settlers import sample
from game.scenes.settlers.session import Session
from tests.support.pygame_driver import click
from tests.ui_settlers.driver import open_table, pick


def test_the_summary_after_the_curtain_names_no_card_of_another_hand(make_app: Any) -> None:
    app = make_app(size=(960, 600), animation_speed="instant")
    session = Session.new_settlers(sample.seats(2, humans=2), [], seed=5)
    table = open_table(app, session)
    names = [s.name for s in session.seats]
    rng = Random(5)
    summaries = 0
    for _ in range(400):
        if session.match.pending is None or session.state.round > 2:
            break
        app.step(1 / 60)
        top = app.manager.top
        if isinstance(top, PrivacyCurtain):
            click(app, top.reveal_button.rect.center)
            continue
        if top is not table:
            break
        seat = table.viewer
        if table.log.summary is not None and seat is not None:
            summaries += 1
            allowed = {x.render() for x in gamelog.describe(session.match, names, seat)}
            for line in table.log.summary[0]:
                assert line in allowed or line.startswith("…"), (seat, line)
            table.log.summary = None
        human = session.acting_human()
        if human is None or human != seat:
            continue
        session.submit(pick(session.match.legal_commands(human), rng))
    assert summaries >= 3, "too few summaries were shown to check"
