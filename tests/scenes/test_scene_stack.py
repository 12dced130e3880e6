from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.scenes.dialog import confirm


class Recorder(Scene):
    def __init__(self, app, name: str, overlay: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.name = name
        self.overlay = overlay
        self.log: list[str] = []

    def enter(self) -> None:
        self.log.append("enter")

    def exit(self) -> None:
        self.log.append("exit")

    def resume(self) -> None:
        self.log.append("resume")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append("draw")


def test_push_pop_replace_reset_call_the_life_cycle(make_app) -> None:
    app = make_app()
    m = app.manager
    a, b, c = Recorder(app, "a"), Recorder(app, "b"), Recorder(app, "c")
    m.push(a)
    m.push(b)
    assert m.top is b
    assert m.pop() is b
    assert b.log == ["enter", "exit"]
    assert a.log == ["enter", "resume"]
    m.replace(c)
    assert m.stack == [c]
    assert a.log[-1] == "exit"
    d = Recorder(app, "d")
    m.reset(d)
    assert m.stack == [d] and c.log[-1] == "exit"


def test_overlay_draws_the_scene_below_and_only_the_top_gets_input(make_app) -> None:
    app = make_app()
    m = app.manager
    base, page, dialog = Recorder(app, "base"), Recorder(app, "page"), Recorder(app, "dlg", True)
    for scene in (base, page, dialog):
        m.push(scene)
    assert m.visible() == [page, dialog]  # the overlay lets the page show, not the base
    app.draw()
    assert "draw" in page.log and "draw" in dialog.log and "draw" not in base.log


def test_confirm_dialog_yes_runs_the_action_and_closes(make_app) -> None:
    app = make_app()
    below = Recorder(app, "below")
    app.manager.push(below)
    done: list[bool] = []
    dialog = confirm(app, "Title", "Sure?", lambda: done.append(True))
    app.manager.push(dialog)
    dialog.buttons[-1].click()
    assert done == [True] and app.manager.top is below
    dialog2 = confirm(app, "Title", "Sure?", lambda: done.append(False))
    app.manager.push(dialog2)
    dialog2.buttons[0].click()  # Cancel
    assert done == [True] and app.manager.top is below


def test_a_click_during_an_animation_finishes_it_then_reaches_the_scene(make_app) -> None:
    app = make_app(animation_speed="normal")
    scene = Recorder(app, "s")
    app.manager.push(scene)
    values: list[float] = []
    scene.animator.add(0.4, values.append)
    app.manager.update(0.1)
    assert scene.animator.busy and values[-1] < 1.0
    seen: list[float] = []
    scene.handle_event = lambda event: seen.append(values[-1]) or True  # type: ignore[method-assign]
    used = app.manager.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    )
    # the scene gets the click after the animation has reached its end
    assert used and seen == [1.0] and not scene.animator.busy


def test_instant_speed_skips_animations(make_app) -> None:
    app = make_app(animation_speed="instant")
    scene = Recorder(app, "s")
    app.manager.push(scene)
    values: list[float] = []
    ended: list[bool] = []
    scene.animator.add(0.3, values.append, on_done=lambda: ended.append(True))
    assert values == [1.0] and ended == [True] and not scene.animator.busy


def test_privacy_curtain_hides_the_table_until_the_named_player_clicks(make_app) -> None:
    from game.scenes.curtain import PrivacyCurtain

    app = make_app()
    table = Recorder(app, "table")
    app.manager.push(table)
    revealed: list[bool] = []
    curtain = PrivacyCurtain(app, "Ann", seat=2, on_reveal=lambda: revealed.append(True))
    app.manager.push(curtain)
    app.draw()
    assert "draw" not in table.log  # nothing of the secret table is drawn
    app.manager.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    assert app.manager.top is curtain  # Escape does not lift it
    assert "Ann" in curtain.reveal_button.text
    curtain.reveal_button.click()
    assert app.manager.top is table and revealed == [True]


def test_privacy_curtain_shows_the_colour_the_player_chose(make_app) -> None:
    from game.scenes.curtain import PrivacyCurtain
    from game.ui import theme

    app = make_app()
    chosen = (204, 121, 167)  # reddish purple, not seat 0's default orange
    assert chosen != theme.player_colour(0)
    app.manager.push(PrivacyCurtain(app, "Ann", seat=0, colour=chosen, mark="plain"))
    app.step(1 / 60, events=[])
    curtain = app.manager.top
    front = curtain.piece_rect.center
    colours = {
        tuple(app.surface.get_at((front[0] + dx, front[1] + dy)))[:3]
        for dx in range(-12, 13, 3)
        for dy in range(-4, 13, 3)
    }
    assert chosen in colours
    assert theme.player_colour(0) not in colours
