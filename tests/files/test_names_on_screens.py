"""Names read from a save (the window's notes and the game's own options) reach the screens
cleaned by the same function as the terminal's: a NUL, an escape sequence or an override in a
seat's name neither crashes a screen (pygame refuses a NUL) nor reorders its text."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine.bounded import printable
from game.engine.savefile import save_match
from game.scenes.error import ErrorScene
from game.scenes.resume import open_save
from tests.robustness.saves import OPTIONS, random_match, save_json

NASTY = ["A\x00nn\x1b[31m", "B\u202eob", "C\x9by"]


def nasty(raw: dict[str, Any], game: str) -> None:
    players = OPTIONS[game]["players"]
    raw["meta"]["players"] = NASTY[:players]
    if game == "eight-minute":
        raw["options"]["names"] = NASTY[:players]
    if game == "settlers":
        raw["options"]["seats"] = NASTY[:players]


def session_of(app: Any) -> Any:
    return next(s.session for s in reversed(app.manager.stack) if hasattr(s, "session"))


@pytest.mark.parametrize("game", list(OPTIONS))
def test_an_unfinished_game_with_odd_names_opens_and_draws(
    make_app: Callable[..., Any], tmp_path: Path, game: str
) -> None:
    raw = json.loads(save_json(game))
    nasty(raw, game)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(raw))
    app = make_app(size=(1280, 720))
    app.start()
    assert open_save(app, path)
    for _ in range(3):
        app.step(1 / 60, events=[])
    assert not any(isinstance(s, ErrorScene) for s in app.manager.stack)
    session = session_of(app)
    for seat in session.seats:
        assert seat.name == printable(seat.name)
    for player in session.rules.report(session.match.state).get("players", []):
        assert player["name"] == printable(player["name"])


def test_the_settlers_score_screen_draws_names_with_a_nul(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    from game.scenes.settlers.scoring import ScoringScene

    match = random_match("settlers", 2, 100_000)
    assert match.is_over
    raw = json.loads(save_json("settlers"))  # only for its shape: the finished game is saved
    path = tmp_path / "done.json"
    save_match(match, path, raw["meta"])
    done = json.loads(path.read_text())
    nasty(done, "settlers")
    path.write_text(json.dumps(done))
    app = make_app(size=(1280, 720))
    app.start()
    assert open_save(app, path)
    app.step(1 / 60, events=[])
    app.manager.push(ScoringScene(app, session_of(app)))
    for _ in range(3):
        app.step(1 / 60, events=[])
    assert not any(isinstance(s, ErrorScene) for s in app.manager.stack)
