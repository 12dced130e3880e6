"""Pieces in flight: a card, a coin or a cube moving along a path while a tween runs, kept and
drawn as a `pygame.sprite.Group` (`Flights`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.piece_images import plain

Draw = Callable[[pygame.Surface, tuple[int, int]], None]


@dataclass(eq=False)  # a sprite is itself, whatever it holds (groups hash it)
class Sprite(pygame.sprite.Sprite):
    """Follows `path` (screen points) as `t` goes 0..1; `hop` lifts it between points."""

    draw_at: Draw
    path: Sequence[tuple[int, int]]
    hop: float = 0.0
    t: float = 0.0
    started: bool = False
    done: bool = False
    fade: bool = False
    extra: dict[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        pygame.sprite.Sprite.__init__(self)

    def position(self) -> tuple[int, int]:
        pts = self.path
        if len(pts) == 1:
            return pts[0]
        legs = len(pts) - 1
        f = min(max(self.t, 0.0), 1.0) * legs
        i = min(int(f), legs - 1)
        local = f - i
        (x1, y1), (x2, y2) = pts[i], pts[i + 1]
        x = x1 + (x2 - x1) * local
        y = y1 + (y2 - y1) * local
        if self.hop:
            y -= self.hop * math.sin(math.pi * local)
        return (round(x), round(y))

    def set(self, t: float) -> None:
        self.started = True
        self.t = t

    def draw(self, surface: pygame.Surface) -> None:
        if self.started and not self.done:
            self.draw_at(surface, self.position())


class Flights(pygame.sprite.Group):
    """The pieces in flight, drawn in the order they took off. `clear()` with no surface
    empties the group (the boards call it when an undo or a jump ends every flight)."""

    def append(self, sprite: Sprite) -> None:
        self.add(sprite)

    def clear(self, surface: pygame.Surface | None = None, bgd: object = None) -> None:  # type: ignore[override]
        if surface is None:
            self.empty()
        else:
            super().clear(surface, bgd)  # type: ignore[arg-type]

    def draw(self, surface: pygame.Surface, *args: object, **kwargs: object) -> list[pygame.Rect]:  # type: ignore[override]
        for sprite in self.sprites():
            sprite.draw(surface)  # type: ignore[attr-defined]
        return []


def coin_drawer(radius: int) -> Draw:
    """A coin (assets/sprites/coin.png) `radius` in size."""
    image = plain("coin", (2 * radius + 2, 2 * radius + 2))

    def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
        surface.blit(image, image.get_rect(center=pos))

    return draw


def cube_drawer(size: int, colour: theme.Colour, mark: str) -> Draw:
    def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
        theme.draw_cube(surface, pos, size, colour, mark)

    return draw


def disc_drawer(radius: int, colour: theme.Colour, mark: str) -> Draw:
    def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
        theme.draw_disc(surface, pos, radius, colour, mark)

    return draw


def image_drawer(image: pygame.Surface) -> Draw:
    def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
        surface.blit(image, image.get_rect(center=pos))

    return draw


def tower_drawer(size: int, colour: theme.Colour, mark: str) -> Draw:
    def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
        theme.draw_tower(surface, pos, size, colour, mark)

    return draw
