"""The state of a Legends match: plain lists and ints for fast self-play, cloned explicitly."""

from __future__ import annotations

import copy
from functools import lru_cache

from game.rules.area_control.graph import RegionGraph, Steps
from game.rules.area_control.pieces import Pieces
from game.rules.legends.layout import Layout, compose, with_start

LayoutKey = tuple[str, tuple[str, ...], tuple[int, ...], str]


@lru_cache(maxsize=256)
def layout_graph(key: LayoutKey) -> tuple[Layout, RegionGraph, tuple[str, ...]]:
    """The composed layout, its region graph (start marked) and each region's side, by index."""
    shape, sides, rotations, start = key
    layout = compose(shape, sides, rotations)
    graph = RegionGraph.from_board(with_start(layout, start))
    side_of = tuple(layout.board_of[rid] for rid in graph.ids)
    return layout, graph, side_of


LAND_COST = 1
PORTAL_COST = 1  # the two magic portals join their regions like a land border

_STEPS: dict[tuple[LayoutKey, int, tuple[int, ...]], tuple[Steps, ...]] = {}


def move_steps_for(key: LayoutKey, water_cost: int, portals: tuple[int, ...]) -> tuple[Steps, ...]:
    """Land 1, water `water_cost`; the two magic portals join their regions like a land
    border (a Legends extension of the shared graph's step tables)."""
    cache_key = (key, water_cost, portals)
    steps = _STEPS.get(cache_key)
    if steps is None:
        graph = layout_graph(key)[1]
        base = graph.steps({"land": LAND_COST, "water": water_cost})
        if len(portals) == 2:
            a, b = portals
            extended = [list(s) for s in base]
            for x, y in ((a, b), (b, a)):
                extended[x] = [(j, c) for j, c in extended[x] if j != y] + [(y, PORTAL_COST)]
            base = tuple(tuple(s) for s in extended)
        steps = _STEPS[cache_key] = base
    return steps


class LegendsState:
    __slots__ = (
        "alt",
        "bids",
        "captured",
        "card",
        "cards",
        "coins",
        "current",
        "deck",
        "extra_region",
        "extra_turns",
        "face_down",
        "first",
        "game",
        "graph",
        "history",
        "key",
        "neutral_left",
        "neutral_next",
        "owned",
        "part",
        "part_left",
        "parts",
        "phase",
        "pieces",
        "portals",
        "row",
        "seen",
        "to_place",
        "tokens",
        "totals",
        "turn_moves",
        "warlords",
        "winners",
    )

    def __init__(self, players: int) -> None:
        self.game = 0
        self.key: LayoutKey | None = None
        self.graph: RegionGraph | None = None
        self.extra_region = -1
        self.pieces: Pieces | None = None
        self.coins = [0] * players
        self.cards: list[list[str]] = [[] for _ in range(players)]
        self.row: list[str | None] = []
        self.deck: list[str] = []
        self.warlords: list[str | None] = [None] * players
        self.tokens: dict[int, str] = {}  # region -> token still on the board
        self.face_down: set[int] = set()  # regions whose token is face down
        # placing by hand: the tokens still to place, in order, each (token, face down)
        self.to_place: list[tuple[str, bool]] = []
        self.portals: tuple[int, ...] = ()
        self.owned: list[list[str]] = [[] for _ in range(players)]
        self.seen: list[set[int]] = [set() for _ in range(players)]
        self.captured = [0] * players
        self.phase = "setup"
        self.bids: list[int | None] = [None] * players
        self.first = 0
        self.current = 0
        self.neutral_left = 0
        self.neutral_next = 0
        self.card: str | None = None
        self.part: str | None = None  # the action being done: place, move, city, destroy
        self.part_left = 0
        self.parts: list[tuple[str, int]] = []  # the card's later actions ("and")
        self.alt: list[tuple[str, int]] = []  # an "or" card's choices until one is begun
        # the current player's moves this turn, (source, target) by region number: the bots
        # never walk an army back where it came from (`area_control.movement.goes_back`)
        self.turn_moves: tuple[tuple[int, int], ...] = ()
        self.extra_turns: list[int] = []  # seats still to take or pass an extra card
        self.history: list[dict[str, object]] = []  # one entry per finished game
        self.totals = [0] * players
        self.winners: tuple[int, ...] = ()

    def clone(self) -> LegendsState:
        o = LegendsState.__new__(LegendsState)
        o.game = self.game
        o.key = self.key
        o.graph = self.graph
        o.extra_region = self.extra_region
        o.pieces = self.pieces.copy() if self.pieces is not None else None
        o.coins = self.coins[:]
        o.cards = [c[:] for c in self.cards]
        o.row = self.row[:]
        o.deck = self.deck[:]
        o.warlords = self.warlords[:]
        o.tokens = dict(self.tokens)
        o.face_down = set(self.face_down)
        o.to_place = self.to_place[:]
        o.portals = self.portals
        o.owned = [t[:] for t in self.owned]
        o.seen = [set(s) for s in self.seen]
        o.captured = self.captured[:]
        o.phase = self.phase
        o.bids = self.bids[:]
        o.first = self.first
        o.current = self.current
        o.neutral_left = self.neutral_left
        o.neutral_next = self.neutral_next
        o.card = self.card
        o.part = self.part
        o.part_left = self.part_left
        o.parts = self.parts[:]
        o.alt = self.alt[:]
        o.turn_moves = self.turn_moves
        o.extra_turns = self.extra_turns[:]
        o.history = list(self.history)
        o.totals = self.totals[:]
        o.winners = self.winners
        return o

    def fingerprint(self) -> tuple[object, ...]:
        """Everything that makes two states the same game position (a deep copy, for tests)."""
        p = self.pieces
        return copy.deepcopy(
            (
                self.game,
                self.key,
                self.extra_region,
                None if p is None else (p.armies, p.cities, p.army_supply, p.city_supply),
                self.coins,
                self.cards,
                self.row,
                self.deck,
                self.warlords,
                sorted(self.tokens.items()),
                sorted(self.face_down),
                self.to_place,
                self.portals,
                self.owned,
                [sorted(s) for s in self.seen],
                self.captured,
                self.phase,
                self.bids,
                self.first,
                self.current,
                self.neutral_left,
                self.neutral_next,
                self.card,
                self.part,
                self.part_left,
                self.parts,
                self.alt,
                self.turn_moves,
                self.extra_turns,
                self.history,
                self.totals,
                self.winners,
            )
        )
