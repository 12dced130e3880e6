"""`registry.decide` shows a bot its seat's view sharing the public parts with the true state
(`rules.borrowed_view`, each game's `view.py`): it must equal the copied `seat_view` everywhere, and no bot may
change the state it was shown a part of."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.ai.registry import decide, seat_view
from game.ai.search import Budget, SearchBot
from game.engine.match import Match
from game.engine.rules import GameRules
from game.rules import registry

TABLES = [
    ("eight-minute", {"players": 2}),
    ("eight-minute", {"players": 4, "variants": {"goods_tokens": True}}),
    ("legends", {"players": 2}),
    ("legends", {"players": 4, "exploration": True, "swamp": True}),
    ("settlers", {"players": 2}),
    ("settlers", {"players": 1}),
]


def _position(state: Any) -> Any:
    fingerprint = getattr(state, "fingerprint", None)
    return fingerprint() if fingerprint is not None else state


def _positions(game: str, options: dict[str, Any], seed: int, every: int) -> list[Match]:
    """The match at every `every`-th step of a random game (each a match of its own)."""
    rules = registry.rules_class(game).from_options(options)
    out, match, rng, bot = [], Match.new(rules, seed), Random(seed), RandomBot()
    while match.pending is not None:
        if len(match.steps) % every == 0:
            out.append(Match(rules, seed, list(match.steps)))
        seat = match.pending.players[0]
        match.submit(decide(bot, rules, match.state, seat, rng))
    return out


@pytest.mark.parametrize(("game", "options"), TABLES, ids=lambda v: str(v))
def test_the_borrowed_view_is_the_seat_view(game: str, options: dict[str, Any]) -> None:
    matches = _positions(game, options, 3, 7)
    for match in matches:
        rules = match.rules
        assert type(rules).borrowed_view is not GameRules.borrowed_view  # not the copying default
        for seat in range(rules.player_count):
            borrowed = rules.borrowed_view(match.state, seat)
            assert _position(borrowed) == _position(seat_view(rules, match.state, seat))
            assert borrowed is not match.state
    assert matches


@pytest.mark.parametrize(("game", "options"), TABLES[::2], ids=lambda v: str(v))
def test_no_bot_changes_the_state_it_is_shown(game: str, options: dict[str, Any]) -> None:
    bots = [RandomBot(), GreedyBot(), SearchBot("hard", Budget(8, 3, 4, 2))]
    for match in _positions(game, options, 5, 23):
        rules, state = match.rules, match.state
        before = _position(rules.clone(state))
        seat = match.pending.players[0]
        for bot in bots:
            decide(bot, rules, state, seat, Random(1))
            assert _position(state) == before, bot.name
