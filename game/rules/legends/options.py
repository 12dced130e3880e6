"""The options of a Legends game: players, layout, boards and the variants, each switchable."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from game.rules.legends.layout import SHAPES, check_sides

VARIANTS = (
    "exploration",
    "swamp",
    "citadels",
    "encounters",
    "warlords",
    "long_game",
    "die_tiebreak",
)


class LegendsOptions(BaseModel):
    players: int = Field(3, ge=2, le=4)
    layout: Literal["t", "loop"] = "t"
    # One side per slot in the layout's slot order (T: centre, top, left, right; loop: nw, ne,
    # se, sw); None = a face of each board at random, shuffled into the slots.
    boards: tuple[str, str, str, str] | None = None
    start_region: str | None = None  # chosen by the players; None = at random among the valid
    youngest: int = Field(0, ge=0, le=3)  # the seat that wins a tied bid
    exploration: bool = False
    swamp: bool = False  # needs exploration: switching it on switches exploration on
    citadels: bool = False
    encounters: bool = False
    warlords: bool = False
    long_game: bool = False
    die_tiebreak: bool = False
    games: int = Field(3, ge=2, le=9)  # how many games a long game has

    @model_validator(mode="before")
    @classmethod
    def _swamp_needs_exploration(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("swamp"):
            data = {**data, "exploration": True}
        return data

    @field_validator("boards")
    @classmethod
    def _known_sides(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if value is not None:
            check_sides(value)
        return value

    @model_validator(mode="after")
    def _youngest_is_a_seat(self) -> LegendsOptions:
        if self.youngest >= self.players:
            raise ValueError("youngest must be one of the seats")
        if self.layout not in SHAPES:
            raise ValueError("unknown layout")
        return self
