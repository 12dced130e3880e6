"""The state of Eight-Minute Empire: regions by number (see `game.rules.area_control.graph`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from game.rules.area_control.pieces import Pieces

Phase = Literal[
    "deal",
    "neutral",
    "bid",
    "first_player",
    "take_card",
    "choose_option",
    "action",
    "wilds",
    "scoring",
    "over",
]


@dataclass(slots=True)
class EightMinuteState:
    players: int
    pieces: Pieces
    game: int = 0  # 1, 2, 3 in a long game
    phase: Phase = "deal"
    deck: list[int] = field(default_factory=list)  # top = last
    row: list[int | None] = field(default_factory=list)
    coins: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    bids: list[int | None] = field(default_factory=list)
    bid_winner: int = -1
    first: int = -1
    current: int = -1
    neutral_left: int = 0
    card: int = -1  # the card whose action is being resolved
    option: int = -1  # the OR option chosen
    left: list[int] = field(default_factory=list)  # what is left of each part of that card
    # the current player's moves this turn, (source, target) by region number: the bots never
    # walk an army back where it came from (`game.rules.area_control.movement.goes_back`)
    turn_moves: tuple[tuple[int, int], ...] = ()
    tokens: dict[int, str] = field(default_factory=dict)  # region -> good (variant)
    wilds: list[tuple[str, ...] | None] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)  # running totals over finished games
    # The final position of each finished game (its report is built from it when asked).
    history: list[EightMinuteState] = field(default_factory=list)
    # What `pending` last answered for this state; every event clears it. Not part of the
    # position: never compared, copied or saved.
    pending_cache: Any = field(default=None, compare=False, repr=False)

    def copy(self) -> EightMinuteState:
        # every slot set directly: the dataclass's keyword __init__ was half of a copy, and
        # a bot copies the state for every playout and every candidate it weighs
        other = _new_state(EightMinuteState)
        other.players = self.players
        other.pieces = self.pieces.copy()
        other.game = self.game
        other.phase = self.phase
        other.deck = self.deck[:]
        other.row = self.row[:]
        other.coins = self.coins[:]
        other.hands = [h[:] for h in self.hands]
        other.bids = self.bids[:]
        other.bid_winner = self.bid_winner
        other.first = self.first
        other.current = self.current
        other.neutral_left = self.neutral_left
        other.card = self.card
        other.option = self.option
        other.left = self.left[:]
        other.turn_moves = self.turn_moves
        other.tokens = self.tokens  # never changed in place: replaced at each deal
        other.wilds = self.wilds[:]
        other.totals = self.totals[:]
        other.history = self.history[:]
        other.pending_cache = None
        return other


_new_state = object.__new__
