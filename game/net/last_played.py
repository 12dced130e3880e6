"""The network game this player played last and has not seen end, for the main menu's Continue.

Read with the standard library only: the menu's first frame loads neither pydantic nor the
network (tests/app/test_start_imports.py). The file is the one `keys.py` keeps; an entry that
does not look right is skipped, a damaged file holds none.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine import bounded
from game.engine.errors import EngineError

if TYPE_CHECKING:
    from game.net.client import SeatKey

FILE_NAME = "network_games.json"
MAX_BYTES = 512 * 1024


def keys_path() -> Path:
    from game.settings import data_dir

    return data_dir() / FILE_NAME


@dataclass(frozen=True)
class LastPlayed:
    url: str
    game_id: str
    seat: int
    token: str
    game: str
    code: str
    played: float  # seconds since the epoch

    def key(self) -> SeatKey:
        from game.net.client import SeatKey  # the network loads when the game is opened

        return SeatKey(self.url, self.game_id, self.seat, self.token, self.game, self.code)


def _entry(raw: Any) -> LastPlayed | None:
    if not isinstance(raw, dict) or raw.get("over") is not False:
        return None
    url, game_id, seat, token = (
        raw.get("url"),
        raw.get("game_id"),
        raw.get("seat"),
        raw.get("token"),
    )
    game, code, played = raw.get("game", ""), raw.get("code", ""), raw.get("played")
    if not (isinstance(url, str) and url.startswith(("ws://", "wss://")) and len(url) <= 300):
        return None
    if not all(isinstance(x, str) and 0 < len(x) <= 64 for x in (game_id, token)):
        return None
    if not (isinstance(seat, int) and 0 <= seat <= 5 and isinstance(played, (int, float))):
        return None
    if not (isinstance(game, str) and isinstance(code, str)) or played <= 0:
        return None
    return LastPlayed(url, str(game_id), seat, str(token), game[:40], code[:12], float(played))


def last_played(path: Path | None = None) -> LastPlayed | None:
    """The unfinished network game played most recently, or None."""
    path = path or keys_path()
    if not path.exists():
        return None
    try:
        data = bounded.loads(bounded.read_bytes(path, MAX_BYTES).decode("utf-8"))
    except (EngineError, UnicodeDecodeError, ValueError, OSError):
        return None
    if not isinstance(data, dict) or data.get("format") != "empires-network-seats":
        return None
    entries = data.get("keys")
    found = [e for e in map(_entry, entries if isinstance(entries, list) else []) if e]
    return max(found, key=lambda e: e.played, default=None)
