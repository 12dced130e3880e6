"""The kinds of decision a tutorial teaches, read off each command the player makes.

A tutorial's data lists the kinds its game has; the test walking every tutorial through the
engine checks that each one occurs in its scripted steps (or is marked as not possible on its
seed, with the reason). The kinds are named from the rules' own commands and the state they
are made in, never from the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# The kinds of each game, in the order a first game meets them.
GAME_KINDS: dict[str, tuple[str, ...]] = {
    "eight-minute": (
        "neutral",
        "bid",
        "take_card",
        "take_paid",
        "goods",
        "place",
        "move_land",
        "move_water",
        "city",
        "destroy",
        "or_card",
        "and_card",
        "final_score",
    ),
}

Classifier = Callable[[Any, Any, Any], set[str]]


def _eight_minute(rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of `command`, made by a player in `state` of an Eight-Minute Empire game."""
    name = type(command).__name__
    out: set[str] = set()
    if name == "PlaceNeutral":
        out.add("neutral")
    elif name == "Bid":
        out.add("bid")
    elif name == "ChooseFirstPlayer":
        out.add("first_player")
    elif name == "TakeCard":
        out |= {"take_card", "goods"}
        if rules.prices[command.slot] > 0:
            out.add("take_paid")
    elif name == "ChooseOption":
        out.add("or_card")
    elif name == "Done":
        out.add("skip")
    elif name == "AssignWilds":
        out.add("wilds")
    else:
        if name == "PlaceArmy":
            out.add("place")
        elif name == "BuildCity":
            out.add("city")
        elif name == "DestroyArmy":
            out.add("destroy")
        elif name == "MoveArmy":
            graph = rules.graph
            a, b = graph.index[command.source], graph.index[command.target]
            out.add("move_water" if graph.kind(a, b) == "water" else "move_land")
        if state.card >= 0 and rules.cards[state.card].action.kind == "and":
            out.add("and_card")
    return out


CLASSIFIERS: dict[str, Classifier] = {"eight-minute": _eight_minute}


def kinds_of(game: str, rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of decision `command` is, made in `state` (before it is applied)."""
    return CLASSIFIERS[game](rules, state, command)
