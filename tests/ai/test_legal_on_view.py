"""A seat's legal commands are the same on the true state and on that seat's view, at every
step of random games of every game: `registry.decide` hands a bot that reads nothing else (the
random bot) these commands without building the view, so they must carry nothing hidden."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.ai.bots import RandomBot
from game.ai.registry import decide
from game.engine.match import Match
from game.rules import registry

CASES: list[tuple[str, dict[str, Any], int]] = [
    ("eight-minute", {"players": 3, "variants": {"goods_tokens": True, "die_tiebreak": True}}, 1),
    ("eight-minute", {"players": 5, "side": "B"}, 2),
    ("legends", {"players": 2}, 3),
    ("legends", {"players": 4, "exploration": True, "encounters": True, "warlords": True}, 4),
    ("legends", {"players": 3, "hand_setup": True, "citadels": True}, 5),
    ("settlers", {"players": 2}, 6),
    ("settlers", {"players": 3, "alt_lookout": True}, 7),
    ("settlers", {"players": 1, "factions": ["barbarians"]}, 8),
]


@pytest.mark.parametrize(("game", "options", "seed"), CASES)
def test_every_seat_has_the_same_legal_commands_on_its_view(
    game: str, options: dict[str, Any], seed: int
) -> None:
    rules = registry.rules_class(game).from_options(options)
    match, rng, bot, checked = Match(rules, seed), Random(seed), RandomBot(), 0
    while (pending := match.pending) is not None:
        state = match.state
        for seat in range(rules.player_count):
            legal = rules.legal_commands(state, seat)
            assert legal == rules.legal_commands(rules.seat_view(state, seat), seat)
            assert legal == rules.legal_commands(rules.borrowed_view(state, seat), seat)
            checked += bool(legal)
        seat = pending.players[0]
        # the door without a view chooses what the bot chooses on its view
        command = decide(bot, rules, state, seat, Random(checked))
        assert command == bot.choose(rules, rules.seat_view(state, seat), seat, Random(checked))
        match.submit(command if rng.random() < 0.5 else rng.choice(match.legal_commands(seat)))
    assert checked > 50
