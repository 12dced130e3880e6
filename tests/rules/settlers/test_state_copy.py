"""A state's copy (made without the dataclasses' __init__, for speed) is equal to the state,
with every field set, and shares nothing that the rules change in place."""

from __future__ import annotations

from dataclasses import fields
from random import Random

from game.ai.play import apply
from game.rules.settlers.rules import SettlersRules
from game.rules.settlers.state import Location, PlayerState, SettlersState


def _mid_game(players: int, steps: int) -> SettlersState:
    rules = SettlersRules.from_options({"players": players})
    rng = Random(players * 7 + steps)
    state = rules.initial_state()
    for event in rules.setup(state, rng):
        state = rules.evolve(state, event)
    for _ in range(steps):
        pending = rules.pending(state)
        if pending is None:
            break
        legal = rules.legal_commands(state, pending.players[0])
        state = apply(rules, state, rng.choice(legal), rng)
    return state


def _mutable_parts(obj: object) -> list[object]:
    return [v for f in fields(obj) if isinstance(v := getattr(obj, f.name), list | dict)]  # type: ignore[arg-type]


def test_a_copy_is_equal_and_shares_nothing_mutable() -> None:
    for players, steps in ((1, 40), (2, 60), (4, 90)):
        state = _mid_game(players, steps)
        state.players[0].locations.append(Location("com001", tucked=["x"], stash=1))
        copy = state.copy()
        assert copy == state
        assert copy.pending_cache is None
        assert not {id(v) for v in _mutable_parts(copy)} & {id(v) for v in _mutable_parts(state)}
        for mine, theirs in zip(copy.players, state.players, strict=True):
            assert isinstance(mine, PlayerState)
            assert not {id(v) for v in _mutable_parts(mine)} & {
                id(v) for v in _mutable_parts(theirs)
            }
            for loc, other in zip(mine.locations, theirs.locations, strict=True):
                assert loc == other and loc is not other and loc.tucked is not other.tucked
        copy.players[0].locations[-1].tucked.append("y")
        copy.players[0].hand.append("z")
        assert state.players[0].locations[-1].tucked == ["x"]
        assert "z" not in state.players[0].hand
