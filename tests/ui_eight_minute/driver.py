"""Play the Eight-Minute Empire screens with pygame mouse events only.

Positions come from the scenes' own layout (widget rects, card slots, region polygons, piece
rects); every decision is checked afterwards against the command the engine logged.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.app import App
from game.rules.eight_minute.model import (
    BuildCity,
    ChooseOption,
    DestroyArmy,
    Done,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.scenes.curtain import PrivacyCurtain
from game.scenes.eight_minute.auction import AuctionScene
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.scoring import ScoringScene
from tests.support import pygame_driver
from tests.support.pygame_driver import click

BOARD_KINDS = ("take_card", "choose_option", "action", "place_neutral")


def free_point(board: BoardScene, rid: str) -> tuple[int, int]:
    """A point inside the region's polygon that no piece covers."""
    return pygame_driver.free_point(board.view, rid, min_step=3, parts=12)


def pick_board_command(legal: list[Any], rng: Random) -> Any:
    """Mostly act, sometimes stop early (Done), so games vary but keep moving."""
    acts = [c for c in legal if not isinstance(c, Done)]
    if acts and rng.random() < 0.85:
        return rng.choice(acts)
    return next((c for c in legal if isinstance(c, Done)), rng.choice(legal))


def perform(app: App, board: BoardScene, command: Any) -> None:
    """Click what a player would click to submit `command`."""
    view = board.view
    assert view is not None
    if isinstance(command, TakeCard):
        click(app, board.row_rects[command.slot].center)
    elif isinstance(command, ChooseOption):
        click(app, board.buttons[f"option{command.option}"].rect.center)
    elif isinstance(command, Done):
        click(app, board.buttons["done"].rect.center)
    elif isinstance(command, PlaceArmy | BuildCity | PlaceNeutral):
        click(app, free_point(board, command.region))
    elif isinstance(command, MoveArmy):
        if board.selected not in (None, command.source):
            click(app, free_point(board, board.selected), button=3)  # right click: let go
        if board.selected != command.source:
            click(app, free_point(board, command.source))
            assert board.selected == command.source
        click(app, free_point(board, command.target))
    elif isinstance(command, DestroyArmy):
        rect = view.piece_rects[("army", command.owner, command.region)]
        click(app, rect.center)
    else:  # pragma: no cover
        raise AssertionError(command)


def step_once(app: App, rng: Random, on_board: Any = None) -> ScoringScene | None:
    """One decision (or one frame) by whichever screen is on top; the final score screen
    is returned when the game is over."""
    top = app.manager.top
    if isinstance(top, PrivacyCurtain):
        click(app, top.reveal_button.rect.center)
    elif isinstance(top, AuctionScene):
        if top.coin_buttons:
            amount = rng.choice(sorted(top.coin_buttons))
            click(app, top.coin_buttons[amount].rect.center)
            assert top.place_button is not None
            before = len(top.match.steps)
            click(app, top.place_button.rect.center)
            assert len(top.match.steps) > before
        elif top.first_buttons:
            click(app, top.first_buttons[rng.choice(sorted(top.first_buttons))].rect.center)
        else:
            app.step(1 / 60)
    elif isinstance(top, ScoringScene):
        if top.assigning:
            if top.confirm_buttons:
                seat = min(top.confirm_buttons)
                if seat in top.wild_buttons and rng.random() < 0.5:
                    click(app, top.wild_buttons[seat].rect.center)
                click(app, top.confirm_buttons[seat].rect.center)
            else:
                app.step(1 / 60)
        elif top.match.pending is None:
            return top
        else:
            click(app, top.buttons["next"].rect.center)
    elif isinstance(top, BoardScene):
        session = top.session
        pending = session.match.pending
        human = session.acting_human()
        if pending is None or human is None or pending.kind not in BOARD_KINDS:
            app.step(1 / 60)
            return None
        if on_board is not None:
            on_board(top)
        legal = session.match.legal_commands(human)
        command = pick_board_command(legal, rng)
        steps = len(session.match.steps)
        perform(app, top, command)
        new = session.match.steps[steps:]
        logged = new[0].command if new else None
        assert logged == command, f"clicked for {command}, engine got {logged}"
    else:
        app.step(1 / 60)
    return None


def play_to_score(app: App, rng: Random, limit: int = 4000, on_board: Any = None) -> ScoringScene:
    for _ in range(limit):
        done = step_once(app, rng, on_board)
        if done is not None:
            return done
    raise AssertionError(f"the game did not end; top scene is {app.manager.top!r}")
