"""Taking over at a middle step of a game of each kind: a new, playable game whose first state
is that step's (exact) or differs from it only in what the seat could not know (redrawn),
written as a new save that loads and replays to the same state; the original is not touched."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.errors import EngineError
from game.engine.savefile import STARTED_FORMAT_VERSION, read_save, write_save
from game.history.takeover import Sitter, save_taken_over, take_over
from game.rules.registry import load_match
from game.scenes.history.replay import ReplayScene, open_path
from game.scenes.history.take_over import EXACT, TakeOverScene
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


def _take_over_dialog(make_app, tmp_path: Path, kind: str) -> tuple[Any, ...]:  # type: ignore[no-untyped-def]
    """A finished game of `kind` saved, opened as a replay, stepped to its middle, and
    "Take over from here" pressed: the app, the save's path and bytes, the replay, the middle
    step and the dialog."""
    app = make_app((1280, 720))
    original = tmp_path / "original.json"
    write_save(original, finished_save(kind))
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
    return app, original, before, replay, middle, dialog


def test_take_over_through_the_screens_leaves_the_original_save(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app, original, before, replay, middle, dialog = _take_over_dialog(
        make_app, tmp_path, "settlers-2p"
    )
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


def _sitters(count: int) -> list[Sitter]:
    return [Sitter("Zoé")] + [Sitter(f"C{i}", "computer", "easy") for i in range(1, count)]


@pytest.mark.parametrize("kind", list(KINDS))
def test_take_over_at_a_middle_step_redrawn(kind: str, tmp_path: Path) -> None:
    match, save = finished_match(kind)
    original = save.model_dump_json()
    rules = match.rules
    k = len(match.steps) // 2
    at_k = rules.fold([e for s in match.steps[: k + 1] for e in s.events])
    seat = 0
    differs = 0
    for redraw in range(6):
        new, meta = take_over(
            match, k, _sitters(rules.player_count), save.meta, redrawn_for=seat, seeds=(77, redraw)
        )
        first = new.state
        # everything the seat sees is as it was; only what it could not see may differ
        assert plain(rules.seat_view(first, seat)) == plain(rules.seat_view(at_k, seat))
        differs += plain(first) != plain(at_k)
        assert len(new.steps) == 1 and new.steps[0].events == []
        path = save_taken_over(new, meta, tmp_path, f"Redrawn {redraw}")
        loaded, new_save = load_match(path)
        assert new_save.format_version == STARTED_FORMAT_VERSION
        assert new_save.start is not None and new_save.start.seat == seat
        assert plain(loaded.state) == plain(first)  # the save derives the same position
        assert meta["taken_over"] == {"step": k, "redrawn_for": seat}
        # playable to its end, and the finished game's save replays to the same end
        bots = [make_bot("easy", loaded.rules) for _ in range(loaded.rules.player_count)]
        play_out(loaded, bots)
        assert loaded.is_over
        save_taken_over(loaded, meta, tmp_path / "done", "Finished")
        [done] = list((tmp_path / "done").glob("*.json"))
        again, _ = load_match(done)
        assert plain(again.state) == plain(loaded.state)
        assert len(again.steps) == len(loaded.steps)
        for path in (tmp_path / "done").glob("*.json"):
            path.unlink()
    assert differs > 0  # with several redraws something hidden came out otherwise
    assert match.is_over and save.model_dump_json() == original  # the original, untouched


def test_a_redrawn_game_taken_over_again_and_changed_on_disk(tmp_path: Path) -> None:
    """A redrawn game taken over again (redrawn from a redrawn start) still loads; a start
    whose game was edited, or whose seat is not a seat, is refused as damaged."""
    match, save = finished_match("legends")
    first, meta = take_over(match, 30, _sitters(2), save.meta, redrawn_for=1, seeds=(3, 4))
    play_out(first, [make_bot("easy", first.rules) for _ in range(2)])
    second, meta2 = take_over(first, 20, _sitters(2), meta, redrawn_for=0, seeds=(5, 6))
    path = save_taken_over(second, meta2, tmp_path, "Twice")
    loaded, loaded_save = load_match(path)
    assert plain(loaded.state) == plain(second.state)
    assert loaded_save.start is not None and loaded_save.start.start is not None
    exact, _ = take_over(loaded, 0, _sitters(2), meta2)  # exact take-over of it too
    assert plain(exact.state) == plain(second.state)

    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["start"]["seat"] = 7
    bad = tmp_path / "bad seat.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(EngineError):
        load_match(bad)
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["start"]["steps"][3]["events"] = []
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(EngineError):
        load_match(bad)
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["format_version"] = 1  # a start in a file that says it cannot hold one
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(EngineError):
        load_match(bad)


def test_empires_replay_refolds_a_redrawn_save_in_another_process(tmp_path: Path) -> None:
    """The redraw is derived again, not stored: another interpreter (another hash seed) folds
    the same game to the same scores as this one."""
    match, save = finished_match("settlers-2p")
    new, meta = take_over(match, 40, _sitters(2), save.meta, redrawn_for=0, seeds=(11, 12))
    play_out(new, [make_bot("easy", new.rules) for _ in range(2)])
    path = save_taken_over(new, meta, tmp_path, "Redrawn")
    out = subprocess.run(
        [sys.executable, "-m", "game", "replay", "--json", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**_env(), "PYTHONHASHSEED": "12345"},
        check=False,
    )
    assert out.returncode == 0, out.stderr
    printed = json.loads(out.stdout)
    report = new.rules.report(new.state)
    assert printed["seed"] == 11
    assert json.loads(json.dumps(report))["players"] == printed["players"]
    assert read_save(path).start is not None


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "PYTHONHASHSEED"}


def test_redrawn_through_the_screens(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app, original, before, replay, middle, dialog = _take_over_dialog(
        make_app, tmp_path, "eight-minute"
    )
    assert dialog.hidden == EXACT
    dialog.hidden_stepper.on_change(0)
    app.step(1 / 60, events=[])
    assert "Ann" in dialog.intro.text
    dialog.start_button.click()
    app.step(1 / 60, events=[])
    session = app.manager.top.session  # type: ignore[union-attr]
    expected = replay.replay.state_at(middle)
    rules = session.match.rules
    assert plain(rules.seat_view(session.match.state, 0)) == plain(rules.seat_view(expected, 0))
    assert original.read_bytes() == before
    [written] = list(saves_dir().glob("*.json"))
    loaded, saved = load_match(written)
    assert saved.start is not None and saved.start.seat == 0
    assert plain(loaded.state) == plain(session.match.state)
