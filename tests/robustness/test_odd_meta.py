"""A save whose table description (seats, names) was edited still opens on its board: each
value the game does not know becomes the default seat's."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from game.app import App
from game.scenes.dialog import Dialog
from game.scenes.resume import open_save
from game.settings import saves_dir
from tests.robustness.saves import OPTIONS, save_json

ODD_SEATS = [
    [{"name": 5, "colour": [255, 0, 0], "mark": None, "kind": "robot", "level": [1]}] * 4,
    [{"colour": "nope", "mark": "zz", "kind": "computer", "level": "godlike", "extra": 1}] * 4,
    ["x", 3, None],
    {"a": 1},
]


@pytest.mark.parametrize("game", list(OPTIONS))
@pytest.mark.parametrize("seats", range(len(ODD_SEATS)))
def test_odd_seats_open_on_the_board(make_app: Callable[..., App], game: str, seats: int) -> None:
    raw = json.loads(save_json(game))
    raw["meta"]["seats"] = ODD_SEATS[seats]
    raw["meta"]["players"] = [None, {"x": 1}, "\x00"]
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "odd.json"
    path.write_text(json.dumps(raw))
    app = make_app(size=(960, 600))
    app.start()
    assert open_save(app, path)
    for _ in range(3):
        app.step(1 / 60, events=[])
    assert getattr(app.manager.stack[1], "game_id", None) == game
    assert not any(isinstance(scene, Dialog) for scene in app.manager.stack)
