"""A fast, read-only view of the card data for the rules: one `CardInfo` per physical copy.

The data engineer's pydantic models (`cards.py`) are the source of truth; this module flattens
them once into plain slotted objects with string-keyed goods, because the rules look cards up
hundreds of thousands of times in self-play.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from game import paths
from game.rules.settlers.cards import ActionAbility, Card, Catalog, load_catalog

HERE = paths.package_file("game.rules.settlers")
FACTIONS = ("romans", "barbarians", "egyptians", "japanese")
RESOURCE_GOODS = ("wood", "stone", "food")
# The goods a player keeps in their supply (cards go to the hand, VP to the track).
SUPPLY_GOODS = ("wood", "stone", "food", "gold", "worker", "raze", "defence")


def plain(goods: Any) -> dict[str, int]:
    """A goods mapping with plain string keys."""
    return {str(getattr(k, "value", k)): int(v) for k, v in (goods or {}).items()}


@dataclass(frozen=True, slots=True)
class CardInfo:
    id: str  # the physical copy's id
    card: Card  # the model (effects are read from it)
    deck: str  # "common" or a faction
    faction: bool
    type: str  # production / feature / action
    colours: frozenset[str]
    cost: dict[str, int]
    needs_location: bool
    deal: dict[str, int] | None
    raze: dict[str, int] | None
    raze_list: tuple[str, ...]  # the raze field's goods, one entry per icon
    action: ActionAbility | None
    uses: int
    cost_size: int  # number of resources in the building cost (solo priority)
    cost_stone: int
    has_features: bool


@dataclass(frozen=True, slots=True)
class Runtime:
    model: Catalog
    cards: dict[str, CardInfo]
    deck_copies: dict[str, tuple[str, ...]]
    attacks: dict[str, str]  # attack card id -> target good
    attack_ids: tuple[str, ...]
    boards: dict[str, dict[str, int]]  # faction -> production goods
    storage: dict[str, tuple[str, ...]]  # faction -> goods kept at cleanup
    tables: dict[str, Any]


def _info(card: Card, copy_id: str, deal: Any) -> CardInfo:
    cost = plain(card.cost.goods)
    raze = plain(card.raze) if card.raze is not None else None
    raze_list: tuple[str, ...] = ()
    if raze:
        raze_list = tuple(g for g, n in raze.items() for _ in range(n))
    return CardInfo(
        id=copy_id,
        card=card,
        deck=str(card.deck.value),
        faction=card.is_faction,
        type=str(card.type.value),
        colours=frozenset(str(c.value) for c in card.colours),
        cost=cost,
        needs_location=card.cost.discard_location,
        deal=plain(deal) if deal is not None else None,
        raze=raze,
        raze_list=raze_list,
        action=card.action,
        uses=card.action.uses if card.action else 0,
        cost_size=sum(cost.values()),
        cost_stone=cost.get("stone", 0),
        has_features=bool(card.features),
    )


@cache
def runtime() -> Runtime:
    model = load_catalog()
    cards: dict[str, CardInfo] = {}
    for card in model.cards.values():
        for copy in card.copies:
            cards[copy.id] = _info(card, copy.id, copy.deal)
    deck_copies = {str(deck.value): tuple(model.deck_copies(deck)) for deck in model.decks}
    attacks = {a.id: str(a.target.value) for a in model.attacks}
    boards = {str(f.value): plain(b.production) for f, b in model.factions.items()}
    storage = {
        str(f.value): tuple(str(g.value) for g in b.storage.goods)
        for f, b in model.factions.items()
    }
    tables = json.loads((HERE / "tables.json").read_text(encoding="utf-8"))
    return Runtime(
        model=model,
        cards=cards,
        deck_copies=deck_copies,
        attacks=attacks,
        attack_ids=tuple(a.id for a in model.attacks),
        boards=boards,
        storage=storage,
        tables=tables,
    )


_CARDS: dict[str, CardInfo] = {}


def info(card_id: str) -> CardInfo:
    # the rules ask this for every card they look at: a plain dict read, filled on first use
    try:
        return _CARDS[card_id]
    except KeyError:
        _CARDS.update(runtime().cards)
        return _CARDS[card_id]


def deal_goods(deal_id: str) -> dict[str, int]:
    """The good a deal gives: a faction card copy's deal field, or (solo) an attack card's
    target, since the virtual player's revealed attack cards count as its deals."""
    rt = runtime()
    target = rt.attacks.get(deal_id)
    if target is not None:
        return {target: 1}
    card = rt.cards[deal_id]
    return dict(card.deal or {})
