"""A player's seats are kept in their data folder (owner-readable only), and Load / Continue can
ask where each of their network games stands: whose turn, or over."""

from __future__ import annotations

import stat
from pathlib import Path

from game.net import keys
from game.net.client import SeatKey
from tests.net.support import close_all, play_whole_game, run, start_server
from tests.net.test_come_back import _table


def test_seats_are_kept_forgotten_and_a_damaged_file_holds_none(tmp_path: Path) -> None:
    path = tmp_path / "home" / keys.FILE_NAME
    assert keys.known(path) == []
    a = SeatKey("ws://127.0.0.1:1", "a" * 20, 0, "t" * 43, "legends", "ABCDEF")
    b = SeatKey("ws://127.0.0.1:1", "b" * 20, 1, "u" * 43, "settlers", "GHJKLM")
    keys.remember(a, path)
    keys.remember(b, path)
    keys.remember(a, path)  # the same game once only
    assert keys.known(path) == [b, a]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    keys.forget(b, path)
    assert keys.known(path) == [a]
    path.write_text('{"format": "empires-network-seats", "keys": [{"url": "http://x"}]}')
    assert keys.known(path) == []
    path.write_bytes(b"\xff" * 10)
    assert keys.known(path) == []


def test_load_lists_network_games_with_whose_turn(tmp_path: Path) -> None:
    path = tmp_path / keys.FILE_NAME

    async def scenario() -> None:
        served = await start_server(tmp_path / "s.db")
        try:
            players = await _table(served.url, "legends", 2, 31)
            game_id, finished = await play_whole_game(served.url, "eight-minute", {"players": 2}, 3)
            for pl in [players[1], finished[0]]:
                assert pl.client.key is not None
                keys.remember(pl.client.key, path)
            gone = SeatKey("ws://127.0.0.1:9", "c" * 20, 0, "v" * 43)  # no server there
            keys.remember(gone, path)
            listed = await keys.network_games(path)
            by_game = {k.game_id: s for k, s in listed}
            waiting = by_game[players[1].client.key.game_id]  # type: ignore[union-attr]
            assert waiting is not None and not waiting.over and waiting.seat == 1
            assert waiting.waiting == list(
                served.server.rooms[waiting.game_id].match.pending.players
            )  # type: ignore[union-attr]
            over = by_game[game_id]
            assert over is not None and over.over and over.waiting == []
            assert by_game[gone.game_id] is None
            await close_all(players + finished)
        finally:
            await served.server.stop()

    run(scenario())
