"""A bot's step without events: `play` checks and applies the commands of a turn in one go.

A random playout decides and folds about a hundred commands, and making each command's events
and dispatching them to `evolve` was half of its time. `play` keeps no events (its callers
throw them away), so each common command is checked as `decide` checks it and written to the
state as `evolve` would write its events (the end of a game, rare, through `evolve` itself on
the state: no trial copy to score on). Any command it does not take in one go (a refused one,
whose reason `decide` gives; the bids and the choice of the first player) goes the long way,
`decide` then `evolve`. `tests/rules/eight_minute/test_direct_play.py`
holds both ways to the same states over random games of every option set.

A mixin of `EightMinuteRules`, which provides the tables and the deciders named below.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from random import Random
from typing import Any

from game.engine.rules import GameRules, Pending
from game.rules.area_control.cardrow import slide_and_refill
from game.rules.area_control.goods import wild_assignments
from game.rules.area_control.graph import RegionGraph
from game.rules.eight_minute import scoring
from game.rules.eight_minute.cards import GameData
from game.rules.eight_minute.commands import (
    AssignWilds,
    BuildCity,
    ChooseOption,
    DestroyArmy,
    Done,
    MoveArmy,
    PlaceArmy,
    PlaceNeutral,
    TakeCard,
)
from game.rules.eight_minute.events import GameDealt, GameScored
from game.rules.eight_minute.state import EightMinuteState

# A command applied directly: true when done (SAME_DECISION when the same kind of decision is
# still pending for the same seat), False to leave it to `decide` and `evolve`.
Direct = Callable[[Any, EightMinuteState, Any, Random], bool | int]
SAME_DECISION = 2


class EightMinuteDirectPlay:
    n: int
    seats: int
    neutral: int
    start: int
    games: int
    graph: RegionGraph
    data: GameData
    prices: Any
    cards_each: int
    _part_kinds: tuple[tuple[str, ...], ...]
    _part_amounts: tuple[tuple[int, ...], ...]
    _card_is_or: tuple[bool, ...]
    _region_index: Mapping[str, int]
    _move_links: dict[tuple[str, str], tuple[int, int, int, tuple[str, ...]]]

    def evolve(self, state: EightMinuteState, event: Any) -> EightMinuteState:
        raise NotImplementedError

    def _wild_seats(self, state: EightMinuteState) -> list[int]:
        raise NotImplementedError

    def _goods_for_wilds(self, state: EightMinuteState, player: int) -> tuple[dict[str, int], int]:
        raise NotImplementedError

    def _deal(self, game: int, rng: Random) -> GameDealt:
        raise NotImplementedError

    def pending(self, state: EightMinuteState) -> Pending | None:
        raise NotImplementedError

    def play(self, state: EightMinuteState, command: Any, rng: Random) -> EightMinuteState:
        direct = _DIRECT.get(type(command))
        if direct is not None:
            done = direct(self, state, command, rng)
            if done:
                # an action of the card leaves the same decision pending (same kind, same
                # seat); its detail is read from this very state object when first asked, so
                # the answer kept stays true unless its detail was already read
                cached = state.pending_cache
                if done != SAME_DECISION or cached is None or isinstance(cached._detail, dict):
                    state.pending_cache = None
                return state
        return GameRules.play(self, state, command, rng)  # type: ignore[arg-type]

    def _open_part(self, s: EightMinuteState, kind: str) -> int:
        """The first part of the card being resolved of `kind` with something left (as
        `_part` finds it), or -1."""
        left = s.left
        for i, part_kind in enumerate(self._part_kinds[s.card]):
            if part_kind == kind and left[i] >= 1:
                return i
        return -1

    def _take(self, s: EightMinuteState, c: TakeCard, rng: Random) -> bool:
        player, slot = c.player, c.slot
        if s.phase != "take_card" or player != s.current or not 0 <= slot < len(s.row):
            return False
        card = s.row[slot]
        cost = self.prices[slot]
        if card is None or cost > s.coins[player]:
            return False
        # as `_on_taken`
        s.row[slot] = None
        s.coins[player] -= cost
        s.hands[player].append(card)
        s.card = card
        s.turn_moves = ()
        if self._card_is_or[card]:
            s.phase = "choose_option"
            s.left = [0, 0]
        else:
            s.phase = "action"
            s.left = list(self._part_amounts[card])
        s.option = -1
        return True

    def _option(self, s: EightMinuteState, c: ChooseOption, rng: Random) -> bool:
        option = c.option
        if s.phase != "choose_option" or c.player != s.current or option not in (0, 1):
            return False
        # as `_on_option`
        s.option = option
        s.left = [0, 0]
        s.left[option] = self._part_amounts[s.card][option]
        s.phase = "action"
        return True

    def _place(self, s: EightMinuteState, c: PlaceArmy, rng: Random) -> bool | int:
        player = c.player
        if s.phase != "action" or player != s.current:
            return False
        part = self._open_part(s, "place")
        r = self._region_index.get(c.region)
        pieces = s.pieces
        if (
            part < 0
            or r is None
            or pieces.army_supply[player] <= 0
            or (r != self.start and not pieces.cities[player][r])
        ):
            return False
        pieces.armies[player][r] += 1
        pieces.army_supply[player] -= 1
        s.left[part] -= 1
        return SAME_DECISION

    def _move(self, s: EightMinuteState, c: MoveArmy, rng: Random) -> bool | int:
        player = c.player
        if s.phase != "action" or player != s.current:
            return False
        link = self._move_links.get((c.source, c.target))
        if link is None:
            return False
        source, target, cost, kinds = link
        row = s.pieces.armies[player]
        if not row[source]:
            return False
        left = s.left
        for part, kind in enumerate(self._part_kinds[s.card]):
            if kind in kinds and left[part] >= cost:
                break
        else:
            return False
        # as `_on_moved`
        row[source] -= 1
        row[target] += 1
        left[part] -= cost
        s.turn_moves += ((source, target),)
        return SAME_DECISION

    def _city(self, s: EightMinuteState, c: BuildCity, rng: Random) -> bool | int:
        player = c.player
        if s.phase != "action" or player != s.current:
            return False
        part = self._open_part(s, "city")
        r = self._region_index.get(c.region)
        pieces = s.pieces
        if part < 0 or r is None or pieces.city_supply[player] <= 0:
            return False
        if not pieces.armies[player][r]:
            return False
        pieces.cities[player][r] += 1
        pieces.city_supply[player] -= 1
        s.left[part] -= 1
        return SAME_DECISION

    def _destroy(self, s: EightMinuteState, c: DestroyArmy, rng: Random) -> bool | int:
        player, owner = c.player, c.owner
        if s.phase != "action" or player != s.current or owner == player:
            return False
        part = self._open_part(s, "destroy")
        r = self._region_index.get(c.region)
        pieces = s.pieces
        if part < 0 or r is None or not 0 <= owner < self.seats or not pieces.armies[owner][r]:
            return False
        pieces.armies[owner][r] -= 1
        pieces.army_supply[owner] += 1
        s.left[part] -= 1
        return SAME_DECISION

    def _done(self, s: EightMinuteState, c: Done, rng: Random) -> bool:
        player = c.player
        phase = s.phase
        if (phase != "action" and phase != "choose_option") or player != s.current:
            return False
        each = self.cards_each
        over = True
        for hand in s.hands:
            if len(hand) < each:
                over = False
                break
        # as `_on_turn_ended`
        row, deck = s.row, s.deck
        if deck and row.count(None) == 1:  # one card taken: slide left, draw into the last slot
            row.remove(None)
            row.append(deck.pop())
        else:
            slide_and_refill(row, deck, len(self.prices))
        s.card = s.option = -1
        s.left = []
        s.turn_moves = ()
        if not over:
            s.current = (player + 1) % self.n
            s.phase = "take_card"
            return True
        s.current = -1
        s.phase = "wilds" if self._wild_seats(s) else "scoring"
        self._score_if_done(s, rng)
        return True

    def _neutral(self, s: EightMinuteState, c: PlaceNeutral, rng: Random) -> bool:
        r = self._region_index.get(c.region)
        if s.phase != "neutral" or c.player != s.current or r is None:
            return False
        # as `_on_neutral`
        s.pieces.place_army(self.neutral, r)
        s.neutral_left -= 1
        s.current = (c.player + 1) % self.n
        if s.neutral_left <= 0:
            s.phase = "bid"
            s.current = -1
        return True

    def _wilds(self, s: EightMinuteState, c: AssignWilds, rng: Random) -> bool:
        player = c.player
        if s.phase != "wilds" or player not in self.pending(s).players:  # type: ignore[union-attr]
            return False
        counts, wild_count = self._goods_for_wilds(s, player)
        goods = tuple(c.goods)
        if goods not in wild_assignments(wild_count, scoring.eligible_for_wilds(counts)):
            return False
        # as `_on_wilds`
        s.wilds[player] = goods
        if not self._wild_seats(s):
            s.phase = "scoring"
        self._score_if_done(s, rng)
        return True

    def _score_if_done(self, s: EightMinuteState, rng: Random) -> None:
        """`_after_game`'s events applied to the state they were worked out on."""
        if s.phase != "scoring":
            return
        scores = tuple(scoring.quick_totals(s, self.graph, self.data))
        game = s.game
        self.evolve(s, GameScored(game, scores))
        if game < self.games:
            self.evolve(s, self._deal(game + 1, rng))


_DIRECT: dict[type, Direct] = {
    TakeCard: EightMinuteDirectPlay._take,
    ChooseOption: EightMinuteDirectPlay._option,
    PlaceArmy: EightMinuteDirectPlay._place,
    MoveArmy: EightMinuteDirectPlay._move,
    BuildCity: EightMinuteDirectPlay._city,
    DestroyArmy: EightMinuteDirectPlay._destroy,
    Done: EightMinuteDirectPlay._done,
    PlaceNeutral: EightMinuteDirectPlay._neutral,
    AssignWilds: EightMinuteDirectPlay._wilds,
}
