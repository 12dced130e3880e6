"""What a player points at on an area-control table, shared by both games' `target_of` and
`why_not` (the questions the table asks instead of working a click out itself).

A target is a path of things, each a tuple: `("card", slot)`, `("region", rid)`,
`("army", seat, rid)`, `("option", i)`, `("button", name)`. Most commands take one thing;
a move takes two, its army's region and then where it goes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import N_, Message
from game.engine.rules import Pending
from game.rules.area_control.commands import BuildCity, MoveArmy, PlaceArmy, PlaceNeutral, TakeCard
from game.rules.area_control.graph import RegionGraph

Thing = tuple[Any, ...]
Target = tuple[Thing, ...]


def area_target(
    command: Any, destroy: type[Any], seat_of: Callable[[Any], int], buttons: dict[type[Any], str]
) -> Target:
    """The things pointed at for an area-control command: a row card, a region (a move: its
    region, then where it goes), the army a `destroy` command takes (its seat by `seat_of`)
    or a bar button (`buttons` names them by command type)."""
    if isinstance(command, TakeCard):
        return (("card", command.slot),)
    if isinstance(command, PlaceArmy | BuildCity | PlaceNeutral):
        return (("region", command.region),)
    if isinstance(command, MoveArmy):
        return (("region", command.source), ("region", command.target))
    if type(command) is destroy:
        return (("army", seat_of(command), command.region),)
    button = buttons.get(type(command))
    if button is not None:
        return (("button", button),)
    return (("other", type(command).__name__),)


def refusal_before(pending: Pending | None, player: int, not_yours: str) -> Message | None:
    """The reason that comes before any other: the game is over, or `player` does not decide
    now (`not_yours`, each game's own words)."""
    if pending is None:
        return Message(N_("The game is over."))
    if player not in pending.players:
        return Message(not_yours)
    return None


def last_thing(target: Target) -> Thing:
    """The thing clicked last (the one a refusal is about)."""
    return target[-1] if target else ("other",)


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
