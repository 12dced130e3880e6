"""The Settlers game state: plain mutable objects, copied explicitly (deepcopy is too slow)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.settlers.catalog import SUPPLY_GOODS

NO_PLAYER = -1


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
        return Location(
            self.card,
            self.used,
            self.defence,
            self.samurai,
            self.blocked,
            self.controller,
            self.tucked[:],  # slices and .copy(): a search copies states by the thousand
            self.stash,
        )


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
        return PlayerState(
            self.faction,
            self.goods.copy(),
            self.vp,
            self.draws,
            self.hand[:],
            self.deck[:],
            self.discard[:],
            [loc.copy() for loc in self.locations],
            self.foundations[:],
            self.deals[:],
            self.trade_deals[:],
            self.deal_gains.copy(),
            self.passed,
        )

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
        return SettlersState(
            [p.copy() for p in self.players],
            self.humans,
            self.solo,
            self.round,
            self.phase,
            self.first,
            self.turn,
            self.common_deck[:],
            self.common_discard[:],
            self.draft[:],
            self.draft_order[:],
            self.draft_stage,
            [o[:] for o in self.offers],
            [Choice(c.player, c.kind, c.options, c.source, c.data) for c in self.choices],
            self.followup,
            self.held,
            self.attack_deck[:],
            self.attack_line[:],
            self.attack_discard[:],
            self.collection[:],
            self.attacks_left,
        )

    def owner_of(self, card: str) -> int:
        """The seat whose empire holds this location, or NO_PLAYER."""
        for seat, player in enumerate(self.players):
            for loc in player.locations:
                if loc.card == card:
                    return seat
        return NO_PLAYER
