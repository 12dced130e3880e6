"""Eight-Minute Empire: Legends on the shared area-control parts.

Turn shape: take a card (pay its slot's price), then do its action one single step at a time
(one army placed, one move step, one city, one army destroyed); "and" actions in printed
order, each may be skipped; an "or" card commits to the action its first step belongs to.
The turn ends with `EndTurn`, which refills the row (a barrier: undo stops there).
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from game.engine.errors import IllegalCommand
from game.engine.messages import N_, Message
from game.engine.rules import GameRules, Pending
from game.rules.area_control.bidding import resolve_bid
from game.rules.area_control.cardrow import ROW_PRICES, affordable_slots
from game.rules.area_control.clicks import (
    Target,
    a_neighbour,
    area_target,
    first_refusal,
    last_thing,
    refusal_before,
)
from game.rules.area_control.control import region_strengths, strict_leader
from game.rules.area_control.graph import Steps
from game.rules.area_control.movement import move_steps, placement_sites, step_cost
from game.rules.area_control.tiebreak import winners as rank_winners
from game.rules.legends import hand_setup, scoring, view
from game.rules.legends.cards import cards_by_id, data, deck_for, lord_ability
from game.rules.legends.commands import (
    COMMAND_TYPES,
    Bid,
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PassExtraCard,
    PlaceArmy,
    PlaceExtraArmies,
    PlaceNeutral,
    PlaceToken,
    SkipAction,
    TakeCard,
)
from game.rules.legends.events import (
    EVENT_TYPES,
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
    ExtraCardPassed,
    GameScored,
    GameStarted,
    MatchOver,
    NeutralPlaced,
    TokensPlaced,
    TokenTaken,
    TurnEnded,
    WarlordsDealt,
)
from game.rules.legends.evolve import LegendsEvolution
from game.rules.legends.fast_play import LegendsPlay
from game.rules.legends.layout import compose, random_rotations, random_sides
from game.rules.legends.options import LegendsOptions
from game.rules.legends.report import build_report
from game.rules.legends.saves import SAVE_UPGRADERS
from game.rules.legends.state import LegendsState, move_steps_for

START_ARMIES = 4
ACTION_OF = {PlaceArmy: "place", MoveArmy: "move", BuildCity: "city", DestroyArmy: "destroy"}
EXTRA_ARMIES = 1  # of each player, on an island off the central board
START_COINS = {2: 12, 3: 11, 4: 9}
END_CARDS = {2: 11, 3: 10, 4: 8}
WATER_COST = 3
DRAGON_ARMIES = 7
EXPLORATION = frozenset({"magic_spring", "cottage", "buried_treasure", "grimoire", "stable"})
CLAIMED_BY_CITY = EXPLORATION | {"poisoned_swamp"}
THIEVES_TOLL = 1


class _BoardCommands:
    """One board's place and city commands, per player and region number, made on first use
    (the same region ids on every board: the commands themselves are shared by `_made`)."""

    __slots__ = ("city", "graph", "place")

    def __init__(self, graph: Any, players: int) -> None:
        self.graph = graph
        self.place: list[list[Any]] = [[None] * graph.size for _ in range(players)]
        self.city: list[list[Any]] = [[None] * graph.size for _ in range(players)]


def start_armies(lord: str | None) -> int:
    """Armies a player puts on the start region (the Red Sorceress brings more)."""
    ability = lord_ability(lord, "start_armies")
    return ability.n if ability else START_ARMIES


class LegendsRules(LegendsEvolution, LegendsPlay, GameRules[LegendsState]):
    game_id = "legends"
    rules_version = (
        2  # 2: `Bid.amount` and `DestroyArmy.owner`, named as Eight-Minute Empire names them
    )
    save_upgraders = SAVE_UPGRADERS
    options_model = LegendsOptions
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, options: LegendsOptions) -> None:
        super().__init__(options)
        self.opts = options
        self.n = options.players
        self.seats = self.n + (1 if self.n == 2 else 0)
        self.neutral = self.n if self.n == 2 else None
        self.end_cards = END_CARDS[self.n]
        self.table = cards_by_id()
        # the same few hundred commands are offered at every step: made once, then shared
        # (they are frozen values)
        self._made: dict[tuple[Any, ...], Any] = {}
        self._reach_made: dict[tuple[int, int, int], list[list[MoveArmy] | None]] = {}
        # each card's "or", its actions and its treasury, for `play`'s card taken
        self._plans: dict[str, tuple[bool, tuple[tuple[str, int], ...], int]] = {}
        self._alone = tuple((p,) for p in range(self.n))
        self._flyers = scoring.flyers()  # a hand without them moves over water at full cost
        self._take_pending = tuple(Pending("take_card", seat) for seat in self._alone)
        self._ends = tuple((SkipAction(p), EndTurn(p)) for p in range(self.n))
        # the step tables last asked for: (layout key, water cost, portals, steps)
        self._last_steps: tuple[Any, int, tuple[int, ...], tuple[Steps, ...]] | None = None
        # per board (by its graph), each player's place and city commands by region
        self._boards: dict[int, _BoardCommands] = {}

    # -- set-up --------------------------------------------------------------------------------
    def initial_state(self) -> LegendsState:
        return LegendsState(self.n)

    def setup(self, state: LegendsState, rng: Random) -> list[Any]:
        return self._deal(1, rng)

    def _deal(self, game: int, rng: Random) -> list[Any]:
        o = self.opts
        shape = o.layout
        if o.boards is not None:
            sides = tuple(o.boards)
            rotations = tuple(o.rotations) if o.rotations else random_rotations(rng, shape, sides)
        else:
            sides, rotations = random_sides(rng, shape)
        layout = compose(shape, sides, rotations)
        # The start token is a token too: the others go on regions that hold none.
        hand_placed = set(o.token_regions or ())
        candidates = sorted(r for r in layout.start_candidates if r not in hand_placed)
        if not candidates:
            raise ValueError("tokens placed by hand cover every possible start region")
        start = o.start_region if o.start_region in candidates else rng.choice(candidates)
        central = sides[0]
        off_centre = sorted(
            r for r, s in layout.board_of.items() if s not in (central, layout.start_side)
        )
        extra = "" if o.hand_setup else rng.choice(off_centre)  # "": placed by hand later
        events: list[Any] = [GameStarted(game, shape, sides, rotations, start, extra)]
        lords: list[str | None] = [None] * self.n
        if o.warlords:
            pool = [w.id for w in data().warlords]
            rng.shuffle(pool)
            lords = list(pool[: self.n])
            events.append(WarlordsDealt(tuple(pool[: self.n])))
        if o.hand_setup:
            events.append(hand_setup.pile(o, rng))
        else:
            events += self._tokens(layout.board.regions, start, rng)
        deck = deck_for(self.n)
        rng.shuffle(deck)
        events.append(DeckShuffled(tuple(deck)))
        on_start = tuple(start_armies(lords[p]) for p in range(self.n))
        on_start += (0,) if self.neutral is not None else ()
        events.append(ArmiesSetUp(on_start, EXTRA_ARMIES, START_COINS[self.n]))
        return events

    def _tokens(self, regions: Any, start: str, rng: Random) -> list[Any]:
        o = self.opts
        tokens = data().tokens
        hidden = (list(tokens.exploration) + list(tokens.swamp)) if o.swamp else []
        events: list[Any] = []
        if o.token_regions is not None:
            unknown = [r for r in o.token_regions if r not in regions]
            if unknown:
                raise ValueError(f"tokens placed on regions not in play: {unknown}")
            chosen = sorted(o.token_regions.items())
            down = tuple((r, t) for r, t in chosen if t in hidden)
            up = tuple((r, t) for r, t in chosen if t not in hidden)
            if down:
                events.append(TokensPlaced(down, face_down=True))
            if up:
                events.append(TokensPlaced(up))
            return events
        # Random placement never uses the start region (a setting-up player would not).
        free = sorted(r for r in regions if r != start)
        rng.shuffle(free)
        if o.exploration:
            pile = list(tokens.exploration) + (list(tokens.swamp) if o.swamp else [])
            rng.shuffle(pile)
            events.append(TokensPlaced(tuple((free.pop(), t) for t in pile), face_down=o.swamp))
        face_up = (list(tokens.citadel) if o.citadels else []) + (
            o.encounter_tokens() if o.encounters else []
        )
        if face_up:
            events.append(TokensPlaced(tuple((free.pop(), t) for t in face_up)))
        return events

    # -- reading the state ---------------------------------------------------------------------
    def pending(self, state: LegendsState) -> Pending | None:
        phase = state.phase
        if phase == "action":
            return Pending(
                "action",
                self._alone[state.current],
                {"card": state.card, "action": state.part, "left": state.part_left},
            )
        if phase == "take_card":
            return self._take_pending[state.current]
        if phase == "bid":
            return Pending("bid", tuple(p for p in range(self.n) if state.bids[p] is None))
        if phase == "neutral":
            return Pending("place_neutral", (state.neutral_next,), {"left": state.neutral_left})
        if phase == "extra":
            return Pending("extra", (state.extra_turns[0],))
        if phase == "setup_extra":
            return Pending("setup_extra", (hand_setup.SETTER,))
        if phase == "setup_token":
            token, down = state.to_place[0]
            detail = {"token": None if down else token, "left": len(state.to_place)}
            return Pending("setup_token", (hand_setup.SETTER,), detail)
        return None

    def is_barrier(self, event: Any) -> bool:
        if isinstance(event, TokenTaken):
            return event.revealed
        return bool(getattr(event, "barrier", False))

    def clone(self, state: LegendsState) -> LegendsState:
        return state.clone()

    def seat_view(self, state: LegendsState, player: int) -> LegendsState:
        return view.seat_view(state, player)

    def borrowed_view(self, state: LegendsState, player: int) -> LegendsState:
        return view.borrowed_view(state, player)

    def determinize(self, state: LegendsState, player: int, rng: Random) -> LegendsState:
        return view.determinize(state, player, rng)

    def water_cost(self, state: LegendsState, player: int) -> int:
        return max(1, WATER_COST - scoring.flying(state.cards[player]))

    def amount(self, state: LegendsState, player: int, kind: str, n: int) -> int:
        if kind == "place":
            return n + scoring.bonus(state.cards[player], state.owned[player], "army")
        if kind == "move":
            return n + scoring.bonus(state.cards[player], state.owned[player], "move")
        return n

    def _left(self, state: LegendsState, player: int, kind: str) -> int:
        """Points left for an action of `kind` now (0 when the card offers none)."""
        if state.part == kind:
            return state.part_left
        for k, n in state.alt:
            if k == kind:
                return self.amount(state, player, k, n)
        return 0

    def _steps(self, state: LegendsState, player: int) -> Any:
        key, portals = state.key, state.portals
        assert key is not None
        cards = state.cards[player]
        water = WATER_COST if self._flyers.isdisjoint(cards) else self.water_cost(state, player)
        last = self._last_steps  # a playout asks for the same tables at every move step
        if last is not None and last[0] is key and last[1] == water and last[2] == portals:
            return last[3]
        steps = move_steps_for(key, water, portals)
        self._last_steps = (key, water, portals, steps)
        return steps

    def _targets(self, state: LegendsState, player: int, region: int) -> list[int]:
        pieces = state.pieces
        assert pieces is not None
        return [
            v
            for v in range(self.seats)
            if v != player
            and pieces.armies[v][region] > 0
            and (v == self.neutral or not scoring.immune(state.cards[v]))
        ]

    # -- choices -------------------------------------------------------------------------------
    def legal_commands(self, state: LegendsState, player: int) -> list[Any]:
        phase = state.phase
        graph, pieces = state.graph, state.pieces
        if graph is None or pieces is None:
            return []
        ids = graph.ids
        if phase == "action":
            if player != state.current:
                return []
            out = self._action_commands(state, player, graph, pieces)
            skip, end = self._ends[player]
            if state.parts:
                out.append(skip)
            out.append(end)
            return out
        if phase == "take_card" and player == state.current:
            return self._takes(state, player)
        if phase == "bid" and state.bids[player] is None and player < self.n:
            bids = self._made.get((Bid, player))
            coins = state.coins[player]
            if bids is None or len(bids) <= coins:
                bids = self._made[Bid, player] = [Bid(player, c) for c in range(coins + 21)]
            return bids[: coins + 1]
        if phase == "neutral" and player == state.neutral_next:
            key = (PlaceNeutral, player, ids)
            every = self._made.get(key)
            if every is None:
                every = self._made[key] = [PlaceNeutral(player, rid) for rid in ids]
            return list(every)
        if phase == "extra" and state.extra_turns and player == state.extra_turns[0]:
            return [*self._takes(state, player), PassExtraCard(player)]
        if phase in ("setup_extra", "setup_token"):
            return hand_setup.legal(state, player)
        return []

    def _action_commands(
        self, state: LegendsState, player: int, graph: Any, pieces: Any
    ) -> list[Any]:
        """Placing, moving, building and destroying, in that order; the points left of each
        kind worked out once (the same answers as `_left`), the commands made once."""
        own = pieces.armies[player]
        if not state.alt:  # one action under way (or none): the usual case
            kind, left = state.part, state.part_left
            if not left:
                return []
            if kind == "move":
                return self._moving(state, player, own, left, graph.ids)
            if kind == "place":
                return self._placing(player, graph, pieces) if pieces.army_supply[player] else []
            if kind == "city":
                return self._building(player, graph, own) if pieces.city_supply[player] else []
            if kind == "destroy":
                return self._destroying(state, player, graph, pieces)
            return []
        points: dict[str, int] = {}
        for k, n in state.alt:
            if k not in points:
                points[k] = self.amount(state, player, k, n)
        if state.part is not None:
            points[state.part] = state.part_left
        out: list[Any] = []
        if points.get("place") and pieces.army_supply[player] > 0:
            out += self._placing(player, graph, pieces)
        moving = points.get("move")
        if moving:
            out += self._moving(state, player, own, moving, graph.ids)
        if points.get("city") and pieces.city_supply[player] > 0:
            out += self._building(player, graph, own)
        if points.get("destroy"):
            out += self._destroying(state, player, graph, pieces)
        return out

    def _board(self, graph: Any) -> _BoardCommands:
        board = self._boards.get(id(graph))
        if board is None or board.graph is not graph:
            if len(self._boards) > 256:
                self._boards.clear()
            board = self._boards[id(graph)] = _BoardCommands(graph, self.n)
        return board

    def _placing(self, player: int, graph: Any, pieces: Any) -> list[Any]:
        row, ids, out = self._board(graph).place[player], graph.ids, []
        for r in placement_sites(graph, pieces.cities[player]):
            c = row[r]
            if c is None:
                c = row[r] = self._made_once(PlaceArmy, player, ids[r])
            out.append(c)
        return out

    def _moving(
        self, state: LegendsState, player: int, own: list[int], left: int, ids: tuple[str, ...]
    ) -> list[Any]:
        steps = self._steps(state, player)
        reach = self._reach(steps, player, left, ids)
        out: list[Any] = []
        for source, n in enumerate(own):
            if n:
                moves = reach[source]
                if moves is None:
                    moves = self._moves_from(reach, steps, player, left, ids, source)
                out += moves
        return out

    def _building(self, player: int, graph: Any, own: list[int]) -> list[Any]:
        row, ids, out = self._board(graph).city[player], graph.ids, []
        for r, n in enumerate(own):
            if n:
                c = row[r]
                if c is None:
                    c = row[r] = self._made_once(BuildCity, player, ids[r])
                out.append(c)
        return out

    def _destroying(self, state: LegendsState, player: int, graph: Any, pieces: Any) -> list[Any]:
        ids, own, armies = graph.ids, pieces.armies[player], pieces.armies
        victims = [
            v
            for v in range(self.seats)
            if v != player and (v == self.neutral or not scoring.immune(state.cards[v]))
        ]
        return [
            DestroyArmy(player, v, ids[r])
            for r in range(graph.size)
            if own[r]
            for v in victims
            if armies[v][r] > 0
        ]

    def _made_once(self, kind: type, player: int, region: str) -> Any:
        key = (kind, player, region)
        c = self._made.get(key)
        if c is None:
            c = self._made[key] = kind(player, region)
        return c

    def _reach(
        self, steps: tuple[Steps, ...], player: int, points: int, ids: tuple[str, ...]
    ) -> list[list[MoveArmy] | None]:
        """Per source region, the moves one army of `player` can make with `points` left, in
        the order of the steps (`move_steps`' order), each source's made on first use and then
        shared. The step tables live as long as the program (`move_steps_for`), so their id is
        a key; a match on a new board makes new ones, hence the bound."""
        key = (id(steps), player, points)
        reach = self._reach_made.get(key)
        if reach is None:
            if len(self._reach_made) > 4096:
                self._reach_made.clear()
            reach = self._reach_made[key] = [None] * len(steps)
        return reach

    def _moves_from(
        self,
        reach: list[list[MoveArmy] | None],
        steps: tuple[Steps, ...],
        player: int,
        points: int,
        ids: tuple[str, ...],
        source: int,
    ) -> list[MoveArmy]:
        made, origin, row = self._made, ids[source], []
        for t, cost in steps[source]:
            if cost <= points:
                # each board makes its own step tables; the commands are the same on all
                key = (MoveArmy, player, origin, ids[t])
                move = made.get(key)
                if move is None:
                    move = made[key] = MoveArmy(player, origin, ids[t])
                row.append(move)
        reach[source] = row
        return row

    def _takes(self, state: LegendsState, player: int) -> list[Any]:
        row = state.row
        takes = self._made.get((TakeCard, player))
        if takes is None or len(takes) < len(row):
            takes = [TakeCard(player, i) for i in range(len(row))]
            self._made[TakeCard, player] = takes
        coins = state.coins[player]
        if coins >= ROW_PRICES[-1]:  # every card in the row is affordable
            return [takes[i] for i, card in enumerate(row) if card is not None]
        return [takes[i] for i in affordable_slots(row, coins)]

    # -- deciding ------------------------------------------------------------------------------
    def decide(self, state: LegendsState, command: Any, rng: Random) -> list[Any]:
        handler = self._handlers.get(type(command))
        if handler is None:
            raise IllegalCommand(N_("That is not a Legends command."))
        if not 0 <= command.player < self.n:
            raise IllegalCommand(N_("There is no such player."))
        events: list[Any] = handler(self, state, command, rng)
        return events

    def _region(self, state: LegendsState, rid: str) -> int:
        assert state.graph is not None
        r = state.graph.index.get(rid)
        if r is None:
            raise IllegalCommand(N_("There is no region {region} on this board."), region=rid)
        return r

    def _in_action(self, state: LegendsState, command: Any, kind: str) -> int:
        if state.phase != "action" or command.player != state.current:
            raise IllegalCommand(N_("It is not your turn to act."))
        left = self._left(state, command.player, kind)
        if left <= 0:
            raise IllegalCommand(N_("Your card offers no such action now."))
        return left

    def _place_neutral(self, state: LegendsState, c: PlaceNeutral, rng: Random) -> list[Any]:
        if state.phase != "neutral" or c.player != state.neutral_next:
            raise IllegalCommand(N_("It is not your turn to place a neutral army."))
        self._region(state, c.region)
        return [NeutralPlaced(c.player, c.region)]

    def _bid(self, state: LegendsState, c: Bid, rng: Random) -> list[Any]:
        if state.phase != "bid":
            raise IllegalCommand(N_("The bidding is over."))
        if state.bids[c.player] is not None:
            raise IllegalCommand(N_("You have already bid."))
        if not 0 <= c.amount <= state.coins[c.player]:
            raise IllegalCommand(N_("A bid of {coins} is not possible."), coins=c.amount)
        events: list[Any] = [BidPlaced(c.player, c.amount)]
        bids = [c.amount if p == c.player else b for p, b in enumerate(state.bids)]
        if all(b is not None for b in bids):
            amounts = [int(b or 0) for b in bids]
            result = resolve_bid(
                amounts, self.opts.youngest, rng if self.opts.die_tiebreak else None
            )
            events.append(BidsRevealed(tuple(amounts), result.winner, result.rolls))
        return events

    def _take(self, state: LegendsState, c: TakeCard, rng: Random) -> list[Any]:
        extra = state.phase == "extra"
        if extra:
            if c.player != state.extra_turns[0]:
                raise IllegalCommand(N_("It is not your turn to take a card."))
        elif state.phase != "take_card" or c.player != state.current:
            raise IllegalCommand(N_("It is not your turn to take a card."))
        if not 0 <= c.slot < len(state.row) or state.row[c.slot] is None:
            raise IllegalCommand(N_("There is no card in that slot."))
        price = ROW_PRICES[c.slot]
        if price > state.coins[c.player]:
            raise IllegalCommand(
                N_("That card's price ({price}) is more than your coins."), price=price
            )
        card = state.row[c.slot]
        assert card is not None
        events: list[Any] = [CardTaken(c.player, c.slot, card, price, extra)]
        gain = self._plan(card)[2]
        if gain:
            events.append(CoinsChanged(c.player, gain, "treasury"))
        return self._finish(state, events, rng) if extra else events

    def _pass_extra(self, state: LegendsState, c: PassExtraCard, rng: Random) -> list[Any]:
        if state.phase != "extra" or c.player != state.extra_turns[0]:
            raise IllegalCommand(N_("You have no extra card to take."))
        return self._finish(state, [ExtraCardPassed(c.player)], rng)

    def _arrival(self, state: LegendsState, player: int, r: int, coins: int) -> list[Any]:
        """What an army entering region `r` sets off: the thieves' toll, the dragon's fight."""
        token = state.tokens.get(r)
        events: list[Any] = []
        if token == "band_of_thieves" and coins > 0:
            events.append(CoinsChanged(player, -THIEVES_TOLL, "thieves"))
        elif token == "untamed_dragon":
            pieces = state.pieces
            assert pieces is not None
            before = sum(region_strengths(pieces, r, city_weight=0))  # cities are no armies
            if before + 1 >= DRAGON_ARMIES:
                events.append(TokenTaken(player, state.graph.ids[r], token))  # type: ignore[union-attr]
        return events

    def _place(self, state: LegendsState, c: PlaceArmy, rng: Random) -> list[Any]:
        self._in_action(state, c, "place")
        r = self._region(state, c.region)
        pieces = state.pieces
        assert pieces is not None and state.graph is not None
        if pieces.army_supply[c.player] <= 0:
            raise IllegalCommand(N_("All your armies are on the board."))
        if r not in placement_sites(state.graph, pieces.cities[c.player]):
            raise IllegalCommand(N_("New armies go on the start region or where you have a city."))
        return [
            ArmyPlaced(c.player, c.region),
            *self._arrival(state, c.player, r, state.coins[c.player]),
        ]

    def _move(self, state: LegendsState, c: MoveArmy, rng: Random) -> list[Any]:
        left = self._in_action(state, c, "move")
        s, t = self._region(state, c.source), self._region(state, c.target)
        pieces = state.pieces
        assert pieces is not None
        if pieces.armies[c.player][s] <= 0:
            raise IllegalCommand(N_("You have no army in {region}."), region=c.source)
        cost = step_cost(self._steps(state, c.player), s, t)
        if cost is None:
            raise IllegalCommand(
                N_("{source} and {target} are not linked."), source=c.source, target=c.target
            )
        if cost > left:
            raise IllegalCommand(
                N_("That move costs {cost}; you have {left} left."), cost=cost, left=left
            )
        return [
            ArmyMoved(c.player, c.source, c.target, cost),
            *self._arrival(state, c.player, t, state.coins[c.player]),
        ]

    def _city(self, state: LegendsState, c: BuildCity, rng: Random) -> list[Any]:
        self._in_action(state, c, "city")
        r = self._region(state, c.region)
        pieces = state.pieces
        assert pieces is not None
        if pieces.city_supply[c.player] <= 0:
            raise IllegalCommand(N_("All your cities are built."))
        if pieces.armies[c.player][r] <= 0:
            raise IllegalCommand(
                N_("You need an army in {region} to build there."), region=c.region
            )
        events: list[Any] = [CityBuilt(c.player, c.region)]
        coins = state.coins[c.player]
        token = state.tokens.get(r)
        if token in CLAIMED_BY_CITY:
            events.append(TokenTaken(c.player, c.region, token, r in state.face_down))
            if token == "buried_treasure":
                events.append(CoinsChanged(c.player, 1, "buried_treasure"))
                coins += 1
        if (
            lord_ability(state.warlords[c.player], "army_with_city")
            and pieces.army_supply[c.player] > 0
        ):
            events.append(ArmyPlaced(c.player, c.region, free=True))
            events += self._arrival(state, c.player, r, coins)
        return events

    def _destroy(self, state: LegendsState, c: DestroyArmy, rng: Random) -> list[Any]:
        self._in_action(state, c, "destroy")
        r = self._region(state, c.region)
        pieces = state.pieces
        assert pieces is not None
        if pieces.armies[c.player][r] <= 0:
            raise IllegalCommand(
                N_("You need an army in {region} to destroy there."), region=c.region
            )
        if c.owner == c.player or not 0 <= c.owner < self.seats:
            raise IllegalCommand(N_("Choose another player's army."))
        if pieces.armies[c.owner][r] <= 0:
            raise IllegalCommand(N_("That player has no army in {region}."), region=c.region)
        if c.owner != self.neutral and scoring.immune(state.cards[c.owner]):
            raise IllegalCommand(N_("That player is immune to attack."))
        kept = lord_ability(state.warlords[c.player], "keep_destroyed") is not None
        events: list[Any] = [ArmyDestroyed(c.player, c.owner, c.region, kept)]
        if (
            lord_ability(state.warlords[c.player], "steal_coin")
            and c.owner != self.neutral
            and state.coins[c.owner] > 0
        ):
            events += [CoinsChanged(c.owner, -1, "stolen"), CoinsChanged(c.player, 1, "theft")]
        return events

    def _skip(self, state: LegendsState, c: SkipAction, rng: Random) -> list[Any]:
        if state.phase != "action" or c.player != state.current:
            raise IllegalCommand(N_("It is not your turn to act."))
        if not state.parts:
            raise IllegalCommand(N_("There is no later action on this card: end your turn."))
        return [ActionSkipped(c.player)]

    def _end_turn(self, state: LegendsState, c: EndTurn, rng: Random) -> list[Any]:
        if state.phase != "action" or c.player != state.current:
            raise IllegalCommand(N_("It is not your turn to act."))
        assert state.graph is not None and state.pieces is not None
        revealed = state.deck[-1] if state.deck and None in state.row else None
        looked: tuple[str, ...] = ()
        if state.face_down:  # only the face-down regions' control is asked
            pieces, ids = state.pieces, state.graph.ids
            looked = tuple(
                ids[r]
                for r in sorted(state.face_down)
                if strict_leader(region_strengths(pieces, r)) == c.player
            )
        events: list[Any] = [TurnEnded(c.player, revealed, looked)]
        if not all(len(cards) >= self.end_cards for cards in state.cards):
            return events  # the usual case: no need to look ahead for the end
        return self._finish(state, events, rng)

    def _finish(self, state: LegendsState, events: list[Any], rng: Random) -> list[Any]:
        """Add the end of the game (scores, the next game of a long game) when it comes."""
        after = state.clone()
        for event in events:
            after = self.evolve(after, event)
        if after.phase != "scoring":
            return events
        return events + self._ending(after, rng)

    def _ending(self, after: LegendsState, rng: Random) -> list[Any]:
        """The events that end a game scored in `after` (a state in the "scoring" phase)."""
        events: list[Any] = []
        scores = scoring.score(after, self.n)
        totals = tuple(sc.total for sc in scores)
        events.append(GameScored(after.game, totals, tuple(scoring.game_winners(scores))))
        if self.opts.long_game and after.game < self.opts.games:
            return events + self._deal(after.game + 1, rng)
        if self.opts.long_game:
            grand = [after.totals[p] + totals[p] for p in range(self.n)]
            keys = [(grand[p], *scores[p].keys()[1:]) for p in range(self.n)]
            won = rank_winners(keys)
        else:
            won = scoring.game_winners(scores)
        events.append(MatchOver(tuple(won)))
        return events

    def _place_extra(self, state: LegendsState, c: PlaceExtraArmies, rng: Random) -> list[Any]:
        return hand_setup.decide_extra(state, c, EXTRA_ARMIES)

    def _place_token(self, state: LegendsState, c: PlaceToken, rng: Random) -> list[Any]:
        return hand_setup.decide_token(state, c)

    _handlers: ClassVar[dict[type, Any]] = {
        PlaceNeutral: _place_neutral,
        Bid: _bid,
        TakeCard: _take,
        PassExtraCard: _pass_extra,
        PlaceArmy: _place,
        MoveArmy: _move,
        BuildCity: _city,
        DestroyArmy: _destroy,
        SkipAction: _skip,
        EndTurn: _end_turn,
        PlaceExtraArmies: _place_extra,
        PlaceToken: _place_token,
    }

    # -- judging -------------------------------------------------------------------------------
    def report(self, state: LegendsState) -> dict[str, Any]:
        return build_report(self, state)

    # -- what the table asks: the things a command points at, and why a click does nothing --
    def target_of(self, state: LegendsState, command: Any) -> Target:
        """The things on the table a player points at for `command`, in order (see
        `game.rules.area_control.clicks`)."""
        if isinstance(command, PlaceExtraArmies | PlaceToken):
            return (("region", command.region),)
        buttons: dict[type[Any], str] = {EndTurn: "end", SkipAction: "skip", PassExtraCard: "pass"}
        return area_target(command, DestroyArmy, lambda c: c.owner, buttons)

    def action_of(self, command: Any) -> str | None:
        """The card action a command is a step of ("place", "move", "city", "destroy"), or
        None for any other command."""
        return ACTION_OF.get(type(command))

    def why_not(
        self, state: LegendsState, player: int, target: Target, action: str | None = None
    ) -> Message:
        """Why pointing at `target` does nothing for `player` now, in the rules' words;
        `action` is the action of an "or" card the player chose to do first, if any."""
        before = refusal_before(self.pending(state), player, N_("It is not your turn to act."))
        if before is not None:
            return before
        thing = last_thing(target)
        if thing[0] == "card" and state.phase == "action":
            return Message(N_("You have taken your card: do its actions, then end your turn."))
        if thing[0] in ("region", "army") and state.phase in ("take_card", "extra"):
            return Message(N_("Take a card from the row first."))
        meant = self._meant(state, player, target, action)
        reason = first_refusal(self, state, meant)
        return reason or Message(N_("That cannot be done now."))

    def move_cost(self, state: LegendsState, command: MoveArmy) -> tuple[int, str] | None:
        """What the step `command` costs its player in movement points (water per the cards'
        Flying) and the link it crosses ("land", "water" or "portal"); None when its regions
        are not linked."""
        graph = state.graph
        if graph is None:
            return None
        s, t = graph.index.get(command.source), graph.index.get(command.target)
        if s is None or t is None:
            return None
        cost = step_cost(self._steps(state, command.player), s, t)
        if cost is None:
            return None
        kind = "portal" if len(state.portals) == 2 and {s, t} == set(state.portals) else None
        return cost, kind or graph.kind(s, t) or "land"

    def unusable_parts(
        self, state: LegendsState, player: int, slot: int
    ) -> list[tuple[int, Message]]:
        """The actions of the row card in `slot` that `player` could not do were the card taken
        now, each with the reason (action index, message): the table asks before such a card is
        taken, for its abilities alone. An "and" card's action after a place it can do counts
        as possible (the armies placed may make it so). Empty when every action can be done."""
        card = state.row[slot] if 0 <= slot < len(state.row) else None
        if card is None or state.pieces is None or state.graph is None:
            return []
        trial = state.clone()  # the card's own abilities (more moves, Flying) count once held
        trial.cards[player] = [*trial.cards[player], card]
        spec = self.table[card]
        out: list[tuple[int, Message]] = []
        placed = False
        for i, action in enumerate(spec.actions):
            if placed and spec.combo == "and":
                continue
            amount = self.amount(trial, player, action.kind, action.n)
            reason = self._action_refusal(trial, player, action.kind, amount)
            if reason is not None:
                out.append((i, reason))
            placed = placed or (action.kind == "place" and reason is None)
        return out

    def _action_refusal(
        self, state: LegendsState, player: int, kind: str, amount: int
    ) -> Message | None:
        """Why a card action of `kind` could not be done at all now, or None."""
        pieces, graph = state.pieces, state.graph
        assert pieces is not None and graph is not None
        own = pieces.armies[player]
        if kind == "place" and pieces.army_supply[player] <= 0:
            return Message(N_("All your armies are on the board."))
        if kind == "move":
            if not any(own):
                return Message(N_("You have no army on the board to move."))
            if not move_steps(self._steps(state, player), own, amount):
                return Message(N_("None of your armies can make this move."))
        if kind == "city":
            if pieces.city_supply[player] <= 0:
                return Message(N_("All your cities are built."))
            if not any(own):
                return Message(N_("You need an army on the board to build a city."))
        if kind == "destroy" and not any(
            own[r] and self._targets(state, player, r) for r in range(graph.size)
        ):
            return Message(N_("None of your armies shares a region with an army you may destroy."))
        return None

    def _meant(
        self, state: LegendsState, player: int, target: Target, action: str | None
    ) -> list[Any]:
        """The command a click on `target` stands for now: the card's action under way (or
        the one chosen first) decides what a region means."""
        thing = last_thing(target)
        kind = thing[0]
        if kind == "card":
            return [TakeCard(player, thing[1])]
        if kind == "army":
            return [DestroyArmy(player, thing[1], thing[2])]
        if kind != "region":
            return []
        rid = thing[1]
        phase = state.phase
        if phase == "neutral":
            return [PlaceNeutral(player, rid)]
        if phase == "setup_extra":
            return [PlaceExtraArmies(player, rid)]
        if phase == "setup_token":
            return [PlaceToken(player, rid)]
        if len(target) == 2:
            return [MoveArmy(player, target[0][1], rid)]
        kinds = [action] if action else [state.part, *(k for k, _n in state.alt)]
        doing = next((k for k in kinds if k), None)
        if doing == "city":
            return [BuildCity(player, rid)]
        if doing == "move":
            return [MoveArmy(player, rid, a_neighbour(state.graph, rid))]
        if doing == "destroy":
            victim = next((v for v in range(self.seats) if v != player), player)
            return [DestroyArmy(player, victim, rid)]
        return [PlaceArmy(player, rid)]
