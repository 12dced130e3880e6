"""Imperial Settlers card, attack-card and faction-board data: pydantic models and the loader.

The JSON files in `data/` are the source of truth; these models only say what shape they have.
Abilities are data: small effect records (see docs/settlers_effects.md) that the rules engine
interprets, so one shared effect serves many cards. Cards are keyed by id, never by name: the
English name is the msgid of the `settlers_cards` translation domain.
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from game import paths

DATA_DIR = paths.package_file("game.rules.settlers", "data")
FACTION_FILES = ("barbarians", "romans", "egyptians", "japanese")


class Good(StrEnum):
    """Everything a player can gain, pay or count. `card` lets the player choose the deck."""

    WOOD = "wood"
    STONE = "stone"
    FOOD = "food"
    GOLD = "gold"
    WORKER = "worker"
    CARD = "card"
    COMMON_CARD = "common_card"
    FACTION_CARD = "faction_card"
    RAZE = "raze"
    DEFENCE = "defence"
    VP = "vp"
    # Only in costs: any one of wood, stone or food (gold may stand in, as for any resource).
    RESOURCE = "resource"


RESOURCES: frozenset[Good] = frozenset({Good.WOOD, Good.STONE, Good.FOOD})
CARD_GOODS: frozenset[Good] = frozenset({Good.CARD, Good.COMMON_CARD, Good.FACTION_CARD})


class Colour(StrEnum):
    BROWN = "brown"
    GREY = "grey"
    RED = "red"
    PINK = "pink"
    GOLD = "gold"
    BLUE = "blue"
    BLACK = "black"
    PURPLE = "purple"


class CardType(StrEnum):
    PRODUCTION = "production"
    FEATURE = "feature"
    ACTION = "action"


class Faction(StrEnum):
    BARBARIANS = "barbarians"
    ROMANS = "romans"
    EGYPTIANS = "egyptians"
    JAPANESE = "japanese"


class Deck(StrEnum):
    COMMON = "common"
    BARBARIANS = "barbarians"
    ROMANS = "romans"
    EGYPTIANS = "egyptians"
    JAPANESE = "japanese"


ID_PREFIX: dict[Deck, str] = {
    Deck.COMMON: "com",
    Deck.BARBARIANS: "bar",
    Deck.ROMANS: "rom",
    Deck.EGYPTIANS: "egy",
    Deck.JAPANESE: "jap",
}

Goods = dict[Good, Annotated[int, Field(ge=1)]]
"""A bundle of goods, e.g. {"wood": 2, "vp": 1}; amounts are positive, absent means zero."""


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


# ---------------------------------------------------------------------------------------------
# Effects. Each has a `kind`; docs/settlers_effects.md says how the engine interprets each one.
# ---------------------------------------------------------------------------------------------


class LocationFilter(Frozen):
    """Which locations (or built cards) match; every field given must match, absent = any."""

    colour: Colour | None = None
    type: CardType | None = None
    deck: Literal["common", "faction"] | None = None


class Gain(Frozen):
    kind: Literal["gain"] = "gain"
    goods: Goods


class GainPer(Frozen):
    """`amount` of `good` for each counted thing of the player's own empire, capped at `max`."""

    kind: Literal["gain_per"] = "gain_per"
    good: Good
    amount: int = Field(default=1, ge=1)
    count: Literal["locations", "samurai"] = "locations"
    where: LocationFilter = LocationFilter()
    max: int | None = Field(default=None, ge=1)


class Choose(Frozen):
    """Do exactly one of the options (or none of them if `optional`)."""

    kind: Literal["choose"] = "choose"
    options: list[list[Effect]] = Field(min_length=2)
    optional: bool = False


class Convert(Frozen):
    """Pay `pay` to the supply to gain `gain`; `optional` ones may be declined."""

    kind: Literal["convert"] = "convert"
    pay: Goods
    gain: Goods
    optional: bool = True


class DrawKeep(Frozen):
    """Draw `draw` cards from `deck`, keep `keep`; the rest go to `rest`."""

    kind: Literal["draw_keep"] = "draw_keep"
    deck: Literal["common", "faction", "any"]
    draw: int = Field(ge=1)
    keep: int = Field(ge=1)
    rest: Literal["discard", "shuffle_into_deck"] = "discard"


class CollectProduction(Frozen):
    """Collect once more the production of another of your own Production locations."""

    kind: Literal["collect_production"] = "collect_production"
    where: LocationFilter = LocationFilter()


class Raze(Frozen):
    """Raze a card. `hand`: a razable card from your hand; `opponent`: an opponent's razable
    location (not passed); `own`: one of your own common locations. Gain its raze field.
    `ignore_protection`: defence tokens and samurai add nothing to the cost (else the effect
    requires 1 more raze token per defence token / samurai, paid when resolved)."""

    kind: Literal["raze"] = "raze"
    target: Literal["hand", "opponent", "own"]
    ignore_protection: bool = False


class CashInGains(Frozen):
    """You may give back any of the goods gained by `source`; gain `vp_each` VP per good."""

    kind: Literal["cash_in_gains"] = "cash_in_gains"
    source: Literal["previous_effect", "deals_this_production"]
    vp_each: int = Field(ge=1)


class RemoveLocation(Frozen):
    """Discard an opponent's location from their empire (not a raze: no goods, no foundation)."""

    kind: Literal["remove_location"] = "remove_location"


class TakeFromOpponent(Frozen):
    """Take `amount` goods of the given kind from one opponent's supply (not from cards)."""

    kind: Literal["take_from_opponent"] = "take_from_opponent"
    good: Good
    amount: int = Field(default=1, ge=1)


class TakeRazeGood(Frozen):
    """Gain one good of your choice shown in an opponent location's raze field (no raze)."""

    kind: Literal["take_raze_good"] = "take_raze_good"


class DiscardDeal(Frozen):
    """Discard a deal: `own` = one of yours (a Trade Route deal may be cancelled instead);
    `opponent` = one under an opponent's board (the chooser is you; against the Japanese a
    Trade Route deal may be cancelled instead). `gain_its_good`: gain its good once."""

    kind: Literal["discard_deal"] = "discard_deal"
    owner: Literal["own", "opponent"]
    gain_its_good: bool = False
    trade_route_allowed: bool = True


class StealDeal(Frozen):
    """Move a deal from under an opponent's board under yours (not "make a deal": no food,
    no deal triggers). Trade Route deals cannot be taken."""

    kind: Literal["steal_deal"] = "steal_deal"


class RepeatDeal(Frozen):
    """Gain once more the good of one of your deals (Trade Route deals included)."""

    kind: Literal["repeat_deal"] = "repeat_deal"


class TradeRouteDeal(Frozen):
    """Make a deal with an opponent's faction location: gain its deal good now and in every
    later production; marked by a card of your own faction deck tucked face down here."""

    kind: Literal["trade_route_deal"] = "trade_route_deal"


class BuildLocation(Frozen):
    """Build at once a card from `source` (hand or your own deals), paying its goods cost but
    not its discard-a-location requirement. `deck` restricts the card."""

    kind: Literal["build"] = "build"
    source: Literal["hand", "deals"]
    deck: Literal["common", "faction", "any"] = "faction"
    skip_discard_location: bool = True


class Reactivate(Frozen):
    """Pick another of your Action locations, discard the goods on it; you may activate it
    again (paying its cost as usual)."""

    kind: Literal["reactivate"] = "reactivate"


class BlockAction(Frozen):
    """Put a worker from the supply on an opponent's Action location: it cannot be activated
    for the rest of the round."""

    kind: Literal["block_action"] = "block_action"


class TakeOver(Frozen):
    """Mark an opponent's location: it counts as yours until the end of the round (Temple of Ra
    rules in reference §5.6)."""

    kind: Literal["take_over"] = "take_over"


class HandToFoundation(Frozen):
    """Put a card from your hand into your empire as a foundation (not a raze)."""

    kind: Literal["hand_to_foundation"] = "hand_to_foundation"
    deck: Literal["common", "faction", "any"] = "common"


class DiscardFromHand(Frozen):
    """`who` discards `count` cards from hand: `self` (you choose) or `opponent` (an opponent
    you name chooses which of theirs)."""

    kind: Literal["discard_from_hand"] = "discard_from_hand"
    who: Literal["self", "opponent"] = "self"
    count: int = Field(default=1, ge=1)


class PlaceSamurai(Frozen):
    """Take `count` workers from the supply and place each at once as a samurai on one of your
    faction locations without one; those that cannot be placed are lost."""

    kind: Literal["place_samurai"] = "place_samurai"
    count: int = Field(ge=1)


class TuckCards(Frozen):
    """Any time on your turn, tuck any number of hand cards under this card for good;
    `vp_each` VP at once per card."""

    kind: Literal["tuck_cards"] = "tuck_cards"
    vp_each: int = Field(default=0, ge=0)


class StashResources(Frozen):
    """Any time on your turn, put any resources (wood/stone/food) on this card; they stay to
    the end of the game and are not usable."""

    kind: Literal["stash_resources"] = "stash_resources"


class EndBonus(Frozen):
    """At game end: the highest `vp` whose `at_least` is reached by the number of `source`
    things on this card."""

    kind: Literal["end_bonus"] = "end_bonus"
    source: Literal["tucked_cards", "stashed_resources"]
    thresholds: list[tuple[int, int]] = Field(min_length=1)  # (at_least, vp)


class Storage(Frozen):
    """At cleanup keep goods of these kinds (`limit` None = any number)."""

    kind: Literal["storage"] = "storage"
    goods: list[Good] = Field(min_length=1)
    limit: int | None = Field(default=None, ge=1)


class OnEvent(Frozen):
    """Whenever `event` happens for the card's owner, resolve `effects` (feature triggers).

    build: you build a location matching `where` (the card itself counts when built).
    raze: you raze anything (hand, opponent, own, with any card).
    deal: you make a deal (with the Make a Deal action or a Trade Route).
    opponent_spend_workers: an opponent spends worker pairs; effects once per pair.
    gain_vp: you gain at least `min_amount` VP at once (also in production).
    production_deals: you receive your deals' goods in the production phase.
    """

    kind: Literal["on_event"] = "on_event"
    event: Literal["build", "raze", "deal", "opponent_spend_workers", "gain_vp", "production_deals"]
    where: LocationFilter = LocationFilter()
    min_amount: int = Field(default=1, ge=1)
    max_per_round: int | None = Field(default=None, ge=1)
    effects: list[Effect] = Field(min_length=1)


Effect = Annotated[
    Gain
    | GainPer
    | Choose
    | Convert
    | DrawKeep
    | CollectProduction
    | Raze
    | CashInGains
    | RemoveLocation
    | TakeFromOpponent
    | TakeRazeGood
    | DiscardDeal
    | StealDeal
    | RepeatDeal
    | TradeRouteDeal
    | BuildLocation
    | Reactivate
    | BlockAction
    | TakeOver
    | HandToFoundation
    | DiscardFromHand
    | PlaceSamurai
    | TuckCards
    | StashResources
    | EndBonus
    | Storage
    | OnEvent,
    Field(discriminator="kind"),
]

Choose.model_rebuild()
OnEvent.model_rebuild()


def effect_kinds() -> frozenset[str]:
    """Every effect kind the models accept (the vocabulary of docs/settlers_effects.md)."""
    kinds = set()
    for model in (
        Gain,
        GainPer,
        Choose,
        Convert,
        DrawKeep,
        CollectProduction,
        Raze,
        CashInGains,
        RemoveLocation,
        TakeFromOpponent,
        TakeRazeGood,
        DiscardDeal,
        StealDeal,
        RepeatDeal,
        TradeRouteDeal,
        BuildLocation,
        Reactivate,
        BlockAction,
        TakeOver,
        HandToFoundation,
        DiscardFromHand,
        PlaceSamurai,
        TuckCards,
        StashResources,
        EndBonus,
        Storage,
        OnEvent,
    ):
        kinds.add(model.model_fields["kind"].default)
    return frozenset(kinds)


# ---------------------------------------------------------------------------------------------
# Cards, attack cards, faction boards
# ---------------------------------------------------------------------------------------------


class BuildCost(Frozen):
    goods: Goods = {}
    discard_location: bool = False  # the "L" icon: discard one of your locations or foundations


class ActionMode(Frozen):
    """One way to activate an Action location: `cost` goods go onto the card, then `effects`
    resolve in order."""

    cost: Goods = {}
    effects: list[Effect] = Field(min_length=1)


class ActionAbility(Frozen):
    uses: int = Field(default=1, ge=1, le=2)  # activations per round
    modes: list[ActionMode] = Field(min_length=1)


class CardCopy(Frozen):
    """One physical copy: its own id and its deal good (copies of one card may differ)."""

    id: str
    deal: Goods | None = None


class Card(Frozen):
    id: str  # the first copy's id, e.g. "bar004" for bar004-bar006
    deck: Deck
    name: str  # English; msgid in the settlers_cards domain
    name_official: bool = True  # False: our translation of the Czech name
    copies: list[CardCopy] = Field(min_length=1, max_length=6)
    colours: list[Colour] = []  # none for Ruins; three for Trade Colony
    type: CardType
    cost: BuildCost
    raze: Goods | None = None  # None: the card has no raze field and cannot be razed
    production: list[Effect] = []  # on build and in every production phase
    building_bonus: list[Effect] = []  # once, when built
    features: list[Effect] = []  # standing abilities: triggers, storage, end bonuses
    action: ActionAbility | None = None
    text: str = ""  # English ability text; msgid in the settlers_cards domain
    reconstructed: bool = False  # ability not printed in any source we had; designed to fit
    notes: str = ""  # where a source was uncertain and which reading we took

    @property
    def copy_ids(self) -> list[str]:
        return [c.id for c in self.copies]

    @property
    def is_faction(self) -> bool:
        return self.deck is not Deck.COMMON

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if len(value) != 6 or not value[3:].isdigit():
            raise ValueError(f"card id {value!r} is not like 'com001'")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        prefix = ID_PREFIX[self.deck]
        for copy in self.copies:
            if not copy.id.startswith(prefix) or not copy.id[3:].isdigit() or len(copy.id) != 6:
                raise ValueError(f"{self.id}: copy id {copy.id!r} not in deck {self.deck}")
        if self.copies[0].id != self.id:
            raise ValueError(f"{self.id}: the card id must be its first copy's id")
        has_deal = [c.deal is not None for c in self.copies]
        if self.is_faction and not all(has_deal):
            raise ValueError(f"{self.id}: every faction copy needs a deal")
        if not self.is_faction and any(has_deal):
            raise ValueError(f"{self.id}: common cards have no deal field")
        if not self.is_faction and self.cost.discard_location:
            raise ValueError(f"{self.id}: only faction cards require discarding a location")
        if (self.type is CardType.ACTION) != (self.action is not None):
            raise ValueError(f"{self.id}: exactly the action cards have an action")
        if self.production and self.type is not CardType.PRODUCTION:
            raise ValueError(f"{self.id}: only production cards produce")
        if self.type is CardType.PRODUCTION and not self.production:
            raise ValueError(f"{self.id}: a production card must produce")
        return self


class AttackCard(Frozen):
    """A solo virtual-player attack card: one good in its target field."""

    id: str  # cpu01 .. cpu16
    target: Good


class FactionBoard(Frozen):
    faction: Faction
    name: str  # English; msgid in the settlers_cards domain
    production: Goods  # gained at the start of every production phase
    storage: Storage  # what the board lets the player keep at cleanup
    text: str  # English summary of the storage rule; msgid in the settlers_cards domain


class DeckFile(Frozen):
    deck: Deck
    cards: list[Card]


class AttackFile(Frozen):
    provisional: bool = False  # True while the per-good counts rest on a guess
    cards: list[AttackCard] = Field(min_length=16, max_length=16)


class FactionFile(Frozen):
    factions: list[FactionBoard] = Field(min_length=4, max_length=4)


class Catalog(Frozen):
    """Everything: `cards` by card id, `copies` maps every copy id to its card id."""

    cards: dict[str, Card]
    decks: dict[Deck, list[str]]  # card ids per deck, in file order
    attacks: list[AttackCard]
    factions: dict[Faction, FactionBoard]

    _copy_index: dict[str, str] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: object, /) -> None:
        self._copy_index.update(
            {c.id: card.id for card in self.cards.values() for c in card.copies}
        )

    def card(self, card_or_copy_id: str) -> Card:
        """The card of a card id or of any of its copy ids (KeyError if unknown)."""
        return self.cards[self._copy_index[card_or_copy_id]]

    def deal_of(self, copy_id: str) -> Goods:
        """The deal good of one physical copy."""
        for copy in self.card(copy_id).copies:
            if copy.id == copy_id and copy.deal is not None:
                return copy.deal
        raise KeyError(copy_id)

    def deck_copies(self, deck: Deck) -> list[str]:
        """Every physical copy id of a deck (what gets shuffled)."""
        return [c.id for card_id in self.decks[deck] for c in self.cards[card_id].copies]


def _read(name: str) -> object:
    return json.loads((DATA_DIR / f"{name}.json").read_text(encoding="utf-8"))


@cache
def load_catalog() -> Catalog:
    """Read and validate every data file once; raises pydantic.ValidationError on bad data."""
    cards: dict[str, Card] = {}
    decks: dict[Deck, list[str]] = {}
    seen_copies: set[str] = set()
    for name in ("common", *FACTION_FILES):
        deck_file = DeckFile.model_validate(_read(name))
        if deck_file.deck.value != name:
            raise ValueError(f"{name}.json declares deck {deck_file.deck}")
        ids = []
        for card in deck_file.cards:
            if card.deck is not deck_file.deck:
                raise ValueError(f"{card.id} is in {name}.json but of deck {card.deck}")
            if card.id in cards:
                raise ValueError(f"duplicate card id {card.id}")
            for copy_id in card.copy_ids:
                if copy_id in seen_copies:
                    raise ValueError(f"duplicate copy id {copy_id}")
                seen_copies.add(copy_id)
            cards[card.id] = card
            ids.append(card.id)
        decks[deck_file.deck] = ids
    attacks = AttackFile.model_validate(_read("attacks")).cards
    boards = FactionFile.model_validate(_read("factions")).factions
    return Catalog(
        cards=cards,
        decks=decks,
        attacks=attacks,
        factions={board.faction: board for board in boards},
    )
