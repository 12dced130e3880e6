"""Playing the area-control screens (Eight-Minute Empire, Legends) by mouse: the clicks for
the commands both games share, a bid on the auction screen, one board decision checked
against the engine's log, and playing until the final score."""

from __future__ import annotations

from collections.abc import Callable, Collection
from random import Random
from typing import Any

from game.app import App
from game.rules.area_control.commands import BuildCity, MoveArmy, PlaceArmy, PlaceNeutral, TakeCard
from game.scenes.dialog import Dialog
from tests.support.pygame_driver import click

FreePoint = Callable[[Any, str], tuple[int, int]]  # (board, region) → a point no piece covers


def click_shared_command(app: App, board: Any, command: Any, free_point: FreePoint) -> bool:
    """Click for a card, a placement, a city or a move; False for any other command."""
    if isinstance(command, TakeCard):
        click(app, board.row_rects[command.slot].center)
        asked = app.manager.top
        if isinstance(asked, Dialog):  # its action cannot be used: take it anyway
            click(app, asked.buttons[-1].rect.center)
    elif isinstance(command, PlaceArmy | BuildCity | PlaceNeutral):
        click(app, free_point(board, command.region))
    elif isinstance(command, MoveArmy):
        if board.selected not in (None, command.source):
            click(app, free_point(board, board.selected), button=3)  # right click: let go
        if board.selected != command.source:
            click(app, free_point(board, command.source))
            assert board.selected == command.source
        click(app, free_point(board, command.target))
    else:
        return False
    return True


def bid_by_click(app: App, auction: Any, rng: Random) -> None:
    """Pick a random number of coins and place the bid (the engine logs it)."""
    amount = rng.choice(sorted(auction.coin_buttons))
    click(app, auction.coin_buttons[amount].rect.center)
    assert auction.place_button is not None
    before = len(auction.match.steps)
    click(app, auction.place_button.rect.center)
    assert len(auction.match.steps) > before


def board_decision(
    app: App,
    board: Any,
    rng: Random,
    board_kinds: Collection[str],
    pick: Callable[[list[Any], Random], Any],
    perform: Callable[[App, Any, Any], None],
    on_board: Any = None,
) -> None:
    """The human who decides on the board clicks for a command `pick` chooses among the legal
    ones; the engine must log exactly that command. One frame when no human decides here."""
    session = board.session
    pending = session.match.pending
    human = session.acting_human()
    if pending is None or human is None or pending.kind not in board_kinds:
        app.step(1 / 60)
        return
    if on_board is not None:
        on_board(board)
    legal = session.match.legal_commands(human)
    command = pick(legal, rng)
    steps = len(session.match.steps)
    perform(app, board, command)
    new = session.match.steps[steps:]
    logged = new[0].command if new else None
    assert logged == command, f"clicked for {command}, engine got {logged}"


def until_a_human_decides_on(
    app: App, board: Any, board_kinds: Collection[str], step: Callable[[], Any]
) -> None:
    """Call `step` until `board` is on top and a human decides there."""
    while not (
        app.manager.top is board
        and board.session.acting_human() is not None
        and board.match.pending.kind in board_kinds
    ):
        step()


def play_until_score(app: App, step: Callable[[], Any], limit: int) -> Any:
    """Call `step` (one decision or frame) until it returns the final score screen."""
    for _ in range(limit):
        done = step()
        if done is not None:
            return done
    raise AssertionError(f"the game did not end; top scene is {app.manager.top!r}")


def placed_army_flies_then_lands(app: App, board: Any, place: Any, placed_type: type) -> None:
    """Submitting `place`, the new army is drawn in flight (hidden on the map), then lands."""
    board.session.submit(place)
    event = board.match.steps[-1].events[0]
    assert isinstance(event, placed_type)
    key = ("army", event.player, event.region)  # type: ignore[attr-defined]
    assert board.hidden.get(key) == 1  # drawn in flight, not yet on the map
    for _ in range(60):
        app.step(1 / 30)
    assert key not in board.hidden and not board.sprites
