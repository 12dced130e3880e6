"""Translatable messages that the pygame-free engine can carry to any front end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def N_(msgid: str) -> str:
    """Mark a string for extraction into the catalogues; it is translated where it is shown."""
    return msgid


@dataclass(frozen=True, slots=True)
class Message:
    """A source-language text with `{name}` placeholders and the values to put in them."""

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, translate: Callable[[str], str] | None = None) -> str:
        text = translate(self.msgid) if translate else self.msgid
        try:
            return text.format(**self.params)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the message: fall back to the source text.
            return self.msgid.format(**self.params)

    def __str__(self) -> str:
        return self.render()
