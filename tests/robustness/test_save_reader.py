"""The save reader and loader, fed damaged real saves of each game, odd values in any record
and odd bytes: the only outcome besides a good match is a SaveError with a reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import SaveError
from game.engine.savefile import MAX_SAVE_BYTES, read_save
from game.i18n import LANGUAGES, render, set_language
from game.rules.registry import load_match
from tests.robustness.saves import ODD_VALUES, OPTIONS, save_json


def loads_or_refuses(path: Path) -> None:
    try:
        load_match(path)
    except SaveError as exc:
        for lang in LANGUAGES:
            set_language(lang)
            assert render(exc.message)
        set_language("en")


@pytest.mark.parametrize("game", list(OPTIONS))
@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_a_record_with_any_odd_value_is_loaded_or_refused(
    tmp_path: Path, game: str, data: st.DataObject
) -> None:
    raw = json.loads(save_json(game))
    step = data.draw(st.sampled_from(raw["steps"]))
    record = step["command"] if step["command"] and data.draw(st.booleans()) else None
    if record is None:
        record = data.draw(st.sampled_from(step["events"])) if step["events"] else raw["options"]
    key = data.draw(st.sampled_from(sorted(record)))
    record[key] = data.draw(ODD_VALUES)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(raw))
    loads_or_refuses(path)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(cut=st.integers(0, 30_000), junk=st.binary(max_size=40), game=st.sampled_from(list(OPTIONS)))
def test_cut_or_spliced_bytes_are_loaded_or_refused(
    tmp_path: Path, cut: int, junk: bytes, game: str
) -> None:
    data = save_json(game).encode()
    cut %= len(data) + 1
    path = tmp_path / "spliced.json"
    path.write_bytes(data[:cut] + junk + data[cut + len(junk) :])
    loads_or_refuses(path)


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as out:
        out.truncate(MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.message.params["limit"] == MAX_SAVE_BYTES // 1024


def test_a_lone_surrogate_is_refused_and_a_paired_one_is_kept(tmp_path: Path) -> None:
    """A lone `\\udXXX` escape could be read but never drawn nor written back (the next
    autosave would fail): it is refused; an emoji written as an escaped pair is fine."""
    raw = json.loads(save_json("settlers"))
    raw["options"]["seats"] = ["A", "B"]
    text = json.dumps(raw, ensure_ascii=True)
    lone, paired = tmp_path / "lone.json", tmp_path / "paired.json"
    lone.write_text(text.replace('"A"', '"\\ud800x"'))
    paired.write_text(text.replace('"A"', '"\\ud83d\\ude00"'))
    with pytest.raises(SaveError) as refused:
        read_save(lone)
    assert "Unicode" in refused.value.message.msgid
    assert read_save(paired).options["seats"][0] == "\U0001f600"
