"""Drawn images are cached within a memory budget, not a count: drag-resizing a window between
720p and 4K asks for the cards at every size in between, and the cache must not keep them all."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import App
from game.gamelog import Line
from game.gamelog.phrase import N_
from game.screenshot import all_scenes
from game.ui import card_view, fonts, piece_images
from game.ui.card_view import CardFace, render_card
from game.ui.image_cache import MB, ImageCache, surface_bytes
from game.ui.log_panel import LogPanel


def test_the_least_recently_used_go_first_and_one_oversized_image_stays() -> None:
    cache: ImageCache[str, pygame.Surface] = ImageCache(3 * 100 * 100 * 4)
    for name in "abc":
        cache[name] = pygame.Surface((100, 100), pygame.SRCALPHA)
    assert cache.get("a") is not None  # a is used again: b is now the oldest
    cache["d"] = pygame.Surface((100, 100), pygame.SRCALPHA)
    assert sorted(cache) == ["a", "c", "d"] and cache.bytes == 3 * 100 * 100 * 4
    cache["huge"] = pygame.Surface((400, 400), pygame.SRCALPHA)
    assert list(cache) == ["huge"] and cache.bytes == 400 * 400 * 4
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def _held() -> int:
    return sum(surface_bytes(image) for image in card_view._cache.values())


def test_cards_at_every_size_of_a_drag_to_4k_stay_within_the_budget() -> None:
    pygame.init()
    card_view._cache.clear()
    faces = [CardFace(title=f"Card {i}", good="gem", actions=(("place", 2),)) for i in range(5)]
    # a card row's card from a 720p window to a 4K one, a few pixels more at each step
    for step in range(60):
        size = (110 + step * 4, 154 + step * 6)
        for face in faces:
            render_card(face, size)
    assert _held() <= card_view.CACHE_BYTES  # a count of 600 would hold them all: ~100 MB
    assert _held() > card_view.CACHE_BYTES // 2  # and it is a cache: it keeps what fits
    last = render_card(faces[-1], (110 + 59 * 4, 154 + 59 * 6))
    assert render_card(faces[-1], (110 + 59 * 4, 154 + 59 * 6)) is last


def test_a_legends_board_resized_between_720p_and_4k_keeps_its_caches_bounded(
    make_app: Callable[..., App],
) -> None:
    app = make_app(size=(1280, 720))
    app.manager.push(all_scenes()["legends-board"](app))
    app.step(1 / 60, events=[])
    sizes = [(1280 + i * 640, 720 + i * 360) for i in range(5)]
    for size in sizes + sizes[::-1]:
        app.resize(size)
        app.step(1 / 60, events=[])
    held = _held() + sum(surface_bytes(image) for image in piece_images._cache.values())
    assert held <= card_view.CACHE_BYTES + piece_images.CACHE_BYTES < 64 * MB
    assert len(fonts._cache) <= fonts.MAX_FONTS
    # the budget is above what one 4K frame needs: drawing again draws no card anew
    before = dict(card_view._cache.items())
    app.step(1 / 60, events=[])
    assert all(card_view._cache.get(key) is image for key, image in before.items())


def test_the_game_log_keeps_only_a_few_panels_of_row_images(make_app: Callable[..., App]) -> None:
    """A long game's log at 4K: every row is laid out, but only the rows drawn lately keep
    their images, within a few panels' worth of pixels, however far the player scrolls."""
    app = make_app(size=(3840, 2160))
    m = app.metrics
    panel = LogPanel(
        m,
        pygame.Rect(0, 0, m.px(420), m.px(900)),
        lambda seat: None,
        folded=False,
        on_pick=lambda line: None,
        on_fold=lambda folded: None,
    )
    lines = [
        Line(i, i, 1 + i // 12, i % 3, i % 3, N_("A sentence long enough to wrap " * 3))
        for i in range(600)
    ]
    panel.set_lines(lines)
    assert len(panel.rows) == 600 + 50  # every line and every round's heading
    inner = panel.scroll.rect
    budget = panel._images.budget
    assert budget <= max(MB, 3 * 4 * inner.width * inner.height)
    for offset in range(0, panel.scroll.max_offset + 1, inner.height // 2):
        panel.scroll.scroll_to(offset)
        panel.draw(app.surface)
        assert panel._images.bytes <= budget
    # one image per row held would be far more than the budget
    one_each = sum(4 * panel.width * (r.bottom - r.top) for r in panel.rows)
    assert one_each > 3 * budget
