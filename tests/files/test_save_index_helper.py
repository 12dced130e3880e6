"""The Load screen's index reads long saves in a helper process and small ones on its thread:
every row fills in with the same summary either way (a damaged long save says why), the helper
goes once idle, and a system where no process can be started still gets every row."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from game.scenes import save_index
from game.scenes.save_index import IN_THREAD_BYTES, SaveIndex

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
LONG = ["settlers_3p_peaceful.json", "eight_minute_3p_goods_long.json", "settlers_2p.json"]
SHORT = ["eight_minute_2p_unfinished.json", "legends_3p_unfinished.json"]


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    for name in LONG + SHORT:
        shutil.copy(SAVES / name, folder / name)
    # a long file whose steps are damaged: only a whole check finds it
    raw = json.loads((SAVES / LONG[0]).read_text(encoding="utf-8"))
    raw["steps"][5] = {"actor": "five"}
    (folder / "damaged.json").write_text(json.dumps(raw), encoding="utf-8")
    return folder


def _summaries(index: SaveIndex, folder: Path) -> dict[str, tuple[str | None, str | None]]:
    assert index.wait(120)
    listed = index.snapshot(folder)
    assert listed is not None
    out = {}
    for item in listed:
        assert item.summary is not None, item.path
        save, problem = item.summary.save, item.summary.problem
        out[item.path.name] = (
            None if save is None else save.game,
            None if problem is None else problem.msgid,
        )
    return out


def test_long_saves_are_read_in_the_helper_and_fill_in_like_the_short(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    assert all((folder / name).stat().st_size > IN_THREAD_BYTES for name in LONG)
    assert all((folder / name).stat().st_size <= IN_THREAD_BYTES for name in SHORT)
    helped, alone = SaveIndex(), SaveIndex(helper=False)
    helped.refresh(folder)
    alone.refresh(folder)
    by_helper = _summaries(helped, folder)
    assert helped._helper is not None and helped._helper.alive  # it did read the long ones
    assert by_helper == _summaries(alone, folder)
    assert by_helper["settlers_2p.json"] == ("settlers", None)
    assert by_helper["legends_3p_unfinished.json"] == ("legends", None)
    assert by_helper["damaged.json"][0] is None and by_helper["damaged.json"][1] is not None
    helped.use_helper(False)  # stops it
    assert helped._helper is None


def test_the_helper_goes_when_idle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save_index, "HELPER_IDLE", 0.2)
    folder = _folder(tmp_path)
    index = SaveIndex()
    index.refresh(folder)
    assert index.wait(120)
    helper = index._helper
    assert helper is not None
    deadline = time.monotonic() + 30
    while (helper.alive or index._alive) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not helper.alive and not index._alive
    # shown again after a file changed: a new helper reads it
    shutil.copy(SAVES / "eight_minute_3p_goods_long.json", folder / "settlers_2p.json")
    index.refresh(folder)
    assert _summaries(index, folder)["settlers_2p.json"] == ("eight-minute", None)
    assert index._helper is not None and index._helper.alive
    index.use_helper(False)


def test_no_process_can_be_started_and_every_row_still_fills_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("no semaphores here")

    monkeypatch.setattr(save_index, "ProcessPoolExecutor", refuse)
    folder = _folder(tmp_path)
    index = SaveIndex()
    index.refresh(folder)
    found = _summaries(index, folder)
    assert len(found) == len(LONG) + len(SHORT) + 1
    assert found["settlers_3p_peaceful.json"] == ("settlers", None)
    assert index._helper is not None and index._helper.broken
