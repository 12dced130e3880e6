"""Self-play with fixed seeds and no time cap plays the same games as before the engine was
made faster: the command log and the final report of a few games in `data/same_games.json`.
They were first recorded at 4367cc4 (the engine before issue 27). The one bot driver (issue 24)
seeds each decision from the match's seed, the steps played and the seat, as the table did, so
selfplay plays other games for a seed than 4367cc4's own loop: they were recorded again with
the driver's code before the speed work was merged in (branch rules-shape, efd41e7), and the
merged tree plays those six games move for move. The three area-control games with Easy,
Normal or Hard seats were recorded again for issue 26: no bot walks an army back where it came
from within a turn any more (`game.ai.area_control.no_way_back`). The three games with a
random seat were recorded again for issue 27 (branch speed-eme): the random bot's one draw per
decision comes from a hash of (seed, steps, seat) (`DecisionRandom.pick`) instead of a Mersenne
Twister seeded from them, a quarter of a random Eight-Minute Empire step; Easy, Normal and Hard
draw what they drew before. A change that alters these on purpose (a
new order of legal commands, a rule fixed) records them again and says why in its commit:

    uv run python -m tests.ai.test_same_games --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from game.engine.savefile import to_save
from game.rules import registry
from game.selfplay import selfplay

DATA = Path(__file__).parent / "data" / "same_games.json"

# game, options, the bots round the table, seed: random play walks the legal commands in their
# order; Easy, Normal and Hard (think 0) clone, guess the unknown and play out
CASES: list[tuple[str, dict[str, Any], list[str], int]] = [
    ("eight-minute", {"players": 2}, ["random", "random"], 3),
    ("eight-minute", {"players": 3, "side": "B"}, ["easy", "normal", "random"], 5),
    ("legends", {"players": 2}, ["normal", "easy"], 2),
    ("legends", {"players": 4}, ["hard", "random", "easy", "random"], 4),
    ("settlers", {"players": 2}, ["normal", "easy"], 1),
    ("settlers", {"players": 1, "factions": ["japanese"]}, ["normal"], 6),
]


def record(game: str, options: dict[str, Any], bots: list[str], seed: int) -> dict[str, Any]:
    rules = registry.rules_class(game).from_options(options)
    match = selfplay(rules, bots, seed, think=0)
    steps = to_save(match).model_dump(mode="json")["steps"]
    log = json.dumps(steps, sort_keys=True).encode()
    return {
        "case": f"{game} {json.dumps(options, sort_keys=True)} {','.join(bots)} seed {seed}",
        "steps": len(steps),
        "log_sha256": hashlib.sha256(log).hexdigest(),
        "report": json.loads(json.dumps(rules.report(match.state))),
    }


@pytest.mark.parametrize("index", range(len(CASES)))
def test_same_game_as_recorded(index: int) -> None:
    expected = json.loads(DATA.read_text())[index]
    got = record(*CASES[index])
    assert got["case"] == expected["case"]
    assert got["report"] == expected["report"]
    assert got["steps"] == expected["steps"]
    assert got["log_sha256"] == expected["log_sha256"]


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    DATA.write_text(json.dumps([record(*case) for case in CASES], indent=1) + "\n")
