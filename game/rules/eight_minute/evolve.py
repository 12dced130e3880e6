"""How each Eight-Minute Empire event changes the state: the only code that writes to it.

A mixin of `EightMinuteRules`, which provides the board graph, the piece limits, the card data
and `_wild_seats` (who still has wilds to assign).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.rules.area_control.cardrow import slide_and_refill
from game.rules.area_control.commands import BidsRevealed
from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.pieces import PieceLimits, Pieces
from game.rules.eight_minute.cards import GameData
from game.rules.eight_minute.events import (
    ArmyDestroyed,
    ArmyMoved,
    ArmyPlaced,
    BidPlaced,
    CardTaken,
    CityBuilt,
    FirstPlayerChosen,
    GameDealt,
    GameScored,
    NeutralPlaced,
    OptionChosen,
    TurnEnded,
    WildsAssigned,
)
from game.rules.eight_minute.state import EightMinuteState


class EightMinuteEvolution:
    n: int
    seats: int
    neutral: int
    neutral_count: int
    start: int
    graph: RegionGraph
    limits: PieceLimits
    data: GameData
    cards: Any
    prices: Any
    games: int

    def _wild_seats(self, state: EightMinuteState) -> list[int]:
        raise NotImplementedError

    def evolve(self, state: EightMinuteState, event: Any) -> EightMinuteState:
        self._evolvers[type(event)](self, state, event)
        state.pending_cache = None
        return state

    def _on_dealt(self, s: EightMinuteState, e: GameDealt) -> None:
        n = self.n
        s.game = e.game
        s.pieces = Pieces(self.seats, self.graph.size, self.limits)
        for p in range(n):
            s.pieces.place_army(p, self.start, self.data.start_armies)
        s.deck = list(e.deck)
        s.row = list(e.row)
        s.coins = [self.data.starting_coins[n]] * n
        s.hands = [[] for _ in range(n)]
        s.bids = [None] * n
        s.wilds = [None] * n
        s.bid_winner = s.first = -1
        s.card = s.option = -1
        s.left = []
        s.tokens = {self.graph.index[r]: good for r, good in e.tokens}
        s.neutral_left = self.neutral_count
        s.phase = "neutral" if self.neutral_count else "bid"
        s.current = 0 if self.neutral_count else -1

    def _on_neutral(self, s: EightMinuteState, e: NeutralPlaced) -> None:
        s.pieces.place_army(self.neutral, self.graph.index[e.region])
        s.neutral_left -= 1
        s.current = (e.player + 1) % self.n
        if s.neutral_left <= 0:
            s.phase = "bid"
            s.current = -1

    def _on_bid(self, s: EightMinuteState, e: BidPlaced) -> None:
        s.bids[e.player] = e.amount

    def _on_revealed(self, s: EightMinuteState, e: BidsRevealed) -> None:
        s.bids = list(e.bids)
        s.bid_winner = e.winner
        s.coins[e.winner] -= e.bids[e.winner]
        s.phase = "first_player"
        s.current = e.winner

    def _on_first(self, s: EightMinuteState, e: FirstPlayerChosen) -> None:
        s.first = s.current = e.first
        s.phase = "take_card"

    def _on_taken(self, s: EightMinuteState, e: CardTaken) -> None:
        s.row[e.slot] = None
        s.coins[e.player] -= e.cost
        s.hands[e.player].append(e.card)
        s.card = e.card
        s.turn_moves = ()
        action = self.cards[e.card].action
        if action.kind == "or":
            s.phase = "choose_option"
            s.left = [0, 0]
        else:
            s.phase = "action"
            s.left = [part.amount for part in action.parts]
        s.option = -1

    def _on_option(self, s: EightMinuteState, e: OptionChosen) -> None:
        s.option = e.option
        s.left = [0, 0]
        s.left[e.option] = self.cards[s.card].action.parts[e.option].amount
        s.phase = "action"

    def _on_placed(self, s: EightMinuteState, e: ArmyPlaced) -> None:
        s.pieces.place_army(e.player, self.graph.index[e.region])
        s.left[e.part] -= 1

    def _on_moved(self, s: EightMinuteState, e: ArmyMoved) -> None:
        index = self.graph.index
        source, target = index[e.source], index[e.target]
        s.pieces.move_army(e.player, source, target)
        s.left[e.part] -= e.cost
        s.turn_moves += ((source, target),)

    def _on_city(self, s: EightMinuteState, e: CityBuilt) -> None:
        s.pieces.build_city(e.player, self.graph.index[e.region])
        s.left[e.part] -= 1

    def _on_destroyed(self, s: EightMinuteState, e: ArmyDestroyed) -> None:
        s.pieces.remove_army(e.owner, self.graph.index[e.region])
        s.left[e.part] -= 1

    def _on_turn_ended(self, s: EightMinuteState, e: TurnEnded) -> None:
        slide_and_refill(s.row, s.deck, len(self.prices))
        s.card = s.option = -1
        s.left = []
        s.turn_moves = ()
        if e.next_player >= 0:
            s.current = e.next_player
            s.phase = "take_card"
        else:
            s.current = -1
            s.phase = "wilds" if self._wild_seats(s) else "scoring"

    def _on_wilds(self, s: EightMinuteState, e: WildsAssigned) -> None:
        s.wilds[e.player] = e.goods
        if not self._wild_seats(s):
            s.phase = "scoring"

    def _on_scored(self, s: EightMinuteState, e: GameScored) -> None:
        final = s.copy()
        final.history = []
        s.history.append(final)
        s.totals = [t + v for t, v in zip(s.totals, e.scores, strict=True)]
        s.phase = "over" if e.game >= self.games else "deal"

    _evolvers: ClassVar[dict[type, Any]] = {
        GameDealt: _on_dealt,
        NeutralPlaced: _on_neutral,
        BidPlaced: _on_bid,
        BidsRevealed: _on_revealed,
        FirstPlayerChosen: _on_first,
        CardTaken: _on_taken,
        OptionChosen: _on_option,
        ArmyPlaced: _on_placed,
        ArmyMoved: _on_moved,
        CityBuilt: _on_city,
        ArmyDestroyed: _on_destroyed,
        TurnEnded: _on_turn_ended,
        WildsAssigned: _on_wilds,
        GameScored: _on_scored,
    }
