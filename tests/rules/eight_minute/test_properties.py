"""Properties over random legal games: replay, save/load, conservation, illegal commands."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.registry import make_bot
from game.ai.search import Budget, SearchBot
from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.engine.savefile import match_from_save, read_save, save_match
from game.rules.eight_minute.cards import GOODS
from game.rules.eight_minute.commands import (
    AssignWilds,
    Bid,
    BuildCity,
    ChooseFirstPlayer,
    ChooseOption,
    DestroyArmy,
    Done,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.eight_minute.events import BidsRevealed, CardTaken, GameDealt
from game.rules.eight_minute.rules import EightMinuteRules
from tests.rules.eight_minute.helpers import make_rules
from tests.support import random_games

games = st.fixed_dictionaries(
    {
        "players": st.integers(2, 5),
        "seed": st.integers(0, 10_000),
        "goods_tokens": st.booleans(),
        "die_tiebreak": st.booleans(),
    }
)


def candidates(rules: EightMinuteRules, player: int, rng: Random) -> list[Any]:
    """A wide sample of commands, legal or not, for one seat."""
    ids = list(rules.graph.ids)
    out: list[Any] = [Done(player)]
    out += [TakeCard(player, s) for s in range(-1, 7)]
    out += [Bid(player, a) for a in (-1, 0, 1, 5, 8, 9, 11, 14, 15)]
    out += [ChooseFirstPlayer(player, f) for f in range(-1, rules.n + 1)]
    out += [ChooseOption(player, i) for i in (-1, 0, 1, 2)]
    for r in [*rng.sample(ids, 6), "nowhere", ids[rules.start]]:
        out += [PlaceNeutral(player, r), PlaceArmy(player, r), BuildCity(player, r)]
        out += [DestroyArmy(player, o, r) for o in range(-1, rules.seats + 1)]
    for _ in range(12):
        out.append(MoveArmy(player, rng.choice(ids), rng.choice(ids)))
    for i, links in enumerate(rules.graph.links):
        out += [MoveArmy(player, ids[i], ids[j]) for j, _ in links]
    out += [AssignWilds(player, g) for g in [(), ("crystal",), ("iron", "crystal"), ("food",)]]
    out += [AssignWilds(player, (g, h)) for g in GOODS for h in GOODS if g <= h][:6]
    return out


def check_conservation(rules: EightMinuteRules, match: Match) -> None:
    state = match.state
    if state.phase in ("deal", "over"):
        return
    dealt = len(rules.data.deck_for(rules.n))
    in_play = (
        [c for c in state.row if c is not None] + state.deck + [c for h in state.hands for c in h]
    )
    assert len(in_play) == dealt and len(set(in_play)) == dealt
    pieces = state.pieces
    for seat in range(rules.n):
        assert pieces.armies_on_board(seat) + pieces.army_supply[seat] == 14
        assert pieces.cities_on_board(seat) + pieces.city_supply[seat] == 3
        assert min(pieces.armies[seat]) >= 0 and pieces.army_supply[seat] >= 0
        assert pieces.city_supply[seat] >= 0
    # Coins: only the bid winner's bid and card prices leave the players (this game's events).
    events = match.events
    start = max(i for i, e in enumerate(events) if isinstance(e, GameDealt))
    spent = sum(e.cost for e in events[start:] if isinstance(e, CardTaken))
    spent += sum(e.bids[e.winner] for e in events[start:] if isinstance(e, BidsRevealed))
    assert sum(state.coins) + spent == rules.data.starting_coins[rules.n] * rules.n
    assert min(state.coins) >= 0
    if rules.neutral >= 0:
        assert pieces.armies_on_board(rules.neutral) <= 10


def play_random(rules: EightMinuteRules, seed: int, check_every: int = 0) -> Match:
    return random_games.play_random(
        rules,
        seed,
        after_each=lambda match: check_conservation(rules, match),
        check=lambda match, player, legal, rng: check_legal_matches_decide(
            rules, match, player, legal, rng
        ),
        check_every=check_every,
    )


def check_legal_matches_decide(
    rules: EightMinuteRules, match: Match, player: int, legal: list[Any], rng: Random
) -> None:
    state = match.state
    before = rules.clone(state)
    random_games.check_decide_agrees_with_legal(
        rules,
        state,
        player,
        legal,
        candidates=lambda seat: candidates(rules, seat, rng),
        snapshot=rules.clone,
    )
    for command in legal:
        rules.decide(state, command, Random(0))
    assert state == before


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_legal_commands_are_exactly_the_accepted_ones(game: dict[str, Any]) -> None:
    rules = make_rules(
        game["players"], goods_tokens=game["goods_tokens"], die_tiebreak=game["die_tiebreak"]
    )
    play_random(rules, game["seed"], check_every=7)


@settings(max_examples=30, deadline=None)
@given(games)
def test_replay_of_the_log_gives_the_same_state(game: dict[str, Any]) -> None:
    rules = make_rules(game["players"], goods_tokens=game["goods_tokens"])
    match = play_random(rules, game["seed"])
    again = Match(rules, game["seed"], steps=list(match.steps))
    assert again.state == match.state
    assert rules.fold(match.events) == match.state


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(games, st.booleans())
def test_save_then_load_gives_the_identical_state(
    tmp_path: Path, game: dict[str, Any], long_game: bool
) -> None:
    rules = make_rules(
        game["players"],
        goods_tokens=game["goods_tokens"],
        die_tiebreak=game["die_tiebreak"],
        long_game=long_game,
    )
    match = play_random(rules, game["seed"])
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = match_from_save(read_save(path), _RulesOnTestBoard)
    assert loaded.state == match.state
    assert rules.report(loaded.state) == rules.report(match.state)


class _RulesOnTestBoard(EightMinuteRules):
    """The rules class as a save knows it, on the code-built side A board."""

    def __init__(self, options: Any, board: Any = None) -> None:
        from tests.rules.eight_minute.boards import side_a

        super().__init__(options, board=side_a())


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10_000))
def test_bots_only_submit_legal_commands(players: int, seed: int) -> None:
    rules = make_rules(players, goods_tokens=True)
    names = ["random", "easy", "search", "easy", "random"][:players]
    # a search on a tiny budget: the same code as Normal and Hard, quick enough for a property
    bots = [
        SearchBot("hard", Budget(6, 3, 4, 2)) if n == "search" else make_bot(n, rules)
        for n in names
    ]
    match = random_games.play_bots(rules, bots, seed)
    assert rules.report(match.state)["finished"]


def test_an_illegal_command_through_the_match_changes_nothing() -> None:
    rules = make_rules(3)
    match = Match(rules, 1)
    before = rules.clone(match.state)
    steps = len(match.steps)
    for command in [TakeCard(0, 0), Bid(0, 99), PlaceArmy(1, "12"), Done(2)]:
        try:
            match.submit(command)
        except IllegalCommand as exc:
            assert str(exc.message)
        else:
            raise AssertionError(f"{command} was accepted")
    assert match.state == before and len(match.steps) == steps
