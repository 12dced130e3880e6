"""Issue 26, trap 4: a card whose action cannot be used ("Place 3 armies" with none left) was
taken at one click, the explanation coming only when the board was clicked. Now the click
asks first, with the rules' reason; Cancel takes nothing, "Take it anyway" takes the card."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game import i18n
from game.rules.area_control.commands import PlaceArmy, TakeCard
from game.scenes.dialog import Dialog
from tests.scenes.area_tables import new_session, open_board
from tests.support.pygame_driver import click


def places(session: Any, slot: int) -> bool:
    """Whether the row card in `slot` places armies."""
    rules, card = session.rules, session.state.row[slot]
    if rules.game_id == "eight-minute":
        return any(p.type == "place" for p in rules.cards[card].action.parts)
    return any(a.kind == "place" for a in rules.table[card].actions)


def placing_policy(session: Any, seat: int, rng: Random) -> Any:
    """Seat 0 places every army it can (cards that place first), then ends its turn; the
    others take the first card and end their turn at once."""
    legal = session.match.legal_commands(seat)
    kinds = {type(c).__name__ for c in legal}
    if kinds & {"Bid", "ChooseFirstPlayer", "PlaceNeutral", "PlaceExtraArmies", "PlaceToken"}:
        return rng.choice(legal)
    placing = [c for c in legal if isinstance(c, PlaceArmy) and seat == 0]
    if placing:
        return placing[0]
    takes = [c for c in legal if isinstance(c, TakeCard)]
    if takes:
        return next((c for c in takes if places(session, c.slot)), takes[0])
    options = [c for c in legal if type(c).__name__ == "ChooseOption"]
    if options:
        parts = session.rules.cards[session.state.card].action.parts
        return next((c for c in options if parts[c.option].type == "place"), options[0])
    ends = [c for c in legal if type(c).__name__ in ("Done", "EndTurn")]
    return ends[0] if ends else legal[0]


def to_an_unusable_card(session: Any, seed: int) -> tuple[int, list[Any]]:
    """Play until seat 0 may take a row card part of whose action it could not do."""
    rng = Random(seed)
    for _ in range(3000):
        pending = session.match.pending
        assert pending is not None, "the game ended first"
        seat = pending.players[0]
        if pending.kind == "take_card" and seat == 0:
            for take in session.match.legal_commands(0):
                if isinstance(take, TakeCard):
                    unusable = session.rules.unusable_parts(session.state, 0, take.slot)
                    if unusable:
                        return take.slot, unusable
        session.submit(placing_policy(session, seat, rng))
    raise AssertionError("no unusable card came up")


# seeds where the moment comes: no army left to place (Eight-Minute Empire, Legends), and
# one action of a Legends card of two that cannot be done (no army to destroy where it stands)
CASES = [("eight-minute", 0), ("legends", 3), ("legends", 2)]


@pytest.mark.parametrize(("game", "seed"), CASES)
def test_taking_a_card_whose_action_cannot_be_used_asks_first(make_app, game, seed) -> None:  # type: ignore[no-untyped-def]
    session = new_session(game, seed=seed)
    slot, unusable = to_an_unusable_card(session, seed=seed)
    app, board = open_board(make_app, session)
    match = board.match
    steps = len(match.steps)

    click(app, board.row_rects[slot].center)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog)
    assert len(match.steps) == steps  # nothing taken yet
    reason = i18n.render(unusable[0][1])
    assert reason in dialog.text and "Take it anyway?" in dialog.text
    whole = len(unusable) == len(board.card_parts(slot))
    assert dialog.text.startswith("This card's action" if whole else "Part of this card's action")
    cancel, take = dialog.buttons
    assert take.text == "Take it anyway"
    click(app, cancel.rect.center)
    assert app.manager.top is board and len(match.steps) == steps

    click(app, board.row_rects[slot].center)
    dialog = app.manager.top
    assert isinstance(dialog, Dialog)
    click(app, dialog.buttons[1].rect.center)
    assert app.manager.top is board
    assert match.steps[-1].command == TakeCard(0, slot)


def test_a_card_that_can_be_used_is_taken_at_once(make_app) -> None:  # type: ignore[no-untyped-def]
    session = new_session("eight-minute", seed=2)
    app, board = open_board(make_app, session)
    rng = Random(2)
    while not (session.match.pending.kind == "take_card" and session.match.pending.players[0] == 0):
        session.submit(placing_policy(session, session.match.pending.players[0], rng))
    app.step(1 / 60)
    take = next(c for c in session.match.legal_commands(0) if isinstance(c, TakeCard))
    assert not session.rules.unusable_parts(session.state, 0, take.slot)
    click(app, board.row_rects[take.slot].center)
    assert app.manager.top is board
    assert session.match.steps[-1].command == take
