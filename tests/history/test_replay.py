"""A replay steps forward and back to every step of a saved game of each kind, and its table
stands on the very state the engine's fold gives at that step."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.savefile import write_save
from game.scenes.history.replay import ABOVE, ReplayScene, open_path
from tests.history.games import KINDS, finished_match, finished_save
from tests.history.snapshot import plain


def _fold(match, k):  # type: ignore[no-untyped-def]
    return match.rules.fold([e for step in match.steps[: k + 1] for e in step.events])


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_step_forward_and_back_is_the_fold(make_app, kind: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app((960, 600))
    match, save = finished_match(kind)
    scene = ReplayScene(app, match, save, at=0)
    app.manager.push(scene)
    app.step(1 / 60, events=[])
    last = len(match.steps) - 1
    expected = [plain(_fold(match, k)) for k in range(last + 1)]
    assert plain(scene.table.session.match.state) == expected[0]  # type: ignore[union-attr]
    for k in range(1, last + 1):
        scene.press("next")
        assert scene.position == k
        assert plain(scene.table.session.match.state) == expected[k]  # type: ignore[union-attr]
        if k % 25 == 0:
            app.step(1 / 60, events=[])  # drawn, too
    scene.press("next")
    assert scene.position == last  # never past the end
    for k in range(last - 1, -1, -1):
        scene.press("previous")
        assert plain(scene.table.session.match.state) == expected[k]  # type: ignore[union-attr]
        assert plain(scene.replay.state_at(k)) == expected[k]
    scene.set_viewer(1 if match.rules.player_count > 1 else 0)
    scene.go(last // 2)
    app.step(1 / 60, events=[])
    assert plain(scene.table.session.match.state) == expected[last // 2]  # type: ignore[union-attr]


def test_playing_runs_on_at_the_chosen_speed_and_stops_at_the_end(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    match, save = finished_match("eight-minute")
    scene = ReplayScene(app, match, save, at=0)
    app.manager.push(scene)
    scene.press("play")
    scene.set_speed(4.0)
    app.step(1.0, events=[])  # one second at four times two steps a second
    assert scene.position == 8
    for _ in range(100):
        app.step(1.0, events=[])
    assert scene.position == len(match.steps) - 1 and not scene.playing


def test_an_unfinished_save_is_seen_by_one_seat_only(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    save = finished_save("legends")
    half = save.model_copy(update={"steps": save.steps[: len(save.steps) // 2]})
    path = tmp_path / "half.json"
    write_save(path, half)
    before = path.read_bytes()
    assert open_path(app, path)
    scene = app.manager.top
    assert isinstance(scene, ReplayScene)
    assert ABOVE not in [value for value, _ in scene.viewer_options()]
    assert scene.viewer == 0  # the first person at the table
    assert scene.position == len(half.steps) - 1
    app.step(1 / 60, events=[])
    assert path.read_bytes() == before
