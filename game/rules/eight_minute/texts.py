"""Translatable names and prompts the front end shows for Eight-Minute Empire.

Keys are the data's own words (goods, action types, pending kinds, variants); the values are
source-language messages marked for the `eight_minute` catalogue.
"""

from __future__ import annotations

from game.engine.messages import N_

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
