"""The store with SQLite and with a real PostgreSQL server: whole games kept and re-read, and
two servers sharing one store (as several `empires serve` processes share one PostgreSQL)
never both write the same step: the one behind reloads and says the game moved on."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine.savefile import match_from_save
from game.net import protocol as p
from game.net.client import SeatClient
from game.net.server import GameServer
from game.net.store import Store, store_url
from game.rules import registry
from tests.net.postgres import NoPostgres, postgres_url
from tests.net.support import close_all, drive, play_whole_game, run, settle, start_server
from tests.net.test_come_back import _table, _until_step


@pytest.fixture(scope="module")
def postgres() -> Iterator[tuple[str | None, str]]:
    """One server for the module: its URL, or None and the reason none could be had."""
    try:
        with postgres_url() as found:
            yield found, ""
    except NoPostgres as exc:
        yield None, str(exc)


@pytest.fixture(params=["sqlite", "postgresql"])
def url(
    request: pytest.FixtureRequest, tmp_path: Path, postgres: tuple[str | None, str]
) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.db'}"
        return
    found, reason = postgres
    if found is None:
        pytest.skip(f"no PostgreSQL server: {reason}")
    yield found


def test_store_url_forms(tmp_path: Path) -> None:
    assert store_url(None, tmp_path / "d.db") == f"sqlite:///{tmp_path / 'd.db'}"
    assert store_url("x.db", tmp_path) == "sqlite:///x.db"
    assert store_url("postgresql://u@h/db", tmp_path) == "postgresql+pg8000://u@h/db"


def test_whole_game_kept_in_the_store(url: str) -> None:
    async def scenario() -> str:
        served = await start_server(url, Store(url))
        try:
            game_id, players = await play_whole_game(served.url, "legends", {"players": 3}, 71)
            assert all(not pl.refusals for pl in players)
            await close_all(players)
            return game_id
        finally:
            await served.server.stop()
            served.store.close()

    game_id = run(scenario())
    store = Store(url)
    stored = store.load(game_id)
    assert stored is not None
    match = match_from_save(stored.save, registry.rules_class("legends"))
    assert match.is_over
    assert game_id not in store.game_ids()  # finished games are not taken up again
    store.close()


def test_two_servers_share_one_store(url: str) -> None:
    async def scenario() -> None:
        a = GameServer(Store(url))
        b = GameServer(Store(url))
        url_a = f"ws://127.0.0.1:{await a.start('127.0.0.1', 0)}"
        url_b = f"ws://127.0.0.1:{await b.start('127.0.0.1', 0)}"
        try:
            players = await _table(url_a, "eight-minute", 2, 13)
            await _until_step(players, 12)
            await settle(players)
            game_id = players[0].client.key.game_id  # type: ignore[union-attr]
            # the seat whose turn it is keeps a second connection on server A (asked of the
            # server: both bids of a round are taken, so a client may not have heard the last)
            pending = a.rooms[game_id].match.pending
            assert pending is not None
            mover = players[pending.players[0]]
            late = SeatClient(url_a)
            await late.open()
            await late.resume(mover.client.key)  # type: ignore[arg-type]
            assert late.update is not None and late.update.legal
            # both players move to server B, which reads the game from the shared store
            for pl in players:
                key = pl.client.key
                assert key is not None
                await pl.client.close()
                pl.client = SeatClient(url_b)
                await pl.client.open()
                await pl.client.resume(key)
                pl.acted = -1
            await _until_step(players, 24)
            # A still holds the old copy: the stale command is refused, and A reads the game again
            assert len(a.rooms[game_id].match.steps) < len(b.rooms[game_id].match.steps)
            await late.play(late.update.legal[0])
            reply = await late.receive()
            while not isinstance(reply, p.Refused):
                reply = await late.receive()
            assert reply.reason == "The game has moved on; look again and choose."
            assert len(a.rooms[game_id].match.steps) == len(b.rooms[game_id].match.steps)
            await late.close()
            # and a player coming to A sees where the game stands
            peek = SeatClient(url_a)
            await peek.open()
            await peek.resume(players[0].client.key)  # type: ignore[arg-type]
            assert peek.update is not None
            assert peek.update.step == len(b.rooms[game_id].match.steps)
            await peek.close()
            await asyncio.gather(*(drive(pl) for pl in players))
            assert all(not pl.refusals for pl in players)
            await close_all(players)
        finally:
            await a.stop()
            await b.stop()
            a.store.close()
            b.store.close()

    run(scenario())
