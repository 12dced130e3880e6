"""Sample Legends positions for screenshots and tests, played by bots from a fixed seed."""

from __future__ import annotations

from random import Random

from game.rules.legends.model import MoveArmy, TakeCard
from game.scenes.area_control.sample_play import bot_step, play_while, seats
from game.scenes.legends.session import LegendsSession

SHOWCASE = {"exploration": True, "citadels": True, "encounters": True, "warlords": True}

__all__ = ["auction", "finished", "mid_game_move", "seats"]


def mid_game_move(count: int = 3, seed: int = 11, turns: int = 5) -> LegendsSession:
    """A game in its middle, seat 0 having taken a move card and moved one army."""
    session = LegendsSession.new(seats(count), variants=SHOWCASE, seed=seed)
    rng = Random(seed)
    played = 0
    table = session.rules.table
    for _ in range(3000):
        pending = session.match.pending
        if pending is None:
            break
        if pending.kind == "take" and pending.players[0] == 0:
            played += 1
            if played > turns:
                state = session.state
                for command in session.match.legal_commands(0):
                    if not isinstance(command, TakeCard):
                        continue
                    card = table[state.row[command.slot]]  # type: ignore[index]
                    if any(a.kind == "move" for a in card.actions) and card.combo != "or":
                        session.submit(command)
                        legal = session.match.legal_commands(0)
                        moves = [c for c in legal if isinstance(c, MoveArmy)]
                        if moves:
                            session.submit(moves[0])
                        return session
        bot_step(session, rng)
    return session


def finished(count: int = 3, seed: int = 5, long_game: bool = False) -> LegendsSession:
    variants = {**SHOWCASE, "long_game": long_game}
    session = LegendsSession.new(seats(count), variants=variants, seed=seed)
    play_while(session, seed)
    return session


def auction(count: int = 3, seed: int = 3) -> LegendsSession:
    session = LegendsSession.new(seats(count), variants=SHOWCASE, seed=seed)
    play_while(session, seed, "neutral")
    return session
