"""Eight-Minute Empire: set-up, decide, pending and legal commands over the event log, and the
report; `evolve.py` folds the events."""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from random import Random
from typing import Any, ClassVar

from game.engine.board import Board, load_board
from game.engine.errors import IllegalCommand
from game.engine.messages import N_, Message
from game.engine.rules import GameRules, Pending
from game.rules.area_control.bidding import resolve_bid
from game.rules.area_control.clicks import (
    Target,
    a_neighbour,
    area_target,
    first_refusal,
    last_thing,
    refusal_before,
)
from game.rules.area_control.control import region_controllers
from game.rules.area_control.goods import wild_assignments
from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.pieces import PieceLimits, Pieces
from game.rules.area_control.tiebreak import winners
from game.rules.eight_minute import scoring, view
from game.rules.eight_minute.cards import GOODS, WILD, Card, game_data
from game.rules.eight_minute.commands import (
    COMMAND_TYPES,
    AssignWilds,
    Bid,
    BuildCity,
    ChooseFirstPlayer,
    ChooseOption,
    DestroyArmy,
    Done,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.eight_minute.direct_play import EightMinuteDirectPlay
from game.rules.eight_minute.events import (
    EVENT_TYPES,
    ArmyDestroyed,
    ArmyMoved,
    ArmyPlaced,
    BidPlaced,
    BidsRevealed,
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
from game.rules.eight_minute.evolve import EightMinuteEvolution
from game.rules.eight_minute.options import NEUTRAL_NAME, EightMinuteOptions
from game.rules.eight_minute.saves import SAVE_UPGRADERS
from game.rules.eight_minute.state import EightMinuteState

_OVER = Pending("over", ())  # the cached answer "nothing pending": the game is over
BOARD_IDS = {"A": "eight_minute_a", "B": "eight_minute_b"}
LAND_COSTS = {"land": 1}
LAND_AND_WATER_COSTS = {"land": 1, "water": 1}  # a water crossing is one movement point


def card_label(card: Card) -> str:
    """A short language-neutral label of a card's action, e.g. "P4/M2", "D1+P1", "W3"."""
    short = {"place": "P", "move": "M", "move_water": "W", "city": "City", "destroy": "D"}
    parts = [short[p.type] + ("" if p.type == "city" else str(p.amount)) for p in card.action.parts]
    return {"single": "", "or": "/", "and": "+"}[card.action.kind].join(parts)


class EightMinuteRules(EightMinuteEvolution, EightMinuteDirectPlay, GameRules[EightMinuteState]):
    game_id: ClassVar[str] = "eight-minute"
    rules_version: ClassVar[int] = 1
    save_upgraders = SAVE_UPGRADERS
    options_model = EightMinuteOptions
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, options: EightMinuteOptions, board: Board | None = None) -> None:
        super().__init__(options)
        self.opts = options
        self.data = data = game_data()
        self.board = board if board is not None else load_board(BOARD_IDS[options.side])
        self.graph = graph = RegionGraph.from_board(self.board)
        if not graph.start:
            raise ValueError(f"board {self.board.id} has no start region")
        n = self.n = options.players
        self.neutral_count = data.neutral_armies.get(n, 0)
        self.neutral = n if self.neutral_count else -1
        self.seats = n + (1 if self.neutral_count else 0)
        self.limits = PieceLimits(data.army_limit, data.city_limit)
        self.start = graph.start[0]
        self.cards_each = data.cards_each[n]
        self.games = data.long_game_games if options.variants.long_game else 1
        self.prices = data.row_prices
        self.steps = {
            "move": graph.steps(LAND_COSTS),
            "move_water": graph.steps(LAND_AND_WATER_COSTS),
        }
        self.cards = data.cards
        self.labels = tuple(card_label(c) for c in data.cards)
        self._part_kinds = tuple(tuple(p.type for p in c.action.parts) for c in data.cards)
        self._part_amounts = tuple(tuple(p.amount for p in c.action.parts) for c in data.cards)
        self._card_is_or = tuple(c.action.kind == "or" for c in data.cards)
        self._region_index = graph.index
        self._wild_cards = frozenset(i for i, c in enumerate(data.cards) if c.good == WILD)
        self.card_ids = tuple(c.id for c in data.cards)
        self._build_command_tables()
        self._deciders: dict[type, Callable[[EightMinuteState, Any, Random], list[Any]]] = {
            PlaceNeutral: self._decide_neutral,
            Bid: self._decide_bid,
            ChooseFirstPlayer: self._decide_first,
            TakeCard: self._decide_take,
            ChooseOption: self._decide_option,
            PlaceArmy: self._decide_place,
            MoveArmy: self._decide_move,
            BuildCity: self._decide_city,
            DestroyArmy: self._decide_destroy,
            Done: self._decide_done,
            AssignWilds: self._decide_wilds,
        }

    def _build_command_tables(self) -> None:
        """Commands are immutable, so each possible one is built once and handed out again."""
        ids = self.graph.ids
        players = range(self.n)
        max_coins = max(self.data.starting_coins.values())
        self._c_neutral = [[PlaceNeutral(p, r) for r in ids] for p in players]
        self._c_bid = [[Bid(p, a) for a in range(max_coins + 1)] for p in players]
        self._c_first = [[ChooseFirstPlayer(p, f) for f in players] for p in players]
        self._c_take = [[TakeCard(p, s) for s in range(len(self.prices))] for p in players]
        self._c_option = [[ChooseOption(p, i) for i in range(2)] for p in players]
        self._c_place = [[PlaceArmy(p, r) for r in ids] for p in players]
        self._c_city = [[BuildCity(p, r) for r in ids] for p in players]
        self._c_move = [
            [
                {j: MoveArmy(p, ids[i], ids[j]) for j, _ in self.graph.links[i]}
                for i in range(len(ids))
            ]
            for p in players
        ]
        self._c_destroy = [
            [[DestroyArmy(p, o, r) for r in ids] for o in range(self.seats)] for p in players
        ]
        self._c_done = [Done(p) for p in players]
        self._seat = [(p,) for p in players]  # a pending decision's one seat
        self._c_reach: dict[tuple[str, int, int], list[list[Any]]] = {}
        self._c_affordable: dict[int, tuple[int, ...]] = {}
        # a move between linked regions: their numbers, its cost and the parts that pay it
        self._move_links: dict[tuple[str, str], tuple[int, int, int, tuple[str, ...]]] = {}
        for i, links in enumerate(self.graph.links):
            for j, _ in links:
                water = self.graph.kind(i, j) == "water"
                kinds = ("move_water",) if water else ("move", "move_water")
                cost = LAND_AND_WATER_COSTS["water"] if water else LAND_COSTS["land"]
                self._move_links[ids[i], ids[j]] = (i, j, cost, kinds)

    # -- state -----------------------------------------------------------------------------------
    def initial_state(self) -> EightMinuteState:
        n = self.n
        return EightMinuteState(
            players=n,
            pieces=Pieces(self.seats, self.graph.size, self.limits),
            coins=[0] * n,
            hands=[[] for _ in range(n)],
            bids=[None] * n,
            wilds=[None] * n,
            totals=[0] * n,
        )

    def clone(self, state: EightMinuteState) -> EightMinuteState:
        return state.copy()

    def setup(self, state: EightMinuteState, rng: Random) -> list[Any]:
        return [self._deal(1, rng)]

    def _deal(self, game: int, rng: Random) -> GameDealt:
        deck = self.data.deck_for(self.n)
        rng.shuffle(deck)
        row = tuple(deck.pop() for _ in range(len(self.prices)))
        tokens: tuple[tuple[str, str], ...] = ()
        if self.opts.variants.goods_tokens:
            pool = [g for g, count in self.data.goods_tokens.items() for _ in range(count)]
            rng.shuffle(pool)
            tokens = tuple(
                (self.graph.ids[r], good)
                for r, good in zip(self.graph.triangles, pool, strict=False)
            )
        return GameDealt(game, row, tuple(deck), tokens)

    # -- pending and legal commands -----------------------------------------------------------
    def pending(self, state: EightMinuteState) -> Pending | None:
        # The match asks several times per step; the answer only changes with an event.
        cached = state.pending_cache
        if cached is None:
            cached = state.pending_cache = self._pending(state) or _OVER
        return None if cached is _OVER else cached

    def _pending(self, state: EightMinuteState) -> Pending | None:
        # details are built on first read only (Pending takes a function): a playout never
        # reads them
        phase = state.phase
        if phase == "action" or phase == "choose_option":
            return Pending(phase, self._seat[state.current], lambda: self._action_detail(state))
        if phase == "take_card":
            p = state.current
            return Pending("take_card", self._seat[p], lambda: self._take_detail(state, p))
        if phase == "neutral":
            return Pending("place_neutral", (state.current,), {"left": state.neutral_left})
        if phase == "bid":
            waiting = tuple(p for p in range(self.n) if state.bids[p] is None)
            return Pending("bid", waiting, lambda: {"coins": {p: state.coins[p] for p in waiting}})
        if phase == "first_player":
            return Pending(
                "choose_first_player",
                (state.bid_winner,),
                lambda: {"bids": list(state.bids), "winner": state.bid_winner},
            )
        if phase == "wilds":
            seats = self._wild_seats(state)
            return Pending(
                "assign_wilds",
                tuple(seats),
                lambda: {"proposals": {p: list(self.proposed_wilds(state, p)) for p in seats}},
            )
        return None

    def _take_detail(self, state: EightMinuteState, p: int) -> dict[str, Any]:
        return {
            "row": [None if c is None else self.card_ids[c] for c in state.row],
            "prices": list(self.prices),
            "coins": state.coins[p],
            "cards_taken": len(state.hands[p]),
            "cards_each": self.cards_each,
        }

    def _action_detail(self, state: EightMinuteState) -> dict[str, Any]:
        card = self.cards[state.card]
        p = state.current
        left = state.left
        parts = [
            {"type": part.type, "amount": part.amount, "left": left[i]}
            for i, part in enumerate(card.action.parts)
        ]
        return {
            "card": card.id,
            "action": self.labels[state.card],
            "kind": card.action.kind,
            "option": state.option,
            "parts": parts,
            "moves_left": sum(
                left[i] for i, part in enumerate(card.action.parts) if part.type.startswith("move")
            ),
            "armies_left": state.pieces.army_supply[p],
            "cities_left": state.pieces.city_supply[p],
        }

    def legal_commands(self, state: EightMinuteState, player: int) -> list[Any]:
        phase = state.phase
        if phase == "action":
            return self._legal_actions(state, player) if player == state.current else []
        if phase == "take_card":
            if player != state.current:
                return []
            table = self._c_take[player]
            row = state.row
            return [table[i] for i in self._affordable(state.coins[player]) if row[i] is not None]
        if phase == "choose_option":
            if player != state.current:
                return []
            return [*self._c_option[player], self._c_done[player]]
        if phase == "neutral":
            return list(self._c_neutral[player]) if player == state.current else []
        if phase == "bid":
            if not 0 <= player < self.n or state.bids[player] is not None:
                return []
            return self._c_bid[player][: state.coins[player] + 1]
        if phase == "first_player":
            return list(self._c_first[player]) if player == state.bid_winner else []
        if phase == "wilds":
            if player not in self.pending(state).players:  # type: ignore[union-attr]
                return []
            counts, wild_count = self._goods_for_wilds(state, player)
            return [
                AssignWilds(player, choice)
                for choice in wild_assignments(wild_count, scoring.eligible_for_wilds(counts))
            ]
        return []

    def _legal_actions(self, state: EightMinuteState, player: int) -> list[Any]:
        # `compress` walks a seat's row of counts in C: the Python loop over every region for
        # each part was the largest cost of a random playout
        pieces = state.pieces
        left = state.left
        out: list[Any] = []
        seen: list[str] = []
        for i, kind in enumerate(self._part_kinds[state.card]):
            if left[i] <= 0 or kind in seen:
                continue
            seen.append(kind)
            if kind == "place":
                if pieces.army_supply[player] > 0:
                    places = self._c_place[player]
                    start = self.start
                    out.append(places[start])
                    cities = pieces.cities[player]
                    if cities[start]:
                        out.extend(c for c in compress(places, cities) if c is not places[start])
                    else:
                        out.extend(compress(places, cities))
            elif kind == "move" or kind == "move_water":
                if kind == "move" and "move_water" in seen:
                    continue
                reach = self._c_reach.get((kind, player, left[i])) or self._reach(
                    kind, player, left[i]
                )
                for moves in compress(reach, pieces.armies[player]):
                    out.extend(moves)
            elif kind == "city":
                if pieces.city_supply[player] > 0:
                    out.extend(compress(self._c_city[player], pieces.armies[player]))
            elif kind == "destroy":
                tables = self._c_destroy[player]
                armies = pieces.armies
                for owner in range(self.seats):
                    if owner != player:
                        out.extend(compress(tables[owner], armies[owner]))
        out.append(self._c_done[player])
        return out

    def _affordable(self, coins: int) -> tuple[int, ...]:
        """The slots of the row whose price `coins` pay, in order; made once per amount."""
        slots = self._c_affordable.get(coins)
        if slots is None:
            prices = self.prices
            slots = self._c_affordable[coins] = tuple(
                i for i in range(len(prices)) if prices[i] <= coins
            )
        return slots

    def _reach(self, kind: str, player: int, points: int) -> list[list[Any]]:
        """Per source region, the moves one army of `player` can make with `points` of
        `kind` left, in the order of the graph's steps; made once, then shared."""
        key = (kind, player, points)
        reach = self._c_reach.get(key)
        if reach is None:
            steps, row = self.steps[kind], self._c_move[player]
            reach = self._c_reach[key] = [
                [row[source][target] for target, cost in steps[source] if cost <= points]
                for source in range(len(steps))
            ]
        return reach

    # -- decide ----------------------------------------------------------------------------------
    def decide(self, state: EightMinuteState, command: Any, rng: Random) -> list[Any]:
        decider = self._deciders.get(type(command))
        if decider is None:
            raise IllegalCommand(N_("That is not a move of this game."))
        return decider(state, command, rng)

    def _region(self, region: str) -> int:
        index = self.graph.index.get(region)
        if index is None:
            raise IllegalCommand(N_("There is no region {region} on this board."), region=region)
        return index

    def _expect(self, state: EightMinuteState, phases: tuple[str, ...], player: int) -> None:
        if state.phase not in phases:
            raise IllegalCommand(N_("That is not a choice you can make now."))
        if player != state.current:
            raise IllegalCommand(N_("It is not your turn."))

    def _decide_neutral(self, state: EightMinuteState, c: PlaceNeutral, rng: Random) -> list[Any]:
        self._expect(state, ("neutral",), c.player)
        self._region(c.region)
        return [NeutralPlaced(c.player, c.region)]

    def _decide_bid(self, state: EightMinuteState, c: Bid, rng: Random) -> list[Any]:
        if state.phase != "bid":
            raise IllegalCommand(N_("That is not a choice you can make now."))
        if not 0 <= c.player < self.n or state.bids[c.player] is not None:
            raise IllegalCommand(N_("You have already bid."))
        if c.amount < 0:
            raise IllegalCommand(N_("A bid cannot be below zero."))
        if c.amount > state.coins[c.player]:
            raise IllegalCommand(
                N_("You cannot bid more coins than you have ({coins})."),
                coins=state.coins[c.player],
            )
        events: list[Any] = [BidPlaced(c.player, c.amount)]
        bids = list(state.bids)
        bids[c.player] = c.amount
        if all(b is not None for b in bids):
            amounts = [int(b or 0) for b in bids]
            die = rng if self.opts.variants.die_tiebreak else None
            result = resolve_bid(amounts, self.opts.youngest, die, self.data.die_sides)
            events.append(BidsRevealed(tuple(amounts), result.winner, result.rolls))
        return events

    def _decide_first(
        self, state: EightMinuteState, c: ChooseFirstPlayer, rng: Random
    ) -> list[Any]:
        if state.phase != "first_player" or c.player != state.bid_winner:
            raise IllegalCommand(N_("Only the winner of the bid chooses who goes first."))
        if not 0 <= c.first < self.n:
            raise IllegalCommand(N_("There is no such player."))
        return [FirstPlayerChosen(c.player, c.first)]

    def _decide_take(self, state: EightMinuteState, c: TakeCard, rng: Random) -> list[Any]:
        if state.phase != "take_card" or c.player != state.current:
            self._expect(state, ("take_card",), c.player)
        if not 0 <= c.slot < len(state.row) or state.row[c.slot] is None:
            raise IllegalCommand(N_("There is no card in that place of the row."))
        cost = self.prices[c.slot]
        if cost > state.coins[c.player]:
            raise IllegalCommand(
                N_("This card's price is {cost}; your coins: {coins}."),
                cost=cost,
                coins=state.coins[c.player],
            )
        card = state.row[c.slot]
        assert card is not None
        return [CardTaken(c.player, c.slot, card, cost)]

    def _decide_option(self, state: EightMinuteState, c: ChooseOption, rng: Random) -> list[Any]:
        self._expect(state, ("choose_option",), c.player)
        if c.option not in (0, 1):
            raise IllegalCommand(N_("This card has no such option."))
        return [OptionChosen(c.player, c.option)]

    def _part(self, state: EightMinuteState, kinds: tuple[str, ...], need: int = 1) -> int:
        """The first part of the card being resolved of one of `kinds` with `need` left."""
        left = state.left
        for i, kind in enumerate(self._part_kinds[state.card]):
            if kind in kinds and left[i] >= need:
                return i
        return -1

    def _decide_place(self, state: EightMinuteState, c: PlaceArmy, rng: Random) -> list[Any]:
        if state.phase != "action" or c.player != state.current:
            self._expect(state, ("action",), c.player)
        part = self._part(state, ("place",))
        if part < 0:
            raise IllegalCommand(N_("This action does not let you place an army now."))
        r = self._region(c.region)
        pieces = state.pieces
        if pieces.army_supply[c.player] <= 0:
            raise IllegalCommand(N_("You have no armies left to place."))
        if r != self.start and not pieces.cities[c.player][r]:
            raise IllegalCommand(
                N_("Armies are placed only on the start region or where you have a city.")
            )
        return [ArmyPlaced(c.player, c.region, part)]

    def _decide_move(self, state: EightMinuteState, c: MoveArmy, rng: Random) -> list[Any]:
        player = c.player
        if state.phase == "action" and player == state.current:
            # the usual case in one look-up; any refusal is found by the checks below
            link = self._move_links.get((c.source, c.target))
            if link is not None and state.pieces.armies[player][link[0]]:
                cost, kinds, left = link[2], link[3], state.left
                for part, part_kind in enumerate(self._part_kinds[state.card]):
                    if part_kind in kinds and left[part] >= cost:
                        return [ArmyMoved(player, c.source, c.target, part, cost)]
        self._expect(state, ("action",), c.player)
        if self._part(state, ("move", "move_water")) < 0:
            raise IllegalCommand(N_("This action does not let you move an army now."))
        source, target = self._region(c.source), self._region(c.target)
        if not state.pieces.armies[c.player][source]:
            raise IllegalCommand(N_("You have no army in {region}."), region=c.source)
        kind = self.graph.kind(source, target)
        if kind is None:
            raise IllegalCommand(
                N_("{source} and {target} are not next to each other."),
                source=c.source,
                target=c.target,
            )
        kinds = ("move_water",) if kind == "water" else ("move", "move_water")
        cost = (LAND_AND_WATER_COSTS if kind == "water" else LAND_COSTS)[kind]
        part = self._part(state, kinds, cost)
        if part < 0:
            if kind == "water":
                raise IllegalCommand(N_("Crossing water needs a card with a ship."))
            raise IllegalCommand(N_("You have no movement points left for that."))
        return [ArmyMoved(c.player, c.source, c.target, part, cost)]

    def _decide_city(self, state: EightMinuteState, c: BuildCity, rng: Random) -> list[Any]:
        if state.phase != "action" or c.player != state.current:
            self._expect(state, ("action",), c.player)
        part = self._part(state, ("city",))
        if part < 0:
            raise IllegalCommand(N_("This action does not let you build a city now."))
        r = self._region(c.region)
        if state.pieces.city_supply[c.player] <= 0:
            raise IllegalCommand(N_("You have no cities left to build."))
        if not state.pieces.armies[c.player][r]:
            raise IllegalCommand(
                N_("You need an army in {region} to build a city there."), region=c.region
            )
        return [CityBuilt(c.player, c.region, part)]

    def _decide_destroy(self, state: EightMinuteState, c: DestroyArmy, rng: Random) -> list[Any]:
        if state.phase != "action" or c.player != state.current:
            self._expect(state, ("action",), c.player)
        part = self._part(state, ("destroy",))
        if part < 0:
            raise IllegalCommand(N_("This action does not let you destroy an army now."))
        r = self._region(c.region)
        if c.owner == c.player:
            raise IllegalCommand(N_("You cannot destroy your own army."))
        if not 0 <= c.owner < self.seats or not state.pieces.armies[c.owner][r]:
            raise IllegalCommand(N_("That player has no army in {region}."), region=c.region)
        return [ArmyDestroyed(c.player, c.owner, c.region, part)]

    def _decide_done(self, state: EightMinuteState, c: Done, rng: Random) -> list[Any]:
        phase = state.phase
        if (phase != "action" and phase != "choose_option") or c.player != state.current:
            self._expect(state, ("action", "choose_option"), c.player)
        drawn = state.deck[-1] if state.deck else None
        each = self.cards_each
        over = True
        for hand in state.hands:
            if len(hand) < each:
                over = False
                break
        events: list[Any] = [TurnEnded(c.player, -1 if over else (c.player + 1) % self.n, drawn)]
        if over:
            events += self._after_game(state, events, rng)
        return events

    def _decide_wilds(self, state: EightMinuteState, c: AssignWilds, rng: Random) -> list[Any]:
        if state.phase != "wilds" or c.player not in self.pending(state).players:  # type: ignore[union-attr]
            raise IllegalCommand(N_("You have no wild cards to assign now."))
        counts, wild_count = self._goods_for_wilds(state, c.player)
        allowed = wild_assignments(wild_count, scoring.eligible_for_wilds(counts))
        if tuple(c.goods) not in allowed:  # sorted, like the legal commands
            raise IllegalCommand(
                N_("Give each of your {count} wild cards to a good you already hold."),
                count=wild_count,
            )
        events: list[Any] = [WildsAssigned(c.player, tuple(c.goods))]
        return events + self._after_game(state, events, rng)

    def _after_game(self, state: EightMinuteState, events: list[Any], rng: Random) -> list[Any]:
        """Once nobody has wilds left to assign: the score, then the next deal of a long game."""
        after = self.fold(events, state.copy())
        if after.phase != "scoring":
            return []
        # the totals alone: the score sheet is built when a report asks for it
        scores = tuple(scoring.quick_totals(after, self.graph, self.data))
        out: list[Any] = [GameScored(after.game, scores)]
        if after.game < self.games:
            out.append(self._deal(after.game + 1, rng))
        return out

    # -- what a seat may see -------------------------------------------------------------------
    def seat_view(self, state: EightMinuteState, player: int) -> EightMinuteState:
        return view.seat_view(state, player)

    def borrowed_view(self, state: EightMinuteState, player: int) -> EightMinuteState:
        return view.borrowed_view(state, player)

    def determinize(self, state: EightMinuteState, player: int, rng: Random) -> EightMinuteState:
        return view.determinize(state, player, rng)

    # -- wilds -----------------------------------------------------------------------------------
    def _goods_for_wilds(self, state: EightMinuteState, player: int) -> tuple[dict[str, int], int]:
        counts, wild_count = scoring.held_goods(state, self.data, player)
        if state.tokens:
            controllers = region_controllers(state.pieces, self.graph.size)
            for good, n in scoring.token_goods(state, controllers, player).items():
                counts[good] += n
        return counts, wild_count

    def _wild_seats(self, state: EightMinuteState) -> list[int]:
        """Players who still have to say where their wilds go (and can give them somewhere)."""
        out = []
        wild_cards = self._wild_cards
        for p in range(self.n):
            if state.wilds[p] is not None or wild_cards.isdisjoint(state.hands[p]):
                continue
            counts, wild_count = self._goods_for_wilds(state, p)
            if wild_count and scoring.eligible_for_wilds(counts):
                out.append(p)
        return out

    def proposed_wilds(self, state: EightMinuteState, player: int) -> tuple[str, ...]:
        """The assignment of the player's wilds that scores the most (the scoring screen's
        proposal; the player may change it)."""
        counts, wild_count = self._goods_for_wilds(state, player)
        return scoring.proposed_wilds(counts, wild_count, self.data)

    # -- judging ---------------------------------------------------------------------------------
    def scores(self, state: EightMinuteState) -> list[int]:
        """Points so far over the whole match: finished games plus the current one."""
        if state.phase in ("over", "deal"):
            return list(state.totals)
        current = scoring.quick_totals(state, self.graph, self.data)
        return [t + v for t, v in zip(state.totals, current, strict=True)]

    def scores_of_game(self, state: EightMinuteState) -> list[int]:
        """The totals of the game being played (or of a finished game's final position)."""
        return scoring.quick_totals(state, self.graph, self.data)

    # -- report ----------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if seat == self.neutral:
            return NEUTRAL_NAME
        return self.opts.seat_names()[seat]

    def game_report(self, state: EightMinuteState) -> dict[str, Any]:
        names = self.opts.seat_names()
        scores = scoring.score_players(state, self.graph, self.data)
        controllers = region_controllers(state.pieces, self.graph.size)
        table = []
        for p, sc in enumerate(scores):
            table.append(
                {
                    "seat": p,
                    "name": names[p],
                    "regions": sc.regions,
                    "continents": sc.continents,
                    "goods": dict(sc.goods),
                    "goods_held": dict(sc.counts),
                    "tokens": dict(sc.tokens),
                    "wilds": list(sc.wilds),
                    "total": sc.total,
                    "coins": sc.coins,
                    "armies_on_board": sc.armies,
                    "cities": sc.cities,
                    "tiebreak": {
                        "coins": sc.coins,
                        "armies_on_board": sc.armies,
                        "regions": sc.regions,
                    },
                }
            )
        won = scoring.game_winners(scores)
        pieces = state.pieces
        regions = {}
        for r, rid in enumerate(self.graph.ids):
            c = controllers[r]
            regions[rid] = {
                "area": self.graph.areas[self.graph.area_of[r]],
                "armies": {
                    self.seat_name(s): pieces.armies[s][r]
                    for s in range(self.seats)
                    if pieces.armies[s][r]
                },
                "cities": {
                    self.seat_name(s): pieces.cities[s][r]
                    for s in range(self.seats)
                    if pieces.cities[s][r]
                },
                "controller": None if c is None else self.seat_name(c),
                "token": state.tokens.get(r),
            }
        players = [
            {
                "name": names[p],
                "cards": [
                    {
                        "id": self.cards[c].id,
                        "good": self.cards[c].good,
                        "goods": self.cards[c].goods,
                        "action": card_label(self.cards[c]),
                    }
                    for c in state.hands[p]
                ],
                "coins": state.coins[p],
                "wild_assignment": list(scores[p].wilds),
            }
            for p in range(self.n)
        ]
        return {
            "game_number": state.game,
            "players": table,
            "winners": [names[p] for p in won],
            "winner_seats": list(won),
            "final_position": {"regions": regions, "players": players},
        }

    def report(self, state: EightMinuteState) -> dict[str, Any]:
        finished = state.phase == "over"
        last = self.game_report(state.history[-1] if finished and state.history else state)
        out: dict[str, Any] = {
            "game": self.game_id,
            "side": self.opts.side,
            "board": self.board.id,
            "player_count": self.n,
            "variants": [k for k, v in self.opts.variants.model_dump().items() if v],
            "finished": finished,
            "goods": list(GOODS),
            **last,
        }
        if self.opts.variants.long_game:
            names = self.opts.seat_names()
            totals = self.scores(state)
            keys = [(totals[p], *(last["players"][p]["tiebreak"].values())) for p in range(self.n)]
            out["long_game"] = {
                "games_played": len(state.history),
                "games": [
                    {"game_number": g.game, "totals": self.scores_of_game(g)} for g in state.history
                ],
                "running_totals": dict(zip(names, totals, strict=True)),
            }
            won = winners(keys)
            out["game_winners"], out["game_winner_seats"] = out["winners"], out["winner_seats"]
            out["winners"], out["winner_seats"] = [names[p] for p in won], list(won)
        return out

    # -- what the table asks: the things a command points at, and why a click does nothing --
    def target_of(self, state: EightMinuteState, command: Any) -> Target:
        """The things on the table a player points at for `command`, in order (see
        `game.rules.area_control.clicks`)."""
        if isinstance(command, ChooseOption):
            return (("option", command.option),)
        return area_target(command, DestroyArmy, lambda c: c.owner, {Done: "done"})

    def why_not(self, state: EightMinuteState, player: int, target: Target) -> Message:
        """Why pointing at `target` does nothing for `player` now, in the rules' words."""
        before = refusal_before(self.pending(state), player, N_("It is not your turn."))
        if before is not None:
            return before
        thing = last_thing(target)
        phase = state.phase
        if thing[0] == "card" and phase in ("choose_option", "action"):
            return Message(N_("You have already taken a card this turn."))
        if thing[0] in ("region", "army") and phase == "take_card":
            return Message(N_("First take a card from the row."))
        if thing[0] in ("region", "army") and phase == "choose_option":
            return Message(N_("First choose one of the card's two actions."))
        meant = self._meant(state, player, target)
        if not meant and phase == "action" and thing[0] in ("region", "army"):
            return Message(N_("Nothing is left to do with this card: end your turn."))
        reason = first_refusal(self, state, meant)
        return reason or Message(N_("That cannot be done now."))

    def rows_with_wilds(
        self, state: EightMinuteState, wilds: dict[int, tuple[str, ...]]
    ) -> list[dict[str, Any]]:
        """Everyone's score rows were the seats in `wilds` to give their wild cards so (the
        score screen shows a choice before it is confirmed); the state is left as it is."""
        trial = self.clone(state)
        for seat, goods in wilds.items():
            trial.wilds[seat] = tuple(goods)
        return [
            {
                "regions": s.regions,
                "continents": s.continents,
                "goods": s.goods,
                "goods_held": s.counts,
                "wilds": list(s.wilds),
                "total": s.total,
                "coins": s.coins,
                "armies_on_board": s.armies,
            }
            for s in scoring.score_players(trial, self.graph, self.data)
        ]

    def acted_on_card(self, state: EightMinuteState) -> bool:
        """Whether the player has done any of the action of the card taken this turn (then
        the card is done with, else skipped)."""
        if state.card < 0 or state.phase != "action":
            return False
        parts = self.cards[state.card].action.parts
        chosen = [state.option] if state.option >= 0 else range(len(parts))
        return any(state.left[i] != parts[i].amount for i in chosen)

    def move_cost(self, state: EightMinuteState, command: MoveArmy) -> tuple[int, str] | None:
        """What the step `command` costs in movement points and the link it crosses ("land"
        or "water"); None when its regions are not linked. (Water needs a ship card.)"""
        source, target = self.graph.index.get(command.source), self.graph.index.get(command.target)
        kind = None if source is None or target is None else self.graph.kind(source, target)
        if kind is None:
            return None
        return (LAND_AND_WATER_COSTS if kind == "water" else LAND_COSTS)[kind], kind

    def unusable_parts(
        self, state: EightMinuteState, player: int, slot: int
    ) -> list[tuple[int, Message]]:
        """The parts of the action of the row card in `slot` that `player` could not do were
        the card taken now, each with the reason (part index, message): the table asks before
        such a card is taken, for its good alone. Empty when every part can be done."""
        card = state.row[slot] if 0 <= slot < len(state.row) else None
        if card is None:
            return []
        out: list[tuple[int, Message]] = []
        for i, part in enumerate(self.cards[card].action.parts):
            reason = self._part_refusal(state, player, part.type, part.amount)
            if reason is not None:
                out.append((i, reason))
        return out

    def _part_refusal(
        self, state: EightMinuteState, player: int, kind: str, amount: int
    ) -> Message | None:
        """Why an action part of `kind` could not be done at all now, or None."""
        pieces = state.pieces
        on_board = any(pieces.armies[player])
        if kind == "place" and pieces.army_supply[player] <= 0:
            return Message(N_("You have no armies left to place."))
        if kind in ("move", "move_water"):
            if not on_board:
                return Message(N_("You have no army on the board to move."))
            reach = self._reach(kind, player, amount)
            if not any(reach[r] for r, n in enumerate(pieces.armies[player]) if n):
                return Message(N_("None of your armies can make this move."))
        if kind == "city":
            if pieces.city_supply[player] <= 0:
                return Message(N_("You have no cities left to build."))
            if not on_board:
                return Message(N_("You need an army on the board to build a city."))
        if kind == "destroy" and not any(
            any(pieces.armies[o]) for o in range(self.seats) if o != player
        ):
            return Message(N_("No other player has an army on the board to destroy."))
        return None

    def _meant(self, state: EightMinuteState, player: int, target: Target) -> list[Any]:
        """The commands a click on `target` may stand for now, the card's open parts first."""
        thing = last_thing(target)
        kind = thing[0]
        if kind == "card":
            return [TakeCard(player, thing[1])]
        if kind == "option":
            return [ChooseOption(player, thing[1])]
        if kind == "army":
            return [DestroyArmy(player, thing[1], thing[2])]
        if kind != "region":
            return []
        rid = thing[1]
        if state.phase == "neutral":
            return [PlaceNeutral(player, rid)]
        if len(target) == 2:
            return [MoveArmy(player, target[0][1], rid)]
        if state.phase != "action":
            return []
        out: list[Any] = []
        for i, part in enumerate(self.cards[state.card].action.parts):
            if state.left[i] <= 0:
                continue
            if part.type == "place":
                out.append(PlaceArmy(player, rid))
            elif part.type == "city":
                out.append(BuildCity(player, rid))
            elif part.type.startswith("move"):
                out.append(MoveArmy(player, rid, a_neighbour(self.graph, rid)))
            elif part.type == "destroy":
                other = next((o for o in range(self.seats) if o != player), player)
                out.append(DestroyArmy(player, other, rid))
        return out
