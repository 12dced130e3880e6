"""Every card whose ability is a plain exchange, played through the rules and checked against
the reference tables (imperial_settlers.md §4, addendum §2–3): what building it gives (its
immediate production and building bonus; colour cards count themselves) and what each use of
an action location gives, with its uses per round. The expected outcomes are written here
from the reference, not read from the card data, so the data and the engine are checked
together."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from game.rules.settlers.catalog import SUPPLY_GOODS, info
from tests.rules.settlers.helpers import act, action_state, build_now, give, take

FACTION_OF = {"bar": "barbarians", "rom": "romans", "egy": "egyptians", "jap": "japanese"}

# card -> what building it gives: supply goods, "vp", "draws" (cards owed, deck of the player's
# choice) and "hand" (cards drawn at once from a given deck)
BUILT = {
    "com007": {"wood": 2},  # Old Forest
    "com062": {"wood": 2},  # Lumberjacks' Route: 1 wood + bonus 1 wood
    "com029": {"wood": 1},  # Wood Supplier: 1 per brown (itself)
    "com008": {"stone": 2},  # Quarry
    "com011": {"stone": 1},  # Rubble: 1 per grey
    "com023": {"food": 2},  # Grain Field
    "com025": {"food": 1},  # Lord's Fields: 1 per red
    "com012": {"worker": 2},  # Village
    "com014": {"worker": 2},  # Village (other raze field)
    "com015": {"worker": 2},  # Town
    "com017": {"worker": 1},  # Mamma's Baths: 1 per pink
    "com027": {"gold": 1},  # Merchant's Guild: 1 per gold location
    "com028": {"gold": 1},  # Gold Creek
    "com065": {"draws": 2},  # Watchtower: 1 card + bonus 1 card
    "com018": {"raze": 1},  # Armorer
    "com026": {"vp": 1},  # Monument
    "com001": {"vp": 1, "draws": 1},  # Statue: 1 VP per grey (itself) + 1 card
    "com075": {"vp": 1, "draws": 1},  # Baker
    "com079": {"vp": 1, "draws": 1},  # Meeting Place
    "com081": {"vp": 1, "draws": 1},  # Apartment
    "com002": {"gold": 1, "vp": 1},  # Supplier: grey built (itself) -> 1 gold + 1 VP
    "com006": {"gold": 1, "vp": 1},  # Mill: red
    "com078": {"gold": 1, "vp": 1},  # Canteen: pink
    "com080": {"gold": 1, "vp": 1},  # Monty the Merchant: gold
    "com005": {},  # Gallows: nothing until a raze
    "com049": {"draws": 1},  # Tavern: bonus 1 card
    "com069": {"worker": 1},  # Ruins: bonus 1 worker
    "bar001": {"wood": 2},  # Primeval Forest
    "bar020": {"worker": 2},  # Settlement
    "bar024": {"raze": 1, "stone": 1},  # Quarry (Barbarian)
    "bar022": {"vp": 1},  # Hillfort: 1 VP per black (itself)
    "bar027": {"vp": 4},  # Idol
    "bar029": {"gold": 1, "vp": 1},  # Border: black built (itself)
    "rom023": {"worker": 1, "gold": 1},  # Trade Colony
    "rom026": {"worker": 2},  # Roman Barracks
    "rom027": {"stone": 2},  # Stonemason
    "rom029": {"gold": 1},  # Roman Bank
    "rom017": {"hand": 2},  # Legion: 1 common card + bonus 1 common card
    "rom022": {"vp": 2},  # Roman Fortifications: black built (itself)
    "rom009": {"vp": 2},  # Gardens: red built (itself)
    "egy002": {"stone": 1},  # Bastet Altar: 1 per grey
    "egy005": {"worker": 2},  # Oasis: bonus 2 workers
    "egy011": {"food": 1, "worker": 1},  # Caravan
    "egy026": {"stone": 2},  # Quarry (Egyptian)
    "egy028": {"gold": 1, "stone": 1},  # Pyramid
    "jap001": {"worker": 1, "food": 1},  # Farm
    "jap004": {"food": 2},  # Rice Fields
    "jap006": {"worker": 1},  # Geisha House: 1 per pink
    "jap009": {},  # Daimyo's Castle: 1 VP per samurai (none)
    "jap020": {"gold": 1, "vp": 1},  # Sake Brewery: pink built (itself)
    "jap024": {"hand": 1},  # Dojo: bonus 1 faction card
}

# card -> (activation cost, what one use gives, uses per round)
ACTIONS = {
    "com058": ({"worker": 1}, {"wood": 1}, 2),  # New Forest
    "com042": ({"worker": 1}, {"wood": 2}, 1),  # Lumberjacks
    "com076": ({"wood": 1}, {"vp": 1}, 2),  # Sawmill
    "com044": ({"worker": 1, "wood": 1}, {"vp": 2}, 1),  # Joiner
    "com043": ({"worker": 1, "wood": 2}, {"vp": 3}, 1),  # Carpenter
    "com083": ({"worker": 1}, {"stone": 1}, 2),  # Above-Ground Mine
    "com033": ({"worker": 1}, {"stone": 2}, 1),  # Coal Mine
    "com036": ({"stone": 1}, {"vp": 1}, 2),  # Court Sculptor
    "com034": ({"worker": 1, "stone": 1}, {"vp": 2}, 1),  # Mason
    "com035": ({"worker": 1, "stone": 1}, {"vp": 2}, 1),  # Mason
    "com037": ({"worker": 1, "stone": 2}, {"vp": 3}, 1),  # Mason's Guild
    "com082": ({"worker": 1}, {"food": 2}, 1),  # Hunter Joe
    "com056": ({"food": 1}, {"vp": 1}, 2),  # Brewer
    "com053": ({"worker": 1, "food": 1}, {"vp": 2}, 1),  # Pig Farmer
    "com055": ({"worker": 1, "food": 1}, {"vp": 2}, 1),  # Pig Farmer
    "com052": ({"worker": 1, "food": 2}, {"vp": 3}, 1),  # Confectioner
    "com039": ({"worker": 1, "raze": 1}, {"vp": 3}, 1),  # Missionaries
    "com021": ({"worker": 1}, {"gold": 1}, 2),  # Gold Mine
    "com030": ({"worker": 1, "gold": 1}, {"vp": 2}, 1),  # Goldsmith's Workshop
    "com032": ({"wood": 1, "stone": 1, "food": 1}, {"vp": 3}, 1),  # Marketplace
    "com046": ({"worker": 1}, {"draws": 1}, 2),  # Castle
    "com048": ({"worker": 1}, {"draws": 1}, 2),  # Castle
    "com050": ({"worker": 1}, {"raze": 1}, 2),  # Barracks
    "bar004": ({"worker": 1}, {"vp": 1}, 2),  # Barbarian Altar
    "bar023": ({"raze": 1}, {"gold": 1, "vp": 2}, 1),  # Expedition
    "bar026": ({"worker": 2}, {"raze": 2}, 1),  # Arena
    "rom001": ({"worker": 1, "stone": 1}, {"vp": 2}, 1),  # Sculptor's Workshop
    "rom003": ({"stone": 1}, {"vp": 1}, 2),  # Sculptor's Apprentice
    "rom006": ({"worker": 1}, {"raze": 1}, 1),  # Gladiator School
    "rom030": ({"worker": 1, "stone": 3}, {"vp": 4}, 1),  # Colossus
    "egy009": ({"food": 1}, {"gold": 1, "vp": 1}, 1),  # Golden Bazaar
    "egy016": ({"gold": 2}, {"vp": 2}, 2),  # Avenue of Sphinxes
    "egy021": ({"worker": 1, "gold": 1}, {"vp": 3}, 1),  # Goldsmith
    "egy024": ({"worker": 1}, {"stone": 2, "vp": 1}, 1),  # Slaves
    "jap012": ({"worker": 1}, {"gold": 1}, 2),  # Casino
    "jap016": ({"food": 1}, {"vp": 1}, 2),  # Stalls
    "jap028": ({"worker": 1, "food": 1}, {"raze": 1}, 1),  # Sumo School
    "jap029": ({"stone": 1}, {"raze": 1, "vp": 1}, 1),  # Sword Master
}


def _factions(card: str) -> list[str]:
    own = FACTION_OF.get(card[:3], "romans")
    return [own, "barbarians" if own != "barbarians" else "romans"]


def _outcome(s, seat: int, hand_before: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    p = s.players[seat]
    out = {g: n for g, n in p.goods.items() if n}
    for key, n in (("vp", p.vp), ("draws", p.draws), ("hand", len(p.hand) - hand_before)):
        if n:
            out[key] = n
    return out


@pytest.mark.parametrize("card", sorted(BUILT))
def test_building_gives_what_the_reference_says(card: str) -> None:
    rules, s = action_state(_factions(card))
    take(s, 0, card)
    give(s, 0, **info(card).cost)
    discard = ""
    if info(card).needs_location:
        build_now(s, 0, "com070")  # a Ruins to discard for "L"
        discard = "com070"
    after = act(rules, s, c.Build(0, card, discard))
    assert after.players[0].location(card) is not None
    assert _outcome(after, 0, 0) == BUILT[card]


@pytest.mark.parametrize("card", sorted(ACTIONS))
def test_each_use_of_an_action_location_gives_what_the_reference_says(card: str) -> None:
    cost, gives, uses = ACTIONS[card]
    rules, s = action_state(_factions(card))
    build_now(s, 0, card)
    give(s, 0, **{g: n * (uses + 1) for g, n in cost.items()})
    start = {g: s.players[0].goods[g] for g in SUPPLY_GOODS}
    for used in range(1, uses + 1):
        s = act(rules, s, c.Activate(0, card))
        for _ in range(s.players[0].draws):
            s = act(rules, s, c.Draw(0, "common"))
        expected = {g: start[g] - used * cost.get(g, 0) + used * gives.get(g, 0) for g in start}
        assert s.players[0].goods == expected
        assert s.players[0].vp == used * gives.get("vp", 0)
        assert len(s.players[0].hand) == used * gives.get("draws", 0)
    with pytest.raises(IllegalCommand):  # used up for this round
        act(rules, s, c.Activate(0, card))


def test_headquarters_asks_vp_or_gold_for_each_grey_location_built() -> None:
    rules, s = action_state(["romans", "barbarians"])
    build_now(s, 0, "rom015", "com069")  # Headquarters
    take(s, 0, "com008")  # Quarry (grey)
    give(s, 0, wood=1, stone=1)
    s = act(rules, s, c.Build(0, "com008"))
    assert rules.pending(s).detail["source"] == "rom015"
    assert act(rules, s, c.Choose(0, "0")).players[0].vp == 1
    assert act(rules, s, c.Choose(0, "1")).players[0].goods["gold"] == 1


def test_slaver_may_pay_gold_for_two_vp_or_stone_for_one_on_a_faction_build() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy006", "com069")  # Slaver
    take(s, 0, "egy028")  # Pyramid (2 stone, no L): produces 1 gold + 1 stone at once
    give(s, 0, stone=2)
    s = act(rules, s, c.Build(0, "egy028"))
    pending = rules.pending(s)
    assert pending.kind == "choose" and pending.detail["source"] == "egy006"
    assert "skip" in pending.detail["options"]  # optional
    gold = act(rules, s, c.Choose(0, "0"))
    assert gold.players[0].vp == 2 and gold.players[0].goods["gold"] == 0
    stone = act(rules, s, c.Choose(0, "1"))
    assert stone.players[0].vp == 1 and stone.players[0].goods["stone"] == 0
    skipped = act(rules, s, c.Choose(0, "skip"))
    assert skipped.players[0].vp == 0 and skipped.players[0].goods["gold"] == 1


def test_hillfort_counts_every_black_location_up_to_six() -> None:
    rules, s = action_state(["barbarians", "romans"])
    build_now(s, 0, "bar007", "bar008", "bar009", "bar010", "bar011", "bar016", "com018")
    take(s, 0, "bar022")
    give(s, 0, wood=2)
    after = act(rules, s, c.Build(0, "bar022", "com018"))
    assert after.players[0].vp == 6  # seven black locations with itself: capped at 6


def test_daimyos_castle_produces_a_vp_per_samurai_when_built() -> None:
    rules, s = action_state(["japanese", "romans"])
    (farm,) = build_now(s, 0, "jap001")
    farm.samurai = True
    build_now(s, 0, "com069")
    take(s, 0, "jap009")
    give(s, 0, stone=2)
    assert act(rules, s, c.Build(0, "jap009", "com069")).players[0].vp == 1
