"""`LegendsRules.play` changes the state directly for the plain steps of a playout; it must
leave exactly the state `decide` then `evolve` leave, and refuse what they refuse, in every
variant (tokens, warlords, "or" cards, long games, the last turn)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.engine.errors import IllegalCommand
from game.engine.rules import GameRules
from game.rules.legends import RULES
from game.rules.legends.commands import (
    BuildCity,
    EndTurn,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    SkipAction,
    TakeCard,
)
from game.rules.legends.rules import LegendsRules
from game.rules.legends.state import LegendsState

OPTIONS: list[dict[str, Any]] = [
    {"players": 2},
    {"players": 3, "layout": "loop"},
    {"players": 4, "exploration": True, "swamp": True, "citadels": True},
    {"players": 2, "encounters": True, "warlords": True},
    {"players": 3, "warlords": True, "exploration": True, "long_game": True, "games": 2},
    {"players": 2, "die_tiebreak": True, "citadels": True, "long_game": True, "games": 2},
]


def both_ways(rules: LegendsRules, state: LegendsState, command: Any, seed: int) -> tuple[Any, Any]:
    """What `play` and what `decide` + `evolve` make of `command` on copies of `state`: the
    state's fingerprint, or the refusal's message."""
    out = []
    for play in (rules.play, lambda s, c, r: GameRules.play(rules, s, c, r)):
        try:
            out.append(play(state.clone(), command, Random(seed)).fingerprint())
        except IllegalCommand as refused:
            out.append(refused.message)
    return out[0], out[1]


def odd_commands(rules: LegendsRules, state: LegendsState, player: int, rng: Random) -> list[Any]:
    """Commands of the kinds `play` takes directly, most of them refused now."""
    assert state.graph is not None
    ids = [*rng.sample(state.graph.ids, 3), "nowhere"]
    other = (player + 1) % rules.n
    out: list[Any] = [EndTurn(other), SkipAction(player), TakeCard(player, rng.randrange(-1, 7))]
    for r in ids:
        out += [PlaceNeutral(player, r), PlaceArmy(player, r), BuildCity(player, r)]
        out += [MoveArmy(player, r, rng.choice(ids)), PlaceArmy(other, r)]
    return out


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(map(str, o.values())))
def test_play_leaves_the_state_decide_and_evolve_leave(options: dict[str, Any]) -> None:
    rules = RULES.from_options(options)
    assert isinstance(rules, LegendsRules)
    checked = fast_kinds = 0
    for seed in range(3):
        rng = Random(seed)
        state = rules.initial_state()
        for event in rules.setup(state, rng):
            state = rules.evolve(state, event)
        while (pending := rules.pending(state)) is not None:
            player = pending.players[0]
            legal = rules.legal_commands(state, player)
            for command in odd_commands(rules, state, player, rng):
                fast, slow = both_ways(rules, state, command, seed)
                assert fast == slow, command
            command = rng.choice(legal)
            fast, slow = both_ways(rules, state, command, seed)
            assert fast == slow, command
            checked += 1
            fast_kinds += type(command) in rules._fast
            state = rules.play(state, command, Random(seed))
        assert state.phase == "over"
    assert checked > 150 and fast_kinds > checked // 2
