"""The deck, goods tables and numbers of Eight-Minute Empire, read from data/eight_minute.json."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from game import paths
from game.rules.area_control.goods import GoodsTable

GOODS: tuple[str, ...] = ("crystal", "iron", "food", "wood", "tools")
WILD = "wild"
ActionType = Literal["place", "move", "move_water", "city", "destroy"]


class ActionPart(BaseModel, frozen=True):
    type: ActionType
    amount: int = Field(ge=1)


class CardAction(BaseModel, frozen=True):
    kind: Literal["single", "or", "and"]
    parts: tuple[ActionPart, ...]

    @model_validator(mode="after")
    def _parts_fit_kind(self) -> CardAction:
        if len(self.parts) != (1 if self.kind == "single" else 2):
            raise ValueError(f"a {self.kind} card needs {1 if self.kind == 'single' else 2} parts")
        return self


class Card(BaseModel, frozen=True):
    id: str
    good: Literal["crystal", "iron", "food", "wood", "tools", "wild"]
    goods: int = Field(ge=1, le=2)
    action: CardAction
    five_players_only: bool = False


class GameData(BaseModel, frozen=True):
    cards: tuple[Card, ...]
    goods_tables: dict[str, GoodsTable]
    starting_coins: dict[int, int]
    cards_each: dict[int, int]
    start_armies: int
    neutral_armies: dict[int, int]
    army_limit: int
    city_limit: int
    row_prices: tuple[int, ...]
    goods_tokens: dict[str, int]
    long_game_games: int
    die_sides: int

    @model_validator(mode="after")
    def _consistent(self) -> GameData:
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("card ids repeat")
        if set(self.goods_tables) != set(GOODS) or not set(self.goods_tokens) <= set(GOODS):
            raise ValueError("goods tables must cover exactly the five goods")
        for players in range(2, 6):
            if players not in self.starting_coins or players not in self.cards_each:
                raise ValueError(f"no coins or card count for {players} players")
        return self

    def deck_for(self, players: int) -> list[int]:
        """Card indexes in play: the five "5" cards only with five players."""
        return [i for i, c in enumerate(self.cards) if players == 5 or not c.five_players_only]


DATA_FILE = paths.package_file("game.rules.eight_minute", "data", "eight_minute.json")


@cache
def game_data() -> GameData:
    return GameData.model_validate_json(DATA_FILE.read_text(encoding="utf-8"))
