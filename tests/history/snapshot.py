"""A state as plain data, to compare two states of any game (not every state class defines
equality): objects by their fields (caches left out), sets sorted, recursively."""

from __future__ import annotations

import dataclasses
from typing import Any


def plain(obj: Any, depth: int = 0) -> Any:
    if depth > 40:
        raise RecursionError("state nested too deep to compare")
    if obj is None or isinstance(obj, bool | int | float | str | bytes):
        return obj
    if isinstance(obj, dict):
        return sorted((repr(k), plain(v, depth + 1)) for k, v in obj.items())
    if isinstance(obj, list | tuple):
        return [plain(x, depth + 1) for x in obj]
    if isinstance(obj, set | frozenset):
        return sorted(repr(plain(x, depth + 1)) for x in obj)
    if hasattr(obj, "value") and type(obj).__module__ == "enum":
        return repr(obj)
    if dataclasses.is_dataclass(obj):
        fields = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
    elif hasattr(obj, "__dict__"):
        fields = dict(vars(obj))
    else:
        slots = getattr(type(obj), "__slots__", ())
        if not slots:
            return repr(obj)
        fields = {s: getattr(obj, s, None) for s in slots}
    # caches (filled lazily by whoever asked first) are not part of the game's state
    kept = {k: v for k, v in fields.items() if not k.endswith("_cache") and not k.startswith("_")}
    return (type(obj).__name__, sorted((k, plain(v, depth + 1)) for k, v in kept.items()))
