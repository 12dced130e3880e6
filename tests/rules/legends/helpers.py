"""Scripted Legends positions: the photographed T layout, a chosen row and tokens."""

from __future__ import annotations

from random import Random
from typing import Any

from game.rules.legends.cards import deck_for
from game.rules.legends.events import (
    ArmiesSetUp,
    BidsRevealed,
    DeckShuffled,
    GameStarted,
    NeutralPlaced,
    TokensPlaced,
    WarlordsDealt,
)
from game.rules.legends.rules import START_COINS, LegendsRules
from game.rules.legends.state import LegendsState

# The T of the reference photo: centre volcano, top hills, left desert, right forest.
PHOTO = ("volcano", "hills", "desert", "forest")
START = "D5"  # the desert side holds the start region; D5 has the sea route to V6
EXTRA = "T1"


def scripted(
    players: int = 3,
    row: tuple[str, ...] = (),
    tokens: tuple[tuple[str, str], ...] = (),
    face_down: bool = False,
    warlords: tuple[str, ...] | None = None,
    first: int = 0,
    neutral: tuple[str, ...] = (),
    boards: tuple[str, str, str, str] = PHOTO,
    start: str = START,
    **options: Any,
) -> tuple[LegendsRules, LegendsState]:
    """A game on the photo layout (or `boards` turned 0°, with a `start` region valid for
    them) right after the bid, `first` to play, the row's first cards as given (left to right)."""
    rules = LegendsRules.from_options({"players": players, "boards": boards, **options})
    assert isinstance(rules, LegendsRules)
    events: list[Any] = [GameStarted(1, "t", boards, (0, 0, 0, 0), start, EXTRA)]
    if warlords:
        events.append(WarlordsDealt(warlords))
    if tokens:
        events.append(TokensPlaced(tokens, face_down))
    deck = [c for c in deck_for(players) if c not in row]
    events.append(DeckShuffled(tuple(deck + list(reversed(row)))))
    start = tuple(5 if warlords and warlords[p] == "red_sorceress" else 4 for p in range(players))
    if players == 2:
        start += (0,)
    events.append(ArmiesSetUp(start, 1, START_COINS[players]))
    if players == 2:
        regions = neutral or ("V1",) * 10
        events += [NeutralPlaced(i % 2, r) for i, r in enumerate(regions)]
    events.append(BidsRevealed((0,) * players, first))
    return rules, rules.fold(events)


def act(rules: LegendsRules, state: LegendsState, command: Any, seed: int = 0) -> list[Any]:
    events = rules.decide(state, command, Random(seed))
    for event in events:
        rules.evolve(state, event)
    return events


def idx(state: LegendsState, rid: str) -> int:
    assert state.graph is not None
    return state.graph.index[rid]


def armies(state: LegendsState, seat: int, rid: str) -> int:
    assert state.pieces is not None
    return state.pieces.armies[seat][idx(state, rid)]


def put(state: LegendsState, seat: int, rid: str, n: int = 1) -> None:
    """Set a position up: move `n` armies of `seat` from its supply onto a region."""
    assert state.pieces is not None
    state.pieces.place_army(seat, idx(state, rid), n)


def clear(state: LegendsState) -> None:
    """Empty the board (pieces back to supply) to set up a position from scratch."""
    p = state.pieces
    assert p is not None
    for s in range(p.seats):
        for r in range(len(p.armies[s])):
            while p.armies[s][r]:
                p.remove_army(s, r)
            p.city_supply[s] += p.cities[s][r]
            p.cities[s][r] = 0
