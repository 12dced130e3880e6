"""An edited log is refused, never replayed to another outcome: loading decides every command
again and requires the recorded events (per game, and for any changed event field)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import SaveError
from game.engine.savefile import SaveFile, match_from_save, parse_save
from game.rules.registry import rules_class
from tests.robustness.saves import OPTIONS, save_json

GAMES = list(OPTIONS)
DOES_NOT_REPLAY = "The save file is damaged: its moves do not replay."


def load(raw: dict[str, Any], game: str) -> Any:
    return match_from_save(parse_save(json.dumps(raw)), rules_class(game))


def fields_where(
    raw: dict[str, Any], keep: Callable[[str, Any], bool]
) -> list[tuple[int, int, str]]:
    """(step, event, field) of every field of every recorded event that `keep` accepts."""
    return [
        (s, e, key)
        for s, step in enumerate(raw["steps"])
        for e, event in enumerate(step["events"])
        for key, value in event.items()
        if keep(key, value)
    ]


def int_fields(raw: dict[str, Any]) -> list[tuple[int, int, str]]:
    return fields_where(raw, lambda _key, v: isinstance(v, int) and not isinstance(v, bool))


def str_fields(raw: dict[str, Any]) -> list[tuple[int, int, str]]:
    return fields_where(raw, lambda key, v: isinstance(v, str) and key != "type")


@pytest.mark.parametrize("game", GAMES)
def test_an_untouched_save_replays_to_the_same_game(game: str) -> None:
    raw = json.loads(save_json(game))
    match = load(raw, game)
    again = load(json.loads(SaveFile.model_validate(raw).model_dump_json()), game)
    assert len(match.steps) == len(raw["steps"]) > 5
    assert match.rules.report(match.state) == again.rules.report(again.state)


@pytest.mark.parametrize("game", GAMES)
def test_a_number_set_to_minus_five_is_refused(game: str) -> None:
    raw = json.loads(save_json(game))
    s, e, key = int_fields(raw)[-1]
    raw["steps"][s]["events"][e][key] = -5 if raw["steps"][s]["events"][e][key] != -5 else 7
    with pytest.raises(SaveError) as refused:
        load(raw, game)
    assert refused.value.message.msgid in (
        DOES_NOT_REPLAY,
        "The save file holds a damaged record: {name}.",
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_changed_name_in_an_event_is_refused(game: str) -> None:
    raw = json.loads(save_json(game))
    s, e, key = str_fields(raw)[len(str_fields(raw)) // 2]
    raw["steps"][s]["events"][e][key] += "x"
    with pytest.raises(SaveError):
        load(raw, game)


@pytest.mark.parametrize("game", GAMES)
def test_a_dropped_or_added_event_is_refused(game: str) -> None:
    raw = json.loads(save_json(game))
    last = next(s for s in reversed(raw["steps"]) if s["events"])
    extra = json.loads(json.dumps(raw))
    extra_last = next(s for s in reversed(extra["steps"]) if s["events"])
    extra_last["events"].append(extra_last["events"][0])
    last["events"].pop()
    for damaged in (raw, extra):
        with pytest.raises(SaveError) as refused:
            load(damaged, game)
        assert refused.value.message.msgid == DOES_NOT_REPLAY


@pytest.mark.parametrize("game", GAMES)
def test_a_move_made_for_another_seat_is_refused(game: str) -> None:
    raw = json.loads(save_json(game))
    step = raw["steps"][-1]
    step["actor"] = (step["actor"] + 1) % OPTIONS[game]["players"]
    with pytest.raises(SaveError) as refused:
        load(raw, game)
    assert refused.value.message.msgid == DOES_NOT_REPLAY


def test_a_save_of_older_rules_without_an_upgrader_is_refused_by_name() -> None:
    raw = json.loads(save_json("settlers"))
    cls = rules_class("settlers")
    raw["rules_version"] = cls.rules_version - 1
    with pytest.raises(SaveError) as refused:
        load(raw, "settlers")
    assert "older rules" in refused.value.message.msgid
    assert refused.value.message.params == {
        "found": cls.rules_version - 1,
        "known": cls.rules_version,
    }


def test_a_named_upgrader_carries_an_older_save_over(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = json.loads(save_json("eight-minute"))
    cls = rules_class("eight-minute")
    raw["rules_version"] = cls.rules_version - 1
    seen: list[int] = []

    def upgrade(save: SaveFile) -> SaveFile:
        seen.append(save.rules_version)
        return save.model_copy(update={"rules_version": save.rules_version + 1})

    monkeypatch.setattr(cls, "save_upgraders", {cls.rules_version - 1: upgrade}, raising=False)
    match = load(raw, "eight-minute")
    assert seen == [cls.rules_version - 1]
    assert len(match.steps) == len(raw["steps"])


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_changed_number_in_any_event_is_refused(game: str, data: st.DataObject) -> None:
    raw = json.loads(save_json(game))
    s, e, key = data.draw(st.sampled_from(int_fields(raw)))
    old = raw["steps"][s]["events"][e][key]
    raw["steps"][s]["events"][e][key] = data.draw(
        st.integers(-1000, 1000).filter(lambda n: n != old)
    )
    with pytest.raises(SaveError):
        load(raw, game)


@pytest.mark.parametrize("game", GAMES)
def test_empires_replay_refuses_an_edited_log_and_replays_the_untouched_one(
    game: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from game import i18n
    from game.cli import run

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    raw = json.loads(save_json(game))
    good = tmp_path / "good.json"
    good.write_text(json.dumps(raw))
    s, e, key = int_fields(raw)[-1]
    raw["steps"][s]["events"][e][key] += 1
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(raw))
    try:
        assert run(["replay", str(good), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["seed"] == raw["seed"]
        assert run(["replay", str(edited)]) == 1
        assert "no se pueden reproducir" in capsys.readouterr().err
    finally:
        i18n.set_language("en")
