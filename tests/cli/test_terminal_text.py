"""`empires log` and `empires replay` of a save whose names and options carry escape sequences,
bidirectional overrides and line separators write none of them to the terminal: the bytes
written hold no control character but the line break, and no override."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cli import run
from game.engine.bounded import printable, printable_lines
from tests.robustness.saves import OPTIONS, save_json

# An OSC title change, a CSI colour and clear-screen, an 8-bit CSI (C1), a bell, a right-to-left
# override and isolate, a line separator and a NUL. (A lone surrogate is refused by the reader.)
NASTY = [
    "Ann\x1b]0;pwned\x07\x1b[31mred",
    "Bob\u202eevil\u2066x\u2069",
    "Cy\x9b2J\u2028\x00",
]
FORBIDDEN_CODE_POINTS = {
    *range(0x00, 0x0A),
    *range(0x0B, 0x20),
    *range(0x7F, 0xA0),
    0x061C,
    0x200E,
    0x200F,
    *range(0x202A, 0x202F),
    *range(0x2066, 0x206A),
    0x2028,
    0x2029,
}


def nasty_save(game: str, folder: Path) -> Path:
    raw: dict[str, Any] = json.loads(save_json(game))
    players = OPTIONS[game]["players"]
    raw["meta"]["players"] = NASTY[:players]
    raw["meta"]["bots"] = [f"easy\x1b[2J{i}" for i in range(players)]
    if game == "eight-minute":
        raw["options"]["names"] = NASTY[:players]
    if game == "settlers":
        raw["options"]["seats"] = NASTY[:players]
    path = folder / f"{game}.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def assert_clean(data: bytes) -> None:
    text = data.decode("utf-8")  # also proves no lone surrogate was written
    found = sorted({hex(ord(c)) for c in text if ord(c) in FORBIDDEN_CODE_POINTS})
    assert not found, f"control or override characters reached the terminal: {found}"


@pytest.mark.parametrize("game", list(OPTIONS))
@pytest.mark.parametrize(
    "command", [["log"], ["log", "--seat", "1"], ["replay"], ["replay", "--json"]]
)
def test_what_a_save_says_reaches_the_terminal_cleaned(
    game: str, command: list[str], tmp_path: Path, capfdbinary: pytest.CaptureFixture[bytes]
) -> None:
    path = nasty_save(game, tmp_path)
    argv = [command[0], str(path), *command[1:]]
    assert run(argv) == 0
    out, err = capfdbinary.readouterr()
    assert_clean(out)
    assert_clean(err)
    text = out.decode("utf-8")
    assert "\ufffd" in text  # the names were printed, each mark replaced where it stood
    if command[0] == "log" or game != "legends":  # Legends' table shows seat numbers
        assert "Ann" in text and "Bob" in text
    if command == ["replay", "--json"]:
        assert json.loads(text)["bots"][0] == "easy\ufffd[2J0"


def test_printable_replaces_each_mark_and_keeps_the_rest() -> None:
    assert printable("a\x1b[1mb") == "a\ufffd[1mb"
    assert printable("x\u202ey\u2067z") == "x\ufffdy\ufffdz"
    assert printable("Père Noël, Дмитрий, 山田 😀") == "Père Noël, Дмитрий, 山田 😀"
    assert printable("\x85\x9b\ud800\u2028") == "\ufffd" * 4
    assert printable_lines("one\x1b\ntwo\r") == "one\ufffd\ntwo\ufffd"
