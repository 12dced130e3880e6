"""Pieces are our images from assets/sprites/, tinted in the player's colour, with the mark."""

from __future__ import annotations

import pygame
import pytest

from game import paths
from game.ui import piece_images, theme


@pytest.mark.parametrize(
    "name", ["cube", "disc", "tower", "coin", "token", "card_frame", "mark_stripe", "mark_ring"]
)
def test_every_sprite_is_a_png_we_ship(name: str) -> None:
    path = paths.assets() / "sprites" / f"{name}.png"
    image = pygame.image.load(str(path))
    assert min(image.get_size()) >= 128  # masters large enough for a 4K window


def _piece(draw, colour, mark):  # type: ignore[no-untyped-def]
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    bounds = draw(surface, (100, 100), 60, colour, mark)
    return surface, bounds


@pytest.mark.parametrize("draw", [theme.draw_cube, theme.draw_tower])
def test_a_piece_face_is_the_players_colour_and_its_mark_contrasts(draw) -> None:  # type: ignore[no-untyped-def]
    pygame.init()
    colour = theme.PLAYER_COLOURS["orange"]
    surface, bounds = _piece(draw, colour, "plain")
    # a point on the face, left of the centre (clear of the mark and the side)
    x, y = bounds.left + bounds.width // 5, bounds.centery + bounds.height // 8
    r, g, b, a = surface.get_at((x, y))
    assert a >= 250 and max(abs(r - colour[0]), abs(g - colour[1]), abs(b - colour[2])) <= 12
    marked, _ = _piece(draw, colour, "dot")

    def dark(image: pygame.Surface) -> int:
        return sum(
            1
            for px in range(bounds.left, bounds.right)
            for py in range(bounds.top, bounds.bottom)
            if image.get_at((px, py)).a > 200 and sum(image.get_at((px, py))[:3]) < 120
        )

    assert dark(marked) > dark(surface) + 60  # a dark dot on the light orange


def test_pieces_scale_to_the_size_asked_for() -> None:
    pygame.init()
    small = piece_images.piece("cube", (20, 20), (0, 114, 178), "plain", pygame.Rect(2, 8, 12, 12))
    large = piece_images.piece(
        "cube", (200, 200), (0, 114, 178), "plain", pygame.Rect(20, 80, 120, 120)
    )
    assert small.get_size() == (20, 20) and large.get_size() == (200, 200)


def test_pieces_in_flight_are_a_sprite_group() -> None:
    from game.scenes.area_control.sprites import Flights, Sprite, coin_drawer, cube_drawer

    pygame.init()
    flights = Flights()
    cube = Sprite(cube_drawer(20, theme.PLAYER_COLOURS["blue"], "dot"), [(10, 50), (190, 50)])
    coin = Sprite(coin_drawer(8), [(100, 10)])
    flights.append(cube)
    flights.add(coin)
    assert isinstance(cube, pygame.sprite.Sprite) and len(flights) == 2
    surface = pygame.Surface((200, 100))
    cube.set(1.0)  # landed at the end of its path
    coin.set(0.0)
    flights.draw(surface)
    assert surface.get_at((190, 50))[:3] != (0, 0, 0)  # the cube is drawn where it arrived
    assert surface.get_at((10, 50))[:3] == (0, 0, 0)  # and not where it started
    assert surface.get_at((100, 10))[:3] != (0, 0, 0)  # the coin
    coin.kill()
    assert coin not in flights and len(flights) == 1
    flights.clear()
    assert not flights
