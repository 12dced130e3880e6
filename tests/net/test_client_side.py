"""The client side of a network game: the seat's view decodes back into the rules' own state
(so the boards and the rules read it as a local one), events hide what the seat was not told,
and a connection the server drops is taken again by itself, over 127.0.0.1."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from game.engine.match import Match
from game.net import embedded
from game.net.decode import DecodeError, decode_state
from game.net.link import Link, wait
from game.net.plain import to_wire
from game.net.remote import NetMatch, SeatFeed
from game.net.view import seat_view
from game.rules import registry

CASES = [
    ("eight-minute", {"players": 3}),
    ("legends", {"players": 2, "encounters": True, "swamp": True}),
    ("settlers", {"players": 3}),
]


def _same(game: str, a: Any, b: Any) -> bool:
    return bool(a.fingerprint() == b.fingerprint()) if game == "legends" else bool(a == b)


@pytest.mark.parametrize(("game", "options"), CASES)
def test_every_seat_view_decodes_to_the_same_state(game: str, options: dict[str, Any]) -> None:
    rules = registry.rules_class(game).from_options(options)
    match = Match.new(rules, 11)
    rng = Random(11)
    checked = 0
    while match.pending is not None:
        if len(match.steps) % 3 == 0:
            for seat in range(rules.player_count):
                view = seat_view(rules, match.state, seat)
                wire = json.loads(json.dumps(to_wire(view)))
                decoded = decode_state(game, wire)
                assert _same(game, decoded, view), (game, len(match.steps), seat)
                # the rules answer the same on the decoded state
                assert rules.pending(decoded) == rules.pending(view)
                assert rules.legal_commands(decoded, seat) == rules.legal_commands(view, seat)
                checked += 1
        match.submit(rng.choice(match.legal_commands(match.pending.players[0])))
    assert checked > 20


def test_a_state_that_does_not_fit_is_refused() -> None:
    with pytest.raises(DecodeError):
        decode_state("eight-minute", {"players": "three"})
    with pytest.raises(DecodeError):
        decode_state("settlers", [1, 2, 3])


@pytest.fixture
def hosted() -> Iterator[embedded.Hosted]:
    yield embedded.host("127.0.0.1", 0)
    embedded.stop()


def _until(matches: list[NetMatch], done: Any, bound: float = 30.0) -> None:
    end = time.monotonic() + bound
    while time.monotonic() < end:
        for m in matches:
            m.poll()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("not reached in time")


def test_events_hide_what_the_seat_was_not_told(hosted: embedded.Hosted) -> None:
    a, b = Link(hosted.url), Link(hosted.url)
    welcome = a.create(game="settlers", options={"players": 2}, seats=["open", "open"]).result(20)
    b.join(welcome.code, 1).result(20)
    ma = NetMatch("settlers", welcome.options, [SeatFeed(a, 0)])
    mb = NetMatch("settlers", welcome.options, [SeatFeed(b, 1)])
    _until([ma, mb], lambda: ma.state is not None and mb.state is not None)
    try:
        drawn_a = [e for s in ma.steps for e in s.events if type(e).__name__ == "CardsDrawn"]
        mine = [e for e in drawn_a if e.player == 0]
        others = [e for e in drawn_a if e.player == 1]
        assert mine and others
        assert all(all(mine_card for mine_card in e.cards) for e in mine)
        # another's drawn cards: as many blank cards as were drawn, never their names
        assert all(e.cards and all(c == "" for c in e.cards) for e in others)
        assert ma.state.players[1].hand != mb.state.players[1].hand
    finally:
        ma.close()
        mb.close()


def test_a_dropped_connection_is_taken_again_by_itself(hosted: embedded.Hosted) -> None:
    a, b = Link(hosted.url), Link(hosted.url)
    welcome = a.create(game="eight-minute", options={"players": 2}, seats=["open", "open"]).result(
        20
    )
    b.join(welcome.code, 1).result(20)
    ma = NetMatch("eight-minute", welcome.options, [SeatFeed(a, 0)])
    mb = NetMatch("eight-minute", welcome.options, [SeatFeed(b, 1)])
    _until([ma, mb], lambda: ma.state is not None and mb.state is not None)
    try:
        server = hosted.server

        async def drop() -> None:
            for conn in list(server.conns[welcome.game_id]):  # type: ignore[attr-defined]
                if conn.seat == 1:
                    await conn.ws.close()

        wait(drop())
        _until([ma, mb], lambda: b.client.reconnects == 1)
        # the guest plays on where it was: both bid, the game moves on for both
        for m, seat in ((ma, 0), (mb, 1)):
            m.submit(m.legal_commands(seat)[0])
            _until(
                [ma, mb],
                lambda m=m, seat=seat: seat not in (m.pending.players if m.pending else ()),
            )  # type: ignore[misc]
        _until([ma, mb], lambda: len(ma.steps) == len(mb.steps) and ma.pending == mb.pending)
        assert mb.lost is None
    finally:
        ma.close()
        mb.close()
