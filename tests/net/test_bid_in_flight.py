"""A seat played on this screen bids, and before the server has taken its bid another seat's
bid arrives: the table does not ask it to bid again (the server takes a bid chosen on a view
that has not changed); a refusal gives the choice back. Fed by a real room's updates."""

from __future__ import annotations

from typing import Any

from game.engine.match import Match
from game.engine.messages import N_
from game.net import protocol as p
from game.net.remote import NetMatch, SeatFeed
from game.net.room import Room, Seat, codecs
from game.rules import registry
from game.rules.eight_minute.commands import Bid


class _Link:
    """Hands the match what the test queues; keeps what it sends."""

    url = "ws://127.0.0.1:1"

    def __init__(self) -> None:
        self.inbox: list[Any] = []
        self.sent: list[Any] = []

    def drain(self) -> list[Any]:
        out, self.inbox = self.inbox, []
        return out

    def send(self, message: Any) -> None:
        self.sent.append(message)

    def close(self) -> None:
        pass


def test_a_bid_on_its_way_is_not_asked_for_again() -> None:
    rules = registry.rules_class("eight-minute").from_options({"players": 3})
    room = Room("g" * 10, "ABCDEF", Match(rules, 3), [Seat("open") for _ in range(3)])
    here = [True] * 3
    link = _Link()
    match = NetMatch("eight-minute", {"players": 3}, [SeatFeed(link, 1)])  # type: ignore[arg-type]
    link.inbox.append(room.update_for(1, 0, here))
    match.poll()
    start = len(room.match.steps)
    assert match.pending is not None and match.pending.kind == "bid"
    assert 1 in match.pending.players
    bid = next(c for c in match.legal_commands(1) if c.amount == 1)
    match.submit(bid)
    assert isinstance(link.sent[-1], p.Play) and link.sent[-1].step == start
    # seat 0's bid reaches the server first: this seat's view is the same, the bid travels
    room.match.submit(Bid(0, 0))
    link.inbox.append(room.update_for(1, start, here))
    match.poll()
    assert match.pending is not None and match.pending.kind == "bid"
    assert 1 not in match.pending.players and match.pending.players
    # the server takes it (the view is unchanged) and tells: the seat is no longer asked
    assert room.sees_the_same(1, start)
    commands, _events = codecs(type(rules))
    room.match.submit(commands.decode(link.sent[-1].command))
    link.inbox.append(room.update_for(1, start + 1, here))
    match.poll()
    assert match.pending is not None and 1 not in match.pending.players
    assert match.feeds[0].sent is None and not match.refusals


def test_a_refused_bid_gives_the_choice_back() -> None:
    rules = registry.rules_class("eight-minute").from_options({"players": 3})
    room = Room("g" * 10, "ABCDEF", Match(rules, 4), [Seat("open") for _ in range(3)])
    link = _Link()
    match = NetMatch("eight-minute", {"players": 3}, [SeatFeed(link, 0)])  # type: ignore[arg-type]
    link.inbox.append(room.update_for(0, 0, [True] * 3))
    match.poll()
    start = len(room.match.steps)
    match.submit(next(c for c in match.legal_commands(0) if c.amount == 0))
    room.match.submit(Bid(1, 1))
    link.inbox.append(room.update_for(0, start, [True] * 3))
    match.poll()
    assert match.pending is not None and 0 not in match.pending.players
    link.inbox.append(p.Refused(reason=N_("The game has moved on; look again and choose.")))
    match.poll()
    assert match.pending is not None and 0 in match.pending.players
    assert len(match.refusals) == 1  # told once
