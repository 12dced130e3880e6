"""Save files: the options, the seed and the log of steps, as versioned JSON.

A file that is empty, truncated, corrupt, too large, too deep, not a regular file, of a newer
format or of another game is refused with a translatable reason; reading never writes, and
writing is atomic (temporary file + rename). Loading trusts only the commands: every one is
decided again from the seed and must cause exactly the recorded events. A save of older rules
is carried over by the game's named upgraders (`GameRules.save_upgraders`) or refused.
"""

from __future__ import annotations

import errno
import json
import os
import re
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Any

from game.engine import bounded
from game.engine.codec import Codec
from game.engine.errors import EngineError, IllegalCommand, SaveError
from game.engine.match import SETUP_ACTOR, Match, Step, rng_for
from game.engine.messages import N_
from game.engine.position import base_class, origin_of, same_rules, started_at
from game.engine.rules import GameRules
from game.engine.save_format import (
    FORMAT,
    FORMAT_VERSION,
    PLAIN_FORMAT_VERSION,
    STARTED_FORMAT_VERSION,
)

# A long four-player Imperial Settlers game saves in under 100 kB: 4 MB leaves room for forty.
MAX_SAVE_BYTES = 4 * 1024 * 1024
TMP_SUFFIX = ".tmp"
# A game taken over from a game that was itself taken over...: each start holds the one before.
MAX_START_DEPTH = 12

if TYPE_CHECKING:  # named here for the readers of this module (see __getattr__)
    from game.engine.save_model import SavedStart as SavedStart
    from game.engine.save_model import SavedStep as SavedStep
    from game.engine.save_model import SaveFile as SaveFile

# An upgrader turns a save of rules version N into one of version N + 1, or refuses it.
Upgrader = Callable[["SaveFile"], "SaveFile"]


def __getattr__(name: str) -> Any:
    # The save's pydantic models (and pydantic, a third of a start) load when a save is first
    # read or written, not with every module that names them: the menu needs none of it.
    if name in ("SaveFile", "SavedStep", "SavedStart", "Whole"):
        from game.engine import save_model

        return getattr(save_model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _codecs(rules_cls: type[GameRules[Any]]) -> tuple[Codec, Codec]:
    cached = rules_cls.__dict__.get("_codecs")
    if cached is None:
        cached = (Codec(rules_cls.command_types), Codec(rules_cls.event_types))
        rules_cls._codecs = cached  # type: ignore[attr-defined]
    return cached


def saved_steps(rules: GameRules[Any], steps: list[Step]) -> list[SavedStep]:
    from game.engine.save_model import SavedStep  # pydantic: see __getattr__

    commands, events = _codecs(base_class(rules))
    return [
        SavedStep(
            actor=step.actor,
            command=None if step.command is None else commands.encode(step.command),
            events=[events.encode(e) for e in step.events],
        )
        for step in steps
    ]


def to_save(match: Match, meta: dict[str, Any] | None = None) -> SaveFile:
    from game.engine.save_model import SaveFile  # pydantic: see __getattr__

    start = origin_of(match.rules)
    return SaveFile(
        format_version=PLAIN_FORMAT_VERSION if start is None else STARTED_FORMAT_VERSION,
        game=match.rules.game_id,
        rules_version=match.rules.rules_version,
        seed=match.seed,
        options=match.rules.options.model_dump(mode="json"),
        meta=meta or {},
        start=start,
        steps=saved_steps(match.rules, match.steps),
    )


def redrawn_start(match: Match, upto: int, seat: int, redraw_seed: int) -> GameRules[Any]:
    """Rules of `match`'s game beginning after its step `upto`, with what `seat` could not know
    there redrawn from `redraw_seed`: a match of them begins at that position (its first step
    sets nothing up), and its save carries how to derive the position again."""
    from game.engine.save_model import SavedStart  # pydantic: see __getattr__

    if not 0 <= upto < len(match.steps):
        raise ValueError(f"no step {upto} in a log of {len(match.steps)}")
    if not 0 <= seat < match.rules.player_count:
        raise ValueError(f"no seat {seat}")
    origin = SavedStart(
        seat=seat,
        redraw_seed=redraw_seed,
        seed=match.seed,
        steps=saved_steps(match.rules, match.steps[: upto + 1]),
        start=origin_of(match.rules),
    )
    rules = match.rules
    before = Match(same_rules(rules), match.seed, list(match.steps[: upto + 1]))
    return _redrawn(before, origin)


def _redrawn(before: Match, origin: SavedStart) -> GameRules[Any]:
    rules = before.rules
    position = rules.determinize(before.state, origin.seat, Random(origin.redraw_seed))
    return started_at(rules, position, origin)


# File systems limit a name in bytes (255 on most): a name of 60 emoji is 240 bytes, and its
# temporary file (8 random characters and ".tmp" more) must still fit.
MAX_NAME_BYTES = 255
_TMP_PREFIX_BYTES = MAX_NAME_BYTES - 8 - len(TMP_SUFFIX) - 16


# What a file name made from a player's words may not hold: path separators, marks some file
# systems refuse, and control characters.
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]')
MAX_NAME_CHARS = 60
# Names tried for a new save before giving up: "<name>", then " (2)" … " (MAX_NAME_TRIES)".
MAX_NAME_TRIES = 200


def file_name(text: str) -> str:
    """A file name made from what the player typed or chose (no path separators or control
    marks), at most MAX_NAME_CHARS characters."""
    return _UNSAFE.sub("_", text).strip(" .")[:MAX_NAME_CHARS]


def free_save_path(folder: Path, name: str) -> Path:
    """A path for a new save in `folder` named after `name` (cleaned), that no file has yet:
    an existing save is never overwritten. FileExistsError after MAX_NAME_TRIES names."""
    base = file_name(name) or "save"
    for n in range(1, MAX_NAME_TRIES + 1):
        path = folder / (f"{base}.json" if n == 1 else f"{base} ({n}).json")
        if not path.exists():
            return path
    raise FileExistsError(str(folder / f"{base}.json"))


def fit_name(text: str, max_bytes: int) -> str:
    """`text` cut to at most `max_bytes` bytes of UTF-8 (the file system's measure), never in
    the middle of a character."""
    data = os.fsencode(text)
    if len(data) <= max_bytes:
        return text
    return os.fsdecode(data[:max_bytes]).encode("utf-8", "ignore").decode("utf-8", "ignore")


def _tmp_prefix(path: Path) -> str:
    """The start of a temporary file's name beside `path`: the name itself when it fits, else
    its stem cut in bytes; it keeps ".json" so that stale ones are found and removed."""
    name = path.name
    if len(os.fsencode(name)) <= _TMP_PREFIX_BYTES:
        return name
    return fit_name(path.stem, _TMP_PREFIX_BYTES - len(".json")) + ".json"


def write_save(path: Path, save: SaveFile) -> None:
    """Write atomically: a crash mid-write leaves the previous file whole."""
    save = save.model_copy(update={"updated": datetime.now(UTC)})
    write_atomically(Path(path), save.model_dump_json())


def write_atomically(path: Path, text: str, private: bool = False) -> None:
    """Write `text` to `path` through a temporary file beside it: a crash mid-write leaves the
    previous file whole. `private` makes the file readable by its owner only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_tmp_prefix(path), suffix=TMP_SUFFIX, dir=path.parent)
    try:
        if private:
            os.chmod(tmp, 0o600)
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
        raw = bounded.loads(text)
    except bounded.FileRefused as exc:
        raise SaveError(exc.message.msgid, **exc.message.params) from exc
    except json.JSONDecodeError as exc:
        if _looks_cut_short(text):
            raise SaveError(
                N_("The save file is cut short: it was not written to the end.")
            ) from exc
        raise SaveError(N_("The save file is damaged: it is not readable data.")) from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(N_("This file is not an Empires save."))
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):  # `true` is not a version
        raise SaveError(N_("The save file is damaged: it has no format version."))
    if version < 1:
        raise SaveError(
            N_("The save file is damaged: format version {found} was never written by Empires."),
            found=version,
        )
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
            found=bounded.printable(str(game))[:60],
            expected=expected_game,
        )
    from pydantic import ValidationError  # pydantic: see __getattr__

    from game.engine.save_model import SaveFile

    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(
            N_("The save file is damaged: some of its records are missing or wrong.")
        ) from exc
    if save.start is not None and save.format_version < STARTED_FORMAT_VERSION:
        raise SaveError(N_("The save file is damaged: some of its records are missing or wrong."))
    return save


def read_save(path: Path, expected_game: str | None = None) -> SaveFile:
    """Read a save within the limits (size, regular file, non-blocking); never writes."""
    path = Path(path)
    name = bounded.printable(os.fsdecode(path.name))
    try:
        data = bounded.read_bytes(path, MAX_SAVE_BYTES)
    except bounded.FileRefused as exc:
        if exc.message.msgid == N_("The file {name} does not exist."):
            raise SaveError(N_("The save file {name} does not exist."), name=name) from exc
        if exc.message.msgid == N_("The file {name} cannot be read."):
            raise SaveError(N_("The save file {name} cannot be read."), name=name) from exc
        raise SaveError(exc.message.msgid, **exc.message.params) from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(N_("This file is not an Empires save.")) from exc
    return parse_save(text, expected_game)


def upgrade(save: SaveFile, rules_cls: type[GameRules[Any]]) -> SaveFile:
    """The save carried to the current rules version by the game's named upgraders; a save of
    newer rules, or of older rules that no upgrader covers, is refused, never replayed as is."""
    known = rules_cls.rules_version
    if save.rules_version > known:
        raise SaveError(
            N_(
                "This save comes from a newer version of Empires (format {found}; this one reads up to {known})."
            ),
            found=save.rules_version,
            known=known,
        )
    upgraders: dict[int, Upgrader] = getattr(rules_cls, "save_upgraders", {})
    if save.start is not None and save.rules_version < known:
        # the game it was taken from is of the same rules: carried over by the same upgraders
        save = save.model_copy(update={"start": _upgraded_start(save, save.start, rules_cls)})
    while save.rules_version < known:
        step = upgraders.get(save.rules_version)
        if step is None:
            raise SaveError(
                N_(
                    "This save was made with older rules of this game (version {found}; these are version {known}) and cannot be carried over."
                ),
                found=save.rules_version,
                known=known,
            )
        before = save.rules_version
        save = step(save)
        if save.rules_version <= before:
            raise RuntimeError(f"upgrader from rules version {before} did not move the save on")
    return save


def _origin_save(save: SaveFile, origin: SavedStart) -> SaveFile:
    """The game a start was taken from, as a save of its own (cut at the step taken over)."""
    from game.engine.save_model import SaveFile  # pydantic: see __getattr__

    return SaveFile(
        format_version=save.format_version,
        game=save.game,
        rules_version=save.rules_version,
        seed=origin.seed,
        options=save.options,
        start=origin.start,
        steps=origin.steps,
    )


def _upgraded_start(
    save: SaveFile, origin: SavedStart, rules_cls: type[GameRules[Any]]
) -> SavedStart:
    before = upgrade(_origin_save(save, origin), rules_cls)
    return origin.model_copy(update={"steps": before.steps, "start": before.start})


def _replay_checked(rules: GameRules[Any], seed: int, steps: list[Step], events: Codec) -> Match:
    """Decide every recorded command again and keep the match only if the rules give the very
    events that were recorded: an edited log is refused, never continued."""
    match = Match(rules, seed, [])
    for index, recorded in enumerate(steps):
        state = match.state
        if index == 0:
            if recorded.command is not None or recorded.actor != SETUP_ACTOR:
                raise SaveError(N_("The save file is damaged: its moves do not replay."))
            derived = rules.setup(state, rng_for(seed, 0))
            _same_events(derived, recorded.events, events)
            match._apply(Step(recorded.actor, None, list(derived)))
            continue
        command = recorded.command
        pending = match.pending
        if (
            command is None
            or pending is None
            or getattr(command, "player", None) != recorded.actor
            or recorded.actor not in pending.players
        ):
            raise SaveError(N_("The save file is damaged: its moves do not replay."))
        try:
            derived, after = rules.decide_and_evolve(state, command, rng_for(seed, index))
        except IllegalCommand as exc:
            raise SaveError(N_("The save file is damaged: its moves do not replay.")) from exc
        # a refused record leaves the match half-applied: it is thrown away with the error
        _same_events(derived, recorded.events, events)
        match._adopt(Step(recorded.actor, command, list(derived)), after)
    return match


def _same_events(derived: list[Any], recorded: list[Any], events: Codec) -> None:
    """The decided events are the recorded ones: compared as values first (decoded records
    are the very dataclasses), and as saved JSON where the values differ only in form (a
    tuple read back as a list...)."""
    if derived == recorded:
        return
    if [events.encode(e) for e in derived] != [events.encode(e) for e in recorded]:
        raise SaveError(N_("The save file is damaged: its moves do not replay."))


_RULES: dict[tuple[type, str], GameRules[Any]] = {}


def _rules_for(rules_cls: type[GameRules[Any]], options: dict[str, Any]) -> GameRules[Any]:
    """The rules of these options, made once: a game's rules are fixed by its options, and
    making them (Eight-Minute Empire's tables of every command) was a fifth of a replay."""
    key = (rules_cls, json.dumps(options, sort_keys=True))
    rules = _RULES.get(key)
    if rules is None:
        if len(_RULES) >= 32:
            _RULES.clear()
        rules = _RULES[key] = rules_cls.from_options(options)
    return rules


def match_from_save(save: SaveFile, rules_cls: type[GameRules[Any]]) -> Match:
    """Re-decide a save into a match. Any record that does not fit the rules is a damaged save."""
    if save.game != rules_cls.game_id:
        raise SaveError(
            N_("This save is of another game ({found}), not of {expected}."),
            found=save.game,
            expected=rules_cls.game_id,
        )
    from pydantic import ValidationError  # pydantic: see __getattr__

    save = upgrade(save, rules_cls)
    commands, events = _codecs(rules_cls)
    try:
        # Names among the options are shown on screens and terminals: cleaned once, here.
        rules = _rules_for(rules_cls, bounded.printable_tree(save.options))
    except ValidationError as exc:
        raise SaveError(N_("The save file is damaged: its game options are not valid.")) from exc
    if save.start is not None:
        rules = _started_rules(save, rules_cls)
    steps = [
        Step(
            actor=s.actor,
            command=None if s.command is None else commands.decode(s.command),
            # only compared with the events decided again, never applied
            events=[events.decode_unchecked(e) for e in s.events],
        )
        for s in save.steps
    ]
    if not steps:
        raise SaveError(N_("The save file is damaged: some of its records are missing or wrong."))
    try:
        return _replay_checked(rules, save.seed, steps, events)
    except SaveError:
        # say which record is damaged, as when every event was validated on reading
        for s in save.steps:
            for e in s.events:
                events.decode(e)
        raise
    except EngineError:
        raise
    except Exception as exc:  # a record that the rules cannot apply: the log is not this game's
        raise SaveError(N_("The save file is damaged: its moves do not replay.")) from exc


def _started_rules(save: SaveFile, rules_cls: type[GameRules[Any]]) -> GameRules[Any]:
    """The rules of a game taken over with its hidden things redrawn, its position derived
    again: the game it was taken from replayed and checked like any save, then the redraw."""
    depth, inner = 0, save.start
    while inner is not None:
        depth += 1
        inner = inner.start
    if depth > MAX_START_DEPTH:
        raise SaveError(N_("The save file is damaged: some of its records are missing or wrong."))
    origin = save.start
    assert origin is not None
    before = match_from_save(_origin_save(save, origin), rules_cls)
    if not 0 <= origin.seat < before.rules.player_count:
        raise SaveError(N_("The save file is damaged: some of its records are missing or wrong."))
    try:
        return _redrawn(before, origin)
    except Exception as exc:  # the rules could not guess at this position: not this game's
        raise SaveError(N_("The save file is damaged: its moves do not replay.")) from exc


# Told once per failing autosaver when its folder cannot be written: (match, meta, error).
AutosaveFailure = Callable[[Match, dict[str, Any], OSError], None]


class FolderInUse(OSError):
    """The autosave's folder belongs to another running copy of the game: not written here."""


class Autosaver:
    """A match listener that writes the whole log after every command.

    A folder that cannot be written (read-only, full, a file in its place) never stops the game:
    the match goes on in memory, `failed` holds the error, and `on_failure` (or, when none is
    given, the class-wide `failure_handler` the window installs) is told once. While
    `Autosaver.held_by_another` is set (the window sets it when another copy of the game owns
    the data folder), no autosaver writes or removes its file: the reason is told instead."""

    failure_handler: AutosaveFailure | None = None
    held_by_another: FolderInUse | None = None

    def __init__(
        self,
        path: Path,
        meta: dict[str, Any] | None = None,
        on_failure: AutosaveFailure | None = None,
    ) -> None:
        self.path = Path(path)
        self.meta = meta or {}
        self.on_failure = on_failure
        self.failed: OSError | None = None
        self.told = False

    def __call__(self, match: Match, step: Step) -> None:
        try:
            if Autosaver.held_by_another is not None:
                raise Autosaver.held_by_another
            save_match(match, self.path, self.meta)
        except (OSError, ValueError) as caught:  # ValueError: a value JSON cannot hold
            exc = caught if isinstance(caught, OSError) else OSError(errno.EINVAL, str(caught))
            self.failed = exc
            handler = self.on_failure or Autosaver.failure_handler
            if not self.told and handler is not None:
                self.told = True
                handler(match, self.meta, exc)
        else:
            self.failed = None

    def forget(self) -> None:
        """Remove the autosave (its game is over); another copy's file, or a folder that cannot
        be written, is left as it is."""
        if Autosaver.held_by_another is not None:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            self.failed = exc

    def attach(self, match: Match) -> None:
        match.listeners.append(self)
        match.undo_listeners.append(self)
