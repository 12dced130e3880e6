"""A seat's view of a game state as JSON-ready data: what travels to that seat's client.

The rules' states are dataclasses and small slotted classes built for speed, not for the wire;
this walks them generically. Caches (fields that take no part in comparison) and private
attributes stay on the server.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

_SCALARS = (str, int, float, bool, type(None))


def _fields(value: Any) -> dict[str, Any] | None:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value) if f.compare}
    slots: list[str] = []
    for cls in type(value).__mro__:
        found = cls.__dict__.get("__slots__", ())
        slots.extend([found] if isinstance(found, str) else found)
    if slots:
        return {name: getattr(value, name) for name in slots if hasattr(value, name)}
    if hasattr(value, "__dict__"):
        return dict(vars(value))
    return None


def to_wire(value: Any, depth: int = 0) -> Any:
    """A JSON-ready copy of `value`: dataclasses and plain objects become dicts of their public
    fields, tuples and sets lists, enums their values, dict keys strings."""
    if isinstance(value, _SCALARS):
        return value
    if depth > 40:
        raise ValueError("state nested too deeply for the wire")
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [to_wire(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_wire(v, depth + 1) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): to_wire(v, depth + 1) for k, v in value.items()}
    fields = _fields(value)
    if fields is None:
        raise TypeError(f"cannot send a {type(value).__name__}")
    return {
        name: to_wire(v, depth + 1)
        for name, v in fields.items()
        if not name.startswith("_") and not name.endswith("cache") and not callable(v)
    }
