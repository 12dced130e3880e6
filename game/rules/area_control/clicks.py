"""What a player points at on an area-control table, shared by both games' `target_of` and
`why_not` (the questions the table asks instead of working a click out itself).

A target is a path of things, each a tuple: `("card", slot)`, `("region", rid)`,
`("army", seat, rid)`, `("option", i)`, `("button", name)`. Most commands take one thing;
a move takes two, its army's region and then where it goes.
"""

from __future__ import annotations

from collections.abc import Iterable
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import Message
from game.rules.area_control.commands import BuildCity, MoveArmy, PlaceArmy, PlaceNeutral, TakeCard
from game.rules.area_control.graph import RegionGraph

Thing = tuple[Any, ...]
Target = tuple[Thing, ...]


def shared_target(command: Any) -> Target | None:
    """The things pointed at for a command both games share; None for any other command."""
    if isinstance(command, TakeCard):
        return (("card", command.slot),)
    if isinstance(command, PlaceArmy | BuildCity | PlaceNeutral):
        return (("region", command.region),)
    if isinstance(command, MoveArmy):
        return (("region", command.source), ("region", command.target))
    return None


def first_refusal(rules: Any, state: Any, meant: Iterable[Any]) -> Message | None:
    """The rules' own reason for refusing the first of the commands a click may have meant
    (the command the rules find there; None when every one of them would be accepted)."""
    for command in meant:
        try:
            rules.decide(state, command, Random(0))
        except IllegalCommand as exc:
            return exc.message
    return None


def a_neighbour(graph: RegionGraph | None, rid: str) -> str:
    """Some region linked to `rid` (itself when none is): a move from `rid` has to go
    somewhere for the rules to say why it cannot start there."""
    r = graph.index.get(rid) if graph is not None else None
    row = graph.links[r] if graph is not None and r is not None else ()
    return graph.ids[row[0][0]] if graph is not None and row else rid
