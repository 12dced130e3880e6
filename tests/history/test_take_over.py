"""Taking over at a middle step of a game of each kind: a new, playable game whose first state
is that step's, written as a new save; the original save is not touched."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.savefile import write_save
from game.history.takeover import Sitter, save_taken_over, take_over
from game.rules.registry import load_match
from game.scenes.history.replay import ReplayScene, open_path
from game.scenes.history.take_over import TakeOverScene
from game.settings import saves_dir
from tests.history.games import KINDS, finished_match, finished_save
from tests.history.snapshot import plain


@pytest.mark.parametrize("kind", list(KINDS))
def test_take_over_at_a_middle_step_exactly(kind: str, tmp_path: Path) -> None:
    match, save = finished_match(kind)
    k = len(match.steps) // 2
    at_k = match.rules.fold([e for s in match.steps[: k + 1] for e in s.events])
    sitters = [Sitter("Zoé")] + [
        Sitter(f"C{i}", "computer", "easy") for i in range(1, match.rules.player_count)
    ]
    new, meta = take_over(match, k, sitters, save.meta)
    path = save_taken_over(new, meta, tmp_path, "Taken over")
    loaded, new_save = load_match(path)
    assert plain(loaded.state) == plain(at_k)  # the first state is that step's
    assert len(loaded.steps) == k + 1
    assert new_save.meta["seats"][0]["kind"] == "human"
    assert new_save.meta["players"][0] == "Zoé"
    # playable to its end by whoever sits now
    bots = [make_bot("easy", loaded.rules) for _ in range(loaded.rules.player_count)]
    play_out(loaded, bots)
    assert loaded.is_over
    assert match.is_over and len(match.steps) == len(save.steps)  # the original, untouched


def test_take_over_through_the_screens_leaves_the_original_save(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    original = tmp_path / "original.json"
    write_save(original, finished_save("settlers-2p"))
    before = original.read_bytes()
    assert open_path(app, original)
    replay = app.manager.top
    assert isinstance(replay, ReplayScene)
    middle = replay.replay.last // 2
    replay.go(middle)
    app.step(1 / 60, events=[])
    replay.take_over.click()
    dialog = app.manager.top
    assert isinstance(dialog, TakeOverScene)
    app.step(1 / 60, events=[])
    dialog.steppers[1].on_change("hard")
    dialog.start_button.click()
    app.step(1 / 60, events=[])
    table = app.manager.top
    session = table.session  # type: ignore[union-attr]
    expected = replay.replay.state_at(middle)
    assert plain(session.match.state) == plain(expected)
    assert session.seats[1].kind == "computer" and session.seats[1].level == "hard"
    assert original.read_bytes() == before
    [written] = list(saves_dir().glob("*.json"))
    assert load_match(written)[0].steps[-1].command == replay.replay.steps[middle].command
