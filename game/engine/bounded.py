"""Reading a file the player (or anything else) left in our folders, without trusting it.

Every read is bounded: only regular files, opened without blocking (a FIFO or a device named
`*.json` must not hang the game), done within `READ_TIMEOUT` seconds (a network folder that
stops answering leaves a reader thread behind, not a frozen game), at most `limit` bytes, and JSON at most `MAX_DEPTH` deep,
with no number longer than `MAX_NUMBER_CHARS` and no NaN or infinity. A refusal carries a
translatable reason; what the file says is data, never code or a format string.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from itertools import accumulate
from pathlib import Path
from typing import Any

from game.engine.errors import EngineError
from game.engine.messages import N_

MAX_DEPTH = 48
MAX_NUMBER_CHARS = 40
_READ_CHUNK = 1 << 16
READ_TIMEOUT = 5.0  # seconds; a save of the largest size reads in milliseconds
# A string (skipped whole: a bracket inside a name is not nesting), and what is not a bracket.
_STRINGS = re.compile(r'"(?:[^"\\]++|\\.)*+"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class FileRefused(EngineError):
    """A file that is not read, with the reason (a msgid with parameters)."""


def read_bytes(path: Path, limit: int, timeout: float = READ_TIMEOUT) -> bytes:
    """The file's bytes, or FileRefused: missing, not a regular file, unreadable, too large,
    or not answering within `timeout` seconds (the read then goes on in a daemon thread)."""
    outcome: list[tuple[bytes | None, BaseException | None]] = []

    def work() -> None:
        try:
            outcome.append((_read_bytes(path, limit), None))
        except BaseException as exc:  # handed to the caller's thread below
            outcome.append((None, exc))

    reader = threading.Thread(target=work, name="bounded-read", daemon=True)
    reader.start()
    reader.join(timeout)
    if not outcome:
        raise FileRefused(
            N_("The file {name} did not answer within {seconds} seconds."),
            name=_shown(path),
            seconds=round(timeout),
        )
    data, error = outcome[0]
    if error is not None:
        raise error
    assert data is not None
    return data


def _read_bytes(path: Path, limit: int) -> bytes:
    try:
        before = os.stat(path)
    except FileNotFoundError as exc:
        raise FileRefused(N_("The file {name} does not exist."), name=_shown(path)) from exc
    except (OSError, ValueError) as exc:
        raise FileRefused(N_("The file {name} cannot be read."), name=_shown(path)) from exc
    if not stat.S_ISREG(before.st_mode):
        raise FileRefused(N_("This is not a file but a folder or a device."))
    if before.st_size > limit:
        raise FileRefused(
            N_("The file is too large ({size} kB; at most {limit} kB)."),
            size=before.st_size // 1024,
            limit=limit // 1024,
        )
    # Non-blocking: if the path was swapped for a FIFO since the stat, opening still returns.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(N_("The file {name} cannot be read."), name=_shown(path)) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileRefused(N_("This is not a file but a folder or a device."))
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_READ_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise FileRefused(N_("The file {name} cannot be read."), name=_shown(path)) from exc
    finally:
        os.close(fd)
    if total > limit:  # it grew after the stat
        raise FileRefused(
            N_("The file is too large ({size} kB; at most {limit} kB)."),
            size=total // 1024,
            limit=limit // 1024,
        )
    return b"".join(chunks)


def decode_text(data: bytes) -> str:
    """UTF-8 text (a byte-order mark is allowed); anything else is refused."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(N_("The file is not text in the expected encoding (UTF-8).")) from exc


def nesting_depth(text: str, stop_above: int | None = None) -> int:
    """How deep the brackets of a JSON text go (strings skipped); never recursive. The strings,
    then everything but the brackets, are cut out by the regular-expression engine and the
    depth is a running sum: a Load list reads every save through here, and a loop over tokens
    in Python cost more than the parse itself. (`stop_above` is kept for callers: the scan is
    linear whatever the depth.)"""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(map(_BRACKET_STEP.__getitem__, brackets))))


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise FileRefused(N_("The file holds a number that is far too long."))
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_NUMBER_CHARS else float("inf")
    if value in (float("inf"), float("-inf")):
        raise FileRefused(N_("The file holds a number that is far too long."))
    return value


def _refuse_constant(text: str) -> Any:
    raise FileRefused(N_("The file holds a value that is not a number ({value})."), value=text)


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text within the limits; json.JSONDecodeError for text that is not JSON."""
    if nesting_depth(text, max_depth) > max_depth:
        raise FileRefused(N_("The file is nested too deeply to be read."))
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_refuse_constant,
        )
    except RecursionError as exc:  # the depth scan missed a trick: still a refusal, not a crash
        raise FileRefused(N_("The file is nested too deeply to be read.")) from exc
    if "\\u" in text:  # only an escape can smuggle in a lone surrogate
        _refuse_lone_surrogates(value)
    return value


def _refuse_lone_surrogates(value: Any) -> None:
    """A `\\udXXX` escape without its pair parses to a string that can be neither drawn nor
    written back: such a file is refused rather than crashing the next autosave."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and not item.isascii():
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise FileRefused(N_("The file holds text that is not valid Unicode.")) from exc


def read_json(path: Path, limit: int, max_depth: int = MAX_DEPTH) -> Any:
    return loads(decode_text(read_bytes(path, limit)), max_depth)


def _shown(path: Path) -> str:
    """A file name safe to show and to log: undecodable bytes and control marks replaced."""
    return printable(os.fsdecode(Path(path).name))


# Characters that reorder or hide the text around them (the "Trojan Source" set: embeddings,
# overrides, isolates, their marks) and the line and paragraph separators: a name read from a
# file must not make a log line or a list row read otherwise than it is.
_REORDERING = frozenset(
    [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
)


def printable(text: str) -> str:
    """Text read from a file, safe to draw on a screen and to write to a terminal: control
    characters (C0, DEL, C1: escape sequences included), NULs, lone surrogates, bidirectional
    overrides and line separators each replaced by U+FFFD. The one cleaner for all such text:
    the window's lists and names, `empires log` and `empires replay` all go through it."""
    out = []
    for char in text:
        code = ord(char)
        if code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code <= 0xDFFF or code in _REORDERING:
            out.append("\ufffd")
        else:
            out.append(char)
    return "".join(out)


def printable_tree(value: Any) -> Any:
    """A JSON-like value with every string in it (keys too) cleaned by `printable`."""
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        return {printable_tree(k): printable_tree(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [printable_tree(v) for v in value]
    return value


def printable_lines(text: str) -> str:
    """Several lines of file text for a terminal: each line cleaned by `printable`, the line
    breaks kept (a carriage return or form feed in a name is still replaced)."""
    return "\n".join(printable(line) for line in text.split("\n"))
