"""The kinds of decision a tutorial teaches, read off each command the player makes.

A tutorial's data lists the kinds its game has; the test walking every tutorial through the
engine checks that each one occurs in its scripted steps (or is marked as not possible on its
seed, with the reason). The kinds are named from the rules' own commands and the state they
are made in, never from the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from game.engine.errors import IllegalCommand
from game.rules.area_control.cardrow import ROW_PRICES
from game.rules.legends.rules import CLAIMED_BY_CITY

# The kinds of each game, in the order a first game meets them.
# what both area-control games teach, and what both Settlers tutorials teach
_AREA = (
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
)
_SETTLERS = ("lookout", "production", "build", "deal", "raze_card", "raze_location", "workers")

GAME_KINDS: dict[str, tuple[str, ...]] = {
    "eight-minute": (*_AREA, "goods", "final_score"),
    "settlers": (*_SETTLERS, "cleanup", "final_score"),
    # Imperial Settlers solo (keyed apart from the 2-player game: `kinds_key`)
    "settlers-solo": (
        *_SETTLERS,
        "defence",
        "cleanup",
        "virtual_collects",
        "attack",
        "attack_target",
        "final_score",
    ),
    "legends": (*_AREA, "ability", "elixir", "points", "token", "final_score"),
}

SOLO_KEY = "settlers-solo"


def kinds_key(game: str, options: dict[str, Any]) -> str:
    """The key of `GAME_KINDS` a tutorial of `game` with `options` is checked against: the
    Settlers solo game teaches its own kinds (the virtual player's attacks)."""
    if game == "settlers" and options.get("players") == 1:
        return SOLO_KEY
    return game


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


_SETTLERS_COMMANDS = {
    "Pick": "lookout",
    "Draw": "draw",
    "Choose": "choose",
    "Build": "build",
    "MakeDeal": "deal",
    "RazeCard": "raze_card",
    "RazeLocation": "raze_location",
    "Activate": "activate",
    "SpendWorkers": "workers",
    "EndTurn": "end_turn",
    "Pass": "pass",
    "Skip": "skip",
}


def _settlers(rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of `command`, made by a player in `state` of an Imperial Settlers game."""
    kind = _SETTLERS_COMMANDS.get(type(command).__name__)
    return {kind} if kind is not None else set()


def _settlers_solo(rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of `command` in a Settlers solo game. Production needs no decision: it is
    taught at the player's decisions of the action phase, whose goods it brought. Passing
    ends the round: the cleanup, the virtual player's collection and its two attacks follow;
    whether an attack then hits one of the player's locations is read off the rules' own
    answer to the pass."""
    name = type(command).__name__
    out: set[str] = set()
    simple = {
        "Pick": "lookout",
        "Build": "build",
        "MakeDeal": "deal",
        "RazeCard": "raze_card",
        "RazeLocation": "raze_location",
        "SpendWorkers": "workers",
        "PlaceDefence": "defence",
    }
    if name in simple:
        out.add(simple[name])
    if state.phase == "action" and name != "Pass":
        out.add("production")
    if name == "Choose" and state.choices and state.choices[0].kind == "attack_target":
        out |= {"attack", "attack_target"}
    if name == "Pass" and state.phase == "action":
        out |= {"virtual_collects", "attack"}
        if state.round < rules.rounds:
            out.add("cleanup")
        try:
            events = rules.decide(state, command, Random(0))
        except IllegalCommand:
            events = []  # not legal here: the walk reports it
        if any(_hits_you(e) for e in events):
            out.add("attack_target")
    return out


def _hits_you(event: Any) -> bool:
    return (
        type(event).__name__ == "LocationLost"
        and event.owner == SOLO_HUMAN
        and event.to == "collection"
    )


SOLO_HUMAN = 0  # the player's seat in a solo game (the rules' `solo.HUMAN`)

CLASSIFIERS: dict[str, Classifier] = {
    "eight-minute": _eight_minute,
    "legends": _legends,
    "settlers": _settlers,
    SOLO_KEY: _settlers_solo,
}

# What the rules did by themselves (events), as kinds: the coach's next step explains them.
EventClassifier = Callable[[Any], set[str]]


def _settlers_events(event: Any) -> set[str]:
    name = type(event).__name__
    if name == "PhaseStarted" and event.phase == "production":
        return {"production"}
    if name == "CleanedUp":
        return {"cleanup"}
    return set()


EVENT_CLASSIFIERS: dict[str, EventClassifier] = {"settlers": _settlers_events}


def kinds_of(game: str, rules: Any, state: Any, command: Any) -> set[str]:
    """The kinds of decision `command` is, made in `state` (before it is applied)."""
    if game == "settlers" and getattr(state, "solo", False):
        game = SOLO_KEY
    return CLASSIFIERS[game](rules, state, command)


def kinds_seen(game: str, events: Any) -> set[str]:
    """The kinds a player has just watched happen: what the rules did by themselves."""
    classify = EVENT_CLASSIFIERS.get(game)
    out: set[str] = set()
    if classify is not None:
        for event in events:
            out |= classify(event)
    return out
