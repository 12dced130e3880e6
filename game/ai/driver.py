"""The one loop through which computer players answer a match: self-play, tournaments and
the table all ask here (`registry.decide`, the seat's view only), seeded one way.

A decision's random source comes from the match's seed, the number of steps played and the
seat (`bot_rng`), never from the decisions before it: the same position asks the same
question whoever drives it, the table on a worker thread or a loop without a window, so a game
played at the table with computers replays headless from its seed and options.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any

from game.ai.bots import Bot
from game.ai.registry import decide
from game.engine.lazy_random import DecisionRandom
from game.engine.match import Match

# Told after each computer decision: the seat and the seconds it took.
Timer = Callable[[int, float], None]


def bot_rng(seed: int, steps: int, seat: int) -> Random:
    """The random source of the decision `seat` makes after `steps` steps of a match of `seed`:
    the draws of `Random(seed * 7919 + steps * 31 + seat)`, seeded on the first draw, and a
    one-draw `pick` from a hash of (seed, steps, seat) that seeds nothing. The random bot picks
    (seeding a Mersenne Twister was a quarter of a random Eight-Minute Empire step); the other
    bots draw what they drew before."""
    return DecisionRandom(seed * 7919 + steps * 31 + seat, (seed, steps, seat))


def match_rng(match: Match, seat: int) -> Random:
    return bot_rng(match.seed, len(match.steps), seat)


def bot_command(bot: Bot, match: Match, seat: int) -> Any:
    """The command `bot` plays for `seat` where the match stands (not submitted)."""
    return decide(bot, match.rules, match.state, seat, match_rng(match, seat))


def waiting_bot(match: Match, bots: Mapping[int, Bot]) -> int | None:
    """The first seat the match waits for that a computer plays, if any."""
    pending = match.pending
    if pending is None:
        return None
    for seat in pending.players:
        if seat in bots:
            return seat
    return None


def play_out(
    match: Match,
    bots: Mapping[int, Bot] | Sequence[Bot],
    max_steps: int = 200_000,
    timer: Timer | None = None,
) -> Match:
    """Let the computers (by seat, or one per seat in order) answer until the game ends or
    waits for a seat without one."""
    if not isinstance(bots, Mapping):
        bots = dict(enumerate(bots))
    if timer is not None:
        for _ in range(max_steps):
            seat = waiting_bot(match, bots)
            if seat is None:
                return match
            start = time.perf_counter()
            command = bot_command(bots[seat], match, seat)
            timer(seat, time.perf_counter() - start)
            match.submit(command)
        raise RuntimeError(f"the game did not end within {max_steps} decisions")
    # the same steps as above with the calls unfolded: a random game's step is a few
    # microseconds, and each call of the loop above was a twentieth of it
    rules, seed, steps = match.rules, match.seed, match.steps
    for _ in range(max_steps):
        pending = match.pending
        if pending is None:
            return match
        for seat in pending.players:
            if seat in bots:
                break
        else:
            return match
        done = len(steps)
        rng = DecisionRandom(seed * 7919 + done * 31 + seat, (seed, done, seat))  # bot_rng's
        match.submit(decide(bots[seat], rules, match.state, seat, rng))
        steps = match.steps  # undo may replace the list
    raise RuntimeError(f"the game did not end within {max_steps} decisions")
