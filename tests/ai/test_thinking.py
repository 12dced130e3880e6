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


def test_a_hint_is_hards_choice_for_the_human_and_is_never_played() -> None:
    from game.scenes.table.hints import area_hint_text

    session = Session.new(seats(2, 1), seed=4)
    while session.acting_human() is None:
        seat = session.waiting_computer()
        assert seat is not None
        session.play_bot(seat)
    human = session.acting_human()
    assert human is not None
    steps = len(session.match.steps)
    session.ask_hint(human)
    assert session.hint is not None and session.hint.wait(30)
    command = session.ready_hint()
    assert command in session.rules.legal_commands(session.state, human)
    assert len(session.match.steps) == steps  # suggested, not played
    assert area_hint_text(command, session.name)  # said in words
    assert session.ready_hint() is None  # shown once


def test_a_hint_for_a_position_left_behind_is_dropped() -> None:
    session = Session.new(seats(2, 1), seed=4)
    while session.acting_human() is None:
        session.play_bot(session.waiting_computer())  # type: ignore[arg-type]
    human = session.acting_human()
    assert human is not None
    session.ask_hint(human)
    assert session.hint is not None and session.hint.wait(30)
    session.submit(session.rules.legal_commands(session.state, human)[0])
    assert session.ready_hint() is None


def test_every_area_command_reads_as_a_suggestion() -> None:
    from game.rules.eight_minute import commands as em
    from game.rules.legends import commands as lg
    from game.scenes.table.hints import area_hint_text

    commands = [
        em.TakeCard(0, 2),
        em.PlaceArmy(0, "3"),
        em.PlaceNeutral(0, "3"),
        em.MoveArmy(0, "3", "4"),
        em.BuildCity(0, "3"),
        em.DestroyArmy(0, 1, "3"),
        em.Bid(0, 2),
        em.ChooseOption(0, 1),
        em.ChooseFirstPlayer(0, 1),
        em.Done(0),
        lg.Bid(0, 1),
        lg.DestroyArmy(0, 1, "3"),
        lg.SkipAction(0),
        lg.EndTurn(0),
        lg.PassExtraCard(0),
    ]
    texts = [area_hint_text(c, lambda seat: f"P{seat}") for c in commands]
    assert all(texts) and len(set(texts)) == len(texts) - 2  # both bids and ends read alike
    assert "P1" in texts[5] and "P1" in texts[11]  # whose army
