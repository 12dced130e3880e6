"""The menu driven by posted mouse events, as a player would."""

from __future__ import annotations

import pygame

from game import i18n
from game.engine.savefile import SaveFile, write_save
from game.scenes.dialog import Dialog
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.rules_help import RulesScene
from game.scenes.settings_screen import SettingsScene
from game.settings import autosave_path, running_flag_path
from tests.support.plain_app import click, press


def _menu(app):  # type: ignore[no-untyped-def]
    app.start()
    app.step(1 / 60, events=[])
    return app.manager.top


def test_buttons_open_each_screen_and_back_returns(make_app) -> None:
    app = make_app()
    menu = _menu(app)
    for key, scene_type in (
        ("new", NewGameScene),
        ("load", LoadScene),
        ("settings", SettingsScene),
        ("rules", RulesScene),
    ):
        click(app, menu.buttons[key].rect.center)
        top = app.manager.top
        assert isinstance(top, scene_type), key
        click(app, top.back.rect.center)
        assert app.manager.top is menu
    press(app, pygame.K_ESCAPE)  # Escape on the menu does not quit
    assert app.running
    click(app, menu.buttons["quit"].rect.center)
    assert not app.running


def test_continue_is_shown_only_with_an_autosave(make_app) -> None:
    app = make_app()
    assert "continue" not in _menu(app).buttons
    write_save(
        autosave_path(), SaveFile(game="eight-minute", seed=1, options={"players": 2}, steps=[])
    )
    assert "continue" in _menu(app).buttons


def test_a_game_without_screens_says_so(make_app) -> None:
    app = make_app()
    menu = _menu(app)
    click(app, menu.buttons["new"].rect.center)
    chooser = app.manager.top
    assert isinstance(chooser, NewGameScene)
    chooser.choose("no-such-game")
    assert isinstance(app.manager.top, Dialog)
    assert "not built yet" in app.manager.top.text


def test_language_menu_switches_live(make_app) -> None:
    app = make_app()
    menu = _menu(app)
    click(app, menu.language.rect.center)
    assert menu.language.open
    ru_box = dict(menu.language.item_rects())["ru"]
    click(app, ru_box.center)
    assert i18n.current_language() == "ru"
    assert app.manager.top.buttons["new"].text == "Новая игра"


def test_settings_language_stepper_relabels_every_screen(make_app) -> None:
    app = make_app()
    menu = _menu(app)
    click(app, menu.buttons["settings"].rect.center)
    settings = app.manager.top
    click(app, settings.controls["language"].right.center)  # en -> fr
    assert i18n.current_language() == "fr"
    assert app.manager.top.heading.text == "Réglages"
    assert menu.buttons["new"].text == "Nouvelle partie"  # the scene below was rebuilt too


def test_after_a_crash_the_menu_offers_the_autosave(make_app) -> None:
    from game.app import _mark_running

    write_save(
        autosave_path(), SaveFile(game="eight-minute", seed=1, options={"players": 2}, steps=[])
    )
    running_flag_path().parent.mkdir(parents=True, exist_ok=True)
    running_flag_path().write_text("1")
    assert _mark_running() is True
    app = make_app()
    app.crashed_last_time = True
    _menu(app)
    top = app.manager.top
    assert isinstance(top, Dialog) and "did not close properly" in top.text
    assert isinstance(app.manager.stack[0], MenuScene)


def test_a_corrupt_settings_file_shows_a_notice_once(make_app) -> None:
    app = make_app()
    app.settings_notice = "Your settings file was damaged; the defaults are used."
    _menu(app)
    menu = app.manager.stack[0]
    assert isinstance(app.manager.top, Dialog) and "damaged" in app.manager.top.text
    assert app.settings_notice is None
    app.manager.top.buttons[0].click()
    menu.enter()  # coming back to the menu does not repeat it
    assert app.manager.top is menu


def test_the_menu_works_from_the_keyboard(make_app) -> None:
    app = make_app()
    menu = _menu(app)
    press(app, pygame.K_DOWN)  # first button: New game
    assert menu.buttons["new"].hovered
    press(app, pygame.K_DOWN)  # second: Learn to play
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # third: Load game
    assert isinstance(app.manager.top, LoadScene)
