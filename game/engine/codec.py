"""Turns commands and events (frozen dataclasses) into JSON-ready dicts and back.

Events and commands are plain dataclasses rather than pydantic models because the rules create
hundreds of thousands of them in self-play; pydantic validates them only when a save is read.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

from game.engine.errors import SaveError
from game.engine.messages import N_

if TYPE_CHECKING:
    from pydantic import TypeAdapter


def to_plain(value: Any) -> Any:
    """A JSON-ready copy of a dataclass, enum, tuple, set or dict, recursively."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k) if not isinstance(k, str) else k: to_plain(v) for k, v in value.items()}
    return value


@cache
def _adapter(cls: type) -> TypeAdapter[Any]:
    # pydantic (a third of a start) loads when a save is first read, not with the engine
    from pydantic import TypeAdapter

    return TypeAdapter(cls)


class Codec:
    """Encodes and decodes one game's commands or events, tagged by class name."""

    def __init__(self, types: Iterable[type]) -> None:
        self._types: dict[str, type] = {}
        for cls in types:
            if cls.__name__ in self._types:
                raise ValueError(f"two types named {cls.__name__}")
            self._types[cls.__name__] = cls

    def encode(self, obj: Any) -> dict[str, Any]:
        data: dict[str, Any] = to_plain(obj)
        data["type"] = type(obj).__name__
        return data

    def decode(self, data: Any) -> Any:
        from pydantic import ValidationError  # as in _adapter

        cls, fields = self._split(data)
        try:
            return _adapter(cls).validate_python(fields)
        except ValidationError as exc:
            raise SaveError(
                N_("The save file holds a damaged record: {name}."), name=cls.__name__
            ) from exc

    def decode_unchecked(self, data: Any) -> Any:
        """The record built without validating its fields, for a record that is only compared
        with one the rules make again (a replay's events), never acted on: a field of another
        type simply makes them differ. A record of no known type, or with missing or unknown
        fields, is refused as by `decode`."""
        cls, fields = self._split(data)
        try:
            return cls(**fields)
        except TypeError as exc:
            raise SaveError(
                N_("The save file holds a damaged record: {name}."), name=cls.__name__
            ) from exc

    def _split(self, data: Any) -> tuple[type, dict[str, Any]]:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveError(N_("The save file holds an entry that is not a game record."))
        fields = dict(data)
        name = fields.pop("type")
        cls = self._types.get(name)
        if cls is None:
            raise SaveError(N_("The save file holds an unknown record: {name}."), name=name)
        return cls, fields
