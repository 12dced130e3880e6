"""Options of Eight-Minute Empire: players, board side, variants, the youngest seat, names."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

NEUTRAL_NAME = "neutral"  # the neutral player's name in reports


class Variants(BaseModel):
    # A misspelt variant must not silently start a game without it.
    model_config = ConfigDict(extra="forbid")

    goods_tokens: bool = False
    long_game: bool = False
    die_tiebreak: bool = False


class EightMinuteOptions(BaseModel):
    players: int = Field(3, ge=2, le=5)
    side: Literal["A", "B"] = "A"
    variants: Variants = Field(default_factory=Variants)
    youngest: int = Field(0, ge=0, le=4)  # the youngest seat: wins a tie it is part of
    names: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _seats(self) -> EightMinuteOptions:
        if self.youngest >= self.players:
            raise ValueError("the youngest seat must be one of the players")
        if self.names and len(self.names) != self.players:
            raise ValueError("give one name per seat, or none")
        return self

    def seat_names(self) -> list[str]:
        """One distinct name per seat: the report keys pieces and winners by name, so a blank,
        repeated or "neutral" name (the neutral player's key) gets a number or a default."""
        given = list(self.names) or [""] * self.players
        taken = {NEUTRAL_NAME}
        out = []
        for i, name in enumerate(given):
            base = name.strip() or f"Player {i + 1}"
            unique, k = base, 2
            while unique in taken:
                unique, k = f"{base} ({k})", k + 1
            taken.add(unique)
            out.append(unique)
        return out
