"""Properties over random legal games: replaying the log, save and load, illegal commands."""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path
from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.bots import RandomBot
from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.engine.savefile import match_from_save, read_save, save_match
from game.rules.settlers import RULES
from game.rules.settlers import commands as c
from game.rules.settlers.catalog import FACTIONS, info, runtime

VARIANTS = (
    {},
    {"alt_lookout": True},
    {"advanced_lookout": True},
    {"peaceful": True},
    {"confirm_actions": True},
)


def _options(players: int, variant: int, order: int) -> dict:
    factions = list(FACTIONS)
    Random(order).shuffle(factions)
    return {"players": players, "factions": factions[:players], **VARIANTS[variant]}


def _play(options: dict, seed: int, steps: int) -> Match:
    rules = RULES.from_options(options)
    match = Match(rules, seed)
    bot, rng = RandomBot(), Random(seed)
    for _ in range(steps):
        pending = match.pending
        if pending is None:
            break
        player = pending.players[0]
        match.submit(bot.choose(rules, match.state, player, rng))
    return match


def _cards(state) -> Counter:  # type: ignore[no-untyped-def]
    attacks = runtime().attacks
    cards = [*state.common_deck, *state.common_discard, *state.draft, *state.collection]
    for offer in state.offers:
        cards += offer
    for p in state.players:
        cards += [*p.hand, *p.deck, *p.discard, *p.foundations]
        cards += [d for d in p.deals if d not in attacks]
        for loc in p.locations:
            cards += [loc.card, *loc.tucked]
    return Counter(cards)


games = st.tuples(
    st.integers(1, 4), st.integers(0, len(VARIANTS) - 1), st.integers(0, 99), st.integers(0, 10_000)
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, steps=st.integers(0, 400))
def test_replaying_the_log_gives_the_same_state(game: tuple, steps: int) -> None:
    players, variant, order, seed = game
    match = _play(_options(players, variant, order), seed, steps)
    rules = match.rules
    assert rules.fold(match.events) == match.state
    replayed = Match(rules, seed, list(match.steps))
    assert replayed.state == match.state


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, steps=st.integers(0, 400))
def test_save_then_load_gives_the_identical_state(game: tuple, steps: int) -> None:
    players, variant, order, seed = game
    match = _play(_options(players, variant, order), seed, steps)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        save_match(match, path)
        loaded = match_from_save(read_save(path, "settlers"), RULES)
    assert loaded.state == match.state
    assert loaded.pending == match.pending


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, steps=st.integers(0, 400), pick=st.integers(0, 5))
def test_an_illegal_command_changes_nothing_and_has_a_reason(
    game: tuple, steps: int, pick: int
) -> None:
    players, variant, order, seed = game
    match = _play(_options(players, variant, order), seed, steps)
    pending = match.pending
    if pending is None:
        return
    player = pending.players[0]
    other = (player + 1) % max(2, players)
    illegal = [
        c.Build(player, "no-such-card"),
        c.Pick(player, "com999"),
        c.Choose(player, "not-an-option"),
        c.Activate(player, "com044", times=3),
        c.SpendWorkers(player, ("gold",)),
        c.Pass(other) if other not in pending.players else c.Draw(player, "nowhere"),
    ]
    command = illegal[pick]
    before = match.rules.clone(match.state)
    steps_before = len(match.steps)
    try:
        match.submit(command)
    except IllegalCommand as refused:
        assert refused.message.msgid
    else:  # pragma: no cover - every command above is illegal in any position
        raise AssertionError(f"{command} was accepted")
    assert match.state == before and len(match.steps) == steps_before


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, steps=st.integers(0, 600))
def test_cards_are_never_created_or_lost_and_goods_never_negative(game: tuple, steps: int) -> None:
    players, variant, order, seed = game
    options = _options(players, variant, order)
    match = _play(options, seed, steps)
    rt = runtime()
    expected = Counter(rt.deck_copies["common"])
    for faction in match.rules.options.factions:
        expected.update(rt.deck_copies[faction])
    assert _cards(match.state) == expected
    for p in match.state.players:
        assert all(n >= 0 for n in p.goods.values()) and p.draws >= 0


def test_legal_commands_are_all_accepted_in_one_position() -> None:
    match = _play(_options(2, 0, 1), 5, 40)
    rules = match.rules
    pending = match.pending
    assert pending is not None
    for command in rules.legal_commands(match.state, pending.players[0]):
        rules.decide(rules.clone(match.state), command, Random(0))


def test_a_bots_view_hides_deck_orders_and_other_hands_but_keeps_the_rest() -> None:
    match = _play(_options(3, 0, 1), seed=5, steps=60)
    rules, s = match.rules, match.state
    seen_tops = set()
    for n in range(20):
        view = rules.determinize(s, 0, Random(n))
        assert view.players[0].hand == s.players[0].hand
        assert rules.pending(view) == rules.pending(s)
        assert rules.legal_commands(view, 0) == rules.legal_commands(s, 0)
        assert _cards(view) == _cards(s)
        for seat in (1, 2):
            mine, true = view.players[seat], s.players[seat]
            assert len(mine.hand) == len(true.hand) and mine.locations == true.locations
            own = true.faction
            assert Counter(c for c in mine.hand + mine.deck if info(c).deck == own) == Counter(
                c for c in true.hand + true.deck if info(c).deck == own
            )
        seen_tops.add(view.common_deck[-1])
    assert len(seen_tops) > 1  # the deck's order is a guess, not the truth
