"""Sample positions for screenshots and the benchmark, played by bots from a fixed seed."""

from __future__ import annotations

from game.scenes.area_control.sample_play import play_to_a_move, play_while, seats
from game.scenes.eight_minute.session import Session

__all__ = ["auction", "finished", "mid_game_move", "seats"]


def mid_game_move(count: int = 3, seed: int = 11, turns: int = 7) -> Session:
    """A game in its middle, with seat 0 about to move armies (a move card taken)."""
    session = Session.new(seats(count), seed=seed)
    rules = session.rules

    def is_move_card(slot: int) -> bool:
        action = rules.cards[session.state.row[slot]].action
        return bool(action.kind == "single" and action.parts[0].type.startswith("move"))

    # five players hold only seven cards: the move must come while seat 0 still has turns
    turns = min(turns, rules.cards_each - 3)
    play_to_a_move(session, seed, turns, "take_card", is_move_card, limit=2000)
    return session


def finished(count: int = 3, seed: int = 5, long_game: bool = False) -> Session:
    session = Session.new(seats(count), seed=seed, variants={"long_game": long_game})
    play_while(session, seed)
    return session


def auction(count: int = 3, seed: int = 3) -> Session:
    session = Session.new(seats(count), seed=seed)
    play_while(session, seed, "place_neutral")
    return session
