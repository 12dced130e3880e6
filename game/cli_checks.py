"""What the command line checks before it plays, reads or writes anything, and how it speaks.

Every argument is checked before a game starts (an unwritable `--save` must not cost a whole
game), and every refusal is one translated line on stderr, never a traceback: exit status
`USAGE` (2) for an argument that cannot be used, `REFUSED` (1) for a file that is refused or
cannot be written. Whatever is printed went through `bounded.printable`: a save's names and
options are data, never escape sequences for the player's terminal.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from game.engine.bounded import printable, printable_lines
from game.engine.messages import N_, Message
from game.engine.rules import GameRules

if TYPE_CHECKING:
    from pydantic import ValidationError

USAGE = 2
REFUSED = 1
# A seed is written into the save; the reader refuses numbers longer than 40 characters.
MAX_SEED = 2**63 - 1
# Whether this run has chosen its language yet (the catalogues cost a third of a second to read:
# a self-play that goes well never reads them).
_chosen: list[bool] = []
MAX_LINE = 400  # characters of a reason: a name read from a file may be far longer


class UsageError(Exception):
    """An argument that cannot be used, with the reason (a msgid with parameters)."""

    def __init__(self, msgid: str, **params: Any) -> None:
        super().__init__(msgid)
        self.message = Message(msgid, params)


def new_run() -> None:
    """A command starts: its language is chosen afresh (in tests, many run in one process)."""
    _chosen.clear()


def say(text: str, stream: TextIO | None = None) -> None:
    """Print text that may hold what a file said: every line cleaned, line breaks kept."""
    print(printable_lines(text), file=stream or sys.stdout)


def complain(message: Message | str) -> None:
    """One line on stderr: `empires: <reason>` in the current language."""
    from game import i18n

    if not _chosen:  # the system's language, read only when there is something to say
        language(None)
    text = printable(
        " ".join((i18n.render(message) if isinstance(message, Message) else message).split())
    )
    if len(text) > MAX_LINE:
        text = text[: MAX_LINE - 1] + "…"
    print(f"empires: {text}", file=sys.stderr)


def bot_names(text: str | None, players: int) -> list[str]:
    """One known level per seat (one name for all is repeated)."""
    from game.ai.registry import ALIASES, LEVELS

    known = ["random", *LEVELS, *ALIASES]
    names = [n.strip().lower() for n in (text or "").split(",") if n.strip()] or ["easy"]
    for name in names:
        if name not in known:
            raise UsageError(
                N_("--bots: unknown level {name} (known: {known})."),
                name=printable(name)[:40],
                known=", ".join(known),
            )
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise UsageError(
            N_("--bots names {count} computer players for {players} seats."),
            count=len(names),
            players=players,
        )
    return names


def think_seconds(value: float | None) -> float | None:
    if value is not None and (not math.isfinite(value) or value < 0 or value > 3600):
        raise UsageError(N_("--think takes a number of seconds from 0 to 3600."))
    return value


def seed_value(value: int | None) -> int | None:
    if value is not None and abs(value) > MAX_SEED:
        raise UsageError(
            N_("--seed takes a whole number from {low} to {high}."), low=-MAX_SEED, high=MAX_SEED
        )
    return value


def _player_range(rules_cls: type[GameRules[Any]]) -> tuple[int, int] | None:
    field = rules_cls.options_model.model_fields.get("players")
    if field is None:
        return None
    low = next((m.ge for m in field.metadata if hasattr(m, "ge")), None)
    high = next((m.le for m in field.metadata if hasattr(m, "le")), None)
    return (low, high) if isinstance(low, int) and isinstance(high, int) else None


def rules_for(rules_cls: type[GameRules[Any]], options: dict[str, Any]) -> GameRules[Any]:
    """The game's rules for these options, or a UsageError saying in one line what is wrong."""
    bounds = _player_range(rules_cls)
    players = options.get("players")
    if bounds is not None and isinstance(players, int) and not bounds[0] <= players <= bounds[1]:
        raise UsageError(
            N_("--players: this game is played by {low} to {high} players."),
            low=bounds[0],
            high=bounds[1],
        )
    # pydantic (a third of a start) loads with the first options checked, not with the command
    from pydantic import ValidationError

    try:
        return rules_cls.from_options(options)
    except ValidationError as exc:
        raise UsageError(
            N_("These options cannot be played: {reason}"), reason=_first_error(exc)
        ) from exc
    except ValueError as exc:
        raise UsageError(
            N_("These options cannot be played: {reason}"), reason=printable(str(exc))[:300]
        ) from exc


def _first_error(exc: ValidationError) -> str:
    """The first problem pydantic found, as one line ("unknown faction 'martians' ...")."""
    errors = exc.errors()
    if not errors:
        return "?"
    first = errors[0]
    text = str(first.get("msg", "?")).removeprefix("Value error, ")
    where = ".".join(str(part) for part in first.get("loc", ()))
    line = f"{where}: {text}" if where else text
    return printable(" ".join(line.split()))[:300]


def save_target(path: Path | None) -> None:
    """A `--save` that can be written, checked before the game is played (a probe file is
    written and removed beside it)."""
    if path is None:
        return
    from game.settings import write_problem

    shown = printable(str(path))[:200]
    if path.is_dir():
        raise UsageError(N_("--save: {path} is a folder, not a file."), path=shown)
    problem = write_problem(path.parent if str(path.parent) else Path("."))
    if problem is not None:
        raise UsageError(
            N_("--save: {path} cannot be written ({reason})."),
            path=shown,
            reason=printable(problem.strerror or type(problem).__name__),
        )


def seat_number(seat: int | None, players: int) -> int | None:
    """`--seat N` (1 to the number of players) as a seat index."""
    if seat is None:
        return None
    if not 1 <= seat <= players:
        raise UsageError(N_("--seat takes a seat from 1 to {players}."), players=players)
    return seat - 1


def language(code: str | None) -> str:
    """The language to speak: a code we know (`ru_RU.UTF-8` is Russian), else the system's,
    with a note saying so when a code was given and is not known."""
    from game import i18n

    _chosen.append(True)
    if code is None:
        return i18n.set_language(i18n.detect_language())
    known = i18n.language_code(code)
    if known is not None:
        return i18n.set_language(known)
    lang = i18n.set_language(i18n.detect_language())
    complain(
        Message(
            N_("There is no language {code}; {language} is used (known: {known})."),
            {
                "code": printable(code)[:20],
                "language": i18n.LANGUAGES[lang],
                "known": ", ".join(i18n.LANGUAGES),
            },
        )
    )
    return lang
