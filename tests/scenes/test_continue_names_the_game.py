"""The main menu's Continue says which game the autosave holds, how far it is and when it
was saved (issue 26, point 10: "Continue" did not say which game)."""

from __future__ import annotations

import os

from game.engine.savefile import SaveFile, read_save, write_save
from game.scenes.load import format_date
from game.scenes.settlers import sample
from game.scenes.settlers.session import Session
from game.settings import autosave_path
from tests.support.plain_app import click


def _menu(app):  # type: ignore[no-untyped-def]
    app.start()
    app.step(1 / 60, events=[])
    return app.manager.top


def test_continue_names_the_game_its_round_and_the_day(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    session = sample.mid_game(seed=7)  # round 3 of a three-player game, not saved
    saved = Session(session.match, session.seats, autosave_path())  # the table's autosave
    assert saved.autosaver is not None and autosave_path().exists()
    menu = _menu(app)
    button = menu.buttons["continue"]
    assert button.text.startswith("Continue: Imperial Settlers")
    assert "Round 3 of 5" in button.text
    assert button.fits  # on two lines, never cut
    assert "Imperial Settlers" in (button.tooltip or "")
    click(app, button.rect.center)
    assert type(app.manager.top).__name__ == "TableScene"


def test_continue_of_another_game_says_its_name_and_date_in_the_language(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang="ru")
    write_save(
        autosave_path(), SaveFile(game="eight-minute", seed=1, options={"players": 2}, steps=[])
    )
    text = _menu(app).buttons["continue"].text
    assert "Империя за 8 минут" in text
    saved = read_save(autosave_path()).updated
    assert format_date(saved) in text  # no progress recorded: the date tells which game
    # another game autosaved since: the label follows the file
    write_save(autosave_path(), SaveFile(game="legends", seed=2, options={"players": 2}, steps=[]))
    os.utime(autosave_path(), ns=(1, 10**18))
    assert _menu(app).buttons["continue"].text != text
