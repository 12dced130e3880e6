"""The Legends cards, warlords and tokens, read from `data/cards.json` and checked by pydantic."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, Field

from game import paths
from game.engine.messages import N_

DATA = paths.package_file("game.rules.legends", "data", "cards.json")

AbilityKind = Literal[
    "move",  # +n movement points on every move action
    "army",  # +n armies on every place action
    "flying",  # water moves cost 1 less (at least 1)
    "elixir",  # n elixirs at the end
    "coins",  # +n coins once, when the card is taken
    "vp_per_set",  # +1 VP per card of `set` (the card itself included)
    "vp_for_set",  # +n VP when holding `count` cards of `set`
    "vp_per_coins",  # +1 VP per n coins
    "vp_per_flying",  # +1 VP per Flying ability held
    "immune",  # cannot be the target of Destroy
]
ActionKind = Literal["place", "move", "city", "destroy"]


class Ability(BaseModel, frozen=True):
    kind: AbilityKind
    n: int = 1
    set: str | None = None
    count: int = 0


class Action(BaseModel, frozen=True):
    kind: ActionKind
    n: int = Field(1, ge=1)


class Card(BaseModel, frozen=True):
    id: str
    name: str
    set: str | None = None  # the first word of the name, when it names a set
    mark: int | None = None  # 3: removed with 2 players; 4: removed with 2 or 3 players
    abilities: tuple[Ability, ...]
    combo: Literal["and", "or"] | None = None
    actions: tuple[Action, ...] = Field(min_length=1, max_length=2)

    def in_game(self, players: int) -> bool:
        return self.mark is None or players >= self.mark

    def total(self, kind: str) -> int:
        return sum(a.n for a in self.abilities if a.kind == kind)


WarlordKind = Literal[
    "army_with_city",  # +n army in the region of each city built
    "vp_per_island",  # +n VP per controlled island of at least `count` regions
    "start_armies",  # n armies (instead of 4) on the start region
    "keep_destroyed",  # destroyed armies are kept, not returned: +1 VP per n kept
    "vp_for_set",  # +n VP with `count` cards of `set`
    "extra_card",  # n more cards at the end, paid, without their action
    "steal_coin",  # destroying an army takes n coin from its owner
    "vp_all_armies_out",  # +n VP when no army is left in the supply
]


class WarlordAbility(BaseModel, frozen=True):
    kind: WarlordKind
    n: int = 1
    set: str | None = None
    count: int = 0


class Warlord(BaseModel, frozen=True):
    id: str
    name: str
    abilities: tuple[WarlordAbility, ...]


class Tokens(BaseModel, frozen=True):
    exploration: tuple[str, ...]
    swamp: tuple[str, ...]
    citadel: tuple[str, ...]
    encounter: tuple[str, ...]


class CardData(BaseModel, frozen=True):
    cards: tuple[Card, ...]
    warlords: tuple[Warlord, ...]
    tokens: Tokens


@cache
def data() -> CardData:
    return CardData.model_validate_json(DATA.read_text(encoding="utf-8"))


@cache
def cards_by_id() -> dict[str, Card]:
    return {c.id: c for c in data().cards}


@cache
def _warlord_abilities() -> dict[tuple[str, str], WarlordAbility]:
    return {(w.id, a.kind): a for w in data().warlords for a in w.abilities}


def lord_ability(lord: str | None, kind: str) -> WarlordAbility | None:
    """The warlord's ability of that kind, if the warlord has one."""
    if lord is None:
        return None
    return _warlord_abilities().get((lord, kind))


def deck_for(players: int) -> list[str]:
    return [c.id for c in data().cards if c.in_game(players)]


# Translatable names: card names, warlords, tokens and sets (the catalogue `legends`).
CARD_NAMES = {
    "ancient_phoenix": N_("Ancient Phoenix"),
    "ancient_sage": N_("Ancient Sage"),
    "ancient_tree_spirit": N_("Ancient Tree Spirit"),
    "ancient_woods": N_("Ancient Woods"),
    "arcane_manticore": N_("Arcane Manticore"),
    "arcane_sphinx": N_("Arcane Sphinx"),
    "arcane_temple": N_("Arcane Temple"),
    "castle_a": N_("Castle"),
    "castle_b": N_("Castle"),
    "cursed_banshee": N_("Cursed Banshee"),
    "cursed_gargoyles": N_("Cursed Gargoyles"),
    "cursed_king": N_("Cursed King"),
    "cursed_mausoleum": N_("Cursed Mausoleum"),
    "cursed_tower": N_("Cursed Tower"),
    "dire_dragon": N_("Dire Dragon"),
    "dire_eye": N_("Dire Eye"),
    "dire_giant": N_("Dire Giant"),
    "dire_goblin": N_("Dire Goblin"),
    "dire_ogre": N_("Dire Ogre"),
    "forest_elf": N_("Forest Elf"),
    "forest_gnome": N_("Forest Gnome"),
    "forest_pixie": N_("Forest Pixie"),
    "forest_tree_town": N_("Forest Tree Town"),
    "graveyard": N_("Graveyard"),
    "lake": N_("Lake"),
    "mountain_dwarf": N_("Mountain Dwarf"),
    "mountain_treasury": N_("Mountain Treasury"),
    "night_hydra": N_("Night Hydra"),
    "night_village": N_("Night Village"),
    "night_wizard": N_("Night Wizard"),
    "noble_hills": N_("Noble Hills"),
    "noble_knight": N_("Noble Knight"),
    "noble_unicorn": N_("Noble Unicorn"),
    "stronghold": N_("Stronghold"),
}
WARLORD_NAMES = {
    "white_knight": N_("White Knight"),
    "red_sorceress": N_("Red Sorceress"),
    "fairy_queen": N_("Fairy Queen"),
    "bandit_king": N_("Bandit King"),
}
WARLORD_TEXTS = {
    "white_knight": N_(
        "When you build a city, also place an army there. +1 VP per island you control "
        "with 3 or more regions."
    ),
    "red_sorceress": N_(
        "Start with 5 armies on the start region. Keep the enemy armies you destroy: "
        "+1 VP per 3 kept."
    ),
    "fairy_queen": N_(
        "+1 VP with 3 or more Forest cards. At the end, take 1 more card, paid as usual, "
        "without its action."
    ),
    "bandit_king": N_(
        "When you destroy an army, steal 1 coin from its owner. +1 VP if all your armies "
        "are on the board or kept by the Red Sorceress."
    ),
}
TOKEN_NAMES = {
    "magic_spring": N_("Magic Spring"),
    "cottage": N_("Cottage"),
    "buried_treasure": N_("Buried Treasure"),
    "grimoire": N_("Grimoire"),
    "stable": N_("Stable"),
    "poisoned_swamp": N_("Poisoned Swamp"),
    "citadel": N_("Citadel"),
    "untamed_dragon": N_("Untamed Dragon"),
    "magic_portal": N_("Magic Portal"),
    "band_of_thieves": N_("Band of Thieves"),
}
TOKEN_TEXTS = {
    "magic_spring": N_("2 elixirs at the end of the game."),
    "cottage": N_("+1 army on every place action."),
    "buried_treasure": N_("Gain 1 coin at once."),
    "grimoire": N_("+1 VP at the end; you win any tie for first place."),
    "stable": N_("+1 movement point on every move action."),
    "poisoned_swamp": N_("-1 VP at the end of the game."),
    "citadel": N_("+1 VP to whoever controls this region at the end."),
    "untamed_dragon": N_("Whoever places the 7th army in this region slays it: +2 VP."),
    "magic_portal": N_("Armies move between the two portals as if the regions touched."),
    "band_of_thieves": N_("Placing an army here or moving one in costs 1 coin."),
}
ABILITY_TEXTS = {
    "move": N_("+{n} movement on every move action"),
    "army": N_("+{n} army on every place action"),
    "flying": N_("Flying: water moves cost 1 less (at least 1)"),
    "elixir": N_("{n} elixir(s)"),
    "coins": N_("+{n} coins once, when taken"),
    "vp_per_set": N_("+1 VP per {set} card"),
    "vp_for_set": N_("+{n} VP with {count} {set} cards"),
    "vp_per_coins": N_("+1 VP per {n} coins"),
    "vp_per_flying": N_("+1 VP per Flying ability"),
    "immune": N_("Immune to attack"),
}
ACTION_TEXTS = {
    "place": N_("Place {n} armies"),
    "move": N_("Move {n}"),
    "city": N_("Build a city"),
    "destroy": N_("Destroy {n} army"),
    "and": N_("and"),
    "or": N_("or"),
}
SET_NAMES = {
    "ancient": N_("Ancient"),
    "arcane": N_("Arcane"),
    "cursed": N_("Cursed"),
    "dire": N_("Dire"),
    "forest": N_("Forest"),
    "mountain": N_("Mountain"),
    "night": N_("Night"),
    "noble": N_("Noble"),
}
