"""Tampered saves of all three games, each case with the outcome it must have: refused with a
reason (rendered in the four languages), or loaded harmlessly (the game replays, plays on, and
saves again). Truncated files, fields of the wrong type, another game's name, huge numbers,
deep nesting and illegal commands; opened in the window too, never reaching the error screen."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine.errors import SaveError
from game.engine.savefile import read_save, save_match
from game.i18n import LANGUAGES, render, set_language
from game.rules.registry import load_match
from tests.robustness.saves import OPTIONS, save_json

GAMES = list(OPTIONS)
Tamper = Callable[[dict[str, Any], str], Any]

DAMAGED = "The save file is damaged: some of its records are missing or wrong."
NO_REPLAY = "The save file is damaged: its moves do not replay."
BAD_OPTIONS = "The save file is damaged: its game options are not valid."
DAMAGED_RECORD = "The save file holds a damaged record: {name}."
TOO_DEEP = "The file is nested too deeply to be read."
TOO_LONG = "The file holds a number that is far too long."
CUT = "The save file is cut short: it was not written to the end."
OTHER_GAME = "This save is of an unknown game: {game}."
UNKNOWN_RECORD = "The save file holds an unknown record: {name}."
NEWER = "This save comes from a newer version of Empires (format {found}; this one reads up to {known})."
DEEP = '"@deep@"'  # stands for brackets nested too deep for json.dumps to write


def _command_step(raw: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in raw["steps"][1:] if s["command"])


def _set_option(key: str, value: Any) -> Tamper:
    return lambda raw, _game: raw["options"].__setitem__(key, value)


def _other_game(raw: dict[str, Any], game: str) -> None:
    raw["game"] = next(g for g in GAMES if g != game)


def _command_field(value: Any) -> Tamper:
    def tamper(raw: dict[str, Any], _game: str) -> None:
        command = _command_step(raw)["command"]
        key = next(k for k in command if k not in ("type", "player"))
        command[key] = value

    return tamper


def _repeat_a_command(raw: dict[str, Any], _game: str) -> None:
    """A command played again where it is no longer legal (its events copied with it)."""
    steps = raw["steps"]
    first = next(i for i, s in enumerate(steps) if s["command"])
    steps.insert(first + 1, json.loads(json.dumps(steps[first])))


def _unknown_command(raw: dict[str, Any], _game: str) -> None:
    _command_step(raw)["command"]["type"] = "WinTheGame"


def _command_as_list(raw: dict[str, Any], _game: str) -> None:
    _command_step(raw)["command"] = [1, 2, 3]


def _nest(depth: int) -> Tamper:
    def tamper(raw: dict[str, Any], _game: str) -> None:
        value: Any = json.loads(DEEP)
        if depth < 100:
            value = json.loads("[" * depth + "]" * depth)
        _command_step(raw)["command"]["deep"] = value

    return tamper


def written(raw: dict[str, Any]) -> str:
    return json.dumps(raw).replace(DEEP, "[" * 5000 + "]" * 5000)


def _events_dropped(raw: dict[str, Any], _game: str) -> None:
    for step in raw["steps"][1:]:
        step["events"] = []


def _no_setup(raw: dict[str, Any], _game: str) -> None:
    raw["steps"] = raw["steps"][1:]


# name -> (how to tamper, the reasons allowed; an empty tuple: it must load harmlessly)
CASES: dict[str, tuple[Tamper, tuple[str, ...]]] = {
    # the game's options model reads "3" as 3 and drops a key it does not know: harmless
    "players as text": (
        lambda raw, _g: raw["options"].__setitem__("players", str(raw["options"]["players"])),
        (),
    ),
    "players huge": (_set_option("players", 10**30), (BAD_OPTIONS,)),
    "players negative": (_set_option("players", -2), (BAD_OPTIONS,)),
    "options a list": (lambda raw, _g: raw.__setitem__("options", [1]), (DAMAGED,)),
    "seed huge": (lambda raw, _g: raw.__setitem__("seed", 10**39), (NO_REPLAY,)),
    "seed a float": (lambda raw, _g: raw.__setitem__("seed", 5.5), (DAMAGED,)),
    "actor as text": (
        lambda raw, _g: _command_step(raw).__setitem__("actor", "0"),
        (DAMAGED,),
    ),
    "actor huge": (
        lambda raw, _g: _command_step(raw).__setitem__("actor", 10**35),
        (NO_REPLAY,),
    ),
    "another game": (_other_game, (NO_REPLAY, BAD_OPTIONS, DAMAGED_RECORD, UNKNOWN_RECORD, NEWER)),
    "unknown game": (lambda raw, _g: raw.__setitem__("game", "chess"), (OTHER_GAME,)),
    "command field huge": (_command_field(10**38), (NO_REPLAY, DAMAGED_RECORD)),
    "command field null": (_command_field(None), (NO_REPLAY, DAMAGED_RECORD)),
    "command field an object": (_command_field({"a": [1]}), (NO_REPLAY, DAMAGED_RECORD)),
    "command a list": (_command_as_list, (DAMAGED,)),
    "unknown command": (_unknown_command, (UNKNOWN_RECORD,)),
    "a command repeated": (_repeat_a_command, (NO_REPLAY,)),
    "events dropped": (_events_dropped, (NO_REPLAY,)),
    "no set-up step": (_no_setup, (NO_REPLAY,)),
    "a key nested 40 deep": (_nest(40), ()),  # a key the command does not have: dropped
    "nested 5000 deep": (_nest(5000), (TOO_DEEP,)),
    "odd notes": (
        lambda raw, _g: raw.__setitem__("meta", {"players": 7, "bots": [None], "seats": "x"}),
        (),
    ),
}


def refused_or_loaded(path: Path, allowed: tuple[str, ...]) -> None:
    try:
        match, _save = load_match(path)
    except SaveError as exc:
        assert exc.message.msgid in allowed, exc.message
        for lang in LANGUAGES:
            set_language(lang)
            assert render(exc.message)
        set_language("en")
        return
    assert not allowed, "a tampered save was loaded"
    # harmless: the game plays on from where it stopped and saves again
    if match.pending is not None:
        player = match.pending.players[0]
        match.submit(match.legal_commands(player)[0])
    again = path.with_name("again.json")
    save_match(match, again)
    assert len(read_save(again).steps) == len(match.steps)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("case", list(CASES))
def test_a_tampered_save_is_refused_with_a_reason_or_loaded_harmlessly(
    tmp_path: Path, game: str, case: str
) -> None:
    tamper, allowed = CASES[case]
    raw = json.loads(save_json(game))
    tamper(raw, game)
    path = tmp_path / "tampered.json"
    path.write_text(written(raw), encoding="utf-8")
    refused_or_loaded(path, allowed)


@pytest.mark.parametrize("game", GAMES)
def test_a_long_number_in_the_text_is_refused(tmp_path: Path, game: str) -> None:
    text = save_json(game).replace('"seed":5', '"seed":' + "7" * 500, 1)
    assert '"seed":777' in text
    path = tmp_path / "long.json"
    path.write_text(text)
    refused_or_loaded(path, (TOO_LONG,))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.97])
def test_a_truncated_save_is_refused_as_cut_short(
    tmp_path: Path, game: str, fraction: float
) -> None:
    data = save_json(game).encode()
    path = tmp_path / "cut.json"
    path.write_bytes(data[: int(len(data) * fraction)])
    refused_or_loaded(path, (CUT,))


@pytest.mark.parametrize("game", ["legends", "settlers"])
@pytest.mark.parametrize(
    "case", ["another game", "a command repeated", "nested 5000 deep", "odd notes"]
)
def test_the_window_opens_or_refuses_a_tampered_save_without_an_error_screen(
    make_app: Callable[..., Any], tmp_path: Path, game: str, case: str
) -> None:
    from game.scenes.dialog import Dialog
    from game.scenes.error import ErrorScene
    from game.scenes.resume import open_save

    tamper, allowed = CASES[case]
    raw = json.loads(save_json(game))
    tamper(raw, game)
    path = tmp_path / "tampered.json"
    path.write_text(written(raw))
    app = make_app(size=(960, 600))
    app.start()
    opened = open_save(app, path)
    app.step(1 / 60, events=[])
    assert opened == (not allowed)
    assert not any(isinstance(s, ErrorScene) for s in app.manager.stack)
    if allowed:
        assert isinstance(app.manager.top, Dialog)
