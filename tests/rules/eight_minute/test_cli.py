"""Self-play from the command line for every player count, side and variant, and replay."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths
from game.cli import run

VARIANTS = [[], ["goods-tokens"], ["long-game"], ["die-tiebreak"]]


def needs_side(side: str) -> None:
    if not (paths.maps() / f"eight_minute_{side.lower()}.tmx").exists():
        pytest.skip(f"map for side {side} not drawn yet")


def selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert run(["selfplay", "eight-minute", *args]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("side", ["A", "B"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_selfplay_and_replay_print_the_same_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], side: str, players: int
) -> None:
    needs_side(side)
    variants = VARIANTS[players % len(VARIANTS)]
    save = tmp_path / "game.json"
    bots = ",".join(["greedy", "random"] * 3)
    args = ["--players", str(players), "--bots", ",".join(bots.split(",")[:players])]
    args += ["--seed", str(players * 7), "--side", side, "--save", str(save)]
    for v in variants:
        args += ["--variant", v]
    table = selfplay(capsys, *args)
    assert f"side {side}" in table and "winner:" in table
    assert table.count("Player ") >= players
    assert run(["replay", str(save)]) == 0
    assert capsys.readouterr().out == table
    document = json.loads(selfplay(capsys, *args, "--json"))
    assert run(["replay", str(save), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed == document
    assert document["finished"] and document["side"] == side
    assert len(document["players"]) == players
    assert set(document["final_position"]) == {"regions", "players"}
    for row in document["players"]:
        assert row["total"] == row["regions"] + row["continents"] + sum(row["goods"].values())


@pytest.mark.parametrize("variant", ["goods-tokens", "long-game", "die-tiebreak"])
def test_each_variant_on_both_sides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], variant: str
) -> None:
    for side in ("A", "B"):
        needs_side(side)
        out = selfplay(
            capsys, "--players", "3", "--bots", "random", "--seed", "3", "--side", side,
            "--variant", variant, "--json",
        )  # fmt: skip
        document = json.loads(out)
        key = variant.replace("-", "_")
        assert key in document["variants"]
        if variant == "long-game":
            assert document["long_game"]["games_played"] == 3
        if variant == "goods-tokens":
            tokens = [
                r["token"] for r in document["final_position"]["regions"].values() if r["token"]
            ]
            assert sorted(tokens) == sorted(g for g in document["goods"] for _ in range(2))


def test_the_entry_point_runs_in_a_fresh_process(tmp_path: Path) -> None:
    needs_side("A")
    save = tmp_path / "g.json"
    cmd = [sys.executable, "-m", "game", "selfplay", "eight-minute", "--players", "2"]
    cmd += ["--bots", "greedy,random", "--seed", "5", "--save", str(save)]
    first = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=True)
    again = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(save)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert first.stdout == again.stdout and "winner:" in first.stdout
