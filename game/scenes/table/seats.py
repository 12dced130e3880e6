"""Who sits at the table: name, colour, mark, human or computer and its level, and the small
icons the new-game screens draw for them (shared by the area-control games)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import pygame

from game.ai.registry import LEVEL_HINTS, LEVEL_NAMES, LEVELS
from game.i18n import _
from game.ui import theme

Kind = Literal["human", "computer"]


@dataclass
class Seat:
    name: str
    colour: str  # a key of theme.PLAYER_COLOURS
    mark: str  # one of theme.MARKS
    kind: Kind = "human"
    level: str = "easy"

    @property
    def rgb(self) -> theme.Colour:
        return theme.PLAYER_COLOURS.get(self.colour, theme.NEUTRAL)


def level_options() -> list[tuple[str, str]]:
    """Every computer level, translated, for a seat's level stepper (all games have all)."""
    return [(k, _(LEVEL_NAMES[k])) for k in LEVELS]


def level_hint(level: str) -> str:
    """The one line a level's stepper says about it."""
    return _(LEVEL_HINTS.get(level, LEVEL_HINTS["easy"]))


def default_seats(count: int) -> list[Seat]:
    colours = list(theme.PLAYER_COLOURS)
    return [
        Seat(f"Player {i + 1}", colours[i], theme.MARKS[i], "human" if i == 0 else "computer")
        for i in range(count)
    ]


def added_seat(seats: list[Seat]) -> Seat:
    """The seat Add a player brings: the first colour and mark no seat has, a computer."""
    used_c = {s.colour for s in seats}
    used_m = {s.mark for s in seats}
    colour = next(c for c in theme.PLAYER_COLOURS if c not in used_c)
    mark = next(k for k in theme.MARKS if k not in used_m)
    return Seat(_("Player {n}").format(n=len(seats) + 1), colour, mark, "computer")


def named_copies(seats: list[Seat]) -> list[Seat]:
    """Copies of the seats as chosen, each with a name (an empty one gets its number)."""
    for i, seat in enumerate(seats):
        seat.name = seat.name.strip() or _("Player {n}").format(n=i + 1)
    return [Seat(s.name, s.colour, s.mark, s.kind, s.level) for s in seats]


def piece_icon(seat: Seat, disc: bool = False) -> Any:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if disc:
            theme.draw_disc(surface, rect.center, rect.height // 2, seat.rgb, seat.mark)
        else:
            theme.draw_cube(surface, rect.center, rect.height * 2 // 3, seat.rgb, seat.mark)

    return draw


def check_icon(on: bool) -> Any:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        box = rect.inflate(-rect.width // 5, -rect.height // 5)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=3)
        pygame.draw.rect(surface, theme.INK, box, 2, border_radius=3)
        if on:
            a = (box.left + box.width // 5, box.centery)
            b = (box.centerx - box.width // 10, box.bottom - box.height // 5)
            c = (box.right - box.width // 6, box.top + box.height // 5)
            pygame.draw.lines(surface, theme.DANGER, False, [a, b, c], max(2, box.width // 6))

    return draw


def next_free(options: list[str], current: str, used: set[str]) -> str:
    """The option after `current` that no other seat uses (colours and marks)."""
    k = options.index(current) if current in options else 0
    for step in range(1, len(options) + 1):
        candidate = options[(k + step) % len(options)]
        if candidate not in used:
            return candidate
    return current
