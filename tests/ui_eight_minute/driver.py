"""Play the Eight-Minute Empire screens with pygame mouse events only.

Positions come from the scenes' own layout (widget rects, card slots, region polygons, piece
rects); every decision is checked afterwards against the command the engine logged.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.app import App
from game.rules.eight_minute.commands import ChooseOption, DestroyArmy, Done
from game.scenes.curtain import PrivacyCurtain
from game.scenes.eight_minute.auction import AuctionScene
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.scoring import ScoringScene
from tests.support import area_driver, pygame_driver
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
    if area_driver.click_shared_command(app, board, command, free_point):
        return
    if isinstance(command, ChooseOption):
        click(app, board.buttons[f"option{command.option}"].rect.center)
    elif isinstance(command, Done):
        click(app, board.buttons["done"].rect.center)
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
            area_driver.bid_by_click(app, top, rng)
        elif top.first_buttons:
            click(app, top.first_buttons[rng.choice(sorted(top.first_buttons))].rect.center)
        elif top.continue_button is not None:
            click(app, top.continue_button.rect.center)
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
        area_driver.board_decision(
            app, top, rng, BOARD_KINDS, pick_board_command, perform, on_board
        )
    else:
        app.step(1 / 60)
    return None


def play_to_score(app: App, rng: Random, limit: int = 4000, on_board: Any = None) -> ScoringScene:
    score: ScoringScene = area_driver.play_until_score(
        app, lambda: step_once(app, rng, on_board), limit
    )
    return score
