"""The seats a player holds in network games, kept in their data folder so they can close the
game and come back: server address, game, seat and the seat's secret token.

The file is read within limits and written atomically, readable by its owner only (the tokens
are secrets). `network_games` asks each server where each game stands, for Load / Continue.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from game.engine import bounded
from game.engine.savefile import write_atomically
from game.net import protocol as p
from game.net.client import ClientError, SeatClient, SeatKey
from game.net.last_played import FILE_NAME, MAX_BYTES, keys_path

__all__ = ["FILE_NAME", "forget", "keys_path", "known", "network_games", "played", "remember"]
MAX_KEYS = 500


class _Key(BaseModel):
    url: str = Field(max_length=300, pattern=r"^wss?://")
    game_id: str = Field(max_length=40)
    seat: int = Field(ge=0, le=5)
    token: str = Field(max_length=64)
    game: str = Field(default="", max_length=40)
    code: str = Field(default="", max_length=12)
    # when this player last opened or left the game (seconds since the epoch), and whether it
    # was over then: the main menu's Continue offers the latest unfinished one (last_played.py)
    played: float = Field(default=0.0, ge=0)
    over: bool = False


class _Keyring(BaseModel):
    format: str = "empires-network-seats"
    keys: list[_Key] = Field(default_factory=list, max_length=MAX_KEYS)


def _entries(path: Path) -> list[_Key]:
    """The kept entries; a missing, damaged or foreign file holds none (and is left as it is)."""
    try:
        data = bounded.read_bytes(path, MAX_BYTES)
        ring = _Keyring.model_validate(bounded.loads(data.decode("utf-8")))
    except (bounded.FileRefused, UnicodeDecodeError, ValueError, ValidationError):
        return []
    if ring.format != "empires-network-seats":
        return []
    return ring.keys


def _key_of(entry: _Key) -> SeatKey:
    return SeatKey(entry.url, entry.game_id, entry.seat, entry.token, entry.game, entry.code)


def known(path: Path | None = None) -> list[SeatKey]:
    """The seats kept, oldest first."""
    return [_key_of(e) for e in _entries(path or keys_path())]


def _write(entries: list[_Key], path: Path) -> None:
    ring = _Keyring(keys=entries[-MAX_KEYS:])
    write_atomically(path, ring.model_dump_json(), private=True)


def _same(entry: _Key, key: SeatKey) -> bool:
    return (entry.url, entry.game_id) == (key.url, key.game_id)


def remember(key: SeatKey, path: Path | None = None, over: bool = False) -> None:
    """Keep the seat (once per game), as played now."""
    path = path or keys_path()
    entries = [e for e in _entries(path) if not _same(e, key)]
    _write([*entries, _Key(**vars(key), played=time.time(), over=over)], path)


def played(key: SeatKey, over: bool = False, path: Path | None = None) -> None:
    """The seat's game was looked at or left now (and is over, or not): Continue offers the
    latest. A seat not kept (a friend's on the host's screen) stays unkept."""
    path = path or keys_path()
    entries = _entries(path)
    for i, entry in enumerate(entries):
        if _same(entry, key):
            entries[i] = entry.model_copy(update={"played": time.time(), "over": over})
            _write(entries, path)
            return


def forget(key: SeatKey, path: Path | None = None) -> None:
    path = path or keys_path()
    _write([e for e in _entries(path) if not _same(e, key)], path)


async def status(key: SeatKey, timeout: float = 5.0) -> p.Status | None:
    """Where the game stands, or None when its server cannot be reached or refuses the seat."""
    client = SeatClient(key.url)
    try:
        await asyncio.wait_for(client.open(), timeout)
        await client.send(p.Peek(game_id=key.game_id, token=key.token))
        reply = await client.receive(timeout)
    except (ClientError, OSError, TimeoutError, p.ProtocolError):
        return None
    finally:
        with contextlib.suppress(Exception):  # closing a connection that already broke
            await client.close()
    return reply if isinstance(reply, p.Status) else None


async def network_games(path: Path | None = None) -> list[tuple[SeatKey, p.Status | None]]:
    """Every kept seat with where its game stands (None: not reachable now)."""
    keys = known(path)
    found = await asyncio.gather(*(status(k) for k in keys))
    return list(zip(keys, found, strict=True))
