"""The options of a Legends game: players, layout, boards and the variants, each switchable."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from game.rules.legends.cards import data
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

# The encounter tokens by kind; the setting-up player uses "as many as they wish" (rulebook),
# the two magic portals always as a pair.
ENCOUNTER_KINDS = ("untamed_dragon", "band_of_thieves", "magic_portal")


class LegendsOptions(BaseModel):
    players: int = Field(3, ge=2, le=4)
    layout: Literal["t", "loop"] = "t"
    # One side per slot in the layout's slot order (T: centre, top, left, right; loop: nw, ne,
    # se, sw); None = a face of each board at random, shuffled into the slots.
    boards: tuple[str, str, str, str] | None = None
    rotations: tuple[int, int, int, int] | None = None  # with `boards`; None = at random
    start_region: str | None = None  # chosen by the players; None = at random among the valid
    youngest: int = Field(0, ge=0, le=3)  # the youngest seat: wins a tie it is part of
    exploration: bool = False
    swamp: bool = False  # needs exploration: switching it on switches exploration on
    citadels: bool = False
    encounters: bool = False
    warlords: bool = False
    long_game: bool = False
    die_tiebreak: bool = False
    games: int = Field(3, ge=2, le=9)  # how many games a long game has
    encounters_used: tuple[str, ...] = ENCOUNTER_KINDS  # with `encounters`: which of them
    # The setting-up player (seat 0) places the extra armies and the tokens on the board, one
    # by one, instead of at random.
    hand_setup: bool = False
    # The setting-up player's own token placement (region -> token), instead of at random;
    # needs `boards` and exactly the tokens of the variants chosen.
    token_regions: dict[str, str] | None = None

    def tokens_in_play(self) -> list[str]:
        tokens = data().tokens
        out: list[str] = []
        if self.exploration:
            out += tokens.exploration
        if self.swamp:
            out += tokens.swamp
        if self.citadels:
            out += tokens.citadel
        if self.encounters:
            out += self.encounter_tokens()
        return out

    def encounter_tokens(self) -> list[str]:
        """The encounter tokens in play (both portals when the portals are used)."""
        return [t for t in data().tokens.encounter if t in self.encounters_used]

    @field_validator("encounters_used")
    @classmethod
    def _known_encounters(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        unknown = sorted(set(value) - set(ENCOUNTER_KINDS))
        if unknown or not value:
            raise ValueError(
                f"encounters_used: choose one or more of {', '.join(ENCOUNTER_KINDS)}"
                + (f" (unknown: {', '.join(unknown)})" if unknown else "")
            )
        return tuple(k for k in ENCOUNTER_KINDS if k in value)

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
        if self.rotations is not None and self.boards is None:
            raise ValueError("rotations need boards")
        if self.token_regions is not None:
            if self.hand_setup:
                raise ValueError("tokens are either given in advance or placed on the board")
            if self.boards is None:
                raise ValueError("placing tokens by hand needs the boards chosen")
            if sorted(self.token_regions.values()) != sorted(self.tokens_in_play()):
                raise ValueError("the tokens placed must be exactly those of the variants")
        return self
