"""Properties over random legal games: replay, save/load, conservation, refusals, bots."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.registry import make_bot
from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.engine.savefile import match_from_save, read_save, save_match
from game.rules.legends import RULES
from game.rules.legends.commands import (
    Bid,
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PassExtraCard,
    PlaceArmy,
    PlaceNeutral,
    SkipAction,
    TakeCard,
)
from game.rules.legends.rules import LegendsRules
from tests.support import random_games

VARIANTS = ("exploration", "swamp", "citadels", "encounters", "warlords", "die_tiebreak")

games = st.fixed_dictionaries(
    {
        "players": st.integers(2, 4),
        "seed": st.integers(0, 10_000),
        "layout": st.sampled_from(["t", "loop"]),
        "variants": st.lists(st.sampled_from(VARIANTS), unique=True, max_size=6),
    }
)


def make(game: dict[str, Any], **extra: Any) -> LegendsRules:
    options = {"players": game["players"], "layout": game["layout"], **extra}
    options.update(dict.fromkeys(game["variants"], True))
    rules = RULES.from_options(options)
    assert isinstance(rules, LegendsRules)
    return rules


def candidates(rules: LegendsRules, state: Any, player: int, rng: Random) -> list[Any]:
    ids = list(state.graph.ids)
    out: list[Any] = [EndTurn(player), SkipAction(player), PassExtraCard(player)]
    out += [TakeCard(player, s) for s in range(-1, 7)]
    out += [Bid(player, a) for a in (-1, 0, 1, 5, 9, 12, 13)]
    for r in [*rng.sample(ids, 5), "nowhere", ids[state.graph.start[0]]]:
        out += [PlaceNeutral(player, r), PlaceArmy(player, r), BuildCity(player, r)]
        out += [DestroyArmy(player, v, r) for v in range(-1, rules.seats + 1)]
    for _ in range(8):
        out.append(MoveArmy(player, rng.choice(ids), rng.choice(ids)))
    for i, links in enumerate(state.graph.links):
        out += [MoveArmy(player, ids[i], ids[j]) for j, _ in links]
    return out


def check_conservation(rules: LegendsRules, state: Any) -> None:
    if state.pieces is None:
        return
    p = state.pieces
    for seat in range(rules.n):
        assert p.cities_on_board(seat) + p.city_supply[seat] == 3
        assert p.city_supply[seat] >= 0
    missing = 0
    for seat in range(p.seats):  # the neutral seat included
        assert min(p.armies[seat]) >= 0 and p.army_supply[seat] >= 0
        missing += 18 - p.armies_on_board(seat) - p.army_supply[seat]
    # armies gone from every seat's pieces are exactly those the Red Sorceress keeps
    assert missing == sum(state.captured)
    assert min(state.coins) >= 0


def play_random(rules: LegendsRules, seed: int, check_every: int = 0) -> Match:
    return random_games.play_random(
        rules,
        seed,
        after_each=lambda match: check_conservation(rules, match.state),
        check=lambda match, player, legal, rng: check_legal_matches_decide(
            rules, match, player, legal, rng
        ),
        check_every=check_every,
    )


def check_legal_matches_decide(
    rules: LegendsRules, match: Match, player: int, legal: list[Any], rng: Random
) -> None:
    state = match.state
    random_games.check_decide_agrees_with_legal(
        rules,
        state,
        player,
        legal,
        candidates=lambda seat: candidates(rules, state, seat, rng),
        snapshot=lambda s: s.fingerprint(),
    )


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_legal_commands_are_exactly_the_accepted_ones(game: dict[str, Any]) -> None:
    play_random(make(game), game["seed"], check_every=9)


@settings(max_examples=12, deadline=None)
@given(games)
def test_replay_of_the_log_gives_the_same_state(game: dict[str, Any]) -> None:
    rules = make(game)
    match = play_random(rules, game["seed"])
    again = Match(rules, game["seed"], steps=list(match.steps))
    assert again.state.fingerprint() == match.state.fingerprint()
    assert rules.fold(match.events).fingerprint() == match.state.fingerprint()


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(games, st.booleans())
def test_save_then_load_gives_the_identical_state(
    tmp_path: Path, game: dict[str, Any], long_game: bool
) -> None:
    rules = make(game, long_game=long_game)
    match = play_random(rules, game["seed"])
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = match_from_save(read_save(path), LegendsRules)
    assert loaded.state.fingerprint() == match.state.fingerprint()
    assert loaded.rules.report(loaded.state) == rules.report(match.state)


@settings(max_examples=4, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_bots_only_submit_legal_commands(players: int, seed: int) -> None:
    rules = RULES.from_options({"players": players, "encounters": True, "warlords": True})
    names = ["random", "greedy", "random", "greedy"][:players]
    bots = [make_bot(name, rules) for name in names]
    match = random_games.play_bots(rules, bots, seed)
    assert rules.report(match.state)["finished"]


def test_undo_takes_back_a_step_but_not_the_end_of_a_turn() -> None:
    rules = RULES.from_options({"players": 3, "boards": ["volcano", "hills", "desert", "forest"]})
    match = Match(rules, 3)
    for p in range(3):
        match.submit(Bid(p, 0))
    p = match.pending.players[0]
    match.submit(TakeCard(p, 0))
    before = match.state.fingerprint()
    steps = [c for c in match.legal_commands(p) if not isinstance(c, EndTurn | SkipAction)]
    if steps:
        match.submit(steps[0])
        assert match.can_undo(p)
        match.undo(p)
        assert match.state.fingerprint() == before
    match.submit(EndTurn(p))
    assert not match.can_undo(p)


def test_illegal_command_leaves_the_match_unchanged() -> None:
    rules = RULES.from_options({"players": 3})
    match = Match(rules, 1)
    before = match.state.fingerprint()
    try:
        match.submit(Bid(0, 99))
    except IllegalCommand as exc:
        assert "{coins}" in exc.message.msgid
    else:
        raise AssertionError("an impossible bid was accepted")
    assert match.state.fingerprint() == before and len(match.steps) == 1
