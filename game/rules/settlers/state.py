"""The Settlers game state: plain mutable objects, copied explicitly (deepcopy is too slow)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.settlers.catalog import SUPPLY_GOODS

NO_PLAYER = -1
_new = object.__new__


@dataclass(slots=True)
class Location:
    """A built card in an empire, with what lies on it."""

    card: str
    used: int = 0  # activations this round (features: trigger count this round)
    defence: bool = False
    samurai: bool = False
    blocked: bool = False  # Scorpion Breeder: cannot be activated this round
    controller: int = NO_PLAYER  # Temple of Ra: the player who took it over this round
    tucked: list[str] = field(default_factory=list)  # Gate cards, Trade Route markers
    stash: int = 0  # Shrine: resources placed on it

    def copy(self) -> Location:
        # made without __init__: a search copies locations by the hundred thousand, and the
        # generated __init__ with its defaults takes half again as long
        loc = _new(Location)
        loc.card = self.card
        loc.used = self.used
        loc.defence = self.defence
        loc.samurai = self.samurai
        loc.blocked = self.blocked
        loc.controller = self.controller
        loc.tucked = self.tucked[:]
        loc.stash = self.stash
        return loc


@dataclass(slots=True)
class PlayerState:
    faction: str  # a faction, or "virtual" for the solo opponent
    goods: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SUPPLY_GOODS, 0))
    vp: int = 0
    draws: int = 0  # cards owed whose deck the player still has to choose
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # faction deck, top at the end
    discard: list[str] = field(default_factory=list)  # faction discard pile
    locations: list[Location] = field(default_factory=list)
    foundations: list[str] = field(default_factory=list)
    deals: list[str] = field(default_factory=list)  # cards under the board (attack cards: solo)
    trade_deals: list[str] = field(default_factory=list)  # opponents' locations dealt with
    deal_gains: dict[str, int] = field(default_factory=dict)  # deal goods this production
    passed: bool = False

    def copy(self) -> PlayerState:
        p = _new(PlayerState)  # without __init__, as `Location.copy`
        p.faction = self.faction
        p.goods = self.goods.copy()
        p.vp = self.vp
        p.draws = self.draws
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.locations = [loc.copy() for loc in self.locations]
        p.foundations = self.foundations[:]
        p.deals = self.deals[:]
        p.trade_deals = self.trade_deals[:]
        p.deal_gains = self.deal_gains.copy()
        p.passed = self.passed
        return p

    def location(self, card: str) -> Location | None:
        for loc in self.locations:
            if loc.card == card:
                return loc
        return None


@dataclass(slots=True)
class Choice:
    """A decision an effect asks of one player, resolved by a `Choose` command."""

    player: int
    kind: str
    options: tuple[str, ...]
    source: str = ""  # the card whose effect asks
    data: str = ""  # what the resolution needs (an effect path, goods left to cash in, ...)


@dataclass(slots=True)
class SettlersState:
    players: list[PlayerState] = field(default_factory=list)
    humans: int = 0  # seats that play; in solo, seat 1 is the virtual player
    solo: bool = False
    round: int = 0
    phase: str = "setup"  # lookout, production, action, over
    first: int = 0
    turn: int = 0
    common_deck: list[str] = field(default_factory=list)  # top at the end
    common_discard: list[str] = field(default_factory=list)
    # lookout
    draft: list[str] = field(default_factory=list)
    draft_order: list[int] = field(default_factory=list)
    draft_stage: int = 0
    offers: list[list[str]] = field(default_factory=list)  # alternative lookout, per seat
    # decisions in progress
    choices: list[Choice] = field(default_factory=list)
    followup: str = ""  # an action location the player may activate again (reactivate)
    held: bool = False  # the acting player has acted and may still undo, then ends the turn
    # solo
    attack_deck: list[str] = field(default_factory=list)  # top at the end
    attack_line: list[str] = field(default_factory=list)  # index 0: newest (target 1)
    attack_discard: list[str] = field(default_factory=list)
    collection: list[str] = field(default_factory=list)
    attacks_left: int = 0
    # What `pending` last answered for this state; every event clears it. Not part of the
    # position: never compared, copied or saved (a view drops it: its detail reads the state).
    pending_cache: Any = field(default=None, compare=False, repr=False)

    def copy(self) -> SettlersState:
        s = _new(SettlersState)  # without __init__, as `Location.copy`
        s.players = [p.copy() for p in self.players]
        s.humans = self.humans
        s.solo = self.solo
        s.round = self.round
        s.phase = self.phase
        s.first = self.first
        s.turn = self.turn
        s.common_deck = self.common_deck[:]
        s.common_discard = self.common_discard[:]
        s.draft = self.draft[:]
        s.draft_order = self.draft_order[:]
        s.draft_stage = self.draft_stage
        s.offers = [o[:] for o in self.offers]
        s.choices = [Choice(c.player, c.kind, c.options, c.source, c.data) for c in self.choices]
        s.followup = self.followup
        s.held = self.held
        s.attack_deck = self.attack_deck[:]
        s.attack_line = self.attack_line[:]
        s.attack_discard = self.attack_discard[:]
        s.collection = self.collection[:]
        s.attacks_left = self.attacks_left
        s.pending_cache = None
        return s

    def owner_of(self, card: str) -> int:
        """The seat whose empire holds this location, or NO_PLAYER."""
        for seat, player in enumerate(self.players):
            for loc in player.locations:
                if loc.card == card:
                    return seat
        return NO_PLAYER
