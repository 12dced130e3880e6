"""How each Legends event changes the state: the only code that writes to it.

A mixin of `LegendsRules`, which provides `n`, `seats`, `neutral`, `end_cards`, `table` and
`amount` (an action's size with the player's bonuses).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.rules.area_control.cardrow import ROW_PRICES, slide_and_refill, take
from game.rules.area_control.pieces import PieceLimits, Pieces
from game.rules.legends import hand_setup
from game.rules.legends.cards import lord_ability
from game.rules.legends.events import (
    ActionSkipped,
    ArmiesSetUp,
    ArmyDestroyed,
    ArmyMoved,
    ArmyPlaced,
    BidPlaced,
    BidsRevealed,
    CardTaken,
    CityBuilt,
    CoinsChanged,
    DeckShuffled,
    ExtraArmiesPlaced,
    ExtraCardPassed,
    GameScored,
    GameStarted,
    MatchOver,
    NeutralPlaced,
    TokenPlaced,
    TokensPlaced,
    TokensToPlace,
    TokenTaken,
    TurnEnded,
    WarlordsDealt,
)
from game.rules.legends.state import LegendsState, layout_graph

ARMIES = 18
CITIES = 3
NEUTRAL_ARMIES = 10  # with two players
BONUS_TOKENS = {"cottage": "place", "stable": "move"}  # token -> the action it adds 1 to


class LegendsEvolution:
    n: int
    seats: int
    neutral: int | None
    end_cards: int
    table: Any

    _plans: dict[str, tuple[bool, tuple[tuple[str, int], ...], int]]

    def amount(self, state: LegendsState, player: int, kind: str, n: int) -> int:
        raise NotImplementedError

    def _plan(self, card: str) -> tuple[bool, tuple[tuple[str, int], ...], int]:
        """Whether `card` is an "or" card, its actions (kind, n) and its treasury (coins),
        read from the card table once."""
        plan = self._plans.get(card)
        if plan is None:
            spec = self.table[card]
            actions = tuple((a.kind, a.n) for a in spec.actions)
            plan = self._plans[card] = (spec.combo == "or", actions, spec.total("coins"))
        return plan

    def evolve(self, state: LegendsState, event: Any) -> LegendsState:
        handler = self._evolvers[type(event)]
        handler(self, state, event)
        return state

    def _on_game(self, s: LegendsState, e: GameStarted) -> None:
        n = self.n
        s.key = (e.shape, tuple(e.sides), tuple(e.rotations), e.start)
        _, graph, _ = layout_graph(s.key)
        s.graph = graph
        s.game = e.game
        s.extra_region = graph.index[e.extra] if e.extra else -1  # "": placed by hand
        s.pieces = Pieces(self.seats, graph.size, PieceLimits(ARMIES, CITIES))
        s.coins = [0] * n
        s.cards = [[] for _ in range(n)]
        s.row = [None] * len(ROW_PRICES)
        s.deck = []
        s.warlords = [None] * n
        s.tokens = {}
        s.face_down = set()
        s.to_place = []
        s.portals = ()
        s.owned = [[] for _ in range(n)]
        s.seen = [set() for _ in range(n)]
        s.captured = [0] * n
        s.phase = "setup"
        s.bids = [None] * n
        s.card, s.part, s.part_left, s.parts, s.alt = None, None, 0, [], []
        s.turn_moves = ()
        s.extra_turns = []

    def _on_warlords(self, s: LegendsState, e: WarlordsDealt) -> None:
        s.warlords = list(e.warlords)

    def _on_tokens(self, s: LegendsState, e: TokensPlaced) -> None:
        assert s.graph is not None
        for rid, token in e.tokens:
            r = s.graph.index[rid]
            s.tokens[r] = token
            if e.face_down:
                s.face_down.add(r)
        s.portals = tuple(sorted(r for r, t in s.tokens.items() if t == "magic_portal"))

    def _on_deck(self, s: LegendsState, e: DeckShuffled) -> None:
        s.deck = list(e.order)
        s.row = [None] * len(ROW_PRICES)
        slide_and_refill(s.row, s.deck, len(ROW_PRICES))

    def _on_armies(self, s: LegendsState, e: ArmiesSetUp) -> None:
        assert s.graph is not None and s.pieces is not None
        start = s.graph.start[0]
        for seat, count in enumerate(e.start):
            if count:
                s.pieces.place_army(seat, start, count)
        if s.extra_region >= 0:
            for p in range(self.n):
                s.pieces.place_army(p, s.extra_region, e.extra)
        s.coins = [e.coins] * self.n
        self._after_setup(s)

    def _after_setup(self, s: LegendsState) -> None:
        """The next set-up step by hand, else the neutral armies (2 players) or the bid."""
        step = hand_setup.phase_after(s)
        if step is not None:
            s.phase = step
        elif self.neutral is not None:
            s.phase = "neutral"
            s.neutral_left = NEUTRAL_ARMIES
            s.neutral_next = 0
        else:
            s.phase = "bid"

    def _on_to_place(self, s: LegendsState, e: TokensToPlace) -> None:
        s.to_place = list(e.tokens)

    def _on_extra_placed(self, s: LegendsState, e: ExtraArmiesPlaced) -> None:
        assert s.graph is not None and s.pieces is not None
        s.extra_region = s.graph.index[e.region]
        for p in range(self.n):
            s.pieces.place_army(p, s.extra_region, e.armies)
        self._after_setup(s)

    def _on_token_placed(self, s: LegendsState, e: TokenPlaced) -> None:
        s.to_place.pop(0)
        self._on_tokens(s, TokensPlaced(((e.region, e.token),), face_down=e.face_down))
        self._after_setup(s)

    def _on_neutral(self, s: LegendsState, e: NeutralPlaced) -> None:
        assert s.graph is not None and s.pieces is not None and self.neutral is not None
        s.pieces.place_army(self.neutral, s.graph.index[e.region])
        s.neutral_left -= 1
        s.neutral_next = (s.neutral_next + 1) % self.n
        if s.neutral_left <= 0:
            s.phase = "bid"

    def _on_bid(self, s: LegendsState, e: BidPlaced) -> None:
        s.bids[e.player] = e.amount

    def _on_revealed(self, s: LegendsState, e: BidsRevealed) -> None:
        s.coins[e.winner] -= e.bids[e.winner]
        s.first = s.current = e.winner
        s.phase = "take_card"

    def _on_card(self, s: LegendsState, e: CardTaken) -> None:
        take(s.row, e.slot)
        s.cards[e.player].append(e.card)
        s.coins[e.player] -= e.price
        if e.extra:
            s.extra_turns.pop(0)
            if not s.extra_turns:
                s.phase = "scoring"
            return
        s.card = e.card
        s.turn_moves = ()
        s.phase = "action"
        either, actions, _gain = self._plan(e.card)
        s.part, s.part_left = None, 0
        if either:
            s.alt, s.parts = list(actions), []
        else:
            s.alt, s.parts = [], list(actions)
            self._next_part(s, e.player)

    def _next_part(self, s: LegendsState, player: int) -> None:
        if s.parts:
            kind, n = s.parts.pop(0)
            s.part, s.part_left = kind, self.amount(s, player, kind, n)
        else:
            s.part, s.part_left = None, 0

    def _spend(self, s: LegendsState, player: int, kind: str, points: int) -> None:
        if s.alt:  # an "or" card: the first step chooses the action
            for k, n in s.alt:
                if k == kind:
                    s.part, s.part_left = k, self.amount(s, player, k, n)
            s.alt = []
        s.part_left -= points
        if s.part_left <= 0:
            self._next_part(s, player)

    def _on_coins(self, s: LegendsState, e: CoinsChanged) -> None:
        s.coins[e.player] += e.delta

    def _on_placed(self, s: LegendsState, e: ArmyPlaced) -> None:
        assert s.graph is not None and s.pieces is not None
        s.pieces.place_army(e.player, s.graph.index[e.region])
        if not e.free:
            self._spend(s, e.player, "place", 1)

    def _on_moved(self, s: LegendsState, e: ArmyMoved) -> None:
        assert s.graph is not None and s.pieces is not None
        source, target = s.graph.index[e.source], s.graph.index[e.target]
        s.pieces.move_army(e.player, source, target)
        s.turn_moves += ((source, target),)
        self._spend(s, e.player, "move", e.cost)

    def _on_city(self, s: LegendsState, e: CityBuilt) -> None:
        assert s.graph is not None and s.pieces is not None
        s.pieces.build_city(e.player, s.graph.index[e.region])
        self._spend(s, e.player, "city", 1)

    def _on_destroyed(self, s: LegendsState, e: ArmyDestroyed) -> None:
        assert s.graph is not None and s.pieces is not None
        r = s.graph.index[e.region]
        if e.kept:
            s.pieces.armies[e.owner][r] -= 1  # kept on the Sorceress: never back to supply
            s.captured[e.player] += 1
        else:
            s.pieces.remove_army(e.owner, r)
        self._spend(s, e.player, "destroy", 1)

    def _on_token(self, s: LegendsState, e: TokenTaken) -> None:
        assert s.graph is not None
        r = s.graph.index[e.region]
        s.tokens.pop(r, None)
        s.face_down.discard(r)
        kind = BONUS_TOKENS.get(e.token)
        before = self.amount(s, e.player, kind, 0) if kind else 0
        s.owned[e.player].append(e.token)
        if kind and s.phase == "action" and e.player == s.current and s.part == kind:
            # A token is won by a city step, so an action of this kind under way now was begun
            # by that very step (Ancient Woods: city, then place): the token already counts.
            s.part_left += self.amount(s, e.player, kind, 0) - before

    def _on_skipped(self, s: LegendsState, e: ActionSkipped) -> None:
        self._next_part(s, e.player)

    def _on_turn(self, s: LegendsState, e: TurnEnded) -> None:
        assert s.graph is not None
        slide_and_refill(s.row, s.deck, len(ROW_PRICES))
        for rid in e.looked:
            s.seen[e.player].add(s.graph.index[rid])
        s.card, s.part, s.part_left, s.parts, s.alt = None, None, 0, [], []
        s.turn_moves = ()
        if all(len(c) >= self.end_cards for c in s.cards):
            s.extra_turns = [
                (s.first + i) % self.n
                for i in range(self.n)
                if lord_ability(s.warlords[(s.first + i) % self.n], "extra_card")
            ]
            s.phase = "extra" if s.extra_turns else "scoring"
        else:
            s.current = (s.current + 1) % self.n
            s.phase = "take_card"

    def _on_passed(self, s: LegendsState, e: ExtraCardPassed) -> None:
        s.extra_turns.pop(0)
        if not s.extra_turns:
            s.phase = "scoring"

    def _on_scored(self, s: LegendsState, e: GameScored) -> None:
        s.history.append({"game": e.game, "scores": list(e.scores), "winners": list(e.winners)})
        s.totals = [t + x for t, x in zip(s.totals, e.scores, strict=True)]
        s.winners = e.winners
        s.phase = "between"

    def _on_over(self, s: LegendsState, e: MatchOver) -> None:
        s.winners = e.winners
        s.phase = "over"

    _evolvers: ClassVar[dict[type, Any]] = {
        GameStarted: _on_game,
        WarlordsDealt: _on_warlords,
        TokensPlaced: _on_tokens,
        TokensToPlace: _on_to_place,
        ExtraArmiesPlaced: _on_extra_placed,
        TokenPlaced: _on_token_placed,
        DeckShuffled: _on_deck,
        ArmiesSetUp: _on_armies,
        NeutralPlaced: _on_neutral,
        BidPlaced: _on_bid,
        BidsRevealed: _on_revealed,
        CardTaken: _on_card,
        CoinsChanged: _on_coins,
        ArmyPlaced: _on_placed,
        ArmyMoved: _on_moved,
        CityBuilt: _on_city,
        ArmyDestroyed: _on_destroyed,
        TokenTaken: _on_token,
        ActionSkipped: _on_skipped,
        TurnEnded: _on_turn,
        ExtraCardPassed: _on_passed,
        GameScored: _on_scored,
        MatchOver: _on_over,
    }
