"""Translatable names and prompts the front end shows for Eight-Minute Empire.

Keys are the data's own words (goods, action types, pending kinds, variants); the values are
source-language messages marked for the `eight_minute` catalogue.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.messages import N_, Message
from game.rules.eight_minute.cards import Card

GOOD_NAMES = {
    "crystal": N_("Crystal"),
    "iron": N_("Iron"),
    "food": N_("Food"),
    "wood": N_("Wood"),
    "tools": N_("Tools"),
    "wild": N_("Wild"),
}

# `{amount}` is the number of armies or movement points on the card.
ACTION_TEXTS = {
    "place": N_("Place {amount} armies"),
    "move": N_("Move armies {amount} times over land"),
    "move_water": N_("Move armies {amount} times over land or water"),
    "city": N_("Build a city"),
    "destroy": N_("Destroy an army"),
}
ACTION_TEXTS_ONE = {"place": N_("Place an army")}  # the cards' only action with amount 1
JOINERS = {"or": N_("{first} or {second}"), "and": N_("{first} and {second}")}

PROMPTS = {
    "place_neutral": N_("Place a neutral army in any region ({left} left)."),
    "bid": N_("Bid in secret for the right to choose the first player."),
    "choose_first_player": N_("You won the bid: choose who goes first."),
    "take_card": N_("Take a card from the row and pay its price."),
    "choose_option": N_("Choose one of the card's two actions, or skip it."),
    "action": N_("Do the card's action, in part or in full, then end your turn."),
    "assign_wilds": N_("Give each wild card to a good you already hold."),
}

COMMAND_LABELS = {
    "Done": N_("End turn"),
    "Skip": N_("Skip the action"),
}

VARIANT_NAMES = {
    "goods_tokens": N_("Goods tokens"),
    "long_game": N_("Long game (three games)"),
    "die_tiebreak": N_("Die roll for a tied bid"),
}

# What each variant changes, shown where it is chosen (the New game screen).
VARIANT_TEXTS = {
    "goods_tokens": N_(
        "Goods tokens: ten tokens, two of each good, lie at random on the regions marked with "
        "a triangle. Whoever controls such a region at the end adds its good to their cards."
    ),
    "long_game": N_(
        "Long game: three games in a row, each dealt afresh with new coins and armies. "
        "The highest total over the three games wins."
    ),
    "die_tiebreak": N_(
        "Die roll: a tied bid is settled by a die roll among the tied bidders, instead of "
        "going to the youngest of them."
    ),
}
VARIANT_HINT = N_("Point at a variant to read what it changes.")

SCORE_LABELS = {
    "regions": N_("Regions"),
    "continents": N_("Continents"),
    "goods": N_("Goods"),
    "total": N_("Total"),
    "coins": N_("Coins"),
    "armies_on_board": N_("Armies on the board"),
    "cities": N_("Cities"),
    "winner": N_("Winner"),
    "neutral": N_("Neutral"),
    "running_total": N_("Running total"),
    "game_number": N_("Game {number} of {games}"),
}

SIDE_NOTES = {
    "A": N_("Side A: the printed board (four continents)."),
    "B": N_("Side B: our own layout (five continents); the printed side B is not public."),
}


def card_action_text(card: Card, translate: Callable[[str], str] | None = None) -> str:
    """The card's action in words, e.g. "Place 4 armies or Move armies 2 times over land",
    translated part by part with `translate` (the UI's `_`)."""
    tr = translate or (lambda s: s)
    parts = [
        Message(
            ACTION_TEXTS_ONE.get(part.type, ACTION_TEXTS[part.type])
            if part.amount == 1
            else ACTION_TEXTS[part.type],
            {"amount": part.amount},
        ).render(tr)
        for part in card.action.parts
    ]
    if card.action.kind == "single":
        return parts[0]
    return Message(JOINERS[card.action.kind], {"first": parts[0], "second": parts[1]}).render(tr)


def good_text(card: Card, translate: Callable[[str], str] | None = None) -> str:
    """The card's good, with "×2" on the double cards."""
    tr = translate or (lambda s: s)
    name = tr(GOOD_NAMES[card.good])
    return f"{name} ×{card.goods}" if card.goods > 1 else name
