"""A quicker `__init__` for the frozen slotted dataclasses of commands and events.

A frozen dataclass's own `__init__` sets each field through `object.__setattr__`, which looks
the slot up by name every time: a five-field event took 2 µs to make, a sixth of a random
Eight-Minute Empire step. The slot's own setter does the same work without the look-up. The
class stays frozen (assignment after construction still raises) and equal, hashed, printed
and saved as before; only classes whose fields are all plain `__init__` arguments with
no `default_factory` and no `__post_init__` are changed.
"""

from __future__ import annotations

import dataclasses
from typing import Any

_DONE = "__quick_init__"


def quicken(cls: type) -> None:
    """Give the frozen slotted dataclass `cls` the quicker `__init__` (if it qualifies)."""
    if cls.__dict__.get(_DONE) or not dataclasses.is_dataclass(cls):
        return
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        return
    if hasattr(cls, "__post_init__"):
        return
    fields = dataclasses.fields(cls)
    slots = set(cls.__dict__["__slots__"])
    for f in fields:
        if (
            not f.init
            or f.kw_only
            or f.default_factory is not dataclasses.MISSING
            or f.name not in slots
            or not f.name.isidentifier()
        ):
            return
    space: dict[str, Any] = {}
    args, body = [], []
    for i, f in enumerate(fields):
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            space[f"_d{i}"] = f.default
            args.append(f"{f.name}=_d{i}")
        space[f"_s{i}"] = cls.__dict__[f.name].__set__
        body.append(f"    _s{i}(self, {f.name})")
    source = "\n".join([f"def __init__(self, {', '.join(args)}):", *(body or ["    pass"])])
    exec(source, space)  # the names are the dataclass's own fields
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 (mypy refuses assigning a method)
    setattr(cls, _DONE, True)
