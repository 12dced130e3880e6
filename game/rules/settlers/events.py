"""What happened in a Settlers game. Each event knows how it changes the state (`apply`);
applying never fails and never draws at random: shuffles and draws are recorded here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.settlers.catalog import info, runtime
from game.rules.settlers.state import NO_PLAYER, Choice, Location, PlayerState, SettlersState


def _to_discard(s: SettlersState, card: str) -> None:
    """A card leaving play goes to its own deck's discard pile."""
    deck = info(card).deck
    if deck == "common":
        s.common_discard.append(card)
        return
    for player in s.players:
        if player.faction == deck:
            player.discard.append(card)
            return


def _find(s: SettlersState, card: str) -> Location | None:
    """A location in whichever empire holds it (a location taken over with the Temple of Ra
    stays in its owner's empire)."""
    for player in s.players:
        loc = player.location(card)
        if loc is not None:
            return loc
    return None


@dataclass(frozen=True, slots=True)
class GameStarted:
    factions: tuple[str, ...]
    first: int
    solo: bool

    def apply(self, s: SettlersState) -> None:
        s.players = [PlayerState(f) for f in self.factions]
        s.humans = 1 if self.solo else len(self.factions)
        s.solo = self.solo
        if self.solo:
            s.players.append(PlayerState("virtual"))
        s.first = self.first


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    """A deck (re)shuffled: "common" (from its discard pile, put under what is left),
    "faction" of `player` at set-up, or the solo "attack" deck. `order`: bottom to top."""

    barrier: ClassVar[bool] = True
    deck: str
    order: tuple[str, ...]
    player: int = NO_PLAYER

    def apply(self, s: SettlersState) -> None:
        if self.deck == "common":
            s.common_deck = list(self.order) + s.common_deck
            taken = set(self.order)
            s.common_discard = [c for c in s.common_discard if c not in taken]
        elif self.deck == "faction":
            s.players[self.player].deck = list(self.order)
        else:
            s.attack_deck = list(self.order)


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    barrier: ClassVar[bool] = True
    player: int
    deck: str  # common / faction
    cards: tuple[str, ...]

    def apply(self, s: SettlersState) -> None:
        source = s.common_deck if self.deck == "common" else s.players[self.player].deck
        del source[len(source) - len(self.cards) :]
        s.players[self.player].hand.extend(self.cards)


@dataclass(frozen=True, slots=True)
class OwedDrawTaken:
    """An owed card was drawn from the deck the player chose."""

    barrier: ClassVar[bool] = True
    player: int
    deck: str
    card: str  # empty when the deck had nothing left

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.draws -= 1
        if self.card:
            source = s.common_deck if self.deck == "common" else p.deck
            source.pop()
            p.hand.append(self.card)


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    first: int

    def apply(self, s: SettlersState) -> None:
        s.round = self.round
        s.first = self.first
        s.phase = "lookout"
        s.draft_stage = 0
        for p in s.players:
            p.passed = False


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    phase: str
    turn: int = NO_PLAYER

    def apply(self, s: SettlersState) -> None:
        s.phase = self.phase
        if self.turn != NO_PLAYER:
            s.turn = self.turn


@dataclass(frozen=True, slots=True)
class DraftRevealed:
    """Common cards turned face up for the lookout; `order`: who picks, in turn."""

    barrier: ClassVar[bool] = True
    cards: tuple[str, ...]
    order: tuple[int, ...]

    def apply(self, s: SettlersState) -> None:
        if self.cards:
            del s.common_deck[len(s.common_deck) - len(self.cards) :]
        s.draft.extend(self.cards)
        s.draft_order = list(self.order)
        s.draft_stage += 1


@dataclass(frozen=True, slots=True)
class DraftPicked:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        s.draft.remove(self.card)
        s.players[self.player].hand.append(self.card)
        if s.draft_order and s.draft_order[0] == self.player:
            s.draft_order.pop(0)


@dataclass(frozen=True, slots=True)
class DraftDiscarded:
    def apply(self, s: SettlersState) -> None:
        s.common_discard.extend(s.draft)
        s.draft = []


@dataclass(frozen=True, slots=True)
class VirtualTook:
    """Solo lookout: a card of the draft goes face up to the virtual player's empire."""

    barrier: ClassVar[bool] = True
    card: str

    def apply(self, s: SettlersState) -> None:
        s.draft.remove(self.card)
        s.players[-1].locations.append(Location(self.card))


@dataclass(frozen=True, slots=True)
class OffersDealt:
    """Alternative lookout: three common cards dealt face down to each seat."""

    barrier: ClassVar[bool] = True
    offers: tuple[tuple[str, ...], ...]

    def apply(self, s: SettlersState) -> None:
        for cards in self.offers:
            if cards:
                del s.common_deck[len(s.common_deck) - len(cards) :]
        s.offers = [list(c) for c in self.offers]
        s.draft_order = [i for i, c in enumerate(self.offers) if c]
        s.draft_stage += 1


@dataclass(frozen=True, slots=True)
class OfferPicked:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        s.offers[self.player].remove(self.card)
        s.players[self.player].hand.append(self.card)
        s.draft_order.remove(self.player)


@dataclass(frozen=True, slots=True)
class OffersPassed:
    """Alternative lookout: what is left of each offer goes to the next seat clockwise."""

    def apply(self, s: SettlersState) -> None:
        n = len(s.offers)
        s.offers = [s.offers[(i - 1) % n] for i in range(n)]
        s.draft_order = [i for i in range(n) if s.offers[i]]
        s.draft_stage += 1


@dataclass(frozen=True, slots=True)
class OffersDiscarded:
    def apply(self, s: SettlersState) -> None:
        for cards in s.offers:
            s.common_discard.extend(cards)
        s.offers = []
        s.draft_order = []


@dataclass(frozen=True, slots=True)
class GoodsChanged:
    """Supply goods gained (positive) or paid (negative); `card` counts cards owed."""

    player: int
    delta: tuple[tuple[str, int], ...]

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        goods = p.goods
        for good, n in self.delta:
            if good == "card":
                p.draws += n
            else:
                goods[good] = goods.get(good, 0) + n


def changed(player: int, goods: dict[str, int]) -> GoodsChanged:
    """The event for a change of supply goods given as a mapping."""
    return GoodsChanged(player, tuple(goods.items()))


@dataclass(frozen=True, slots=True)
class DealGoodsNoted:
    """What a player received from deals this production (for Diplomacy School)."""

    player: int
    goods: tuple[tuple[str, int], ...]

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].deal_gains = dict(self.goods)


@dataclass(frozen=True, slots=True)
class Scored:
    player: int
    vp: int

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].vp += self.vp


@dataclass(frozen=True, slots=True)
class Built:
    """A card enters the empire from the hand or from the deals."""

    player: int
    card: str
    source: str = "hand"

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        if self.source == "deals":
            p.deals.remove(self.card)
        else:
            p.hand.remove(self.card)
        p.locations.append(Location(self.card))


@dataclass(frozen=True, slots=True)
class LocationLost:
    """A location leaves its empire: to a `foundation`, to the `discard` pile, or to the solo
    virtual player's `collection` pile. Tokens, samurai and goods on it are returned."""

    owner: int
    card: str
    to: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.owner]
        for i, loc in enumerate(p.locations):
            if loc.card == self.card:
                del p.locations[i]
                for tucked in loc.tucked:
                    _to_discard(s, tucked)
                break
        if self.to == "foundation":
            p.foundations.append(self.card)
        elif self.to == "collection":
            s.collection.append(self.card)
        else:
            _to_discard(s, self.card)


@dataclass(frozen=True, slots=True)
class FoundationDiscarded:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].foundations.remove(self.card)
        _to_discard(s, self.card)


@dataclass(frozen=True, slots=True)
class FoundationLaid:
    """A card of the hand put into the empire as a foundation (Sanctuary)."""

    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.hand.remove(self.card)
        p.foundations.append(self.card)


@dataclass(frozen=True, slots=True)
class DealMade:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.hand.remove(self.card)
        p.deals.append(self.card)


@dataclass(frozen=True, slots=True)
class HandDiscarded:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].hand.remove(self.card)
        _to_discard(s, self.card)


@dataclass(frozen=True, slots=True)
class CardReturned:
    """A drawn faction card shuffled back into its deck, at a recorded place."""

    barrier: ClassVar[bool] = True
    player: int
    card: str
    index: int

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.hand.remove(self.card)
        p.deck.insert(self.index, self.card)


@dataclass(frozen=True, slots=True)
class DefencePlaced:
    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.goods["defence"] -= 1
        loc = p.location(self.card)
        if loc is not None:
            loc.defence = True


@dataclass(frozen=True, slots=True)
class SamuraiPlaced:
    """A worker becomes a samurai on a faction location (`from_supply`: a new worker)."""

    player: int
    card: str
    from_supply: bool = False

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        if not self.from_supply:
            p.goods["worker"] -= 1
        loc = p.location(self.card)
        if loc is not None:
            loc.samurai = True


@dataclass(frozen=True, slots=True)
class Activated:
    """An action location used `times`; `owner` is whose empire holds it."""

    player: int
    owner: int
    card: str
    times: int

    def apply(self, s: SettlersState) -> None:
        loc = s.players[self.owner].location(self.card)
        if loc is not None:
            loc.used += self.times


@dataclass(frozen=True, slots=True)
class TriggerCounted:
    """A feature with a per-round limit fired once more (Oasis)."""

    player: int
    card: str

    def apply(self, s: SettlersState) -> None:
        loc = _find(s, self.card)
        if loc is not None:
            loc.used += 1


@dataclass(frozen=True, slots=True)
class ActionReset:
    """The goods on an action location are discarded; it may be activated again."""

    player: int
    card: str
    followup: bool

    def apply(self, s: SettlersState) -> None:
        loc = _find(s, self.card)
        if loc is not None:
            loc.used = 0
        s.followup = self.card if self.followup else ""


@dataclass(frozen=True, slots=True)
class FollowupOffered:
    """The second use of a location used twice in one action comes next (its own targets)."""

    card: str

    def apply(self, s: SettlersState) -> None:
        s.followup = self.card


@dataclass(frozen=True, slots=True)
class FollowupEnded:
    def apply(self, s: SettlersState) -> None:
        s.followup = ""


@dataclass(frozen=True, slots=True)
class ActionBlocked:
    owner: int
    card: str

    def apply(self, s: SettlersState) -> None:
        loc = s.players[self.owner].location(self.card)
        if loc is not None:
            loc.blocked = True


@dataclass(frozen=True, slots=True)
class TakenOver:
    player: int
    owner: int
    card: str

    def apply(self, s: SettlersState) -> None:
        loc = s.players[self.owner].location(self.card)
        if loc is not None:
            loc.controller = self.player


@dataclass(frozen=True, slots=True)
class DealMoved:
    """A deal taken from under one board to another's (Spies)."""

    owner: int
    player: int
    deal: str

    def apply(self, s: SettlersState) -> None:
        if self.deal in runtime().attacks:
            s.attack_line.remove(self.deal)
        else:
            s.players[self.owner].deals.remove(self.deal)
        s.players[self.player].deals.append(self.deal)


@dataclass(frozen=True, slots=True)
class DealDiscarded:
    owner: int
    deal: str

    def apply(self, s: SettlersState) -> None:
        if self.deal in runtime().attacks:
            if self.deal in s.attack_line:
                s.attack_line.remove(self.deal)
            else:
                s.players[self.owner].deals.remove(self.deal)
            s.attack_discard.append(self.deal)
        else:
            s.players[self.owner].deals.remove(self.deal)
            _to_discard(s, self.deal)


@dataclass(frozen=True, slots=True)
class TradeDealMade:
    """A deal with an opponent's faction location; `marker` is the top card of the player's
    faction deck, tucked face down under the Trade Route (empty if the deck is empty)."""

    player: int
    route: str
    source: str
    marker: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.trade_deals.append(self.source)
        if self.marker:
            p.deck.pop()
            loc = p.location(self.route)
            if loc is not None:
                loc.tucked.append(self.marker)
            else:
                _to_discard(s, self.marker)


@dataclass(frozen=True, slots=True)
class TradeDealCancelled:
    player: int
    source: str

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].trade_deals.remove(self.source)


@dataclass(frozen=True, slots=True)
class Tucked:
    player: int
    location: str
    card: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.hand.remove(self.card)
        loc = p.location(self.location)
        if loc is not None:
            loc.tucked.append(self.card)


@dataclass(frozen=True, slots=True)
class Stashed:
    player: int
    location: str
    good: str

    def apply(self, s: SettlersState) -> None:
        p = s.players[self.player]
        p.goods[self.good] -= 1
        loc = p.location(self.location)
        if loc is not None:
            loc.stash += 1


@dataclass(frozen=True, slots=True)
class ChoiceOffered:
    player: int
    kind: str
    options: tuple[str, ...]
    source: str = ""
    data: str = ""
    first: bool = False  # ask before the choices already waiting

    def apply(self, s: SettlersState) -> None:
        choice = Choice(self.player, self.kind, self.options, self.source, self.data)
        if self.first:
            s.choices.insert(0, choice)
        else:
            s.choices.append(choice)


@dataclass(frozen=True, slots=True)
class ChoiceMade:
    player: int
    option: str

    def apply(self, s: SettlersState) -> None:
        s.choices.pop(0)


@dataclass(frozen=True, slots=True)
class Passed:
    player: int

    def apply(self, s: SettlersState) -> None:
        s.players[self.player].passed = True


@dataclass(frozen=True, slots=True)
class TurnHeld:
    """The player acted; the turn moves on only when they end it (undo stays possible)."""

    player: int
    held: bool = True

    def apply(self, s: SettlersState) -> None:
        s.held = self.held


@dataclass(frozen=True, slots=True)
class TurnMoved:
    barrier: ClassVar[bool] = True  # the turn is over: undo stops here
    player: int

    def apply(self, s: SettlersState) -> None:
        s.turn = self.player


@dataclass(frozen=True, slots=True)
class CleanedUp:
    """Cleanup: keep stored goods, discard the rest, clear what lies on locations."""

    kept: tuple[tuple[int, str, int], ...]  # (seat, good, amount kept)

    def apply(self, s: SettlersState) -> None:
        for p in s.players:
            for good in p.goods:
                p.goods[good] = 0
            p.deal_gains = {}
            for loc in p.locations:
                loc.used = 0
                loc.defence = False
                loc.blocked = False
                loc.controller = NO_PLAYER
        for seat, good, amount in self.kept:
            s.players[seat].goods[good] = amount


@dataclass(frozen=True, slots=True)
class AttackRevealed:
    barrier: ClassVar[bool] = True
    card: str

    def apply(self, s: SettlersState) -> None:
        if s.attack_deck and s.attack_deck[-1] == self.card:
            s.attack_deck.pop()
        s.attack_line.insert(0, self.card)


@dataclass(frozen=True, slots=True)
class AttackPairMoved:
    """The two attack cards that matched go to the end of the line."""

    pair: tuple[str, str]

    def apply(self, s: SettlersState) -> None:
        for card in self.pair:
            s.attack_line.remove(card)
            s.attack_line.append(card)


@dataclass(frozen=True, slots=True)
class AttacksScheduled:
    count: int

    def apply(self, s: SettlersState) -> None:
        s.phase = "attack"
        s.attacks_left = self.count


@dataclass(frozen=True, slots=True)
class AttackDone:
    def apply(self, s: SettlersState) -> None:
        s.attacks_left -= 1


@dataclass(frozen=True, slots=True)
class GameEnded:
    def apply(self, s: SettlersState) -> None:
        s.phase = "over"


EVENT_TYPES = (
    GameStarted,
    DeckShuffled,
    CardsDrawn,
    OwedDrawTaken,
    RoundStarted,
    PhaseStarted,
    DraftRevealed,
    DraftPicked,
    DraftDiscarded,
    VirtualTook,
    OffersDealt,
    OfferPicked,
    OffersPassed,
    OffersDiscarded,
    GoodsChanged,
    DealGoodsNoted,
    Scored,
    Built,
    LocationLost,
    FoundationDiscarded,
    FoundationLaid,
    DealMade,
    HandDiscarded,
    CardReturned,
    DefencePlaced,
    SamuraiPlaced,
    Activated,
    TriggerCounted,
    ActionReset,
    FollowupOffered,
    FollowupEnded,
    ActionBlocked,
    TakenOver,
    DealMoved,
    DealDiscarded,
    TradeDealMade,
    TradeDealCancelled,
    Tucked,
    Stashed,
    ChoiceOffered,
    ChoiceMade,
    Passed,
    TurnHeld,
    TurnMoved,
    CleanedUp,
    AttackRevealed,
    AttackPairMoved,
    AttacksScheduled,
    AttackDone,
    GameEnded,
)
