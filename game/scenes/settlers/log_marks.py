"""The game log on the Imperial Settlers table: what a hovered line names (the cards drawn on
the table, the players' panels) and the redraw when looking back. The table needs only the
few hooks `game.scenes.table.log` lists."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n
from game.gamelog import NOBODY, Line
from game.scenes.table.log import LOOKING_BACK, TableLog, outline
from game.ui import theme


def make_log(table: Any) -> TableLog:
    session = table.session

    def style(seat: int) -> tuple[theme.Colour, str] | None:
        if 0 <= seat < len(session.seats):
            return (session.colour(seat), session.seats[seat].mark)
        return (theme.NEUTRAL, "plain") if seat >= 0 else None

    def viewer() -> int | None:
        # nobody revealed yet (pass-and-play between turns): no hand is named
        seat = table.viewer
        return NOBODY if seat is None else seat

    log = TableLog(
        table,
        names=lambda: [s.name for s in session.seats],
        style=style,
        viewer=viewer,
        human=session.acting_human,
        highlight=lambda surface, line: mark_named(table, surface, line),
        refresh=lambda: redraw(table),
    )
    log.tab_over_board = False  # the draft row and the empires reach the centre's left edge
    return log


def mark_named(table: Any, surface: pygame.Surface, line: Line) -> None:
    for rect, _key, card in table.hits:
        if card and card in line.cards:
            outline(surface, pygame.Rect(rect))
    for seat in line.players:
        if 0 <= seat < len(table.panel_rects):
            outline(surface, table.panel_rects[seat])


def redraw(table: Any) -> None:
    table.version += 1
    table.popup = None
    table.flying.clear()
    table.banner = None
    table.build_controls()
    if table.log.looking is not None:
        table.status.text = i18n.translate(LOOKING_BACK)
