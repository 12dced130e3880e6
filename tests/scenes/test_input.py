"""Input is never lost: a click during an animation finishes it and then counts; Escape clears a
selection, then closes a panel, then opens the menu; a new game asks before it replaces an
unfinished one; text fields select, copy, paste and compose."""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.scenes.dialog import Dialog
from game.settings import autosave_path
from game.ui.layout import Metrics
from game.ui.text_input import TextInput
from game.ui.widgets import Button
from tests.support.plain_app import click, press


class _Animated(Scene):
    def build(self) -> None:
        self.clicked = 0
        self.finished = False
        self.button = Button(self.app.metrics, (100, 100, 200, 60), "Go", self._go)
        self.widgets = [self.button]

    def _go(self) -> None:
        self.clicked += 1

    def start_animation(self) -> None:
        self.animator.add(5.0, lambda t: None, on_done=lambda: setattr(self, "finished", True))


def test_a_click_during_an_animation_finishes_it_and_is_applied(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    scene = _Animated(app)
    app.manager.push(scene)
    scene.start_animation()
    app.step(1 / 60, events=[])
    assert scene.animator.busy
    click(app, scene.button.rect.center)
    assert scene.finished and not scene.animator.busy
    assert scene.clicked == 1


class _Panels(Scene):
    def build(self) -> None:
        self.selection: str | None = "region"
        self.panel_open = True
        self.backs = 0

    def clear_selection(self) -> bool:
        had, self.selection = self.selection, None
        return had is not None

    def close_panel(self) -> bool:
        was, self.panel_open = self.panel_open, False
        return was

    def on_back(self) -> None:
        self.backs += 1


def test_escape_clears_the_selection_then_the_panel_then_goes_back(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    scene = _Panels(app)
    app.manager.push(scene)
    press(app, pygame.K_ESCAPE)
    assert scene.selection is None and scene.panel_open and scene.backs == 0
    press(app, pygame.K_ESCAPE)
    assert not scene.panel_open and scene.backs == 0
    press(app, pygame.K_ESCAPE)
    assert scene.backs == 1


def test_escape_on_a_board_drops_the_selected_region_before_the_menu(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.table.game_menu import GameMenu
    from game.screenshot import all_scenes

    app = make_app()
    board = all_scenes()["eight-minute-board"](app)
    app.manager.push(board)
    assert board.selected is not None  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)
    assert board.selected is None and app.manager.top is board  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, GameMenu)


def _start(app):  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.new_game import NewGameScene
    from game.scenes.menu import MenuScene

    app.manager.push(MenuScene(app))
    page = NewGameScene(app)
    app.manager.push(page)
    page.controls["start"].click()
    return page


def test_a_new_game_asks_before_replacing_an_unfinished_one(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.board import BoardScene

    app = make_app()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{}", encoding="utf-8")
    _start(app)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog)
    dialog.buttons[0].click()  # Cancel: the new-game page stays, nothing started
    assert not isinstance(app.manager.top, Dialog | BoardScene)
    app.manager.top.controls["start"].click()  # type: ignore[union-attr]
    app.manager.top.buttons[-1].click()  # type: ignore[union-attr]
    assert isinstance(app.manager.top, BoardScene)


def test_a_new_game_without_an_unfinished_one_starts_at_once(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.board import BoardScene

    app = make_app()
    autosave_path().unlink(missing_ok=True)
    _start(app)
    assert isinstance(app.manager.top, BoardScene)


# text fields ------------------------------------------------------------------------------------
def _key(field: TextInput, key: int, mod: int = 0) -> None:
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def _type(field: TextInput, text: str) -> None:
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _editing(text: str, max_length: int = 40) -> TextInput:
    """A field the player has clicked into: focused, the cursor at the end, nothing selected."""
    field = TextInput(Metrics(1280, 720), (0, 0, 300, 40), text, max_length=max_length)
    field.focused = False
    field.focused = True
    return field


def test_a_proposed_name_is_selected_so_typing_replaces_it() -> None:
    field = TextInput(Metrics(1280, 720), (0, 0, 300, 40), "Game 3")
    _type(field, "Mine")
    assert field.text == "Mine"
    clicked_into = _editing("Ada")
    _type(clicked_into, "!")
    assert clicked_into.text == "Ada!"


def test_selection_with_shift_ctrl_a_copy_cut_and_paste() -> None:
    pygame.init()
    field = _editing("hello world")
    _key(field, pygame.K_LEFT, pygame.KMOD_SHIFT)
    _key(field, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert field.selected_text == "ld"
    _key(field, pygame.K_x, pygame.KMOD_CTRL)
    assert field.text == "hello wor"
    _key(field, pygame.K_HOME)
    _key(field, pygame.K_v, pygame.KMOD_CTRL)
    assert field.text == "ldhello wor"
    _key(field, pygame.K_a, pygame.KMOD_CTRL)
    _key(field, pygame.K_c, pygame.KMOD_CTRL)
    _key(field, pygame.K_BACKSPACE)
    assert field.text == ""
    _key(field, pygame.K_v, pygame.KMOD_CTRL)
    _key(field, pygame.K_v, pygame.KMOD_CTRL)
    assert field.text == "ldhello worldhello wor"


def test_the_length_limit_holds_when_pasting_and_typing() -> None:
    field = _editing("abc", max_length=5)
    _type(field, "defgh")
    assert field.text == "abcde"


def test_ime_composition_is_shown_until_it_is_committed() -> None:
    pygame.init()
    field = TextInput(Metrics(1280, 720), (0, 0, 300, 40), "", focused=True)
    field.handle_event(pygame.event.Event(pygame.TEXTEDITING, text="にほ", start=2, length=0))
    assert field.text == "" and field.composition == "にほ"
    surface = pygame.Surface((300, 40))
    field.draw(surface)  # draws the composition, underlined, without typing it
    _type(field, "日本")
    assert field.text == "日本" and field.composition == ""


def test_a_click_places_the_cursor_and_a_drag_selects() -> None:
    pygame.init()
    m = Metrics(1280, 720)
    field = TextInput(m, (0, 0, 400, 40), "abcdef", focused=False)
    pad = m.px(8)
    font = field._font()
    x_after_c = pad + font.size("abc")[0]
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x_after_c, 20), button=1))
    assert field.focused and field.cursor == 3
    x_after_e = pad + font.size("abcde")[0]
    field.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x_after_e, 20), rel=(0, 0), buttons=(1, 0, 0))
    )
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x_after_e, 20), button=1))
    assert field.selected_text == "de"


def test_escape_in_a_field_without_cancel_reaches_the_scene() -> None:
    field = TextInput(Metrics(1280, 720), (0, 0, 300, 40), "x")
    handled = field.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    assert not handled


def test_refusals_stack_above_the_pointer_and_hide_the_tooltip(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.ui.widgets import Toasts

    app = make_app()
    pointer = (640, 400)
    toasts = Toasts()
    toasts.add("Not your turn.", pointer)
    toasts.add("Choose how many coins you bid first.", pointer)
    boxes = toasts.draw(app.surface, app.metrics)
    assert len(boxes) == 2
    assert all(box.bottom < pointer[1] for box in boxes)  # the pointed-at thing stays visible
    assert not boxes[0].colliderect(boxes[1])
    # near the top edge they go below the pointer instead, still apart
    toasts = Toasts()
    toasts.add("Not your turn.", (640, 5))
    toasts.add("Choose how many coins you bid first.", (640, 5))
    low = toasts.draw(app.surface, app.metrics)
    assert all(box.top > 5 for box in low) and not low[0].colliderect(low[1])
