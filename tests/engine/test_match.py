"""The match: submitting, refusing, listening, undo policy, reproducible randomness."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.engine.messages import N_
from tests.engine.toy import AddPebble, CardDrawn, Draw, EndTurn, ToyRules


def new_match(seed: int = 1) -> Match:
    return Match.new(ToyRules.from_options({"players": 2}), seed)


def test_setup_records_the_shuffle_as_an_event() -> None:
    match = new_match(5)
    assert len(match.steps) == 1
    (shuffle,) = match.steps[0].events
    assert sorted(shuffle.order) == list(range(1, 11))
    assert match.state.deck == list(shuffle.order)


def test_same_seed_same_game_other_seed_other_game() -> None:
    assert new_match(7).state.deck == new_match(7).state.deck
    assert any(new_match(7).state.deck != new_match(s).state.deck for s in range(8, 12))


def test_submit_applies_events_and_notifies_listeners() -> None:
    match = new_match()
    seen = []
    match.listeners.append(lambda m, step: seen.append(step.events))
    top = match.state.deck[0]
    events = match.submit(Draw(0))
    assert events == [CardDrawn(0, top)]
    assert match.state.hands[0] == [top]
    assert seen == [[CardDrawn(0, top)]]


def test_command_from_the_wrong_seat_is_refused_and_changes_nothing() -> None:
    match = new_match()
    before = (list(match.state.deck), len(match.steps))
    with pytest.raises(IllegalCommand) as info:
        match.submit(Draw(1))
    assert info.value.message.msgid == "It is not your turn."
    assert (match.state.deck, len(match.steps)) == before


def test_illegal_command_carries_reason_with_params() -> None:
    match = new_match()
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.submit(AddPebble(0))
    with pytest.raises(IllegalCommand) as info:
        match.submit(AddPebble(0))
    assert str(info.value.message) == "You may add at most 2 pebbles."
    assert match.state.pebbles == [2, 0]


def test_undo_takes_back_own_steps_inside_the_turn() -> None:
    match = new_match()
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.submit(AddPebble(0))
    assert match.can_undo(0)
    match.undo(0)
    assert match.state.pebbles == [1, 0]
    match.undo(0)
    assert match.state.pebbles == [0, 0]


def test_undo_never_crosses_a_revealed_card() -> None:
    match = new_match()
    match.submit(Draw(0))
    assert not match.can_undo(0)
    with pytest.raises(IllegalCommand):
        match.undo(0)
    assert len(match.state.hands[0]) == 1


def test_undo_never_crosses_the_end_of_a_turn_or_another_players_step() -> None:
    match = new_match()
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.submit(EndTurn(0))
    assert not match.can_undo(0)
    assert not match.can_undo(1)


def test_undo_listeners_hear_the_removed_step() -> None:
    match = new_match()
    removed = []
    match.undo_listeners.append(lambda m, step: removed.append(step.command))
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.undo(0)
    assert removed == [AddPebble(0)]


def test_no_command_after_the_end() -> None:
    match = new_match()
    for turn in range(4):
        match.submit(Draw(turn % 2))
        match.submit(EndTurn(turn % 2))
    assert match.is_over
    with pytest.raises(IllegalCommand) as info:
        match.submit(Draw(0))
    assert info.value.message.msgid == "The game is over."


def test_refold_of_the_log_gives_the_same_state() -> None:
    match = new_match(3)
    match.submit(Draw(0))
    match.submit(AddPebble(0))
    match.submit(EndTurn(0))
    again = match.rules.fold(match.events)
    assert again == match.state


def test_step_generator_draws_exactly_what_a_seeded_random_draws() -> None:
    from random import Random

    from game.engine.match import rng_for

    for index in range(4):
        lazy, plain = rng_for(11, index), Random(11 * 1_000_003 + index)
        cards_a, cards_b = list(range(30)), list(range(30))
        lazy.shuffle(cards_a)
        plain.shuffle(cards_b)
        assert cards_a == cards_b
        assert [lazy.randint(1, 6) for _ in range(5)] == [plain.randint(1, 6) for _ in range(5)]
        assert lazy.random() == plain.random()


class _HalfwayRules(ToyRules):
    """Applies a command's first event to the state given, then refuses it, as rules that
    evolve while they decide may (Settlers' `decide_and_evolve`)."""

    def decide_and_evolve(self, state, command, rng):  # type: ignore[no-untyped-def]
        events = self.decide(state, command, rng)
        state = self.evolve(state, events[0])
        refused = IllegalCommand(N_("Refused half-way."))
        refused.spoiled = True
        raise refused


def test_a_command_refused_half_way_leaves_the_match_as_it_was() -> None:
    match = Match.new(_HalfwayRules.from_options({"players": 2}), 3)
    before = match.rules.clone(match.state)
    with pytest.raises(IllegalCommand):
        match.submit(Draw(0))
    assert match.state == before
    assert len(match.steps) == 1 and match.pending is not None
