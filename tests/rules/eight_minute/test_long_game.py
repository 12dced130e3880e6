"""The long game: three games in one match with a running total."""

from __future__ import annotations

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from game.rules.eight_minute.events import BidsRevealed, GameDealt, GameScored
from tests.rules.eight_minute.helpers import make_rules


def test_three_games_with_running_totals() -> None:
    rules = make_rules(2, long_game=True)
    match = Match(rules, 11)
    play_out(match, [make_bot("random"), make_bot("greedy", rules)])
    events = match.events
    assert [e.game for e in events if isinstance(e, GameDealt)] == [1, 2, 3]
    assert sum(isinstance(e, BidsRevealed) for e in events) == 3  # a new bid each game
    scored = [e for e in events if isinstance(e, GameScored)]
    assert [e.game for e in scored] == [1, 2, 3]
    totals = [sum(e.scores[p] for e in scored) for p in range(2)]
    state = match.state
    assert state.totals == totals
    assert len(state.history) == 3
    assert [sum(rules.scores_of_game(g)) for g in state.history] == [sum(e.scores) for e in scored]
    report = rules.report(state)
    assert report["long_game"]["running_totals"] == {"Player 1": totals[0], "Player 2": totals[1]}
    assert [g["totals"] for g in report["long_game"]["games"]] == [list(e.scores) for e in scored]
    best = max(totals)
    assert all(totals[int(name[-1]) - 1] == best for name in report["winners"])


def test_each_game_starts_afresh() -> None:
    rules = make_rules(3, long_game=True)
    match = Match(rules, 5)
    bots = [make_bot("random")] * 3
    # Play until the second deal, then look at the fresh position.
    from random import Random

    rng = Random(1)
    while match.state.game < 2:
        pending = match.pending
        assert pending is not None
        player = pending.players[0]
        match.submit(bots[player].choose(rules, match.state, player, rng))
    state = match.state
    assert state.phase == "bid"
    assert state.coins == [11, 11, 11]
    assert all(h == [] for h in state.hands)
    assert [state.pieces.armies_on_board(p) for p in range(3)] == [3, 3, 3]
    assert state.totals == [p["total"] for p in rules.game_report(state.history[0])["players"]]


def test_single_game_ends_after_one() -> None:
    rules = make_rules(3)
    match = Match(rules, 5)
    play_out(match, [make_bot("random")] * 3)
    assert sum(isinstance(e, GameDealt) for e in match.events) == 1
    assert "long_game" not in rules.report(match.state)


def test_greedy_bot_beats_the_random_bot() -> None:
    """The evaluation points the right way: one-move lookahead on the score lead wins most
    2-player games against random play (fixed seeds, so the outcome is reproducible)."""
    rules = make_rules(2)
    won = 0
    for seed in range(8):
        names = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        match = play_out(Match(rules, seed), [make_bot(n, rules) for n in names])
        totals = [row["total"] for row in rules.report(match.state)["players"]]
        greedy = names.index("greedy")
        won += totals[greedy] > totals[1 - greedy]
    assert won >= 6
