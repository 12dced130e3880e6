"""Save files: the options, the seed and the log of steps, as versioned JSON.

A file that is empty, truncated, corrupt, of a newer format or of another game is refused with
a translatable reason; reading never writes, and writing is atomic (temporary file + rename).
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from game.engine.codec import Codec
from game.engine.errors import EngineError, SaveError
from game.engine.match import Match, Step
from game.engine.messages import N_
from game.engine.rules import GameRules

FORMAT = "empires-save"
FORMAT_VERSION = 1


class SavedStep(BaseModel):
    actor: int
    command: dict[str, Any] | None = None
    events: list[dict[str, Any]]


class SaveFile(BaseModel):
    format: Literal["empires-save"] = FORMAT
    format_version: int = FORMAT_VERSION
    game: str
    rules_version: int = 1
    created: datetime = Field(default_factory=lambda: datetime.now(UTC))
    updated: datetime = Field(default_factory=lambda: datetime.now(UTC))
    seed: int
    options: dict[str, Any]
    meta: dict[str, Any] = Field(default_factory=dict)
    steps: list[SavedStep]


def _codecs(rules_cls: type[GameRules[Any]]) -> tuple[Codec, Codec]:
    cached = rules_cls.__dict__.get("_codecs")
    if cached is None:
        cached = (Codec(rules_cls.command_types), Codec(rules_cls.event_types))
        rules_cls._codecs = cached  # type: ignore[attr-defined]
    return cached


def to_save(match: Match, meta: dict[str, Any] | None = None) -> SaveFile:
    commands, events = _codecs(type(match.rules))
    return SaveFile(
        game=match.rules.game_id,
        rules_version=match.rules.rules_version,
        seed=match.seed,
        options=match.rules.options.model_dump(mode="json"),
        meta=meta or {},
        steps=[
            SavedStep(
                actor=step.actor,
                command=None if step.command is None else commands.encode(step.command),
                events=[events.encode(e) for e in step.events],
            )
            for step in match.steps
        ],
    )


def write_save(path: Path, save: SaveFile) -> None:
    """Write atomically: a crash mid-write leaves the previous file whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save = save.model_copy(update={"updated": datetime.now(UTC)})
    text = save.model_dump_json()
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_match(match: Match, path: Path, meta: dict[str, Any] | None = None) -> None:
    write_save(path, to_save(match, meta))


def _looks_cut_short(text: str) -> bool:
    """True when the text is a JSON document that simply stops: brackets or a string left open."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth < 0:
                return False
    return in_string or depth > 0


def parse_save(text: str, expected_game: str | None = None) -> SaveFile:
    if not text.strip():
        raise SaveError(N_("The save file is empty."))
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        if _looks_cut_short(text):
            raise SaveError(
                N_("The save file is cut short: it was not written to the end.")
            ) from exc
        raise SaveError(N_("The save file is damaged: it is not readable data.")) from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(N_("This file is not an Empires save."))
    version = raw.get("format_version")
    if not isinstance(version, int):
        raise SaveError(N_("The save file is damaged: it has no format version."))
    if version > FORMAT_VERSION:
        raise SaveError(
            N_(
                "This save comes from a newer version of Empires (format {found}; this one reads up to {known})."
            ),
            found=version,
            known=FORMAT_VERSION,
        )
    game = raw.get("game")
    if expected_game is not None and game != expected_game:
        raise SaveError(
            N_("This save is of another game ({found}), not of {expected}."),
            found=str(game),
            expected=expected_game,
        )
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(
            N_("The save file is damaged: some of its records are missing or wrong.")
        ) from exc


def read_save(path: Path, expected_game: str | None = None) -> SaveFile:
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(N_("The save file {name} does not exist."), name=path.name) from exc
    except OSError as exc:
        raise SaveError(N_("The save file {name} cannot be read."), name=path.name) from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(N_("This file is not an Empires save.")) from exc
    return parse_save(text, expected_game)


def match_from_save(save: SaveFile, rules_cls: type[GameRules[Any]]) -> Match:
    """Re-fold a save into a match. Any record that does not fit the rules is a damaged save."""
    if save.game != rules_cls.game_id:
        raise SaveError(
            N_("This save is of another game ({found}), not of {expected}."),
            found=save.game,
            expected=rules_cls.game_id,
        )
    if save.rules_version > rules_cls.rules_version:
        raise SaveError(
            N_(
                "This save comes from a newer version of Empires (format {found}; this one reads up to {known})."
            ),
            found=save.rules_version,
            known=rules_cls.rules_version,
        )
    commands, events = _codecs(rules_cls)
    try:
        rules = rules_cls.from_options(save.options)
    except ValidationError as exc:
        raise SaveError(N_("The save file is damaged: its game options are not valid.")) from exc
    steps = [
        Step(
            actor=s.actor,
            command=None if s.command is None else commands.decode(s.command),
            events=[events.decode(e) for e in s.events],
        )
        for s in save.steps
    ]
    if not steps:
        raise SaveError(N_("The save file is damaged: some of its records are missing or wrong."))
    try:
        return Match(rules, save.seed, steps)
    except EngineError:
        raise
    except Exception as exc:  # a record that the rules cannot apply: the log is not this game's
        raise SaveError(N_("The save file is damaged: its moves do not replay.")) from exc


class Autosaver:
    """A match listener that writes the whole log after every command."""

    def __init__(self, path: Path, meta: dict[str, Any] | None = None) -> None:
        self.path = Path(path)
        self.meta = meta or {}

    def __call__(self, match: Match, step: Step) -> None:
        save_match(match, self.path, self.meta)

    def attach(self, match: Match) -> None:
        match.listeners.append(self)
        match.undo_listeners.append(self)
