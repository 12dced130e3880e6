"""Whole games over loopback, every person's seat a separate client; the server's save replays
locally to the same final state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import run as cli_run
from game.engine.savefile import match_from_save, write_save
from game.net.room import Room
from game.rules import registry
from tests.net.support import close_all, play_whole_game, run, start_server

GAMES = [
    ("eight-minute", {"players": 2}, 1),
    ("eight-minute", {"players": 3}, 2),
    ("eight-minute", {"players": 4}, 3),
    ("eight-minute", {"players": 5}, 4),
    ("legends", {"players": 2}, 5),
    ("legends", {"players": 3}, 6),
    ("legends", {"players": 4}, 7),
    ("settlers", {"players": 2}, 8),
    ("settlers", {"players": 3}, 9),
    ("settlers", {"players": 4}, 10),
]


@pytest.mark.parametrize(("game", "options", "seed"), GAMES)
def test_whole_game_over_loopback_replays_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, options: dict, seed: int
) -> None:
    async def scenario() -> tuple[Room, str]:
        served = await start_server(tmp_path / "server.db")
        try:
            game_id, players = await play_whole_game(served.url, game, options, seed)
            assert all(not pl.refusals for pl in players), [pl.refusals for pl in players]
            assert all(pl.turns > 0 for pl in players)
            assert all(pl.client.update and pl.client.update.pending is None for pl in players)
            await close_all(players)
            return served.server.rooms[game_id], game_id
        finally:
            await served.server.stop()

    room, game_id = run(scenario())
    assert room.match.is_over
    # what the server stored is the whole game: it re-decides to the very same state
    stored = (
        __import__("game.net.store", fromlist=["Store"])
        .Store(f"sqlite:///{tmp_path / 'server.db'}")
        .load(game_id)
    )
    assert stored is not None
    again = match_from_save(stored.save, registry.rules_class(game))
    assert again.rules.report(again.state) == room.rules.report(room.match.state)
    # and `empires replay` folds the downloaded save to the same score table
    path = tmp_path / "net.json"
    write_save(path, stored.save)
    capsys.readouterr()
    assert cli_run(["replay", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    expected = room.rules.report(room.match.state)
    for key, value in expected.items():
        assert json.loads(json.dumps(printed[key])) == json.loads(json.dumps(value))
