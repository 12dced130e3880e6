"""Final scoring: regions, continents, goods (wilds and goods tokens included), tie-breaks."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.rules.area_control.control import area_controllers, region_controllers
from game.rules.area_control.goods import best_wild_assignment
from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.tiebreak import winners
from game.rules.eight_minute.cards import GOODS, WILD, GameData
from game.rules.eight_minute.events import GameDealt, TurnEnded
from game.rules.eight_minute.state import EightMinuteState


@dataclass(frozen=True, slots=True)
class PlayerScore:
    regions: int
    continents: int
    goods: dict[str, int]  # points per good
    counts: dict[str, int]  # goods held per good, wilds and tokens included
    tokens: dict[str, int]  # goods tokens counted per good
    wilds: tuple[str, ...]
    total: int
    coins: int
    armies: int
    cities: int

    @property
    def tiebreak(self) -> tuple[int, int, int]:
        """Coins, then armies on the board, then regions controlled (French rulebook)."""
        return (self.coins, self.armies, self.regions)


# Per card data (by id, the data kept beside it): each card's good and count as a plain pair;
# reading them from the card models was most of the time of a count asked at every step of a
# game's end.
_CARD_GOODS: dict[int, tuple[GameData, list[tuple[str, int]]]] = {}


def _card_goods(data: GameData) -> list[tuple[str, int]]:
    known = _CARD_GOODS.get(id(data))
    if known is None or known[0] is not data:
        known = _CARD_GOODS[id(data)] = (data, [(card.good, card.goods) for card in data.cards])
    return known[1]


def held_goods(state: EightMinuteState, data: GameData, player: int) -> tuple[dict[str, int], int]:
    """Goods symbols on the player's cards, and how many wild cards they hold."""
    counts = dict.fromkeys(GOODS, 0)
    wilds = 0
    goods = _card_goods(data)
    for index in state.hands[player]:
        good, n = goods[index]
        if good == WILD:
            wilds += n
        else:
            counts[good] += n
    return counts, wilds


def token_goods(
    state: EightMinuteState, controllers: list[int | None], player: int
) -> dict[str, int]:
    out: dict[str, int] = {}
    for region, good in state.tokens.items():
        if controllers[region] == player:
            out[good] = out.get(good, 0) + 1
    return out


def eligible_for_wilds(counts: dict[str, int]) -> list[str]:
    """Wilds add to a good the player already holds (Spanish and Russian rulebooks)."""
    return [g for g in GOODS if counts.get(g, 0) > 0]


@lru_cache(maxsize=4096)
def _best(counts: tuple[int, ...], wilds: int, data_id: int) -> tuple[str, ...]:
    data = _DATA[data_id]
    held = dict(zip(GOODS, counts, strict=True))
    return best_wild_assignment(held, wilds, data.goods_tables, eligible_for_wilds(held))


_DATA: dict[int, GameData] = {}


def proposed_wilds(counts: dict[str, int], wilds: int, data: GameData) -> tuple[str, ...]:
    _DATA.setdefault(id(data), data)
    return _best(tuple(counts[g] for g in GOODS), wilds, id(data))


def score_players(state: EightMinuteState, graph: RegionGraph, data: GameData) -> list[PlayerScore]:
    """Every player's score now; wilds not yet assigned are given their best assignment."""
    pieces = state.pieces
    controllers = region_controllers(pieces, graph.size)
    continents = area_controllers(graph, controllers, pieces.seats)
    out = []
    for p in range(state.players):
        counts, wild_count = held_goods(state, data, p)
        tokens = token_goods(state, controllers, p)
        for good, n in tokens.items():
            counts[good] += n
        chosen = state.wilds[p] if state.wilds and state.wilds[p] is not None else None
        if chosen is None:
            chosen = proposed_wilds(counts, wild_count, data)
        for good in chosen:
            counts[good] += 1
        goods = {g: data.goods_tables[g].points(counts[g]) for g in GOODS}
        regions = sum(1 for c in controllers if c == p)
        conts = sum(1 for c in continents if c == p)
        out.append(
            PlayerScore(
                regions=regions,
                continents=conts,
                goods=goods,
                counts=counts,
                tokens=tokens,
                wilds=tuple(chosen),
                total=regions + conts + sum(goods.values()),
                coins=state.coins[p],
                armies=pieces.armies_on_board(p),
                cities=pieces.cities_on_board(p),
            )
        )
    return out


def quick_totals(state: EightMinuteState, graph: RegionGraph, data: GameData) -> list[int]:
    """Only the totals, for the bots' evaluation: the same sums as `score_players`, without
    the score sheet (the judge of every playout step was most of Hard's time)."""
    pieces = state.pieces
    controllers = region_controllers(pieces, graph.size)
    continents = area_controllers(graph, controllers, pieces.seats)
    _DATA.setdefault(id(data), data)
    wilds = state.wilds
    out = []
    for p in range(state.players):
        counts, wild_count = held_goods(state, data, p)
        for region, good in state.tokens.items():
            if controllers[region] == p:
                counts[good] += 1
        chosen = wilds[p] if wilds and wilds[p] is not None else None
        if chosen is None:
            # no wild card, nothing to propose: the search's judge asks at every step
            chosen = proposed_wilds(counts, wild_count, data) if wild_count else ()
        for good in chosen:
            counts[good] += 1
        goods = sum([_points(id(data), g, counts[g]) for g in GOODS])
        out.append(controllers.count(p) + continents.count(p) + goods)
    return out


@lru_cache(maxsize=4096)
def _points(data_id: int, good: str, count: int) -> int:
    return _DATA[data_id].goods_tables[good].points(count)


def game_winners(scores: list[PlayerScore]) -> list[int]:
    return winners([(s.total, *s.tiebreak) for s in scores])


def points_per_turn(rules: Any, events: Iterable[Any], game: int) -> list[list[int]]:
    """Everyone's points at the start of game `game` (of a long game) and after each of its
    turns, folding the match's `events` with `rules` (the score screen's chart)."""
    state = rules.initial_state()
    series: list[list[int]] = []
    for event in events:
        state = rules.evolve(state, event)
        if isinstance(event, GameDealt) and event.game == game:
            series = [[0] * rules.n]
        elif isinstance(event, TurnEnded) and state.game == game:
            series.append(quick_totals(state, rules.graph, rules.data))
    return series
