"""Set-up by hand (option `hand_setup`): the setting-up player puts the extra armies and then
each token on the board, instead of the random placement.

The rulebook: the player who set up the board puts one army of each player on "a region of an
island not on the central board", and "places each token, one by one, on any region holding no
token yet". The places offered are those of the random placement (docs/decisions/legends.md):
extra armies off the central board and off the start region's side; tokens never on the start
region. The swamp variant's face-down tokens come first, in a shuffled pile nobody has seen.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.rules.legends.cards import data
from game.rules.legends.commands import PlaceExtraArmies, PlaceToken
from game.rules.legends.events import ExtraArmiesPlaced, TokenPlaced, TokensToPlace
from game.rules.legends.options import LegendsOptions
from game.rules.legends.state import LegendsState, layout_graph

SETTER = 0  # the seat that sets up the board (the first seat at the table)


def pile(options: LegendsOptions, rng: Random) -> TokensToPlace:
    """The tokens of the variants chosen, in placing order: the face-down pile first."""
    tokens = data().tokens
    down: list[str] = []
    up: list[str] = []
    if options.exploration:
        (down if options.swamp else up).extend(tokens.exploration)
        if options.swamp:
            down.extend(tokens.swamp)
    rng.shuffle(down)
    if options.citadels:
        up.extend(tokens.citadel)
    if options.encounters:
        up.extend(options.encounter_tokens())
    return TokensToPlace(tuple((t, True) for t in down) + tuple((t, False) for t in up))


def extra_sites(state: LegendsState) -> list[int]:
    """Regions the extra armies may go to: off the central board and the start's side."""
    assert state.key is not None
    layout, graph, _ = layout_graph(state.key)
    central = state.key[1][0]
    return sorted(
        graph.index[rid]
        for rid, side in layout.board_of.items()
        if side not in (central, layout.start_side)
    )


def token_sites(state: LegendsState) -> list[int]:
    """Regions a token may go to: any holding none, except the start region."""
    assert state.graph is not None
    start = set(state.graph.start)
    return [r for r in range(state.graph.size) if r not in start and r not in state.tokens]


def phase_after(state: LegendsState) -> str | None:
    """The set-up step still to do, if any."""
    if state.extra_region < 0:
        return "setup_extra"
    if state.to_place:
        return "setup_token"
    return None


def legal(state: LegendsState, player: int) -> list[Any]:
    if player != SETTER or state.graph is None:
        return []
    ids = state.graph.ids
    if state.phase == "setup_extra":
        return [PlaceExtraArmies(player, ids[r]) for r in extra_sites(state)]
    if state.phase == "setup_token":
        return [PlaceToken(player, ids[r]) for r in token_sites(state)]
    return []


def _setter_region(state: LegendsState, command: Any, phase: str) -> int:
    if state.phase != phase or command.player != SETTER:
        raise IllegalCommand(N_("Only the player who sets up the board places that."))
    assert state.graph is not None
    r = state.graph.index.get(command.region)
    if r is None:
        raise IllegalCommand(
            N_("There is no region {region} on this board."), region=command.region
        )
    return r


def decide_extra(state: LegendsState, c: PlaceExtraArmies, armies: int) -> list[Any]:
    r = _setter_region(state, c, "setup_extra")
    if r not in extra_sites(state):
        raise IllegalCommand(
            N_("The extra armies go on a board other than the central one and the start region's.")
        )
    return [ExtraArmiesPlaced(c.player, c.region, armies)]


def decide_token(state: LegendsState, c: PlaceToken) -> list[Any]:
    r = _setter_region(state, c, "setup_token")
    if r not in token_sites(state):
        raise IllegalCommand(
            N_("A token goes on a region holding no token, never on the start region.")
        )
    token, down = state.to_place[0]
    return [TokenPlaced(c.player, c.region, token, down)]
