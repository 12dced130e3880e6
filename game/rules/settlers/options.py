"""The options a Settlers game is set up with."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.settlers.catalog import FACTIONS


class SettlersOptions(BaseModel):
    """`players` 1 (solo against the virtual player) to 4; one distinct faction per seat
    (missing ones are filled in the order romans, barbarians, egyptians, japanese)."""

    model_config = ConfigDict(extra="forbid")

    players: int = Field(default=2, ge=1, le=4)
    factions: list[str] = Field(default_factory=list)
    alt_lookout: bool = False
    advanced_lookout: bool = False
    peaceful: bool = False
    # The turn waits for an End turn after an action that revealed nothing, so that the
    # player may still take the action back (a front-end aid, not a rule; bots need not).
    confirm_actions: bool = False
    seats: list[str] = Field(default_factory=list)  # display names of the seats, optional

    @model_validator(mode="after")
    def _complete(self) -> SettlersOptions:
        chosen = [f.strip().lower() for f in self.factions if f.strip()]
        for faction in chosen:
            if faction not in FACTIONS:
                raise ValueError(f"unknown faction {faction!r} (known: {', '.join(FACTIONS)})")
        if len(set(chosen)) != len(chosen):
            raise ValueError("each seat needs a different faction")
        if len(chosen) > self.players:
            raise ValueError("more factions than players")
        for faction in FACTIONS:
            if len(chosen) >= self.players:
                break
            if faction not in chosen:
                chosen.append(faction)
        self.factions = chosen
        if self.alt_lookout and self.advanced_lookout:
            raise ValueError("choose one lookout variant")
        return self
