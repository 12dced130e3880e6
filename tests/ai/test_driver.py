"""One driver for computer players: a game played at the table with computer seats (the
session, each decision thought on a worker thread) replays headless, from nothing but its
seed and options, through `game.ai.driver.play_out` (what self-play and tournaments use) to the
very same steps and final state."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game.ai import driver
from game.ai.registry import make_bot
from game.engine.match import Match
from game.rules import registry
from game.scenes.area_control.sample_play import seats
from game.scenes.eight_minute.session import Session as EightMinuteSession
from game.scenes.legends.session import LegendsSession
from game.scenes.settlers.session import Session as SettlersSession
from game.selfplay import selfplay


def _levels(levels: list[str]) -> Any:
    table = seats(len(levels), 0)
    for seat, level in zip(table, levels, strict=True):
        seat.level = level
    return table


def _play_at_the_table(session: Any) -> None:
    for _ in range(5000):
        if session.match.pending is None:
            return
        seat = session.waiting_computer()
        assert seat is not None, "every seat is a computer's"
        if not session.step_bot(seat):  # asked on a worker thread: wait, then play it
            assert session.thought is not None and session.thought.wait(60)
            assert session.step_bot(seat)
    raise AssertionError("the game at the table did not end")


def _replayed_headless(session: Any) -> Match:
    game = session.rules.game_id
    options = session.rules.options.model_dump(mode="json")
    rules = registry.rules_class(game).from_options(options)
    bots = {i: make_bot(s.level, rules, think=0) for i, s in enumerate(session.seats)}
    return driver.play_out(Match.new(rules, session.match.seed), bots)


def _same_game(table: Match, headless: Match) -> None:
    assert table.pending is None and headless.pending is None and len(table.steps) > 40
    assert [(s.actor, s.command) for s in headless.steps] == [
        (s.actor, s.command) for s in table.steps
    ]
    assert headless.rules.report(headless.state) == table.rules.report(table.state)


@pytest.mark.parametrize(
    "make",
    [
        lambda: EightMinuteSession.new(_levels(["easy", "easy", "easy"]), seed=12),
        lambda: LegendsSession.new(_levels(["easy", "easy", "easy"]), seed=5),
        lambda: SettlersSession.new_settlers(
            _levels(["easy", "easy"]), ["romans", "japanese"], seed=3
        ),
    ],
    ids=["eight-minute", "legends", "settlers"],
)
def test_a_game_played_at_the_table_replays_headless_from_seed_and_options(make: Any) -> None:
    session = make()
    _play_at_the_table(session)
    _same_game(session.match, _replayed_headless(session))


def test_selfplay_and_the_table_ask_the_same_question_of_a_seat() -> None:
    """The random source of a decision depends on the position only (seed, steps, seat)."""
    rules = registry.rules_class("eight-minute").from_options({"players": 2})
    played = selfplay(rules, ["random", "random"], 7)
    replay = Match.new(rules, 7)
    for step in played.steps[1:]:
        rng = driver.bot_rng(7, len(replay.steps), step.actor)
        assert rng.random() == driver.match_rng(replay, step.actor).random()
        command = make_bot("random").choose(
            rules,
            rules.seat_view(replay.state, step.actor),
            step.actor,
            driver.match_rng(replay, step.actor),
        )
        assert command == step.command
        replay.submit(command)
    assert replay.steps[-1].events == played.steps[-1].events
    assert Random(0).random() != driver.bot_rng(0, 1, 0).random()
