"""Legends' Hard at a table of three or four plans its own turn, whole, and no further: the
playouts stop where the seat's turn ends."""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import Any

import pytest

from game.ai import legends
from game.ai.bots import GreedyBot
from game.ai.legends import KNOWLEDGE
from game.ai.play import playout
from game.ai.registry import decide, make_bot
from game.ai.search import SearchBot
from game.engine.match import Match
from tests.ai.tables import rules_for


def test_hard_plans_its_own_turn_only_where_three_or_four_play_legends() -> None:
    for players in (3, 4):
        hard = make_bot("hard", rules_for("legends", players))
        assert (
            isinstance(hard, SearchBot) and hard.budget.own_turn and hard.budget.rollout_width == 0
        )
    for game, players in (("legends", 2), ("eight-minute", 4), ("settlers", 4)):
        hard = make_bot("hard", rules_for(game, players))
        assert isinstance(hard, SearchBot) and not hard.budget.own_turn, (game, players)
    normal = make_bot("normal", rules_for("legends", 4))
    assert isinstance(normal, SearchBot) and not normal.budget.own_turn


def at_a_take(rules: Any, seed: int) -> Match:
    """A four-player match played by Easy to the start of a turn, past the first round."""
    match = Match.new(rules, seed)
    easy, rng = GreedyBot(), Random(seed)
    while not (match.pending.kind == "take_card" and len(match.state.cards[0]) >= 1):
        seat = match.pending.players[0]
        match.submit(decide(easy, rules, match.state, seat, rng))
    return match


def judged_state(rules: Any, match: Match, own_turn: bool) -> Any:
    """The state a 40-decision playout from here is judged on."""
    seen: list[Any] = []

    def record(rules: Any, state: Any, player: int) -> float:
        seen.append(rules.clone(state))
        return 0.0

    know = replace(KNOWLEDGE, evaluate=record, turn_end=record)
    player = match.pending.players[0]
    state = rules.clone(match.state)
    playout(rules, know, state, player, Random(3), 40, 3, own_turn)
    return seen[-1]


def test_an_own_turn_playout_ends_with_the_seats_turn() -> None:
    rules = rules_for("legends", 4)
    for seed in (1, 2):
        match = at_a_take(rules, seed)
        player = match.pending.players[0]
        cards = [len(c) for c in match.state.cards]
        mine = judged_state(rules, match, own_turn=True)
        # the seat took its card and played it out; the next seat has not begun
        assert rules.pending(mine).players[0] != player
        assert rules.pending(mine).kind == "take_card"
        after = [len(c) for c in mine.cards]
        assert after[player] == cards[player] + 1
        others = [a - b for i, (a, b) in enumerate(zip(after, cards, strict=True)) if i != player]
        assert others == [0, 0, 0]
        # without the stop, the same playout goes on into the other seats' turns
        on = judged_state(rules, match, own_turn=False)
        assert sum(len(c) for c in on.cards) > sum(after)


def test_an_own_turn_playout_is_judged_as_a_turn_end_the_others_as_positions() -> None:
    rules = rules_for("legends", 4)
    match = at_a_take(rules, 1)
    player = match.pending.players[0]
    know = replace(KNOWLEDGE, turn_end=lambda rules, state, player: 1000.0)
    mine = playout(rules, know, rules.clone(match.state), player, Random(3), 40, 3, True)
    on = playout(rules, know, rules.clone(match.state), player, Random(3), 40, 3, False)
    assert mine == 1000.0
    assert on != 1000.0


def test_legends_coins_weigh_more_where_a_turns_plan_stops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = rules_for("legends", 4)
    state = rules.clone(at_a_take(rules, 2).state)
    # the position's own worth apart, only the coins kept may count
    monkeypatch.setattr(legends, "evaluate", lambda rules, state, player: 0.0)
    for coins, cards in ((4, 1), (4, rules.end_cards), (0, 3)):
        state.coins[0], state.cards[0] = coins, ["held"] * cards
        assert legends.turn_end(rules, state, 0) == pytest.approx(legends.COIN_KEPT * coins)
    state.phase = "over"  # the game's end is judged on its tie-breaks already
    state.coins[0] = 4
    assert legends.turn_end(rules, state, 0) == 0.0
