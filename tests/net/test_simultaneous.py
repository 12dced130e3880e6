"""Simultaneous decisions over the network: every seat bids at once, each from the update it
was sent. A bid chosen on an update that another seat's secret bid has since overtaken is still
taken (that seat's view did not change); a play chosen on a view that has changed since is
refused as before ("the game has moved on")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.net import protocol as p
from game.net.client import SeatClient
from tests.net.support import MOVED_ON, Player, close_all, run, start_server
from tests.net.test_come_back import _table


async def _next(client: SeatClient) -> p.Update | p.Refused:
    for _ in range(50):
        message = await client.receive()
        if isinstance(message, (p.Update, p.Refused)):
            return message
    raise AssertionError("nothing came")


async def _step(client: SeatClient, step: int) -> p.Update:
    """The update after `step` steps (bounded); a refusal on the way fails the test."""
    for _ in range(50):
        message = await _next(client)
        assert not isinstance(message, p.Refused), message.reason
        if message.step == step:
            return message
    raise AssertionError(f"step {step} never came")


def _bid(update: p.Update, seat: int, amount: int) -> dict[str, Any]:
    return next(c for c in update.legal if c.get("amount") == amount and c["player"] == seat)


async def _until_bidding(players: list[Player]) -> int:
    """Play the first legal command of whoever must act until every seat is asked to bid."""
    for _ in range(100):
        seen = players[0].client.update
        assert seen is not None and seen.pending is not None
        if seen.pending["kind"] == "bid":
            return seen.step
        actor = next(pl for pl in players if pl.client.my_turn)
        update = actor.client.update
        assert update is not None
        await actor.client.play(update.legal[0])
        for pl in players:
            await _step(pl.client, seen.step + 1)
    raise AssertionError("the bidding never came")


def _bids_at_once(tmp_path: Path, game: str, count: int, seed: int) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, game, count, seed)
            start = await _until_bidding(players)
            room = next(iter(served.server.rooms.values()))
            # every seat chose its bid on the same update; they arrive one after the other
            chosen = [pl.client.update for pl in players]
            assert all(u is not None and u.step == start and u.legal for u in chosen)
            for seat, pl in enumerate(players):
                update = chosen[seat]
                assert update is not None
                await pl.client.send(p.Play(command=_bid(update, seat, 1), step=start))
                # each bid is taken, and everyone is told (nobody is asked to bid again)
                for other in [pl, *(o for o in players if o is not pl)]:
                    told = await _step(other.client, start + seat + 1)
                    if seat < count - 1:
                        assert told.pending is not None and told.pending["kind"] == "bid"
            bids = [s.command for s in room.match.steps[start:]]
            assert [b.player for b in bids] == list(range(count))
            assert room.match.state.phase != "bid"  # the bids were revealed: the game went on
            for pl in players:
                assert not [m for m in pl.client.received if MOVED_ON in m]
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


def test_every_seat_bids_on_the_same_update_eight_minute(tmp_path: Path) -> None:
    _bids_at_once(tmp_path, "eight-minute", 3, 7)


def test_every_seat_bids_on_the_same_update_legends(tmp_path: Path) -> None:
    _bids_at_once(tmp_path, "legends", 2, 11)


def test_a_play_chosen_on_a_view_that_changed_since_is_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "eight-minute", 2, 5)
            start = await _until_bidding(players)
            first, second = players
            # the first seat bids; the second's bid, chosen before, is taken as shown above
            assert first.client.update is not None
            await first.client.send(p.Play(command=_bid(first.client.update, 0, 0), step=start))
            await _step(second.client, start + 1)
            assert second.client.update is not None
            await second.client.send(p.Play(command=_bid(second.client.update, 1, 1), step=start))
            revealed = await _step(second.client, start + 2)
            await _step(first.client, start + 2)
            assert revealed.pending is not None and revealed.pending["kind"] != "bid"
            # now the bids are public: a command chosen before they were is refused even when
            # the rules would take it now, for that seat saw another game than the one now
            actor = next(pl for pl in players if pl.client.my_turn)
            seat = players.index(actor)
            now = actor.client.update
            assert now is not None
            await actor.client.send(p.Play(command=now.legal[0], step=start + 1))
            refused = await _next(actor.client)
            assert isinstance(refused, p.Refused) and refused.reason == MOVED_ON
            room = next(iter(served.server.rooms.values()))
            assert len(room.match.steps) == start + 2
            # a step the seat was never shown (from the future) is refused too
            await actor.client.send(p.Play(command=now.legal[0], step=start + 5))
            refused = await _next(actor.client)
            assert isinstance(refused, p.Refused) and refused.reason == MOVED_ON
            # the same command on the update it was sent is taken
            await actor.client.send(p.Play(command=now.legal[0], step=start + 2))
            await _step(actor.client, start + 3)
            assert room.match.steps[-1].actor == seat
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


def test_the_rules_still_decide_a_play_made_on_an_older_update(tmp_path: Path) -> None:
    """A bid chosen on an older update is decided by the rules as the game stands now: more
    coins than the seat has is refused with the rules' reason, and a seat that has bid sees its
    own bid since, so a second bid from before is refused as moved on."""

    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "eight-minute", 3, 9)
            start = await _until_bidding(players)
            first, second = players[0].client, players[1].client
            assert first.update is not None and second.update is not None
            chosen = first.update
            await first.send(p.Play(command=_bid(chosen, 0, 1), step=start))
            await _step(first, start + 1)
            await _step(second, start + 1)
            too_much = {**_bid(second.update, 1, 1), "amount": 999}
            await second.send(p.Play(command=too_much, step=start))
            refused = await _next(second)
            assert isinstance(refused, p.Refused) and refused.reason != MOVED_ON
            await first.send(p.Play(command=_bid(chosen, 0, 2), step=start))
            refused = await _next(first)
            assert isinstance(refused, p.Refused) and refused.reason == MOVED_ON
            room = next(iter(served.server.rooms.values()))
            assert len(room.match.steps) == start + 1
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())
