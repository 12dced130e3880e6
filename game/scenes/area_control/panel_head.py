"""The top of a player panel on the area-control boards: the card (lit for the player who
decides), the player's colour stripe, piece and name, and a small screen for a computer."""

from __future__ import annotations

import re
from typing import Protocol

import pygame

from game.ui import fonts, layout_check, theme
from game.ui.card_view import ELLIPSIS, MIN_TEXT
from game.ui.layout import Metrics

_NUMBER = re.compile(r"\d+")


def two_digits(text: str) -> str:
    """`text` with every number at least two digits wide: what a count's place is measured
    with, so that a panel does not reflow when a score or a count reaches 10."""
    return _NUMBER.sub(lambda n: "0" * max(2, len(n.group())), text)


def count_room(font: pygame.font.Font, text: str) -> int:
    """The width a count keeps in a panel: its own, or that of two digits if wider."""
    return max(font.size(text)[0], font.size(two_digits(text))[0])


class Seated(Protocol):
    """What a game's panel data tells about the player it shows."""

    name: str
    colour: theme.Colour
    mark: str
    active: bool  # this player decides now
    computer: bool


def panel_head(
    m: Metrics,
    size: tuple[int, int],
    data: Seated,
    letter: int | None = None,
    reserve: int = 0,
) -> tuple[pygame.Surface, int]:
    """A new panel surface with its name row drawn; returns it and the y below that row. The
    name is written at `letter` pixels (the body's size unless told), smaller if it must, and
    keeps `reserve` pixels free at the row's right end (left of a computer's screen)."""
    name, colour, mark = data.name, data.colour, data.mark
    active, computer = data.active, data.computer
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    fill = theme.shade(theme.PARCHMENT, 1.05) if active else theme.PARCHMENT
    pygame.draw.rect(surf, fill, rect, border_radius=8)
    edge = theme.GLOW if active else theme.PARCHMENT_EDGE
    pygame.draw.rect(surf, edge, rect, 3 if active else 2, border_radius=8)
    pygame.draw.rect(surf, colour, (0, 0, max(5, m.px(6)), h), border_radius=4)
    pad = max(6, m.px(8))
    start = m.text("body") if letter is None else max(MIN_TEXT, letter)
    letter = start
    f_name = fonts.get(letter, bold=True)
    line = f_name.get_linesize()
    x0 = pad + m.px(6)
    y = pad // 2
    cube = max(12, line * 2 // 3)
    theme.draw_cube(surf, (x0 + cube // 2 + 2, y + line // 2 + 2), cube, colour, mark)
    # the name keeps clear of the computer's screen: a smaller letter first, then an ellipsis
    room = name_room(m, w, start, computer) - (reserve + pad if reserve else 0)
    while f_name.size(name)[0] > room and letter > MIN_TEXT:
        letter -= 1
        f_name = fonts.get(letter, bold=True)
    if f_name.size(name)[0] > room:
        layout_check.report_cut(name, "player name in a panel")
        while name and f_name.size(name + ELLIPSIS)[0] > room:
            name = name[:-1]
        name += ELLIPSIS
    shown = f_name.render(name, True, theme.INK)
    surf.blit(shown, (x0 + cube + pad, y + (line - shown.get_height()) // 2))
    if computer:  # a small screen = computer seat
        sx = w - pad - line
        pygame.draw.rect(surf, theme.INK_SOFT, (sx, y + line // 5, line - 4, line // 2), 2)
        pygame.draw.line(
            surf,
            theme.INK_SOFT,
            (sx + line // 2 - 2, y + line * 7 // 10),
            (sx + line // 2 - 2, y + line * 8 // 10),
            2,
        )
    return surf, head_bottom(m, start)


def name_room(m: Metrics, width: int, letter: int, computer: bool) -> int:
    """The width left for the name in a name row written at `letter` pixels."""
    pad = max(6, m.px(8))
    line = fonts.get(letter, bold=True).get_linesize()
    cube = max(12, line * 2 // 3)
    return width - pad - m.px(6) - cube - pad * 2 - (line + pad // 2 if computer else 0)


def screen_left(m: Metrics, width: int, letter: int, computer: bool) -> int:
    """Where the name row's right end is: the computer's screen, else the panel's padding."""
    pad = max(6, m.px(8))
    line = fonts.get(letter, bold=True).get_linesize()
    return width - pad - (line + pad // 2 if computer else 0)


def head_bottom(m: Metrics, letter: int | None = None) -> int:
    """The y below a panel's name row written at `letter` pixels (as `panel_head` returns)."""
    letter = m.text("body") if letter is None else max(MIN_TEXT, letter)
    return max(6, m.px(8)) // 2 + fonts.get(letter, bold=True).get_linesize() - m.px(2)


def points_text(points: int, total_before: int | None) -> str:
    """A panel's points; in a long game with the total so far (games already played too)."""
    if total_before is None:
        return str(points)
    return f"{points} (Σ {total_before + points})"
