"""Played through the real window (issue 26, last point): with Forest Elf (+1 army per place,
"Place 3 or Move 2") taken, the bar's button said "Place 4 armies" and the prompt beside it
"Left: Place 3 armies or Move armies: 2 moves". The prompt counts what the rules count."""

from __future__ import annotations

from random import Random
from typing import Any

from game.rules.legends.commands import TakeCard
from game.scenes.legends import texts
from tests.scenes.area_tables import bots_until, new_session, open_board


def _or_card_with_a_bonus(session: Any) -> bool:
    """Seat 0 is to take a card, and one it may take offers a choice one of whose counts
    the player's abilities change: it takes that card."""
    match, rules = session.match, session.rules
    pending = match.pending
    if pending is None or pending.kind != "take_card" or pending.players[0] != 0:
        return False
    for take in match.legal_commands(0):
        if not isinstance(take, TakeCard):
            continue
        after = rules.play(rules.clone(session.state), take, Random(0))
        if after.alt and any(rules.amount(after, 0, k, n) != n for k, n in after.alt):
            session.submit(take)
            return True
    return False


def test_the_prompt_counts_an_or_cards_actions_with_the_players_bonuses(make_app) -> None:  # type: ignore[no-untyped-def]
    session = None
    for seed in range(1, 30):
        candidate = new_session("legends", seed=seed)
        try:
            bots_until(candidate, seed, lambda c=candidate: _or_card_with_a_bonus(c), limit=400)
        except AssertionError:
            continue
        session = candidate
        break
    assert session is not None, "no game offered an 'or' card with a bonus"
    _app, board = open_board(make_app, session)
    state, rules = board.match.state, board.rules
    prompt = board.prompt_text()
    for kind, n in state.alt:
        counted = texts.action_part(kind, rules.amount(state, 0, kind, n))
        printed = texts.action_part(kind, n)
        assert counted in prompt, prompt
        if counted != printed:
            assert printed not in prompt, prompt
        # the button that picks the action says the same
        button = board.buttons[f"mode_{kind}"]
        assert button.text == counted
