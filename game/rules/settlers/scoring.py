"""Final scoring, tie-breaks, the solo result, and the report table."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from game.rules.settlers.catalog import info, runtime
from game.rules.settlers.effects import deals_of
from game.rules.settlers.events import RoundStarted
from game.rules.settlers.solo import title_for
from game.rules.settlers.state import Location, PlayerState, SettlersState


def end_bonus(p: PlayerState) -> int:
    """Gate and Shrine: the highest threshold reached by what lies on them."""
    bonuses = _card_scoring()[1]
    total = 0
    for loc in p.locations:
        features = bonuses.get(loc.card)
        if features:
            total += _bonus_of(loc, features)
    return total


def _bonus_of(loc: Location, features: tuple[Any, ...]) -> int:
    total = 0
    for feature in features:
        amount = len(loc.tucked) if feature.source == "tucked_cards" else loc.stash
        best = 0
        for at_least, vp in feature.thresholds:
            if amount >= at_least:
                best = max(best, vp)
        total += best
    return total


def location_points(p: PlayerState) -> tuple[int, int, int]:
    """(common locations, faction locations, their end-of-game VP)."""
    values = runtime().tables["end_vp"]
    faction_cards = _card_scoring()[0]
    faction = len([1 for loc in p.locations if loc.card in faction_cards])
    common = len(p.locations) - faction
    return common, faction, common * values["common"] + faction * values["faction"]


@cache
def _card_scoring() -> tuple[frozenset[str], dict[str, tuple[Any, ...]], int, int]:
    """The faction cards, each card's end-bonus features, and what a common and a faction
    location score at the end (the judge of a search's positions scores every empire: read
    from the catalogue once)."""
    rt = runtime()
    bonuses = {
        card_id: found
        for card_id, card in rt.cards.items()
        if (found := tuple(f for f in card.card.features if f.kind == "end_bonus"))
    }
    faction_cards = frozenset(i for i, c in rt.cards.items() if c.faction)
    values = rt.tables["end_vp"]
    return faction_cards, bonuses, int(values["common"]), int(values["faction"])


def tie_goods(p: PlayerState) -> int:
    return sum(p.goods.get(g, 0) for g in runtime().tables["tie_break_goods"])


def final_points(p: PlayerState) -> int:
    """VP, locations and end bonuses (`location_points` and `end_bonus` in one pass: the
    judge of a search asks it for every seat of every position it weighs)."""
    faction_cards, bonuses, common_vp, faction_vp = _card_scoring()
    total = p.vp
    for loc in p.locations:
        card = loc.card
        total += faction_vp if card in faction_cards else common_vp
        features = bonuses.get(card)
        if features:
            total += _bonus_of(loc, features)
    return total


def winners(s: SettlersState) -> list[int]:
    seats = list(range(s.humans))
    if not seats:
        return []
    key = {seat: _key(s.players[seat]) for seat in seats}
    best = max(key.values())
    return [seat for seat in seats if key[seat] == best]


def _key(p: PlayerState) -> tuple[int, int, int]:
    return (final_points(p), tie_goods(p), len(p.hand))


def solo_result(s: SettlersState) -> dict[str, Any]:
    p = s.players[0]
    faction = location_points(p)[1]
    won = faction > len(s.collection)
    points = final_points(p)
    return {
        "faction_locations": faction,
        "collection": len(s.collection),
        "won": won,
        "score": points if won else None,
        "title": title_for(points) if won else None,
    }


def report(s: SettlersState, options: Any) -> dict[str, Any]:
    rows = []
    for seat in range(s.humans):
        p = s.players[seat]
        common, faction, loc_vp = location_points(p)
        kinds = {"production": 0, "feature": 0, "action": 0}
        for loc in p.locations:
            kinds[info(loc.card).type] += 1
        rows.append(
            {
                "seat": seat,
                "name": options.seats[seat] if seat < len(options.seats) else f"P{seat + 1}",
                "faction": p.faction,
                "play_vp": p.vp,
                "locations": {
                    **kinds,
                    "common": common,
                    "faction": faction,
                    "foundations": len(p.foundations),
                },
                "location_vp": loc_vp,
                "bonus_vp": end_bonus(p),
                "final": final_points(p),
                "tie_break_goods": tie_goods(p),
                "hand_size": len(p.hand),
            }
        )
    over = s.phase == "over"
    result: dict[str, Any] = {
        "game": "settlers",
        "players_count": s.humans,
        "round": s.round,
        "over": over,
        "variants": {
            "alt_lookout": options.alt_lookout,
            "advanced_lookout": options.advanced_lookout,
            "peaceful": options.peaceful,
        },
        "players": rows,
        "winners": winners(s) if over and not s.solo else [],
        "empires": [[loc.card for loc in s.players[i].locations] for i in range(s.humans)],
        "foundations": [list(s.players[i].foundations) for i in range(s.humans)],
        "deals": [
            list(deals_of(s, i)) + [f"trade:{d}" for d in s.players[i].trade_deals]
            for i in range(s.humans)
        ],
        "hands": [list(s.players[i].hand) for i in range(s.humans)],
        "supplies": [{g: n for g, n in s.players[i].goods.items() if n} for i in range(s.humans)],
    }
    if s.solo:
        result["solo"] = solo_result(s)
        result["solo"]["virtual_locations"] = [loc.card for loc in s.players[1].locations]
        result["solo"]["collection_cards"] = list(s.collection)
        result["solo"]["attack_line"] = list(s.attack_line)
    return result


def points_per_round(rules: Any, events: Iterable[Any], players: int) -> list[list[int]]:
    """Each of the first `players` seats' points in play at the end of every round so far,
    folding the match's `events` with `rules` (the score screen's chart)."""
    state = rules.initial_state()
    series: list[list[int]] = [[] for _ in range(players)]
    for event in events:
        if isinstance(event, RoundStarted) and state.round >= 1:
            for seat in range(players):
                series[seat].append(state.players[seat].vp)
        state = rules.evolve(state, event)
    if state.round >= 1:
        for seat in range(players):
            series[seat].append(state.players[seat].vp)
    return series
