"""The shared bots: only legal commands, and look-ahead on what the bot may know."""

from __future__ import annotations

from random import Random

from game.ai.bots import GreedyBot, RandomBot
from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from tests.engine.toy import AddPebble, EndTurn, ToyRules, ToyState


class PeekingToy(ToyRules):
    """A toy whose bot view hides the hands: the greedy bot must judge on that view."""

    def __init__(self, options) -> None:  # type: ignore[no-untyped-def]
        super().__init__(options)
        self.views: list[int] = []

    def determinize(self, state: ToyState, player: int, rng: Random) -> ToyState:
        self.views.append(player)
        view = self.clone(state)
        view.hands = [[], []]
        return view

    def evaluate(self, state: ToyState, player: int) -> float:
        assert state.hands == [[], []], "the bot looked at the true state"
        return super().evaluate(state, player)


def test_greedy_looks_ahead_on_the_determinized_view() -> None:
    rules = PeekingToy(ToyRules.options_model(players=2))
    match = Match.new(rules, 3)
    play_out(match, [GreedyBot(), GreedyBot()])
    assert rules.views and set(rules.views) == {0, 1}


def test_greedy_prefers_the_better_move() -> None:
    rules = ToyRules.from_options({"players": 2})
    match = Match.new(rules, 1)
    match.submit(rules.legal_commands(match.state, 0)[0])  # draw
    choice = GreedyBot().choose(rules, match.state, 0, Random(0))
    assert choice == AddPebble(0)  # a pebble is worth more than ending the turn
    assert EndTurn(0) in rules.legal_commands(match.state, 0)


def test_bots_play_whole_games_with_legal_commands_only() -> None:
    for seed in range(5):
        match = Match.new(ToyRules.from_options({"players": 2}), seed)
        play_out(match, [RandomBot(), make_bot("greedy")])
        assert match.is_over
        assert match.rules.fold(match.events) == match.state
