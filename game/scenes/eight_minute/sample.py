"""Sample positions for screenshots and the benchmark, played by bots from a fixed seed."""

from __future__ import annotations

from random import Random

from game.rules.eight_minute.model import MoveArmy, TakeCard
from game.scenes.area_control.sample_play import bot_step, play_while, seats
from game.scenes.eight_minute.session import Session

__all__ = ["auction", "finished", "mid_game_move", "seats"]


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
        bot_step(session, rng)
    return session


def finished(count: int = 3, seed: int = 5, long_game: bool = False) -> Session:
    session = Session.new(seats(count), seed=seed, variants={"long_game": long_game})
    play_while(session, seed)
    return session


def auction(count: int = 3, seed: int = 3) -> Session:
    session = Session.new(seats(count), seed=seed)
    play_while(session, seed, "place_neutral")
    return session
