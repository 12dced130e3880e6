"""Play the Legends screens with pygame mouse events only.

Positions come from the scenes' own layout (widget rects, card slots, region polygons, piece
rects); every decision is checked afterwards against the command the engine logged.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.app import App
from game.rules.legends.commands import DestroyArmy, EndTurn, PassExtraCard, SkipAction
from game.rules.legends.rules import ACTION_OF as KIND_OF
from game.scenes.curtain import PrivacyCurtain
from game.scenes.legends.auction import AuctionScene
from game.scenes.legends.board import BOARD_KINDS, BoardScene
from game.scenes.legends.scoring import ScoringScene
from tests.support import area_driver, pygame_driver
from tests.support.pygame_driver import click


def free_point(board: BoardScene, rid: str) -> tuple[int, int]:
    """A point inside the region's polygon that no piece covers."""
    return pygame_driver.free_point(board.view, rid, min_step=2, parts=14)


def pick_board_command(legal: list[Any], rng: Random) -> Any:
    """Mostly act, sometimes stop early, so games vary but keep moving."""
    acts = [c for c in legal if not isinstance(c, EndTurn | SkipAction | PassExtraCard)]
    if acts and rng.random() < 0.85:
        return rng.choice(acts)
    stops = [c for c in legal if isinstance(c, SkipAction | EndTurn | PassExtraCard)]
    return rng.choice(stops) if stops else rng.choice(legal)


def perform(app: App, board: BoardScene, command: Any) -> None:
    """Click what a player would click to submit `command`."""
    view = board.view
    assert view is not None
    kind = KIND_OF.get(type(command))
    mode_key = f"mode_{kind}"
    if kind is not None and mode_key in board.buttons and board.mode != kind:
        click(app, board.buttons[mode_key].rect.center)
        assert board.mode == kind
    if area_driver.click_shared_command(app, board, command, free_point):
        return
    if isinstance(command, EndTurn):
        click(app, board.buttons["end"].rect.center)
    elif isinstance(command, SkipAction):
        click(app, board.buttons["skip"].rect.center)
    elif isinstance(command, PassExtraCard):
        click(app, board.buttons["pass"].rect.center)
    elif isinstance(command, DestroyArmy):
        rect = view.piece_rects[("army", command.owner, command.region)]
        click(app, rect.center)
    else:  # pragma: no cover
        raise AssertionError(command)


def step_once(app: App, rng: Random) -> ScoringScene | None:
    """One decision (or one frame) by whichever screen is on top; the final score screen
    is returned when the game is over."""
    top = app.manager.top
    if isinstance(top, PrivacyCurtain):
        click(app, top.reveal_button.rect.center)
    elif isinstance(top, AuctionScene):
        if top.coin_buttons:
            area_driver.bid_by_click(app, top, rng)
        elif top.continue_button is not None:
            click(app, top.continue_button.rect.center)
        else:
            app.step(1 / 60)
    elif isinstance(top, ScoringScene):
        if top.match.pending is None:
            return top
        click(app, top.buttons["next"].rect.center)
    elif isinstance(top, BoardScene):
        area_driver.board_decision(app, top, rng, BOARD_KINDS, pick_board_command, perform)
    else:
        app.step(1 / 60)
    return None


def play_to_score(app: App, rng: Random, limit: int = 6000) -> ScoringScene:
    score: ScoringScene = area_driver.play_until_score(app, lambda: step_once(app, rng), limit)
    return score
