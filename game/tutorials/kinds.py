"""The kinds of decision a tutorial teaches, read off each command the player makes.

A tutorial's data lists the kinds its game has; the test walking every tutorial through the
engine checks that each one occurs in its scripted steps (or is marked as not possible on its
seed, with the reason). The kinds are named from the rules' own commands and the state they
are made in, never from the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.area_control.cardrow import ROW_PRICES
from game.rules.legends.rules import CLAIMED_BY_CITY

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
    "legends": (
        "neutral",
        "bid",
        "take_card",
        "take_paid",
        "place",
        "move_land",
        "move_water",
        "city",
        "destroy",
        "or_card",
        "and_card",
        "ability",
        "elixir",
        "points",
        "token",
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


# a Legends card's abilities by what they teach: a lasting power, elixirs, end points
_ABILITY_KINDS = {"move": "ability", "army": "ability", "flying": "ability", "immune": "ability"}
_ABILITY_KINDS |= {"coins": "ability", "elixir": "elixir"}
_ABILITY_KINDS |= {k: "points" for k in ("vp_per_set", "vp_for_set", "vp_per_coins")}
_ABILITY_KINDS["vp_per_flying"] = "points"


_LEGENDS_PLAIN = {"PlaceNeutral": "neutral", "Bid": "bid", "SkipAction": "skip"}


def _legends(rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of `command`, made by a player in `state` of a Legends game: those of
    Eight-Minute Empire (an "or" card is chosen by its first step), the card's abilities, and
    a token claimed by a city (the exploration variant)."""
    name = type(command).__name__
    if name in _LEGENDS_PLAIN:
        return {_LEGENDS_PLAIN[name]}
    if name == "TakeCard":
        card = state.row[command.slot]
        abilities = rules.table[card].abilities if card is not None else ()
        paid = {"take_paid"} if ROW_PRICES[command.slot] > 0 else set()
        return {"take_card", *paid, *(_ABILITY_KINDS[a.kind] for a in abilities)}
    action = rules.action_of(command)
    if action is None:
        return set()
    out = {action}
    if action == "move":
        link = rules.move_cost(state, command)
        out = {"move_water" if link is not None and link[1] == "water" else "move_land"}
    elif (
        action == "city" and state.tokens.get(state.graph.index[command.region]) in CLAIMED_BY_CITY
    ):
        out.add("token")
    if state.alt:
        out.add("or_card")  # the first step of an "or" card chooses its action
    elif state.card is not None and rules.table[state.card].combo == "and":
        out.add("and_card")
    return out


CLASSIFIERS: dict[str, Classifier] = {"eight-minute": _eight_minute, "legends": _legends}


def kinds_of(game: str, rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of decision `command` is, made in `state` (before it is applied)."""
    return CLASSIFIERS[game](rules, state, command)
