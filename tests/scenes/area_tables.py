"""Area-control tables (Eight-Minute Empire, Legends) brought to a given moment for the trap
tests of issue 26: seat 0 is the human, the others play Easy's choice headless."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from game.app import App
from game.rules.area_control.commands import MoveArmy, TakeCard
from game.scenes.area_control.sample_play import bot_step, seats
from game.scenes.eight_minute.board import BoardScene as EightMinuteBoard
from game.scenes.eight_minute.session import Session as EightMinuteSession
from game.scenes.legends.board import BoardScene as LegendsBoard
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from tests.support.pygame_driver import free_point, show

GAMES = ("eight-minute", "legends")


def new_session(game: str, players: int = 2, seed: int = 3) -> Any:
    if game == "eight-minute":
        return EightMinuteSession.new(seats(players, 1), seed=seed)
    return LegendsSession.new(seats(players, 1), seed=seed)


def open_board(make_app: Callable[..., App], session: Any, **kw: Any) -> tuple[App, Any]:
    """The window with the session's board on top (the match as it stands)."""
    app = make_app(**kw)
    app.start(MenuScene(app))
    board_class = EightMinuteBoard if session.rules.game_id == "eight-minute" else LegendsBoard
    board = show(app, board_class(app, session))
    return app, board


def point(board: Any, rid: str) -> tuple[int, int]:
    """A point of region `rid` that no piece covers."""
    return free_point(board.view, rid, min_step=3, parts=12)


def graph_of(session: Any) -> Any:
    rules = session.rules
    return rules.graph if rules.game_id == "eight-minute" else session.state.graph


def move_points(session: Any, slot: int) -> int:
    """The movement points of the row card in `slot` when it moves only (0 otherwise)."""
    state, rules = session.state, session.rules
    card = state.row[slot]
    if card is None:
        return 0
    if rules.game_id == "eight-minute":
        action = rules.cards[card].action
        part = action.parts[0]
        return part.amount if action.kind == "single" and part.type.startswith("move") else 0
    spec = rules.table[card]
    kinds = [a.kind for a in spec.actions]
    return spec.actions[0].n if kinds == ["move"] else 0


def own_armies(session: Any, seat: int, rid: str) -> int:
    return int(session.state.pieces.armies[seat][graph_of(session).index[rid]])


def bots_until(session: Any, seed: int, done: Callable[[], bool], limit: int = 3000) -> None:
    """Every seat plays Easy's choice until `done()` (checked before each step)."""
    rng = Random(seed)
    for _ in range(limit):
        if done():
            return
        assert session.match.pending is not None, "the game ended first"
        bot_step(session, rng)
    raise AssertionError("the moment never came")


def to_a_move_from_a_crowd(session: Any, seed: int) -> tuple[str, str]:
    """Seat 0 takes a card of two or more moves while a region holds two or more of its
    armies that may move: returns that region and a place its army may go."""
    found: list[tuple[str, str]] = []

    def ready() -> bool:
        pending = session.match.pending
        if pending is None or pending.kind != "take_card" or pending.players[0] != 0:
            return False
        for take in session.match.legal_commands(0):
            if not isinstance(take, TakeCard) or move_points(session, take.slot) < 2:
                continue
            after = session.rules.clone(session.state)
            after = session.rules.play(after, take, Random(0))
            for move in session.rules.legal_commands(after, 0):
                if isinstance(move, MoveArmy) and own_armies(session, 0, move.source) >= 2:
                    session.submit(take)
                    found.append((move.source, move.target))
                    return True
        return False

    bots_until(session, seed, ready)
    return found[0]


def moves_left_words(board: Any) -> str:
    """The words of the card's moves still to make, as the game's texts say them."""
    state = board.match.state
    if board.rules.game_id == "eight-minute":
        from game.scenes.eight_minute import texts as eight_minute_texts

        parts = board.rules.cards[state.card].action.parts
        return "; ".join(
            eight_minute_texts.part_text(p.type, state.left[i])
            for i, p in enumerate(parts)
            if state.left[i] > 0 and p.type.startswith("move")
        )
    from game.scenes.legends import texts as legends_texts

    if state.alt:
        return legends_texts.choices_text(state.alt, "or")
    return legends_texts.action_part(state.part, state.part_left)


def moves_left_points(board: Any) -> int:
    """The movement points the card still gives, from the state."""
    state = board.match.state
    if board.rules.game_id == "eight-minute":
        parts = board.rules.cards[state.card].action.parts
        return sum(state.left[i] for i, p in enumerate(parts) if p.type.startswith("move"))
    if state.part == "move":
        return int(state.part_left)
    return next(board.rules.amount(state, 0, k, n) for k, n in state.alt if k == "move")
