"""The Imperial Settlers card data against the reference and its rulings."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.rules.settlers.cards import (
    ID_PREFIX,
    Card,
    CardType,
    Colour,
    Deck,
    Faction,
    Good,
    effect_kinds,
    load_catalog,
)

FACTION_DECKS = (Deck.BARBARIANS, Deck.ROMANS, Deck.EGYPTIANS, Deck.JAPANESE)
EFFECTS_DOC = Path(__file__).resolve().parents[3] / "docs" / "settlers_effects.md"


def all_effects(effects: list) -> list:
    """Every effect, nested ones (choose options, trigger effects) included."""
    found = []
    for effect in effects:
        found.append(effect)
        if effect.kind == "choose":
            for option in effect.options:
                found.extend(all_effects(option))
        elif effect.kind == "on_event":
            found.extend(all_effects(effect.effects))
    return found


def card_effects(card: Card) -> list:
    effects = [*card.production, *card.building_bonus, *card.features]
    if card.action:
        for mode in card.action.modes:
            effects.extend(mode.effects)
    return all_effects(effects)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_common_deck_has_84_cards_with_the_reference_type_counts(catalog) -> None:
    copies = catalog.deck_copies(Deck.COMMON)
    assert len(copies) == 84
    assert sorted(copies) == [f"com{i:03d}" for i in range(1, 85)]
    types = Counter(
        catalog.cards[i].type for i in catalog.decks[Deck.COMMON] for _ in catalog.cards[i].copies
    )
    assert types == {CardType.PRODUCTION: 28, CardType.FEATURE: 17, CardType.ACTION: 39}


def test_common_colour_totals_match_the_third_source(catalog) -> None:
    colours: Counter[str] = Counter()
    for card_id in catalog.decks[Deck.COMMON]:
        card = catalog.cards[card_id]
        key = card.colours[0].value if card.colours else "none"
        assert len(card.colours) <= 1
        colours[key] += len(card.copies)
    assert colours == {
        "brown": 16,
        "grey": 13,
        "red": 12,
        "pink": 12,
        "gold": 10,
        "blue": 8,
        "black": 6,
        "purple": 1,
        "none": 6,
    }


@pytest.mark.parametrize("deck", FACTION_DECKS)
def test_faction_deck_is_30_cards_as_3x3_6x2_9x1(catalog, deck: Deck) -> None:
    cards = [catalog.cards[i] for i in catalog.decks[deck]]
    assert len(cards) == 18
    assert sum(len(c.copies) for c in cards) == 30
    assert Counter(len(c.copies) for c in cards) == {3: 3, 2: 6, 1: 9}
    prefix = ID_PREFIX[deck]
    assert sorted(catalog.deck_copies(deck)) == [f"{prefix}{i:03d}" for i in range(1, 31)]


@pytest.mark.parametrize(
    ("deck", "production", "feature", "action"),
    [
        (Deck.BARBARIANS, 8, 6, 16),
        (Deck.ROMANS, 12, 8, 10),
        (Deck.EGYPTIANS, 9, 4, 17),
        (Deck.JAPANESE, 10, 7, 13),
    ],
)
def test_faction_type_counts_match_the_reference(catalog, deck, production, feature, action):
    types = Counter(
        catalog.cards[i].type for i in catalog.decks[deck] for _ in catalog.cards[i].copies
    )
    assert types == {
        CardType.PRODUCTION: production,
        CardType.FEATURE: feature,
        CardType.ACTION: action,
    }


def test_ids_are_unique_and_every_copy_finds_its_card(catalog) -> None:
    copy_ids = [c.id for card in catalog.cards.values() for c in card.copies]
    assert len(copy_ids) == len(set(copy_ids)) == 84 + 4 * 30
    for card_id, card in catalog.cards.items():
        assert card.id == card_id == card.copies[0].id
        for copy in card.copies:
            assert catalog.card(copy.id) is card
            assert copy.id.startswith(ID_PREFIX[card.deck])


def test_every_faction_copy_has_a_deal_and_no_common_card_has_one(catalog) -> None:
    for card in catalog.cards.values():
        for copy in card.copies:
            if card.is_faction:
                assert copy.deal is not None and sum(copy.deal.values()) == 1, copy.id
            else:
                assert copy.deal is None, copy.id


@pytest.mark.parametrize(
    ("deals"),
    [
        {"bar010": Good.CARD, "bar011": Good.GOLD},
        {"bar014": Good.WORKER, "bar015": Good.RAZE},
        {"bar016": Good.RAZE, "bar017": Good.GOLD},
        {"rom003": Good.GOLD, "rom004": Good.GOLD, "rom005": Good.STONE},
        {"jap009": Good.STONE, "jap010": Good.GOLD},
        {"jap021": Good.FOOD, "jap022": Good.WORKER, "jap023": Good.VP},
    ],
)
def test_per_copy_deals_of_addendum_5_1(catalog, deals: dict[str, Good]) -> None:
    card = catalog.card(next(iter(deals)))
    assert card.copy_ids == list(deals)
    for copy_id, good in deals.items():
        assert catalog.deal_of(copy_id) == {good: 1}


def test_japanese_raze_fields_follow_the_ruling(catalog) -> None:
    for card_id in catalog.decks[Deck.JAPANESE]:
        card = catalog.cards[card_id]
        if card.name in ("Gate", "Shrine"):
            assert card.raze is None, card_id
        else:
            assert card.raze == {Good.VP: 1}, card_id
    assert catalog.card("jap013").raze is None and catalog.card("jap015").raze is None


def test_only_japanese_faction_cards_have_raze_fields(catalog) -> None:
    for deck in (Deck.BARBARIANS, Deck.ROMANS, Deck.EGYPTIANS):
        assert all(catalog.cards[i].raze is None for i in catalog.decks[deck])


def test_common_raze_fields_have_two_goods_except_ruins(catalog) -> None:
    for card_id in catalog.decks[Deck.COMMON]:
        card = catalog.cards[card_id]
        if card.name == "Ruins":
            assert card.raze is None and card.colours == [] and card.cost.goods == {}
        else:
            assert card.raze is not None and sum(card.raze.values()) == 2, card_id
            assert Good.RAZE not in card.raze


def test_common_raze_goods_totals(catalog) -> None:
    totals: Counter[Good] = Counter()
    for card_id in catalog.decks[Deck.COMMON]:
        card = catalog.cards[card_id]
        for good, n in (card.raze or {}).items():
            totals[good] += n * len(card.copies)
    assert totals == {
        Good.WOOD: 34,
        Good.WORKER: 27,
        Good.STONE: 26,
        Good.VP: 19,
        Good.GOLD: 17,
        Good.CARD: 17,
        Good.FOOD: 16,
    }


def test_solo_example_raze_fields(catalog) -> None:
    """Rulebook solo example: wood in four common locations, gold in two of them."""
    with_wood = {
        c.name for c in catalog.cards.values() if not c.is_faction and Good.WOOD in (c.raze or {})
    }
    for name in ("Carpenter's Workshop", "Marketplace", "Joiner", "Wood Supplier"):
        assert name in with_wood
    wood_and_gold = {
        c.name
        for c in catalog.cards.values()
        if not c.is_faction and {Good.WOOD, Good.GOLD} <= set(c.raze or {})
    }
    assert wood_and_gold == {"Carpenter's Workshop", "Marketplace"}
    assert catalog.card("com032").type is CardType.ACTION
    assert catalog.card("com004").type is CardType.FEATURE


def test_attack_cards_follow_the_ruled_distribution(catalog) -> None:
    assert [a.id for a in catalog.attacks] == [f"cpu{i:02d}" for i in range(1, 17)]
    assert Counter(a.target for a in catalog.attacks) == {
        Good.WOOD: 3,
        Good.GOLD: 3,
        Good.CARD: 3,
        Good.STONE: 2,
        Good.WORKER: 2,
        Good.VP: 2,
        Good.FOOD: 1,
    }


@pytest.mark.parametrize(
    ("faction", "production", "stored"),
    [
        (Faction.BARBARIANS, {"worker": 5, "raze": 1, "defence": 1}, "worker"),
        (Faction.ROMANS, {"worker": 2, "wood": 1, "stone": 1, "raze": 1, "defence": 1}, "raze"),
        (Faction.EGYPTIANS, {"worker": 3, "gold": 1, "raze": 1, "defence": 1}, "gold"),
        (Faction.JAPANESE, {"worker": 4, "wood": 1, "raze": 1, "defence": 1}, "food"),
    ],
)
def test_faction_boards_per_reference(catalog, faction, production, stored) -> None:
    board = catalog.factions[faction]
    assert {g.value: n for g, n in board.production.items()} == production
    assert [g.value for g in board.storage.goods] == [stored]
    assert board.storage.limit is None


def test_action_cards_and_only_they_have_an_action(catalog) -> None:
    for card in catalog.cards.values():
        assert (card.action is not None) == (card.type is CardType.ACTION), card.id
        if card.action:
            assert card.action.uses in (1, 2)


@pytest.mark.parametrize(
    ("card_id", "cost", "uses", "kinds"),
    [
        ("bar004", {"worker": 1}, 2, ["gain"]),
        ("bar016", {"worker": 1}, 2, ["take_raze_good"]),
        ("bar018", {"worker": 2}, 1, ["raze"]),
        ("bar030", {"worker": 2}, 1, ["discard_deal", "gain"]),
        ("rom008", {"worker": 2}, 1, ["remove_location", "gain"]),
        ("rom010", {"worker": 1}, 1, ["steal_deal", "gain"]),
        ("rom030", {"worker": 1, "stone": 3}, 1, ["gain"]),
        ("egy003", {"raze": 1}, 1, ["raze"]),
        ("egy013", {}, 1, ["take_over"]),
        ("egy014", {"worker": 1}, 1, ["hand_to_foundation", "gain"]),
        ("egy016", {"gold": 2}, 2, ["gain"]),
        ("jap008", {"raze": 2}, 1, ["remove_location"]),
        ("jap012", {"worker": 1}, 2, ["gain"]),
        ("jap016", {"food": 1}, 2, ["gain"]),
        ("jap021", {"food": 1}, 1, ["trade_route_deal"]),
        ("com036", {"stone": 1}, 2, ["gain"]),
        ("com061", {"worker": 1}, 2, ["discard_deal", "gain"]),
    ],
)
def test_activation_costs_and_uses_per_addendum(catalog, card_id, cost, uses, kinds) -> None:
    action = catalog.card(card_id).action
    assert action is not None and action.uses == uses
    mode = action.modes[0]
    assert {g.value: n for g, n in mode.cost.items()} == cost
    assert [e.kind for e in mode.effects] == kinds


def test_dark_chapel_has_hand_and_opponent_modes(catalog) -> None:
    action = catalog.card("bar014").action
    assert action is not None
    costs = [dict(m.cost) for m in action.modes]
    targets = [m.effects[0].target for m in action.modes]
    assert costs == [{Good.RAZE: 1}, {Good.RAZE: 2}]
    assert targets == ["hand", "opponent"]
    assert all(
        m.effects[1].kind == "cash_in_gains" and m.effects[1].vp_each == 2 for m in action.modes
    )
    assert not any(m.effects[0].ignore_protection for m in action.modes)
    chariot = catalog.card("egy003").action
    assert chariot is not None and chariot.modes[0].effects[0].ignore_protection


def test_colour_trigger_features(catalog) -> None:
    expected = {
        "com004": ("brown", {Good.GOLD: 1, Good.VP: 1}),
        "com002": ("grey", {Good.GOLD: 1, Good.VP: 1}),
        "com006": ("red", {Good.GOLD: 1, Good.VP: 1}),
        "com078": ("pink", {Good.GOLD: 1, Good.VP: 1}),
        "com080": ("gold", {Good.GOLD: 1, Good.VP: 1}),
        "bar029": ("black", {Good.GOLD: 1, Good.VP: 1}),
        "rom009": ("red", {Good.VP: 2}),
        "rom022": ("black", {Good.VP: 2}),
        "jap020": ("pink", {Good.GOLD: 1, Good.VP: 1}),
    }
    for card_id, (colour, gained) in expected.items():
        (trigger,) = catalog.card(card_id).features
        assert trigger.kind == "on_event" and trigger.event == "build"
        assert trigger.where.colour is Colour(colour)
        (effect,) = trigger.effects
        assert effect.kind == "gain" and effect.goods == gained, card_id


def test_building_bonus_per_colour_cards_add_a_card_and_cap_at_6(catalog) -> None:
    for card_id, colour in [
        ("com003", "brown"),
        ("com001", "grey"),
        ("com075", "red"),
        ("com079", "pink"),
        ("com081", "gold"),
    ]:
        per, card = catalog.card(card_id).building_bonus
        assert per.kind == "gain_per" and per.where.colour is Colour(colour) and per.max == 6
        assert per.good is Good.VP
        assert card.kind == "gain" and card.goods == {Good.CARD: 1}
    (hillfort,) = catalog.card("bar022").building_bonus
    assert hillfort.where.colour is Colour.BLACK and hillfort.max == 6


def test_resolved_common_open_points(catalog) -> None:
    assert catalog.card("com036").building_bonus == []  # Court Sculptor: no bonus
    assert [e.goods for e in catalog.card("com069").building_bonus] == [{Good.WORKER: 1}]
    assert catalog.card("com079").raze == {Good.WORKER: 1, Good.CARD: 1}


def test_faction_costs_and_location_requirement(catalog) -> None:
    desert = catalog.card("egy001")
    assert desert.cost.goods == {} and not desert.cost.discard_location
    bazaar = catalog.card("egy009")
    assert bazaar.cost.goods == {} and bazaar.cost.discard_location
    pyramid = catalog.card("egy028")
    assert pyramid.cost.goods == {Good.STONE: 2} and not pyramid.cost.discard_location
    colony = catalog.card("rom023")
    assert colony.colours == [Colour.BROWN, Colour.GREY, Colour.RED]
    assert colony.cost.goods == {Good.WOOD: 1, Good.STONE: 2} and colony.cost.discard_location
    assert not any(catalog.cards[i].cost.discard_location for i in catalog.decks[Deck.COMMON])


def test_gate_and_shrine_end_bonuses(catalog) -> None:
    gate = {e.kind: e for e in catalog.card("jap013").features}
    assert gate["tuck_cards"].vp_each == 1
    assert gate["end_bonus"].thresholds == [(3, 2)]
    shrine = {e.kind: e for e in catalog.card("jap015").features}
    assert "stash_resources" in shrine
    assert shrine["end_bonus"].thresholds == [(3, 2), (7, 5), (12, 10)]


def test_every_effect_kind_in_the_data_is_documented(catalog) -> None:
    doc = EFFECTS_DOC.read_text(encoding="utf-8")
    documented = set(re.findall(r"^- `([a-z_]+) [{]", doc, flags=re.MULTILINE))
    used = {e.kind for card in catalog.cards.values() for e in card_effects(card)}
    used |= {board.storage.kind for board in catalog.factions.values()}
    assert used, "no effects found"
    assert used <= documented, used - documented
    assert effect_kinds() <= documented, effect_kinds() - documented


def test_every_non_trivial_card_has_effects_and_text(catalog) -> None:
    for card in catalog.cards.values():
        assert card.text.strip(), card.id
        assert card_effects(card), card.id


def test_models_reject_bad_cards() -> None:
    good = load_catalog().card("com007").model_dump()
    with pytest.raises(ValidationError):
        Card.model_validate({**good, "copies": [{"id": "com007", "deal": {"wood": 1}}]})
    with pytest.raises(ValidationError):
        Card.model_validate({**good, "production": [{"kind": "teleport"}]})
    with pytest.raises(ValidationError):
        Card.model_validate({**good, "cost": {"goods": {"wood": 0}}})
    with pytest.raises(ValidationError):
        Card.model_validate({**good, "id": "bar007", "copies": [{"id": "bar007"}]})


def test_faction_cards_without_the_location_requirement(catalog) -> None:
    """Per the reference tables only these faction cards are built without discarding."""
    without = {
        card.id
        for card in catalog.cards.values()
        if card.is_faction and not card.cost.discard_location
    }
    assert without == {
        "bar001",
        "bar020",
        "egy001",
        "egy011",
        "egy028",
        "jap001",
        "jap004",
    }


def test_nothing_is_reconstructed(catalog) -> None:
    """The reference and its addendum give every ability: nothing is invented (ruling)."""
    assert not any(card.reconstructed for card in catalog.cards.values())


def test_every_card_survives_a_json_round_trip(catalog) -> None:
    """Saves and the rules' adapters may serialise cards: nothing is lost on the way."""
    for card in catalog.cards.values():
        assert Card.model_validate_json(card.model_dump_json()) == card, card.id
