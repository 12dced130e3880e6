"""Sample games for `empires screenshot` and the layout checker, played once per process."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

_samples: dict[tuple[Any, ...], Any] = {}


def kept(make: Callable[..., Any], *args: Any) -> Any:
    """A copy of the sample `make(*args)`, played once per process: the layout checker
    draws each screen at many sizes, and playing a sample game costs far more than copying."""
    key = (make.__module__, make.__qualname__, *args)
    if key not in _samples:
        _samples[key] = make(*args)
    return copy.deepcopy(_samples[key])
