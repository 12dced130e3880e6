"""The save file's records as pydantic models, validated when a save is read
(`savefile.parse_save`). Kept apart from `savefile` so that a start, which reads no save
before the player asks, does not load pydantic."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, Strict, field_validator

from game.engine.save_format import PLAIN_FORMAT_VERSION

# A whole number as the file wrote it: `true`, `"3"` or `3.0` is a damaged record, not a 1 or 3.
Whole = Annotated[int, Strict()]


class SavedStep(BaseModel):
    actor: Whole
    command: dict[str, Any] | None = None
    events: list[dict[str, Any]]


class SavedStart(BaseModel):
    """Where a game taken over with its hidden things redrawn begins: the game it was taken
    from (same game, options and rules; its seed, its steps up to the one taken over, and its
    own start if it had one), and the redraw: what `seat` could not know guessed again by the
    rules' `determinize` from `redraw_seed`. Loading derives the position again from these."""

    seat: Whole
    redraw_seed: Whole
    seed: Whole
    steps: list[SavedStep]
    start: SavedStart | None = None


class SaveFile(BaseModel):
    format: Literal["empires-save"] = "empires-save"
    format_version: Whole = PLAIN_FORMAT_VERSION
    game: str
    rules_version: Whole = 1
    created: datetime = Field(default_factory=lambda: datetime.now(UTC))
    updated: datetime = Field(default_factory=lambda: datetime.now(UTC))
    seed: Whole
    options: dict[str, Any]
    meta: dict[str, Any] = Field(default_factory=dict)
    start: SavedStart | None = None
    steps: list[SavedStep]

    @field_validator("created", "updated")
    @classmethod
    def _aware(cls, moment: datetime) -> datetime:
        """A date without a time zone is read as UTC, so sorting and showing never fail."""
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
