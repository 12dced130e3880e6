"""A resized window keeps the images of its present size only: images drawn at a layout's sizes
go with that layout, the board's veil takes a byte a pixel, panels' shadows are drawn in
bands, and the window is shown from its own surface (issue 25:
720p to 4K for a minute stays under 200 MB; the figure itself is `bench_memory.py`'s)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.engine.board import load_board
from game.screenshot import all_scenes
from game.ui import card_view, fonts, image_cache, piece_images, process_memory, theme
from game.ui.board_view import VEIL, VEIL_ALPHA, BoardView
from game.ui.image_cache import MB, ImageCache


def test_a_new_layout_empties_the_caches_of_its_sizes_only() -> None:
    pygame.init()
    sized: ImageCache[str, pygame.Surface] = ImageCache(MB, per_layout=True)
    other: ImageCache[str, pygame.Surface] = ImageCache(MB)
    for cache in (sized, other):
        cache["a"] = pygame.Surface((10, 10))
    image_cache.new_layout()
    assert len(sized) == 0 and sized.bytes == 0
    assert list(other) == ["a"] and other.bytes == 10 * 10 * 4


def _drawn_keys() -> tuple[set[object], set[object], set[object]]:
    return set(card_view._cache), set(piece_images._cache), set(fonts._cache)


def test_a_board_dragged_to_4k_and_back_holds_what_it_held_at_first(
    make_app: Callable[..., App],
) -> None:
    """After a drag to 4K and back the caches hold exactly the images of the size the window
    is at, as on its first frame: none of the sizes it went through."""
    app = make_app(size=(1280, 720))
    app.manager.push(all_scenes()["legends-board"](app))
    app.resize((1280, 720))  # a layout of its own, as the window's first is
    app.step(1 / 60, events=[])
    first = _drawn_keys()
    assert all(first)  # cards, pieces and fonts were drawn
    for size in [(1920, 1080), (2560, 1440), (3840, 2160), (2000, 1200), (1280, 720)]:
        app.resize(size)
        app.step(1 / 60, events=[])
    assert _drawn_keys() == first


def test_the_board_veil_is_a_byte_a_pixel_and_veils_as_before() -> None:
    pygame.init()
    board = load_board("eight_minute_a")
    view = BoardView(board, pygame.Rect(10, 140, 900, 500))
    link = next(link for link in board.links if link.kind == "land")
    surface = pygame.Surface((920, 660))
    view.draw(surface)
    plain = surface.copy()
    view.draw_dim(surface, [link.a])
    veil = view._dim
    assert veil is not None and veil.get_bytesize() == 1
    lit, veiled = view.anchor(link.a), view.anchor(link.b)
    assert surface.get_at(lit) == plain.get_at(lit)
    # the veiled region is the veil's colour laid over the map at the veil's opacity
    under = tuple(plain.get_at(veiled))[:3]
    want = [
        c * (255 - VEIL_ALPHA) / 255 + v * VEIL_ALPHA / 255
        for c, v in zip(under, VEIL, strict=True)
    ]
    got = tuple(surface.get_at(veiled))[:3]
    assert all(abs(g - w) <= 2 for g, w in zip(got, want, strict=True))


def _panel_with_whole_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The panel as drawn before: a shadow surface of the panel's whole size."""
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, rect.move(theme.SHADOW_OFFSET))
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PARCHMENT_EDGE, rect, 2, border_radius=radius)


@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA])
@pytest.mark.parametrize(
    ("rect", "radius"),
    [((20, 30, 300, 200), 10), ((5, 5, 30, 20), 10), ((10, 10, 60, 60), 24), ((0, 0, 350, 250), 0)],
)
def test_a_panel_shadow_drawn_in_bands_is_the_same_picture(
    flags: int, rect: tuple[int, int, int, int], radius: int
) -> None:
    pygame.init()
    before, after = pygame.Surface((360, 260), flags), pygame.Surface((360, 260), flags)
    for surface in (before, after):
        surface.fill((120, 80, 40, 200))
        pygame.draw.circle(surface, (30, 200, 90), (180, 130), 100)
    _panel_with_whole_shadow(before, pygame.Rect(rect), radius)
    theme.draw_panel(after, pygame.Rect(rect), radius=radius)
    assert pygame.image.tobytes(before, "RGBA") == pygame.image.tobytes(after, "RGBA")


def test_the_window_is_shown_from_its_own_surface_unless_the_player_asks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    process_memory.plain_window_surface()
    import os

    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")
    process_memory.plain_window_surface()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "1"
