"""Sample Settlers positions for screenshots and tests, played by the greedy bot from a seed."""

from __future__ import annotations

from random import Random

from game.ai.bots import GreedyBot, RandomBot
from game.rules.settlers import commands as cmd
from game.scenes.settlers.session import Session
from game.scenes.table.seats import Seat, default_seats

NAMES = ["Ada", "Boris", "Carmen", "Denis"]


def seats(count: int, humans: int = 1) -> list[Seat]:
    out = default_seats(max(2, count))[:count]
    for i, seat in enumerate(out):
        seat.name = NAMES[i]
        seat.kind = "human" if i < humans else "computer"
    return out


def _step(session: Session, rng: Random, fast: bool = False) -> None:
    pending = session.match.pending
    assert pending is not None
    seat = pending.players[0]
    bot = RandomBot() if fast else GreedyBot()
    command = bot.choose(session.rules, session.state, seat, rng)
    session.submit(command)


def lookout(count: int = 3, seed: int = 5) -> Session:
    """The first lookout of a game, with seat 0 to pick."""
    session = Session.new_settlers(seats(count), [], seed=seed)
    rng = Random(seed)
    for _ in range(50):
        pending = session.match.pending
        if pending is None or (pending.kind == "draft" and 0 in pending.players):
            break
        _step(session, rng)
    return session


def mid_game(count: int = 3, seed: int = 7, round_: int = 3) -> Session:
    """Seat 0's action turn in round `round_` (bots played everyone until then)."""
    session = Session.new_settlers(seats(count), [], seed=seed)
    rng = Random(seed)
    for _ in range(4000):
        pending = session.match.pending
        state = session.state
        if pending is None:
            break
        if state.round >= round_ and pending.kind == "action" and 0 in pending.players:
            break
        _step(session, rng, fast=True)
    return session


def solo_before_attack(seed: int = 3) -> Session:
    """A solo game where the human's next Pass ends the round's actions (the attack follows)."""
    session = Session.new_settlers(seats(1), [], seed=seed)
    rng = Random(seed)
    for _ in range(4000):
        pending = session.match.pending
        state = session.state
        if pending is None:
            break
        built = len(state.players[0].locations)
        if state.round >= 2 and pending.kind == "action" and (built >= 3 or state.round >= 4):
            break
        _step(session, rng, fast=True)
    return session


def finished(count: int = 3, seed: int = 5) -> Session:
    session = Session.new_settlers(seats(count), [], seed=seed)
    rng = Random(seed)
    while session.match.pending is not None:
        _step(session, rng, fast=True)
    return session


def pass_command(session: Session) -> cmd.Pass:
    return cmd.Pass(0)
