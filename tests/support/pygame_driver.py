"""Mouse input for the screen tests: clicks go through pygame's event queue, as a player's
would, and points are found inside a region of a map on screen."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.app import App
from game.scenes.base import Scene
from game.ui.board_view import BoardView, point_in_polygon


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A click through pygame's event queue, then one frame."""
    post_click((int(pos[0]), int(pos[1])), button)
    app.step(1 / 60)


S = TypeVar("S", bound=Scene)


def show(app: App, scene: S) -> S:
    """Put `scene` on top and draw one frame of it."""
    app.manager.push(scene)
    app.step(1 / 60)
    return scene


def free_point(
    view: BoardView | None, rid: str, *, min_step: int = 3, parts: int = 12
) -> tuple[int, int]:
    """A point inside the region's polygon that no piece covers (the farthest from any
    piece on a grid of about `parts` points across the region's box)."""
    assert view is not None
    poly = view.polys[rid]
    box = view.boxes[rid]
    pieces = [r.inflate(6, 6) for r in view.piece_rects.values()]
    best = None
    step = max(min_step, min(box.width, box.height) // parts)
    for y in range(box.top + 1, box.bottom, step):
        for x in range(box.left + 1, box.right, step):
            if not point_in_polygon(x, y, poly) or view.region_at((x, y)) != rid:
                continue
            if any(p.collidepoint((x, y)) for p in pieces):
                continue
            d = min((abs(x - p.centerx) + abs(y - p.centery) for p in pieces), default=999)
            if best is None or d > best[0]:
                best = (d, (x, y))
    assert best is not None, f"no free point in region {rid}"
    return best[1]
