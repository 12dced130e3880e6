"""Translatable names the front end shows for the rules' own words in Imperial Settlers: the
location types and kinds, the card colours the marks name, and the kinds of choice a player is
asked (`Choice.kind`). Card names and texts live in the card data (`cards.py`); the screens'
own words in `game.scenes.settlers.texts`.
"""

from __future__ import annotations

from game.engine.messages import N_

TYPE_NAMES: dict[str, str] = {
    "production": N_("Production locations"),
    "feature": N_("Feature locations"),
    "action": N_("Action locations"),
}
# the card colours, as the marks on the cards name them
COLOUR_NAMES: dict[str, str] = {
    "grey": N_("grey"),
    "brown": N_("brown"),
    "red": N_("red"),
    "black": N_("black"),
    "pink": N_("pink"),
    "gold": N_("gold colour"),
    "blue": N_("blue"),
    "purple": N_("purple"),
}
KIND_NAMES: dict[str, str] = {
    "production": N_("Production location"),
    "feature": N_("Feature location"),
    "action": N_("Action location"),
}
CHOICE_TITLES: dict[str, str] = {
    "cash_in": N_("Cash in goods for points"),
    "keep": N_("Choose the card to keep"),
    "convert": N_("Choose what to convert"),
    "collect": N_("Choose what to collect"),
    "discard_hand": N_("Choose a card to discard"),
    "draw_decks": N_("Choose the deck to draw from"),
    "attack_target": N_("Choose the attack's target"),
    "samurai": N_("Place a samurai?"),
    "effects": N_("Choose an effect"),
}
