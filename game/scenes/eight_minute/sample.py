"""Sample positions for screenshots and the benchmark, played by bots from a fixed seed."""

from __future__ import annotations

from random import Random

from game.ai.bots import GreedyBot
from game.rules.eight_minute.model import MoveArmy, TakeCard
from game.scenes.eight_minute.session import Seat, Session, default_seats


def seats(count: int, humans: int = 1) -> list[Seat]:
    out = default_seats(count)
    for i, seat in enumerate(out):
        seat.name = ["Ada", "Boris", "Carmen", "Denis", "Elise"][i]
        seat.kind = "human" if i < humans else "computer"
    return out


def _bot_step(session: Session, rng: Random) -> None:
    pending = session.match.pending
    assert pending is not None
    seat = pending.players[0]
    command = GreedyBot().choose(session.rules, session.state, seat, rng)
    session.submit(command)


def mid_game_move(count: int = 3, seed: int = 11, turns: int = 7) -> Session:
    """A game in its middle, with seat 0 about to move armies (a move card taken)."""
    session = Session.new(seats(count), seed=seed)
    rng = Random(seed)
    played = 0
    for _ in range(2000):
        pending = session.match.pending
        if pending is None:
            break
        if pending.kind == "take_card" and pending.players[0] == 0:
            played += 1
            if played > turns:
                state = session.state
                for command in session.match.legal_commands(0):
                    if not isinstance(command, TakeCard):
                        continue
                    card = session.rules.cards[state.row[command.slot]]
                    if card.action.kind == "single" and card.action.parts[0].type.startswith(
                        "move"
                    ):
                        session.submit(command)
                        moves = [
                            c for c in session.match.legal_commands(0) if isinstance(c, MoveArmy)
                        ]
                        if moves:
                            session.submit(moves[0])
                        return session
        _bot_step(session, rng)
    return session


def finished(count: int = 3, seed: int = 5, long_game: bool = False) -> Session:
    session = Session.new(seats(count), seed=seed, variants={"long_game": long_game})
    rng = Random(seed)
    while session.match.pending is not None:
        _bot_step(session, rng)
    return session


def auction(count: int = 3, seed: int = 3) -> Session:
    session = Session.new(seats(count), seed=seed)
    rng = Random(seed)
    while session.match.pending is not None and session.match.pending.kind == "place_neutral":
        _bot_step(session, rng)
    return session
