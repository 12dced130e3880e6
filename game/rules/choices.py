""" "What can I do now?" in the rules' words: a seat's legal commands in groups, each group
said as a translatable phrase with its numbers ("Take one of 6 cards (prices 0–3)").

Each game's `choices.py` files every legal command of the seat on turn under exactly one group
(`ChoiceGroup`); the table's "What can I do now?" panel shows them. The phrases are kept as
msgids and values (`Words`) and translated only where they are shown, so this stays free of
the front end; `N_` and `ngettext` are named like the catalogue markers so that the extractor
finds their texts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Words:
    """`msgid` (or, with `plural`, the plural entry chosen by `n`) with `{name}` placeholders;
    a value that is itself `Words` is translated too when shown."""

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None
    n: int = 0


def N_(msgid: str, **params: Any) -> Words:
    """A phrase to translate where it is shown."""
    return Words(msgid, params)


def ngettext(singular: str, plural: str, n: int, **params: Any) -> Words:
    """A phrase with a count `n` (also its `{n}`)."""
    return Words(singular, {"n": n, **params}, plural, n)


@dataclass(frozen=True, slots=True)
class ChoiceGroup:
    """One kind of choice: `kind` names it (stable, for tests and the table), `words` say it,
    `commands` are the legal commands it stands for."""

    kind: str
    words: Words
    commands: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Choices:
    """What the seat may do now: `about` says the decision in one line (or None), `groups`
    hold every legal command once."""

    about: Words | None
    groups: tuple[ChoiceGroup, ...]

    @property
    def count(self) -> int:
        return sum(len(g.commands) for g in self.groups)


def other(kind: str, commands: Sequence[Any]) -> ChoiceGroup:
    """A command of a kind the game's grouping does not know (a test keeps this from
    happening): still listed, never left out."""
    return ChoiceGroup(kind, N_("Something else."), tuple(commands))


def by_kind(commands: Iterable[Any], kind_of: Callable[[Any], str]) -> dict[str, list[Any]]:
    """The commands under their kind, the kinds in the order they first come."""
    out: dict[str, list[Any]] = {}
    for command in commands:
        out.setdefault(kind_of(command), []).append(command)
    return out


def distinct(values: Iterable[Hashable]) -> int:
    """How many different values there are."""
    return len(set(values))


def span(values: Sequence[int]) -> str:
    """ "2" or "0–3": the lowest and highest of `values` (digits read the same everywhere)."""
    low, high = min(values), max(values)
    return str(low) if low == high else f"{low}–{high}"


def problems(choices: Choices, legal: Sequence[Any]) -> list[str]:
    """What is wrong with `choices` as a description of `legal`: a command in no group or in
    two, a group with none, or counts that do not add up."""
    found = [f"group {g.kind} holds no command" for g in choices.groups if not g.commands]
    listed = [c for g in choices.groups for c in g.commands]
    if sorted(map(repr, listed)) != sorted(map(repr, legal)):  # each once, none left out
        missing = [c for c in legal if c not in listed]
        extra = [c for c in listed if c not in legal]
        found.append(f"not described: {missing[:3]}; not legal: {extra[:3]}")
    if choices.count != len(legal):
        found.append(f"groups hold {choices.count} commands, {len(legal)} are legal")
    return found
