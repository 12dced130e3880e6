"""`empires serve`: a bad port or store is refused with a sentence; `--export` writes a stored
game as a save that `empires replay` folds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import run as cli_run
from tests.net.support import close_all, play_whole_game, run, start_server


def test_bad_port_and_store_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_run(["serve", "--port", "70000"]) == 2
    assert "--port" in capsys.readouterr().err
    assert cli_run(["serve", "--store", "nosuchdb://x", "--port", "0"]) == 2
    assert "cannot be opened" in capsys.readouterr().err
    db = tmp_path / "s.db"
    assert cli_run(["serve", "--store", str(db), "--export", "f" * 20, str(tmp_path / "x")]) == 2
    assert "no game" in capsys.readouterr().err


def test_export_writes_a_save_that_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "s.db"

    async def scenario() -> str:
        served = await start_server(db)
        try:
            game_id, players = await play_whole_game(served.url, "settlers", {"players": 2}, 77)
            await close_all(players)
            room = served.server.rooms.get(game_id)
            assert room is None or room.match.is_over  # a finished game may leave memory
            return game_id
        finally:
            await served.server.stop()

    game_id = run(scenario())
    out = tmp_path / "game.json"
    assert cli_run(["serve", "--store", str(db), "--export", game_id, str(out)]) == 0
    capsys.readouterr()
    assert cli_run(["replay", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["seed"] == 77
