"""A shallow copy of a slotted state object, for the seat views a bot reads during one call
(`GameRules.borrowed_view`): the public parts shared, only what is hidden rebuilt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_SHALLOW: dict[type, Callable[[Any], Any]] = {}


def shallow(obj: T) -> T:
    """A new object of `obj`'s slotted class holding the very same attribute values."""
    copier = _SHALLOW.get(type(obj))
    if copier is None:
        copier = _SHALLOW[type(obj)] = _copier(type(obj))
    return copier(obj)  # type: ignore[no-any-return]


def _copier(cls: type) -> Callable[[Any], Any]:
    """One function copying every slot of `cls` by name: a loop of getattr and setattr was a
    third of a random game's time (dataclasses make their __init__ the same way)."""
    names = [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]
    assert all(name.isidentifier() for name in names)
    lines = ["def copy(old):", "    new = make(cls)"]
    lines += [f"    new.{name} = old.{name}" for name in names]
    lines.append("    return new")
    space: dict[str, Any] = {"make": object.__new__, "cls": cls}
    exec("\n".join(lines), space)  # the names are the class's own slots
    return space["copy"]  # type: ignore[no-any-return]
