"""Property-test helpers for any game on the engine: random legal games checked step by
step, the check that `decide` accepts exactly the listed legal commands, and games played
by bots that may only submit legal commands."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.match import Match

# (match, player, legal commands, the game's random source) → raises when a property fails
Check = Callable[[Match, int, list[Any], Random], None]


def play_random(
    rules: Any,
    seed: int,
    *,
    after_each: Callable[[Match], None],
    check: Check | None = None,
    check_every: int = 0,
) -> Match:
    """A whole game of random legal commands; `after_each` checks the match after every
    command, `check` every `check_every` steps before it (sharing the game's random source)."""
    match = Match(rules, seed)
    rng = Random(seed)
    steps = 0
    while match.pending is not None:
        pending = match.pending
        player = rng.choice(pending.players)
        legal = match.legal_commands(player)
        assert legal, f"no legal command in {pending.kind}"
        if check is not None and check_every and steps % check_every == 0:
            check(match, player, legal, rng)
        match.submit(rng.choice(legal))
        after_each(match)
        steps += 1
    return match


def check_decide_agrees_with_legal(
    rules: Any,
    state: Any,
    player: int,
    legal: Sequence[Any],
    candidates: Callable[[int], list[Any]],
    snapshot: Callable[[Any], Any],
) -> None:
    """Every seat's `candidates(seat)`, legal or not: `decide` accepts exactly those listed
    as legal, refuses the others with a reason, and never changes the state (compared by
    `snapshot`)."""
    before = snapshot(state)
    legal_set = set(legal)
    assert len(legal_set) == len(legal), "legal commands repeat"
    for seat in range(rules.n):
        listed = legal_set if seat == player else set(rules.legal_commands(state, seat))
        for command in candidates(seat):
            ok = command in listed
            try:
                rules.decide(state, command, Random(0))
            except IllegalCommand as exc:
                assert not ok, f"legal command refused: {command} ({exc.message})"
                assert exc.message.msgid, "a refusal carries a reason"
            else:
                assert ok, f"command accepted but not listed: {command}"
            assert snapshot(state) == before, f"decide changed the state for {command}"


def play_bots(rules: Any, bots: Sequence[Any], seed: int) -> Match:
    """A whole game of bots, each command checked to be legal before it is submitted."""
    match = Match(rules, seed)
    rng = Random(seed)
    while match.pending is not None:
        for player in match.pending.players:
            if match.pending is None or player not in match.pending.players:
                continue
            command = bots[player].choose(rules, match.state, player, rng)
            assert command in match.legal_commands(player)
            match.submit(command)
    return match
