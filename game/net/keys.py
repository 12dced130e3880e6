"""The seats a player holds in network games, kept in their data folder so they can close the
game and come back: server address, game, seat and the seat's secret token.

The file is read within limits and written atomically, readable by its owner only (the tokens
are secrets). `network_games` asks each server where each game stands, for Load / Continue.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from game.engine import bounded
from game.engine.savefile import write_atomically
from game.net import protocol as p
from game.net.client import ClientError, SeatClient, SeatKey

FILE_NAME = "network_games.json"
MAX_BYTES = 512 * 1024
MAX_KEYS = 500


class _Key(BaseModel):
    url: str = Field(max_length=300, pattern=r"^wss?://")
    game_id: str = Field(max_length=40)
    seat: int = Field(ge=0, le=5)
    token: str = Field(max_length=64)
    game: str = Field(default="", max_length=40)
    code: str = Field(default="", max_length=12)


class _Keyring(BaseModel):
    format: str = "empires-network-seats"
    keys: list[_Key] = Field(default_factory=list, max_length=MAX_KEYS)


def keys_path() -> Path:
    from game.settings import data_dir

    return data_dir() / FILE_NAME


def known(path: Path | None = None) -> list[SeatKey]:
    """The seats kept; a missing, damaged or foreign file holds none (and is left as it is)."""
    path = path or keys_path()
    try:
        data = bounded.read_bytes(path, MAX_BYTES)
        ring = _Keyring.model_validate(bounded.loads(data.decode("utf-8")))
    except (bounded.FileRefused, UnicodeDecodeError, ValueError, ValidationError):
        return []
    if ring.format != "empires-network-seats":
        return []
    return [SeatKey(k.url, k.game_id, k.seat, k.token, k.game, k.code) for k in ring.keys]


def _write(keys: list[SeatKey], path: Path) -> None:
    ring = _Keyring(keys=[_Key(**vars(k)) for k in keys[-MAX_KEYS:]])
    write_atomically(path, ring.model_dump_json(), private=True)


def remember(key: SeatKey, path: Path | None = None) -> None:
    path = path or keys_path()
    keys = [k for k in known(path) if (k.url, k.game_id) != (key.url, key.game_id)]
    _write([*keys, key], path)


def forget(key: SeatKey, path: Path | None = None) -> None:
    path = path or keys_path()
    _write([k for k in known(path) if (k.url, k.game_id) != (key.url, key.game_id)], path)


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
