"""Files nobody should find in a saves folder, made on demand: each is `name -> maker(path)`."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from tests.robustness.saves import save_json

Maker = Callable[[Path], None]


def _with(change: Callable[[dict], None]) -> Maker:
    def make(path: Path) -> None:
        raw = json.loads(save_json("eight-minute"))
        change(raw)
        path.write_text(json.dumps(raw), encoding="utf-8")

    return make


def _text(text: str) -> Maker:
    return lambda path: path.write_text(text, encoding="utf-8")


def _set(where: str, key: str, value: object) -> Callable[[dict], None]:
    def change(raw: dict) -> None:
        (raw if where == "" else raw[where])[key] = value

    return change


def _sparse(size: int) -> Maker:
    def make(path: Path) -> None:
        with path.open("wb") as out:
            out.truncate(size)

    return make


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _device(path: Path) -> None:
    os.symlink("/dev/zero", path)


ODD: dict[str, Maker] = {
    "format-string": _with(
        _set("meta", "progress", {"msgid": "{0.__class__} {x[1]} {", "params": {"x": 1}})
    ),
    "format-attr": _with(
        _set("meta", "progress", {"msgid": "{n.__class__.__mro__}", "params": {"n": 3}})
    ),
    "braces-name": _with(_set("meta", "players", ["{", "}", "{0}", "{players}"])),
    "nul-names": _with(_set("meta", "players", ["A\x00B", "\ud800", "\udfff x", "\n\t"])),
    "players-nan": _text(save_json("eight-minute").replace('"players":3', '"players":NaN')),
    "players-inf": _text(save_json("eight-minute").replace('"players":3', '"players":1e999')),
    "players-huge": _with(_set("options", "players", 10**30)),
    "progress-number": _with(_set("meta", "progress", 12)),
    "year-1": _with(_set("", "updated", "0001-01-01T00:00:00")),
    "year-9999": _with(_set("", "updated", "9999-12-31T23:59:59+00:00")),
    "deep": _text('{"format":"empires-save","meta":' + "[" * 100_000 + "]" * 100_000 + "}"),
    "deep-meta": _with(_set("meta", "players", json.loads("[" * 40 + "]" * 40))),
    "long-number": _text('{"format":"empires-save","seed":' + "9" * 5000 + "}"),
    "long-word": _with(_set("meta", "players", ["W" * 200_000])),
    "not-utf8": lambda path: path.write_bytes(b"\xff\xfe{\x00}\x00"),
    "utf16": lambda path: path.write_bytes(save_json("eight-minute").encode("utf-16")),
    "fifo": _fifo,
    "device": _device,
    "huge": _sparse(60 * 1024 * 1024),
    "odd-game": _with(_set("", "game", "x\x00\ud800{0}" + "W" * 5000)),
    "empty": _text(""),
    "list": _text("[1, 2, 3]"),
    "folder": lambda path: path.mkdir(),
    "dangling-link": lambda path: os.symlink(path.parent / "nowhere", path),
}


def make_all(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for name, maker in ODD.items():
        path = folder / f"{name}.json"
        maker(path)
        made[name] = path
    bad_name = os.fsencode(folder) + b"/caf\xe9-\xff.json"
    with open(bad_name, "wb") as out:
        out.write(save_json("eight-minute").encode())
    return made
