"""The table's click model over whole games of each kind: every legal command is reached by
the things the rules say it points at, and a click on anything else gets the rules' reason
(`why_not`) without the game changing."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from game import i18n
from game.engine.match import Match
from game.engine.messages import Message
from game.rules.registry import rules_class
from game.scenes.table.clicks import ClickModel, group

GAMES = [
    ("eight-minute", {"players": 2}),
    ("legends", {"players": 3}),
    ("settlers", {"players": 2, "confirm_actions": True}),
]


def untried_things(rules: Any, state: Any, targets: Any) -> list[tuple[Any, ...]]:
    """Things a player could click that hold no command now: regions and row cards of the
    area games, the Settlers hand cards and lookout cards."""
    if hasattr(state, "row"):
        graph = getattr(state, "graph", None) or getattr(rules, "graph", None)
        regions = [("region", rid) for rid in (graph.ids if graph is not None else ())]
        cards = [("card", slot) for slot in range(len(state.row))]
        things = regions + cards
    else:
        things = [("hand", c) for p in state.players for c in p.hand] + [
            ("draft", c) for c in state.draft
        ]
    return [t for t in things if not targets.at(t) and not targets.chooses(t)]


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_targets_cover_the_legal_commands_and_the_rest_is_explained(
    game: str, options: dict
) -> None:  # type: ignore[type-arg]
    rules = rules_class(game).from_options(options)
    match = Match(rules, 5)
    clicks = ClickModel(match)
    rng = Random(5)
    explained = 0
    for _ in range(160):
        pending = match.pending
        if pending is None:
            break
        seat = pending.players[0]
        targets = clicks.targets(seat)
        legal = match.legal_commands(seat)
        filed = [c for cs in targets.one.values() for c in cs]
        filed += [c for seconds in targets.two.values() for cs in seconds.values() for c in cs]
        assert sorted(map(repr, filed)) == sorted(map(repr, legal))
        for first, seconds in targets.two.items():
            for second, commands in seconds.items():
                assert targets.then(first, second) == commands
        assert clicks.targets(seat) is targets  # worked out once per position
        before = (repr(pending), rules.report(match.state), repr(legal))
        for thing in rng.sample(untried_things(rules, match.state, targets), 3)[:3]:
            message = rules.why_not(match.state, seat, (thing,))
            assert isinstance(message, Message) and i18n.render(message)
            explained += 1
        after = (repr(match.pending), rules.report(match.state), repr(match.legal_commands(seat)))
        assert after == before  # asking never changes the game
        match.submit(rng.choice(legal))
    assert explained > 100


def test_why_not_says_what_comes_first() -> None:
    """Before taking a card, a region click is told to take one; afterwards a card click is
    told the card is taken."""
    rules = rules_class("eight-minute").from_options({"players": 2})
    match = Match(rules, 3)
    rng = Random(3)
    while match.pending is not None and match.pending.kind != "take_card":
        match.submit(rng.choice(match.legal_commands(match.pending.players[0])))
    seat = match.pending.players[0]
    rid = rules.graph.ids[0]
    said = rules.why_not(match.state, seat, (("region", rid),))
    assert said.msgid == "First take a card from the row."
    other = 1 - seat
    assert rules.why_not(match.state, other, (("region", rid),)).msgid == "It is not your turn."
    match.submit(match.legal_commands(seat)[0])
    if match.pending is not None and match.pending.kind == "action":
        said = rules.why_not(match.state, seat, (("card", 0),))
        assert said.msgid == "You have already taken a card this turn."


def test_a_move_is_two_clicks_and_its_refusal_names_both_regions() -> None:
    rules = rules_class("eight-minute").from_options({"players": 2})
    match = Match(rules, 11)
    rng = Random(11)
    for _ in range(400):
        pending = match.pending
        assert pending is not None
        seat = pending.players[0]
        targets = group(match.legal_commands(seat), lambda c: rules.target_of(match.state, c), seat)
        if targets.two:
            break
        match.submit(rng.choice(match.legal_commands(seat)))
    else:
        raise AssertionError("no move came up")
    first = sorted(targets.two)[0]
    far = next(
        ("region", rid)
        for rid in rules.graph.ids
        if ("region", rid) not in targets.seconds(first) and ("region", rid) != first
    )
    said = i18n.render(rules.why_not(match.state, seat, (first, far)))
    assert first[1] in said and far[1] in said
