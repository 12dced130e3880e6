"""What one seat may see: the game state through the one seat view, and each event with what
the seat may not know taken out.

`seat_view` is the only door to a state leaving the server; it is the view the computer players
are handed (`game.ai.registry.seat_view`), so bots, tests and the network all hide the same
things. Events are encoded as in a save file, then stripped field by field by the table below:
a field not named there is public (a card built, armies moved, coins paid).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.registry import seat_view as _bots_seat_view
from game.engine.rules import GameRules

Plain = dict[str, Any]
Strip = Callable[[Plain, int], Plain]


def seat_view(rules: GameRules[Any], state: Any, seat: int) -> Any:
    """The state as `seat` may know it (hidden things in one fixed stand-in order)."""
    return _bots_seat_view(rules, state, seat)


def _drop(*names: str) -> Strip:
    """These fields are never sent: a deck's order is known to nobody."""

    def strip(event: Plain, seat: int) -> Plain:
        return {k: v for k, v in event.items() if k not in names}

    strip.fields = names  # type: ignore[attr-defined]  # checked against the event classes
    return strip


def _own(*names: str) -> Strip:
    """These fields go only to the seat the event is about (its bid, the card it drew)."""

    def strip(event: Plain, seat: int) -> Plain:
        if event.get("player") == seat:
            return event
        return {k: v for k, v in event.items() if k not in names}

    strip.fields = names  # type: ignore[attr-defined]  # checked against the event classes
    return strip


HIDDEN_CARD = "?"  # a card someone else drew: that one was drawn is public, which is not


def _own_drawn(name: str) -> Strip:
    """The card drawn goes only to its drawer; the others learn that one was drawn (a blank
    would read as "the deck is empty", which is public and told as such)."""

    def strip(event: Plain, seat: int) -> Plain:
        if event.get("player") == seat or not event.get(name):
            return event
        return {**event, name: HIDDEN_CARD}

    strip.fields = (name,)  # type: ignore[attr-defined]
    return strip


def _own_counted(name: str) -> Strip:
    """The cards go only to the seat the event is about; the others learn how many."""
    own = _own(name)

    def strip(event: Plain, seat: int) -> Plain:
        out = own(event, seat)
        if out is not event:
            out[f"{name}_count"] = len(event.get(name) or ())
        return out

    strip.fields = (name,)  # type: ignore[attr-defined]  # checked against the event classes
    return strip


def _face_down_tokens(event: Plain, seat: int) -> Plain:
    """Tokens laid face down: where they lie is public, which is which is not."""
    if not event.get("face_down"):
        return event
    return {**event, "tokens": [[region, None] for region, _token in event["tokens"]]}


def _tokens_to_place(event: Plain, seat: int) -> Plain:
    return {**event, "tokens": [[None if down else t, down] for t, down in event["tokens"]]}


def _token_placed(event: Plain, seat: int) -> Plain:
    """A token placed face down by hand is placed blind: even its placer does not see it."""
    if event.get("face_down"):
        return {k: v for k, v in event.items() if k != "token"}
    return event


def _offers(event: Plain, seat: int) -> Plain:
    """Each player sees the face-down cards dealt to them, and only how many the others got."""
    offers = [
        list(cards) if index == seat else [None] * len(cards)
        for index, cards in enumerate(event["offers"])
    ]
    return {**event, "offers": offers}


STRIPS: dict[str, dict[str, Strip]] = {
    "eight-minute": {
        "GameDealt": _drop("deck"),
        "BidPlaced": _own("amount"),
    },
    "legends": {
        "DeckShuffled": _drop("order"),
        "TokensPlaced": _face_down_tokens,
        "TokensToPlace": _tokens_to_place,
        "TokenPlaced": _token_placed,
        "BidPlaced": _own("amount"),
        "TurnEnded": _own("looked"),
    },
    "settlers": {
        "DeckShuffled": _drop("order"),
        "CardsDrawn": _own_counted("cards"),
        "OwedDrawTaken": _own_drawn("card"),
        "OffersDealt": _offers,
        "OfferPicked": _own("card"),
        "DealMade": _own("card"),
        "FoundationLaid": _own("card"),
        "FoundationDiscarded": _own("card"),
        "HandDiscarded": _own("card"),
        "CardReturned": _own("card", "index"),
        "Tucked": _own("card"),
        "DefencePlaced": _own("card"),
        "ChoiceOffered": _own("options", "data"),
        "ChoiceMade": _own("option"),
    },
}


def event_for_seat(game: str, event: Plain, seat: int) -> Plain:
    """An encoded event as `seat` may see it."""
    strip = STRIPS.get(game, {}).get(str(event.get("type")))
    return event if strip is None else strip(event, seat)
