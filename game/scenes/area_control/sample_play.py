"""What the area-control games' sample positions (screenshots, tests, the benchmark) share:
named seats and greedy bots playing from a fixed seed. Easy plays them, so retuning Easy's
judge changes the positions (and the cards that the layout test's pins name)."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from game.ai.bots import GreedyBot
from game.rules.area_control.commands import MoveArmy, TakeCard
from game.scenes.table.seats import Seat, default_seats
from game.scenes.table.session import TableSession

SAMPLE_NAMES = ("Ada", "Boris", "Carmen", "Denis", "Elise")


def seats(count: int, humans: int = 1) -> list[Seat]:
    """`count` named seats, the first `humans` of them people, the rest computers."""
    out = default_seats(count)
    for i, seat in enumerate(out):
        seat.name = SAMPLE_NAMES[i]
        seat.kind = "human" if i < humans else "computer"
    return out


def bot_step(session: TableSession, rng: Random) -> None:
    """The seat that decides now plays the greedy bot's choice, whoever sits there."""
    pending = session.match.pending
    assert pending is not None
    seat = pending.players[0]
    session.submit(GreedyBot().choose(session.rules, session.state, seat, rng))


def play_while(session: TableSession, seed: int, kind: str | None = None) -> None:
    """Bots play while a decision (of `kind`, when given) is pending."""
    rng = Random(seed)
    while session.match.pending is not None and kind in (None, session.match.pending.kind):
        bot_step(session, rng)


def play_to_a_move(
    session: TableSession,
    seed: int,
    turns: int,
    take_kind: str,
    is_move_card: Callable[[int], bool],
    limit: int,
) -> None:
    """Bots play until seat 0 has had `turns` turns; on a later turn seat 0 takes a card that
    `is_move_card` (by row slot) and moves one army. At most `limit` bot steps."""
    rng = Random(seed)
    played = 0
    for _ in range(limit):
        pending = session.match.pending
        if pending is None:
            break
        if pending.kind == take_kind and pending.players[0] == 0:
            played += 1
            if played > turns:
                for command in session.match.legal_commands(0):
                    if isinstance(command, TakeCard) and is_move_card(command.slot):
                        session.submit(command)
                        legal = session.match.legal_commands(0)
                        moves = [c for c in legal if isinstance(c, MoveArmy)]
                        if moves:
                            session.submit(moves[0])
                        return
        bot_step(session, rng)
