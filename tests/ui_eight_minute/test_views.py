"""The map and card renderers: hit tests match the polygons the rules read; every card draws."""

from __future__ import annotations

import pygame
import pytest

from game.engine.board import load_board
from game.rules.eight_minute.cards import game_data
from game.scenes.eight_minute import texts
from game.ui.board_view import BoardView, point_in_polygon
from game.ui.card_view import render_card
from tests.support.pygame_driver import show


@pytest.mark.parametrize("board_id", ["eight_minute_a", "eight_minute_b"])
def test_every_region_is_hit_where_it_is_drawn(board_id: str) -> None:
    pygame.init()
    board = load_board(board_id)
    view = BoardView(board, pygame.Rect(10, 140, 900, 500))
    for rid in board.regions:
        assert view.region_at(view.click_point(rid)) == rid
        assert view.region_at(view.anchor(rid)) == rid
    assert view.region_at((view.map_rect.left + 2, view.map_rect.top + 2)) is None  # open sea
    assert view.region_at((0, 0)) is None  # outside the map
    # a point on the shared border of two land neighbours belongs to one of them
    link = next(link for link in board.links if link.kind == "land")
    a, b = view.polys[link.a], view.polys[link.b]
    shared = [p for p in a if p in b]
    if shared:
        assert view.region_at(shared[0]) in (link.a, link.b)
    surface = pygame.Surface((920, 660))
    view.draw(surface)
    view.draw_dim(surface, [link.a])
    view.draw_glow(surface, [link.a])
    centre = view.anchor(link.a)
    assert surface.get_at(centre) != surface.get_at(view.anchor(link.b))  # one lit, one veiled


def test_point_in_polygon() -> None:
    square = [(0, 0), (10, 0), (10, 10), (0, 10)]
    assert point_in_polygon(5, 5, square)
    assert not point_in_polygon(15, 5, square)


@pytest.mark.parametrize("size", [(70, 98), (150, 210)])
def test_every_card_renders_and_dims(size: tuple[int, int]) -> None:
    pygame.init()
    for card in game_data().cards:
        face = texts.card_face(card)
        image = render_card(face, size)
        dimmed = render_card(face, size, dimmed=True)
        assert image.get_size() == size
        centre = (size[0] // 2, size[1] // 4)
        assert image.get_at(centre) != dimmed.get_at(centre)


@pytest.mark.parametrize("name", ["new-game", "auction", "board", "scoring"])
def test_screens_follow_any_window_size(make_app, name: str) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.screenshots import SCENES
    from game.scenes.menu import MenuScene

    app = make_app()
    app.start(MenuScene(app))
    app.manager.push(SCENES[f"eight-minute-{name}"](app))
    for size in ((1280, 720), (320, 180), (2560, 1440), (1920, 1080)):
        app.resize(size)
        app.step(1 / 60)
        assert app.surface.get_size() == size


def test_language_switch_redraws_the_map_names(make_app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.eight_minute.screenshots import SCENES
    from game.scenes.menu import MenuScene

    app = make_app()
    app.start(MenuScene(app))
    board = show(app, SCENES["eight-minute-board"](app))
    old = board.view
    assert old is not None and old.area_names["C"] == "Heartland"
    app.apply_settings(app.settings.changed(language="fr"))
    app.step(1 / 60)
    assert board.view is not old and board.view.area_names["C"] == "Terres centrales"
    assert board.buttons["menu"].text == "Menu"
