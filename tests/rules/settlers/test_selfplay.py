"""Whole games from the command line: 1-4 players, every faction, every variant, replay."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import cli
from game.engine.match import Match
from game.rules.settlers import RULES
from game.selfplay import selfplay


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert cli.run(list(argv)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("players", "factions", "variant"),
    [
        (1, "romans", None),
        (1, "japanese", None),
        (2, "romans,barbarians", None),
        (2, "egyptians,japanese", "advanced-lookout"),
        (3, "barbarians,egyptians,japanese", "alt-lookout"),
        (4, "romans,barbarians,egyptians,japanese", "peaceful"),
        (3, "japanese,romans,egyptians", "advanced-lookout"),
    ],
)
def test_selfplay_finishes_and_replay_prints_the_same_table(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    players: int,
    factions: str,
    variant: str | None,
) -> None:
    save = tmp_path / "game.json"
    argv = ["selfplay", "settlers", "--players", str(players), "--factions", factions]
    argv += ["--bots", "random", "--seed", "3", "--save", str(save)]
    if variant:
        argv += ["--variant", variant]
    table = _run(capsys, *argv)
    assert "Game not finished" not in table
    for faction in factions.split(","):
        assert faction in table
    if players == 1:
        assert "collection pile" in table
    else:
        assert "Winner" in table or "Shared victory" in table
    assert _run(capsys, "replay", str(save)) == table


def test_greedy_bots_finish_a_game_and_the_json_has_the_empires(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    out = _run(capsys, "selfplay", "settlers", "--players", "2", "--seed", "1", "--json")
    report = json.loads(out)
    assert report["over"] and len(report["empires"]) == 2
    assert {"deals", "hands", "supplies", "winners"} <= set(report)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_with_every_faction(players: int) -> None:
    for seed in range(3):
        factions = ["japanese", "egyptians", "barbarians", "romans"][:players]
        rules = RULES.from_options({"players": players, "factions": factions})
        match: Match = selfplay(rules, ["random"] * players, seed)
        assert match.is_over and match.state.round == 5
