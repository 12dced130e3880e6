"""Self-play from the command line, 2-4 players, both layouts, every variant on and none;
the save replays to the same table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import run

ALL = [
    "--variant", "exploration", "--variant", "swamp", "--variant", "citadels",
    "--variant", "encounters", "--variant", "warlords", "--variant", "long-game",
    "--variant", "die-tiebreak",
]  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("layout", ["t", "loop"])
@pytest.mark.parametrize("variants", ["none", "all"])
def test_selfplay_finishes_and_replays(
    players: int, layout: str, variants: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "game.json"
    args = ["selfplay", "legends", "--players", str(players), "--seed", str(players * 7)]
    args += ["--layout", layout, "--bots", "greedy,random" if players == 2 else "greedy"]
    args += ["--save", str(save), "--json"]
    args += ALL if variants == "all" else []
    assert run(args) == 0
    played = json.loads(capsys.readouterr().out)
    assert played["finished"] and played["winners"]
    assert played["layout"]["shape"] == layout
    assert len(played["players"]) == players
    best = max(p["total"] for p in played["players"])
    if variants == "none":
        winners = [p for p in played["players"] if p["total"] == best]
        assert played["winners"][0] in [p["name"] for p in winners]
        for p in played["players"]:
            assert p["total"] == (
                p["regions"] + p["islands"] + p["citadels"] + p["abilities"]
                + p["elixir_points"] + p["token_points"] + p["warlord_points"]
            )  # fmt: skip
    else:
        assert played["long_game"]["games_played"] == 3
        assert all(p["warlord"] for p in played["players"])
    assert sum(1 for r in played["regions"].values() if r["controller"]) >= 1
    assert run(["replay", str(save), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == played
    assert run(["replay", str(save)]) == 0
    table = capsys.readouterr().out
    assert "Legends" in table and "winner:" in table


def test_boards_option_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["selfplay", "legends", "--players", "3", "--seed", "1", "--bots", "random"]
    args += ["--boards", "volcano,hills,desert,forest", "--json"]
    assert run(args) == 0
    played = json.loads(capsys.readouterr().out)
    assert [b["side"] for b in played["layout"]["boards"]] == [
        "volcano",
        "hills",
        "desert",
        "forest",
    ]
    assert played["layout"]["start"] == "D5"
