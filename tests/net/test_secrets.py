"""Every message each seat receives during whole network games holds only what that seat may
see: the state is exactly its seat view, and no secret (a deck's order, another's bid before
the reveal, an unseen face-down token, another's hand or drawn cards, another's token) is in it."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import Any

import pytest

from game.engine.match import Match
from game.engine.savefile import match_from_save
from game.net.plain import to_wire
from game.net.room import codecs
from game.net.store import Store
from game.net.view import HIDDEN_CARD, event_for_seat, seat_view
from game.rules import registry
from tests.net.support import Player, close_all, messages, play_whole_game, run, start_server

CASES = [
    ("eight-minute", {"players": 3}, 21),
    ("legends", {"players": 3, "swamp": True, "encounters": True}, 22),
    ("legends", {"players": 2, "swamp": True, "warlords": True, "hand_setup": True}, 25),
    ("settlers", {"players": 3}, 23),
    ("settlers", {"players": 2}, 24),
]


def _states(match: Match) -> list[Any]:
    """The true state after each number of steps."""
    rules = match.rules
    out = []
    state = rules.initial_state()
    out.append(rules.clone(state))
    for step in match.steps:
        for event in step.events:
            state = rules.evolve(state, event)
        out.append(rules.clone(state))
    return out


def _check_seat(
    game: str, match: Match, states: list[Any], player: Player, tokens: dict[int, str]
) -> int:
    rules = match.rules
    seat = player.client.welcome.seat  # type: ignore[union-attr]
    _commands, events_codec = codecs(type(rules))
    all_events = [
        (index, events_codec.encode(e)) for index, s in enumerate(match.steps) for e in s.events
    ]
    checked = 0
    rng = Random(seat)
    for text in player.client.received:
        for other, token in tokens.items():
            assert other == seat or token not in text, "another seat's token reached this seat"
        message = json.loads(text)
        if message["type"] != "update":
            continue
        k = message["step"]
        true = states[k]
        view = seat_view(rules, true, seat)
        # the state is the seat view, and would be the same in any world the seat cannot tell apart
        assert message["state"] == json.loads(json.dumps(to_wire(view)))
        twin = rules.determinize(rules.clone(view), seat, rng)
        again = json.loads(json.dumps(to_wire(seat_view(rules, twin, seat))))
        assert message["state"] == again, [k for k in again if again[k] != message["state"][k]]
        expected = [event_for_seat(game, e, seat) for i, e in all_events if i < k]
        got = message["events"]
        assert got == json.loads(json.dumps(expected[len(expected) - len(got) :]))
        phase = getattr(true, "phase", "")
        for event in got:
            kind = event["type"]
            if kind == "DeckShuffled":  # a deck's order: nobody may see it
                assert "order" not in event
            mine = event.get("player") == seat
            if kind == "GameDealt":
                assert "deck" not in event
            if kind == "BidPlaced" and not mine:
                assert "amount" not in event and "coins" not in event
            if kind == "TokensPlaced" and event["face_down"]:
                assert all(token is None for _region, token in event["tokens"])
            if kind == "TokenPlaced" and event.get("face_down"):  # placed blind, by anyone
                assert "token" not in event
            if kind == "TurnEnded" and not mine:
                assert "looked" not in event
            if kind in ("CardsDrawn", "OfferPicked", "DealMade") and not mine:
                assert "cards" not in event and "card" not in event
            if kind == "OwedDrawTaken" and not mine:  # that a card was drawn, never which
                assert event["card"] in ("", HIDDEN_CARD)
            if kind == "OffersDealt":
                for index, offer in enumerate(event["offers"]):
                    assert index == seat or all(card is None for card in offer)
        state = message["state"]
        if phase == "bid":  # the others' bids are not known before the reveal
            for other, bid in enumerate(state["bids"]):
                assert other == seat or bid is None
        if "deck" in state and isinstance(state["deck"], list):
            assert state["deck"] == sorted(state["deck"])
        if game == "legends":
            unseen = sorted(r for r in true.face_down if r not in true.seen[seat])
            shown = [state["tokens"].get(str(r)) for r in unseen]
            assert shown == sorted(true.tokens[r] for r in unseen)
        if game == "settlers":
            for other in range(true.humans):
                if other != seat:
                    hand = state["players"][other]["hand"]
                    assert len(hand) == len(true.players[other].hand)
        checked += 1
    return checked


@pytest.mark.parametrize(("game", "options", "seed"), CASES)
def test_no_seat_receives_what_it_may_not_see(
    tmp_path: Path, game: str, options: dict[str, Any], seed: int
) -> None:
    async def scenario() -> tuple[str, list[Player]]:
        served = await start_server(tmp_path / "server.db")
        try:
            game_id, players = await play_whole_game(served.url, game, options, seed)
            await close_all(players)
            return game_id, players
        finally:
            await served.server.stop()

    game_id, players = run(scenario())
    stored = Store(f"sqlite:///{tmp_path / 'server.db'}").load(game_id)
    assert stored is not None
    match = match_from_save(stored.save, registry.rules_class(game))
    assert match.is_over
    states = _states(match)
    tokens = {pl.client.welcome.seat: pl.client.welcome.token for pl in players}  # type: ignore[union-attr]
    for player in players:
        assert messages(player)
        assert _check_seat(game, match, states, player, tokens) > 20
    if game == "legends" and options.get("swamp"):
        placed = [
            e
            for s in match.steps
            for e in s.events
            if type(e).__name__ in ("TokensPlaced", "TokenPlaced")
        ]
        assert any(e.face_down for e in placed), "the game had no face-down token to hide"
