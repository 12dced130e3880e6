"""Every game has the three levels; they play legal, reproducible games; the tournament
figures are computed right."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.ai.registry import LEVELS, decide, make_bot
from game.ai.search import Budget, SearchBot
from game.ai.tournament import Tally, percentile, seatings, tournament, wilson
from game.engine.match import Match
from game.rules import registry
from tests.ai.tables import rules_for

GAMES = {
    "eight-minute": {"players": 2},
    "legends": {"players": 2},
    "settlers": {"players": 2},
}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_level_exists_for_every_game(game: str) -> None:
    rules = registry.rules_class(game).from_options(GAMES[game])
    assert LEVELS == ("easy", "normal", "hard")
    assert isinstance(make_bot("easy", rules), GreedyBot)
    normal, hard = make_bot("normal", rules), make_bot("hard", rules)
    assert isinstance(normal, SearchBot) and isinstance(hard, SearchBot)
    assert hard.budget.playouts > normal.budget.playouts  # Hard thinks longer
    assert hard.think is not None and normal.think is not None and hard.think > normal.think


TABLES = {"eight-minute": (2, 3, 4, 5), "legends": (2, 3, 4), "settlers": (1, 2, 3, 4)}


@pytest.mark.parametrize("game", list(TABLES))
def test_hard_outthinks_normal_at_every_table_size(game: str) -> None:
    for players in TABLES[game]:
        rules = rules_for(game, players)
        normal, hard = make_bot("normal", rules, think=0), make_bot("hard", rules, think=0)
        assert isinstance(normal, SearchBot) and isinstance(hard, SearchBot)
        assert hard.budget.playouts > normal.budget.playouts, players


def test_settlers_hard_gets_more_playouts_at_two_players_only() -> None:
    def hard(players: int) -> int:
        bot = make_bot("hard", rules_for("settlers", players), think=0)
        assert isinstance(bot, SearchBot)
        return bot.budget.playouts

    assert hard(2) == 3 * hard(1)  # solo keeps the base: its slowest decisions near the second
    assert hard(3) == hard(4) == hard(1)


def test_old_names_and_unknown_names() -> None:
    rules = registry.rules_class("eight-minute").from_options({"players": 2})
    assert isinstance(make_bot("greedy", rules), GreedyBot)
    assert make_bot("lookahead", rules).name == "hard"
    assert isinstance(make_bot("random"), RandomBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("grandmaster", rules)


def test_more_thinking_time_buys_more_playouts_and_zero_means_no_cap() -> None:
    rules = registry.rules_class("legends").from_options({"players": 2})
    default = make_bot("hard", rules)
    longer = make_bot("hard", rules, think=3 * default.think)
    uncapped = make_bot("hard", rules, think=0)
    assert longer.budget.playouts == 3 * default.budget.playouts
    assert uncapped.think is None and uncapped.budget.playouts == default.budget.playouts


@pytest.mark.parametrize("game", list(GAMES))
def test_a_search_choice_is_reproducible_for_a_seed_and_budget(game: str) -> None:
    rules = registry.rules_class(game).from_options(GAMES[game])
    match = Match.new(rules, 11)
    easy, rng = GreedyBot(), Random(1)
    for _ in range(25):  # into the game, where choices are many
        seat = match.pending.players[0]
        match.submit(decide(easy, rules, match.state, seat, rng))
    seat = match.pending.players[0]
    bot = SearchBot("hard", Budget(16, 4, 6, 2))
    first = decide(bot, rules, match.state, seat, Random(5))
    assert all(decide(bot, rules, match.state, seat, Random(5)) == first for _ in range(2))
    assert first in rules.legal_commands(match.state, seat)


def test_a_search_bot_prefers_the_move_that_wins_later() -> None:
    """On the engine's toy a pebble is worth a point and ending the turn nothing: the search
    adds pebbles (as greedy does) — and it never submits an illegal command."""
    from tests.engine.toy import AddPebble, ToyRules

    rules = ToyRules.from_options({"players": 2})
    match = Match.new(rules, 1)
    match.submit(rules.legal_commands(match.state, 0)[0])
    assert SearchBot("hard", Budget(8, 2, 4, 2)).choose(
        rules, match.state, 0, Random(0)
    ) == AddPebble(0)


def test_wilson_interval_and_percentiles() -> None:
    low, high = wilson(75, 100)
    assert 0.65 < low < 0.67 and 0.82 < high < 0.84  # the textbook 95 % interval of 75/100
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([0.1, 0.2, 0.3, 0.4], 0.5) == 0.2
    assert percentile([float(i) for i in range(1, 101)], 0.95) == 95.0


def test_seatings_rotate_every_level_through_every_seat() -> None:
    orders = seatings(["hard", "easy", "easy", "easy"])
    assert len(orders) == 4
    assert {order.index("hard") for order in orders} == {0, 1, 2, 3}


def test_a_tournament_counts_every_game_once_per_seat() -> None:
    tallies = tournament("eight-minute", {"players": 2}, ["easy", "random"], 4, seed=3)
    assert tallies["easy"].games == tallies["random"].games == 4
    assert tallies["easy"].wins + tallies["random"].wins == pytest.approx(4)
    assert tallies["easy"].mean_margin() == pytest.approx(-tallies["random"].mean_margin())
    assert tallies["easy"].times and tallies["easy"].time_percentile(0.95) > 0


def test_legends_bots_never_spend_a_turn_of_coins_to_move_first() -> None:
    """The search once bid 6 or 7 of its 9 coins for first place and lost every four-player
    game to Easy; bids above MAX_BID are not considered (every other command stays)."""
    from game.ai import legends

    rules = registry.rules_class("legends").from_options({"players": 4})
    match = Match.new(rules, 1)
    easy, rng = GreedyBot(), Random(1)
    while match.pending.kind != "bid":
        seat = match.pending.players[0]
        match.submit(decide(easy, rules, match.state, seat, rng))
    seat = match.pending.players[0]
    legal = rules.legal_commands(match.state, seat)
    assert max(c.amount for c in legal) > legends.MAX_BID
    kept = legends.KNOWLEDGE.sensible(rules, match.state, seat, legal)
    assert [c.amount for c in kept] == list(range(legends.MAX_BID + 1))
    for seed in range(3):
        bid = decide(make_bot("hard", rules, think=0), rules, match.state, seat, Random(seed))
        assert bid.amount <= legends.MAX_BID
    only_high = [c for c in legal if c.amount > legends.MAX_BID][:1]  # never left with nothing
    assert legends.KNOWLEDGE.sensible(rules, match.state, seat, only_high) == only_high


@pytest.mark.parametrize("game", ["eight-minute", "legends"])
@pytest.mark.parametrize("level", ["easy", "hard"])
def test_two_player_bots_spread_the_neutral_armies_around_the_start(game: str, level: str) -> None:
    """Hard once piled all ten neutral armies in region 1, where they blocked one region; they
    go one per region, the regions nearest the start first, never the start itself."""
    from game.ai.area_control import distances_from_start

    rules = registry.rules_class(game).from_options({"players": 2})
    match = Match.new(rules, 5)
    kind = "place_neutral"
    while match.pending.kind != kind:
        seat = match.pending.players[0]
        match.submit(decide(GreedyBot(), rules, match.state, seat, Random(0)))
    bot, rng = make_bot(level, rules, think=0), Random(2)
    while match.pending.kind == kind:
        seat = match.pending.players[0]
        match.submit(decide(bot, rules, match.state, seat, rng))
    state = match.state
    graph = getattr(state, "graph", None) or rules.graph
    neutral = state.pieces.armies[rules.neutral]
    placed = [i for i, n in enumerate(neutral) if n]
    dist = distances_from_start(graph)
    assert sum(neutral) >= 4 and max(neutral) == 1  # spread: one army a region
    assert all(dist[i] > 0 for i in placed)
    nearer_empty = [i for i in range(graph.size) if 0 < dist[i] < max(dist[j] for j in placed)]
    assert all(neutral[i] for i in nearer_empty)  # the nearest ring filled first


def test_the_solo_target_shares_its_games_among_the_four_factions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A solo game names no faction but the first (the Romans): the solo target must play
    every faction, or it measures the Romans alone."""
    from benchmarks import bench_strength

    played: list[tuple[list[str], int]] = []

    def fake(game: str, options: dict[str, Any], levels: list[str], games: int, *_: Any) -> Any:
        played.append((options["factions"], games))
        return {"hard": Tally(games=games, wins=games / 2, margin=float(games), times=[0.1])}

    monkeypatch.setattr(bench_strength, "tournament", fake)
    solo = next(t for t in bench_strength.targets() if t.label == "settlers solo hard")
    tallies = bench_strength.played(solo, 10, 0, None)
    assert sorted(f for (f,), _ in played) == sorted(bench_strength.FACTIONS)
    assert [n for _, n in played] == [3, 3, 2, 2]
    hard = tallies["hard"]
    assert (hard.games, hard.wins, hard.mean_margin(), len(hard.times)) == (10, 5.0, 1.0, 4)
