"""A computer thinks off the UI thread: the table asks, goes on drawing, and plays the
command once it is ready; the match never changes while the bot thinks, and a stale thought
(the match moved on) is dropped."""

from __future__ import annotations

from game.scenes.eight_minute.sample import seats
from game.scenes.eight_minute.session import Session


def _hard_table() -> Session:
    session = Session.new(seats(3, 0), seed=9)
    for seat in session.seats:
        seat.level = "hard"
    return Session(session.match, session.seats)


def test_a_hard_seat_thinks_on_a_worker_and_then_plays() -> None:
    session = _hard_table()
    for _ in range(4):
        seat = session.waiting_computer()
        assert seat is not None
        steps = len(session.match.steps)
        assert session.step_bot(seat) is False  # asked: the UI thread goes on at once
        assert session.thought is not None and session.thought.seat == seat
        assert len(session.match.steps) == steps  # nothing played while it thinks
        assert session.thought.wait(30)
        assert session.thinking is None  # done thinking
        assert session.step_bot(seat) is True
        assert len(session.match.steps) == steps + 1


def test_a_thought_for_an_older_position_is_dropped() -> None:
    session = _hard_table()
    seat = session.waiting_computer()
    assert seat is not None
    session.step_bot(seat)
    old = session.thought
    assert old is not None and old.wait(30)
    session.play_bot(seat)  # the match moves on without that thought
    following = session.waiting_computer()
    assert following is not None
    assert session.step_bot(following) is False  # a new thought, not the stale command
    assert session.thought is not old
    assert session.thought is not None and session.thought.wait(30)
    assert session.step_bot(following) is True
