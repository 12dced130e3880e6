"""A tiny two-player game that exercises every part of the engine contract.

Each player in turn draws a hidden card from a shuffled deck (a barrier) and may then add
or take back up to two pebbles on the shared pile before ending the turn (a barrier). The game ends
after four turns; whoever holds the larger sum of cards plus pebbles wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import ClassVar

from pydantic import BaseModel, Field

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.engine.rules import GameRules, Pending


class ToyOptions(BaseModel):
    players: int = Field(2, ge=2, le=2)
    turns: int = 4


@dataclass(frozen=True, slots=True)
class Draw:
    player: int


@dataclass(frozen=True, slots=True)
class AddPebble:
    player: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    player: int


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    order: tuple[int, ...]
    barrier: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: int
    card: int
    barrier: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PebbleAdded:
    player: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    player: int
    barrier: ClassVar[bool] = True


@dataclass
class ToyState:
    deck: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    pebbles: list[int] = field(default_factory=lambda: [0, 0])
    turn: int = 0
    drawn: bool = False
    added: int = 0


class ToyRules(GameRules[ToyState]):
    game_id = "toy"
    options_model = ToyOptions
    command_types = (Draw, AddPebble, EndTurn)
    event_types = (DeckShuffled, CardDrawn, PebbleAdded, TurnEnded)

    def initial_state(self) -> ToyState:
        return ToyState()

    def setup(self, state: ToyState, rng: Random) -> list[object]:
        order = list(range(1, 11))
        rng.shuffle(order)
        return [DeckShuffled(tuple(order))]

    def current(self, state: ToyState) -> int:
        return state.turn % 2

    def decide(self, state: ToyState, command: object, rng: Random) -> list[object]:
        player = command.player  # type: ignore[attr-defined]
        if isinstance(command, Draw):
            if state.drawn:
                raise IllegalCommand(N_("You have already drawn this turn."))
            return [CardDrawn(player, state.deck[0])]
        if not state.drawn:
            raise IllegalCommand(N_("Draw a card first."))
        if isinstance(command, AddPebble):
            if state.added >= 2:
                raise IllegalCommand(N_("You may add at most {count} pebbles."), count=2)
            return [PebbleAdded(player)]
        if isinstance(command, EndTurn):
            return [TurnEnded(player)]
        raise IllegalCommand(N_("Unknown command."))

    def evolve(self, state: ToyState, event: object) -> ToyState:
        if isinstance(event, DeckShuffled):
            state.deck = list(event.order)
        elif isinstance(event, CardDrawn):
            state.deck.remove(event.card)
            state.hands[event.player].append(event.card)
            state.drawn = True
        elif isinstance(event, PebbleAdded):
            state.pebbles[event.player] += 1
            state.added += 1
        elif isinstance(event, TurnEnded):
            state.turn += 1
            state.drawn = False
            state.added = 0
        return state

    def pending(self, state: ToyState) -> Pending | None:
        if state.turn >= self.options.turns:  # type: ignore[attr-defined]
            return None
        kind = "act" if state.drawn else "draw"
        return Pending(kind, (self.current(state),))

    def legal_commands(self, state: ToyState, player: int) -> list[object]:
        pending = self.pending(state)
        if pending is None or player not in pending.players:
            return []
        if not state.drawn:
            return [Draw(player)]
        moves: list[object] = [EndTurn(player)]
        if state.added < 2:
            moves.append(AddPebble(player))
        return moves

    def evaluate(self, state: ToyState, player: int) -> float:
        return float(sum(state.hands[player]) + state.pebbles[player])

    def report(self, state: ToyState) -> dict[str, object]:
        totals = [sum(h) + p for h, p in zip(state.hands, state.pebbles, strict=True)]
        return {"totals": totals}
