"""`play` without events for the plain steps of a playout: a mixin of `LegendsRules`.

A playout keeps no events, yet `decide` then `evolve` made two to three frozen events a step,
looked each region id up twice and dispatched twice: most of a random Legends playout. Here
the common steps (a neutral army, a card taken, one army placed or moved, a city, a skip, the
end of a turn) change the state directly, after the very checks `decide` makes. Whatever is
not plain (a token on the region, a warlord's ability, a bid, a face-down token at the end of
a turn, an extra card) or would be refused goes through `decide` and `evolve` as before, so
the state after a command and the refusals are the same on both paths:
`tests/rules/legends/test_fast_play.py` plays random games of every variant both ways and
compares the states after every step.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, ClassVar

from game.engine.rules import GameRules
from game.rules.area_control.cardrow import ROW_PRICES, slide_and_refill
from game.rules.area_control.commands import (
    BuildCity,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.area_control.movement import step_cost
from game.rules.legends.commands import EndTurn, SkipAction
from game.rules.legends.events import TurnEnded
from game.rules.legends.state import LegendsState

ROW_SIZE = len(ROW_PRICES)


class LegendsPlay:
    """Provided by `LegendsRules` and `LegendsEvolution`."""

    n: int
    seats: int
    neutral: int | None
    end_cards: int
    table: Any

    if TYPE_CHECKING:  # declared here, defined by the rules and the evolution

        def _steps(self, state: LegendsState, player: int) -> Any: ...

        def _next_part(self, s: LegendsState, player: int) -> None: ...

        def _plan(self, card: str) -> tuple[bool, tuple[tuple[str, int], ...], int]: ...

        def _spend(self, s: LegendsState, player: int, kind: str, points: int) -> None: ...

        def _left(self, state: LegendsState, player: int, kind: str) -> int: ...

        def _on_turn(self, s: LegendsState, e: TurnEnded) -> None: ...

        def _ending(self, after: LegendsState, rng: Random) -> list[Any]: ...

        def evolve(self, state: LegendsState, event: Any) -> LegendsState: ...

    def play(self, state: LegendsState, command: Any, rng: Random) -> LegendsState:
        fast = self._fast.get(type(command))
        if fast is not None and fast(self, state, command, rng):
            return state
        return GameRules.play(self, state, command, rng)  # type: ignore[arg-type]

    # Each returns True once it changed the state as `decide` + `evolve` would; False, having
    # changed nothing, for anything it leaves to them.

    def _fast_neutral(self, s: LegendsState, c: PlaceNeutral, rng: Random) -> bool:
        if s.phase != "neutral" or c.player != s.neutral_next or not 0 <= c.player < self.n:
            return False
        assert s.graph is not None and s.pieces is not None and self.neutral is not None
        r = s.graph.index.get(c.region)
        if r is None:
            return False
        s.pieces.place_army(self.neutral, r)
        s.neutral_left -= 1
        s.neutral_next = (s.neutral_next + 1) % self.n
        if s.neutral_left <= 0:
            s.phase = "bid"
        return True

    def _fast_take(self, s: LegendsState, c: TakeCard, rng: Random) -> bool:
        p = c.player
        if s.phase != "take_card" or p != s.current or not 0 <= p < self.n:
            return False
        row, slot = s.row, c.slot
        if not 0 <= slot < len(row):
            return False
        card = row[slot]
        if card is None or ROW_PRICES[slot] > s.coins[p]:
            return False
        either, actions, gain = self._plan(card)
        # CardTaken, then the card's treasury (CoinsChanged)
        row[slot] = None
        s.cards[p].append(card)
        s.coins[p] -= ROW_PRICES[slot]
        s.card = card
        s.turn_moves = ()
        s.phase = "action"
        s.part, s.part_left = None, 0
        if either:
            s.alt, s.parts = list(actions), []
        else:
            s.alt, s.parts = [], list(actions)
            self._next_part(s, p)
        if gain:
            s.coins[p] += gain
        return True

    def _acting(self, s: LegendsState, player: int, kind: str) -> int:
        """The points left for a step of `kind` on the player's turn (`decide`'s `_left`), 0
        when there is none (refused: left to `decide`)."""
        if s.phase != "action" or player != s.current or not 0 <= player < self.n:
            return 0
        if s.part == kind:
            return s.part_left
        return self._left(s, player, kind) if s.alt else 0

    def _spent(self, s: LegendsState, player: int, kind: str, points: int) -> None:
        if s.alt:  # an "or" card's first step chooses its action
            self._spend(s, player, kind, points)
            return
        s.part_left -= points
        if s.part_left <= 0:
            self._next_part(s, player)

    def _fast_place(self, s: LegendsState, c: PlaceArmy, rng: Random) -> bool:
        p = c.player
        if self._acting(s, p, "place") <= 0:
            return False
        graph, pieces = s.graph, s.pieces
        assert graph is not None and pieces is not None
        r = graph.index.get(c.region)
        if r is None or r in s.tokens or pieces.army_supply[p] <= 0:
            return False
        if r not in graph.start and not pieces.cities[p][r]:
            return False
        pieces.armies[p][r] += 1
        pieces.army_supply[p] -= 1
        self._spent(s, p, "place", 1)
        return True

    def _fast_move(self, s: LegendsState, c: MoveArmy, rng: Random) -> bool:
        p = c.player
        left = self._acting(s, p, "move")
        if left <= 0:
            return False
        graph, pieces = s.graph, s.pieces
        assert graph is not None and pieces is not None
        index = graph.index
        source, target = index.get(c.source), index.get(c.target)
        if source is None or target is None or target in s.tokens:
            return False
        own = pieces.armies[p]
        if own[source] <= 0:
            return False
        cost = step_cost(self._steps(s, p), source, target)
        if cost is None or cost > left:
            return False
        own[source] -= 1
        own[target] += 1
        s.turn_moves += ((source, target),)
        self._spent(s, p, "move", cost)
        return True

    def _fast_city(self, s: LegendsState, c: BuildCity, rng: Random) -> bool:
        p = c.player
        if self._acting(s, p, "city") <= 0 or s.warlords[p] is not None:
            return False
        graph, pieces = s.graph, s.pieces
        assert graph is not None and pieces is not None
        r = graph.index.get(c.region)
        if r is None or r in s.tokens or pieces.city_supply[p] <= 0 or pieces.armies[p][r] <= 0:
            return False
        pieces.cities[p][r] += 1
        pieces.city_supply[p] -= 1
        self._spent(s, p, "city", 1)
        return True

    def _fast_skip(self, s: LegendsState, c: SkipAction, rng: Random) -> bool:
        p = c.player
        if s.phase != "action" or p != s.current or not s.parts or not 0 <= p < self.n:
            return False
        self._next_part(s, p)
        return True

    def _fast_end(self, s: LegendsState, c: EndTurn, rng: Random) -> bool:
        p = c.player
        if s.phase != "action" or p != s.current or s.face_down or not 0 <= p < self.n:
            return False
        if min(map(len, s.cards)) >= self.end_cards:
            # the last turn: the end of the game worked out on the state itself, not on the
            # copy `decide` needs
            revealed = s.deck[-1] if s.deck and None in s.row else None
            self._on_turn(s, TurnEnded(p, revealed, ()))
            if s.phase == "scoring":
                for event in self._ending(s, rng):
                    self.evolve(s, event)
            return True
        slide_and_refill(s.row, s.deck, ROW_SIZE)
        s.card, s.part, s.part_left, s.parts, s.alt = None, None, 0, [], []
        s.turn_moves = ()
        s.current = (s.current + 1) % self.n
        s.phase = "take_card"
        return True

    _fast: ClassVar[dict[type, Any]] = {
        PlaceNeutral: _fast_neutral,
        TakeCard: _fast_take,
        PlaceArmy: _fast_place,
        MoveArmy: _fast_move,
        BuildCity: _fast_city,
        SkipAction: _fast_skip,
        EndTurn: _fast_end,
    }
