"""Sample Legends positions for screenshots and tests, played by bots from a fixed seed."""

from __future__ import annotations

from game.scenes.area_control.sample_play import play_to_a_move, play_while, seats
from game.scenes.legends.session import LegendsSession

SHOWCASE = {"exploration": True, "citadels": True, "encounters": True, "warlords": True}

__all__ = ["auction", "finished", "mid_game_move", "seats"]


def mid_game_move(count: int = 3, seed: int = 11, turns: int = 5) -> LegendsSession:
    """A game in its middle, seat 0 having taken a move card and moved one army."""
    session = LegendsSession.new(seats(count), variants=SHOWCASE, seed=seed)
    table = session.rules.table

    def is_move_card(slot: int) -> bool:
        card = table[session.state.row[slot]]
        return any(a.kind == "move" for a in card.actions) and card.combo != "or"

    play_to_a_move(session, seed, turns, "take_card", is_move_card, limit=3000)
    return session


def finished(count: int = 3, seed: int = 5, long_game: bool = False) -> LegendsSession:
    variants = {**SHOWCASE, "long_game": long_game}
    session = LegendsSession.new(seats(count), variants=variants, seed=seed)
    play_while(session, seed)
    return session


def auction(count: int = 3, seed: int = 3) -> LegendsSession:
    session = LegendsSession.new(seats(count), variants=SHOWCASE, seed=seed)
    play_while(session, seed, "place_neutral")
    return session
