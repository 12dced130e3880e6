"""Undo over the network follows the local rule and is seen by all; the host hands an absent
seat to a computer and takes it back; a finished game downloads as an ordinary save; either side
refuses a protocol it does not speak."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from random import Random

import pytest

from game.engine.savefile import SaveFile, match_from_save
from game.net import protocol as p
from game.net.client import ClientError, SeatClient
from game.rules import registry
from tests.net.support import Player, close_all, drive, run, start_server
from tests.net.test_come_back import _table


def test_undo_is_the_local_rule_and_everyone_sees_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "eight-minute", 2, 17)
            found: list[Player] = []

            async def until_undoable(pl: Player, update: p.Update) -> bool:
                if update.can_undo and update.pending is not None:
                    found.append(pl)
                    return False
                return update.pending is not None and not found

            # both play until one of them may take a step back; the other then stops waiting
            tasks = [asyncio.create_task(drive(pl, on_update=until_undoable)) for pl in players]
            _done, waiting = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in waiting:
                task.cancel()
            await asyncio.gather(*waiting, return_exceptions=True)
            assert found, "no step could be taken back"
            mover = found[0]
            other = players[1 - players.index(mover)]
            room = next(iter(served.server.rooms.values()))
            before = len(room.match.steps)
            # the other player may not take it back
            await other.client.send(p.Undo())
            reply = await other.client.receive()
            while not isinstance(reply, p.Refused):
                reply = await other.client.receive()
            assert reply.reason == "There is nothing you can take back now."
            await mover.client.send(p.Undo())
            seen = []
            for pl in (mover, other):
                message = await pl.client.receive()
                while not (isinstance(message, p.Update) and message.undone):
                    message = await pl.client.receive()
                seen.append(message.step)
            assert seen == [before - 1, before - 1] == [len(room.match.steps)] * 2
            stored = served.store.load(room.game_id)
            assert stored is not None and len(stored.save.steps) == before - 1
            for pl in players:
                pl.acted = -1
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


def test_host_hands_an_absent_seat_to_a_computer_and_takes_it_back(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            host, guest, absent = await _table(served.url, "eight-minute", 3, 19)
            key = absent.client.key
            assert key is not None
            # a player who is here cannot be replaced; a guest may not replace the absent at once
            await host.client.send(p.HandOver(seat=2, level="easy"))
            assert (await _next_refusal(host.client)).reason == "That player is still here."
            await absent.client.close()
            room = next(iter(served.server.rooms.values()))
            for _ in range(200):  # until the server has seen the connection go
                if not served.server._connected(room)[2]:
                    break
                await asyncio.sleep(0.01)
            await guest.client.send(p.HandOver(seat=2, level="easy"))
            assert (await _next_refusal(guest.client)).reason.startswith(
                "That player may come back"
            )
            await host.client.send(p.HandOver(seat=2, level="easy"))

            async def some_steps(_pl: Player, update: p.Update) -> bool:
                return update.step < 60 and update.pending is not None

            await asyncio.gather(*(drive(pl, on_update=some_steps) for pl in (host, guest)))
            assert room.seats[2].kind == "easy"
            assert any(step.actor == 2 for step in room.match.steps[30:])  # the computer played
            # the host gives the seat back; its player comes back with the kept token
            await host.client.send(p.HandOver(seat=2, level="open"))
            for _ in range(200):  # until everyone is told the seat is a person's again
                told = await host.client.receive()
                if isinstance(told, p.Update) and told.seats[2] == "taken":
                    break
            back = SeatClient(served.url)
            await back.open()
            await back.resume(key)
            assert room.seats[2].kind == "open"
            players = [host, guest, Player(back, Random(5))]
            for pl in players:
                pl.acted = -1
            await asyncio.gather(*(drive(pl) for pl in players))
            assert room.match.is_over
            # a finished game downloads as an ordinary save that re-folds to the same end
            await host.client.send(p.Download())
            saved = await host.client.receive()
            while not isinstance(saved, p.Saved):
                saved = await host.client.receive()
            save = SaveFile.model_validate(saved.save)
            again = match_from_save(save, registry.rules_class("eight-minute"))
            assert again.rules.report(again.state) == room.rules.report(room.match.state)
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


async def _next_refusal(client: SeatClient) -> p.Refused:
    for _ in range(50):
        message = await client.receive()
        if isinstance(message, p.Refused):
            return message
    raise AssertionError("no refusal")


def test_a_game_in_progress_cannot_be_downloaded_and_a_full_server_says_so(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "legends", 2, 23)
            served.server.max_games = 1
            extra = SeatClient(served.url)
            await extra.open()
            with pytest.raises(ClientError) as full:
                await extra.create("legends", {"players": 2}, ["open", "easy"])
            assert full.value.reason == "The server is full: try again later."
            await extra.close()
            await players[0].client.send(p.Download())
            refusal = await _next_refusal(players[0].client)
            assert refusal.reason == "A game can be downloaded once it is over."
            await close_all(players)
        finally:
            await served.server.stop()

    run(scenario())


def test_a_protocol_not_spoken_is_refused_by_both_sides(tmp_path: Path) -> None:
    with pytest.raises(p.ProtocolError) as caught:  # a client speaks only its own version
        p.parse_server(json.dumps({"v": 1, "type": "pong"}))
    assert caught.value.params == {"found": "1", "known": 2}
    with pytest.raises(p.ProtocolError) as caught:
        p.parse_server(json.dumps({"v": 3, "type": "pong"}))
    assert caught.value.params == {"found": "3", "known": 2}

    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            client = SeatClient(served.url)
            await client.open()
            assert client.ws is not None
            await client.ws.send(json.dumps({"v": 3, "type": "ping"}))
            refusal = await _next_refusal(client)
            assert (
                refusal.reason
                == "The other side speaks network protocol {found}; this one speaks {known}."
            )
            assert refusal.params == {"found": "3", "known": 2}
            await client.close()
        finally:
            await served.server.stop()

    run(scenario())


def test_other_players_hand_over_after_the_delay_the_game_chose(tmp_path: Path) -> None:
    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            host = SeatClient(served.url)
            await host.open()
            welcome = await host.create("legends", {"players": 3}, ["open"] * 3, away_delay=1)
            guest, absent = SeatClient(served.url), SeatClient(served.url)
            for seat, client in ((1, guest), (2, absent)):
                await client.open()
                await client.join(welcome.code, seat)
            await absent.close()
            room = served.server.rooms[welcome.game_id]
            for _ in range(200):
                if not served.server._connected(room)[2]:
                    break
                await asyncio.sleep(0.01)
            await guest.send(p.HandOver(seat=2, level="easy"))
            assert (await _next_refusal(guest)).reason.startswith("That player may come back")
            await asyncio.sleep(1.1)
            await guest.send(p.HandOver(seat=2, level="easy"))
            for _ in range(200):
                told = await guest.receive()
                if isinstance(told, p.Update) and told.seats[2] == "easy":
                    break
            assert room.seats[2].kind == "easy"
            # the delay is kept with the game: a server started again applies it too
            stored = served.store.load(welcome.game_id)
            assert stored is not None and stored.seats[0]["away_delay"] == 1
            await host.close()
            await guest.close()
        finally:
            await served.server.stop()

    run(scenario())
