"""End-of-game scoring: regions, islands, card abilities, elixirs, tokens and warlords."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from game.rules.area_control.control import area_controllers, region_controllers
from game.rules.area_control.tiebreak import winners as rank_winners
from game.rules.legends.cards import cards_by_id, lord_ability
from game.rules.legends.events import GameScored, GameStarted, TurnEnded
from game.rules.legends.state import LegendsState

ELIXIR_MOST = 2  # the only player with the most elixirs
ELIXIR_TIED = 1  # each of several tied for the most
MAGIC_SPRING_ELIXIRS = 2
TOKEN_VP = {"grimoire": 1, "poisoned_swamp": -1, "untamed_dragon": 2}
CITADEL_VP = 1


@dataclass
class PlayerScore:
    regions: int = 0
    islands: int = 0
    citadels: int = 0
    abilities: int = 0
    elixirs: int = 0  # how many the player holds
    elixir_points: int = 0
    tokens: int = 0
    warlord: int = 0
    coins: int = 0
    armies: int = 0
    grimoire: bool = False
    ability_detail: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return (
            self.regions
            + self.islands
            + self.citadels
            + self.abilities
            + self.elixir_points
            + self.tokens
            + self.warlord
        )

    def keys(self) -> tuple[int, ...]:
        """Total, then the tie-breaks in order: the Grimoire, coins, armies, regions."""
        return (self.total, int(self.grimoire), self.coins, self.armies, self.regions)


@cache
def _flying(card: str) -> int:
    return sum(1 for a in cards_by_id()[card].abilities if a.kind == "flying")


@cache
def _bonus(card: str, kind: str) -> int:
    return cards_by_id()[card].total(kind)


@cache
def _holders(kind: str) -> frozenset[str]:
    """The cards with an ability of `kind` (most hands hold none: a set tells at once)."""
    return frozenset(c for c, spec in cards_by_id().items() if spec.total(kind))


@cache
def flyers() -> frozenset[str]:
    """The cards with Flying."""
    return frozenset(c for c in cards_by_id() if _flying(c))


# flying and bonus are asked at every step of a move's legal commands: summed per card once,
# and only over a hand that holds such a card
def flying(cards: list[str]) -> int:
    if flyers().isdisjoint(cards):
        return 0
    return sum(map(_flying, cards))


def bonus(cards: list[str], owned: list[str], kind: str) -> int:
    """The +army / +move bonus of the cards held plus the cottage / stable token."""
    n = 0 if _holders(kind).isdisjoint(cards) else sum([_bonus(c, kind) for c in cards])
    token = "cottage" if kind == "army" else "stable"
    return n + owned.count(token) if owned else n


@cache
def _immune() -> frozenset[str]:
    table = cards_by_id()
    return frozenset(c for c in table if any(a.kind == "immune" for a in table[c].abilities))


def immune(cards: list[str]) -> bool:
    return not _immune().isdisjoint(cards)


def card_points(cards: list[str], coins: int) -> dict[str, int]:
    # the bots' judge scores every playout step: the same hand is worked out once
    return dict(_card_points(tuple(cards), coins))


@lru_cache(maxsize=8192)
def _card_points(cards: tuple[str, ...], coins: int) -> dict[str, int]:
    table = cards_by_id()
    sets: dict[str, int] = {}
    for c in cards:
        s = table[c].set
        if s is not None:
            sets[s] = sets.get(s, 0) + 1
    out: dict[str, int] = {}
    for c in cards:
        for a in table[c].abilities:
            if a.kind == "vp_per_set":
                pts = sets.get(a.set or "", 0)
            elif a.kind == "vp_for_set":
                pts = a.n if sets.get(a.set or "", 0) >= a.count else 0
            elif a.kind == "vp_per_coins":
                pts = coins // a.n
            elif a.kind == "vp_per_flying":
                pts = flying(list(cards))
            else:
                continue
            out[c] = out.get(c, 0) + pts
    return out


def elixirs(cards: list[str], owned: list[str]) -> int:
    held = 0 if _holders("elixir").isdisjoint(cards) else sum([_bonus(c, "elixir") for c in cards])
    return held + MAGIC_SPRING_ELIXIRS * owned.count("magic_spring")


def score(state: LegendsState, players: int) -> list[PlayerScore]:
    """Each player's points now (the neutral seat, if any, only blocks control)."""
    graph, pieces = state.graph, state.pieces
    assert graph is not None and pieces is not None
    controllers = region_controllers(pieces, graph.size)
    islands = area_controllers(graph, controllers, pieces.seats)
    out = [PlayerScore() for _ in range(players)]
    for p in range(players):
        out[p].regions = controllers.count(p)
    for a, c in enumerate(islands):
        if c is not None and c < players:
            out[c].islands += 1
            knight = lord_ability(state.warlords[c], "vp_per_island")
            if knight and len(graph.area_regions[a]) >= knight.count:
                out[c].warlord += knight.n
    for r in [r for r, t in state.tokens.items() if t == "citadel"]:
        c = controllers[r]
        if c is not None and c < players:
            out[c].citadels += CITADEL_VP
    for p in range(players):
        sc = out[p]
        cards, owned = state.cards[p], state.owned[p]
        sc.coins = state.coins[p]
        sc.armies = pieces.armies_on_board(p)
        sc.ability_detail = card_points(cards, sc.coins)
        sc.abilities = sum(sc.ability_detail.values())
        sc.elixirs = elixirs(cards, owned)
        sc.tokens = sum(TOKEN_VP.get(t, 0) for t in owned)
        sc.grimoire = "grimoire" in owned
        sc.warlord += warlord_points(state, p, cards)
    most = max(sc.elixirs for sc in out)
    if most > 0:
        leaders = [sc for sc in out if sc.elixirs == most]
        for sc in leaders:
            sc.elixir_points = ELIXIR_MOST if len(leaders) == 1 else ELIXIR_TIED
    return out


def warlord_points(state: LegendsState, player: int, cards: list[str]) -> int:
    """The warlord's end points other than islands (those are counted with the islands)."""
    lord = state.warlords[player]
    if lord is None:
        return 0
    pts = 0
    keep = lord_ability(lord, "keep_destroyed")
    if keep:
        pts += state.captured[player] // keep.n
    sets = lord_ability(lord, "vp_for_set")
    if sets:
        held = sum(1 for c in cards if cards_by_id()[c].set == sets.set)
        pts += sets.n if held >= sets.count else 0
    all_out = lord_ability(lord, "vp_all_armies_out")
    if all_out and state.pieces is not None and state.pieces.army_supply[player] == 0:
        pts += all_out.n
    return pts


def game_winners(scores: list[PlayerScore]) -> list[int]:
    return rank_winners([sc.keys() for sc in scores])


def points_per_turn(
    rules: Any, events: Iterable[Any], ends: dict[int, LegendsState] | None = None
) -> dict[int, list[list[int]]]:
    """Everyone's points at the start of each game (of a long game, by its number) and after
    each of its turns, folding the match's `events` with `rules` (the score screen's chart);
    `ends`, when given, receives each scored game's final position."""
    state = rules.initial_state()
    series: dict[int, list[list[int]]] = {}
    for event in events:
        state = rules.evolve(state, event)
        if isinstance(event, GameStarted):
            series[event.game] = [[0] * rules.n]
        elif isinstance(event, TurnEnded):
            series.setdefault(state.game, []).append([sc.total for sc in score(state, rules.n)])
        elif isinstance(event, GameScored) and ends is not None:
            ends[event.game] = state.clone()
    return series
