"""Errors the engine raises, each carrying a translatable reason."""

from __future__ import annotations

from typing import Any

from game.engine.messages import Message


class EngineError(Exception):
    def __init__(self, msgid: str, **params: Any) -> None:
        self.message = Message(msgid, params)
        super().__init__(str(self.message))


class IllegalCommand(EngineError):
    """A command the rules refuse; the state is left unchanged, except by
    `GameRules.decide_and_evolve` when `spoiled` is set (see there)."""

    spoiled: bool = False


class SaveError(EngineError):
    """A save file that cannot be read; the file itself is never touched."""
