"""The game log on an area-control board: what a hovered line names (regions ringed on the
map, the players' panels, the cards in the row) and the redraw when looking back."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n
from game.gamelog import Line
from game.scenes.table.log import LOOKING_BACK, TableLog, outline
from game.ui import theme


def make_log(board: Any, open_from: int = 1600) -> TableLog:
    """The log of `board` (an AreaBoardScene); it stays folded in windows narrower than
    `open_from` until the player opens it."""
    session, rules = board.session, board.rules

    def style(seat: int) -> tuple[theme.Colour, str] | None:
        return (session.colour(seat), session.mark(seat)) if 0 <= seat < rules.seats else None

    log = TableLog(
        board,
        names=lambda: [session.name(i) for i in range(rules.n)],
        style=style,
        human=session.acting_human,
        highlight=lambda surface, line: mark_named(board, surface, line),
        refresh=lambda: redraw(board),
    )
    log.open_from = open_from
    log.city = "tower" if board.game_id == "legends" else "disc"
    return log


def mark_named(board: Any, surface: pygame.Surface, line: Line) -> None:
    view = board.view
    if view is not None and line.regions:
        view.draw_glow(surface, [r for r in line.regions if r in view.polys], 0.0, theme.WHITE)
    for seat in line.players:
        if 0 <= seat < len(board.panel_rects):
            outline(surface, board.panel_rects[seat])
    row = getattr(board.match.state, "row", [])
    for slot, card in enumerate(row):
        if card is not None and str(card) in line.cards and slot < len(board.row_rects):
            outline(surface, board.row_rects[slot])


def redraw(board: Any) -> None:
    """The table now shows another moment: pieces in flight and the chosen army belong to
    the one it showed before."""
    board.animator.finish()
    board.sprites.clear()
    board.hidden.clear()
    board.selected = None
    if hasattr(board, "last_row"):
        board.last_row = list(board.match.state.row)
        board.row_offsets.clear()
    board.changed()
    if board.log.looking is not None:  # the bar offers nothing of a moment that is past
        board.buttons = {k: b for k, b in board.buttons.items() if k == "menu"}
        right = min((b.rect.left for b in board.buttons.values()), default=board.bar_rect.right)
        board.place_prompt(board.bar_rect, right - board.app.metrics.px(10))
        board.prompt.text = i18n.translate(LOOKING_BACK)
