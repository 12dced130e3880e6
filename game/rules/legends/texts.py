"""Translatable prompts, labels and names the front end shows for Legends (catalogue `legends`).

Keys are the data's own words (pending kinds, command names, variants, report columns).
"""

from __future__ import annotations

from game.engine.messages import N_

PROMPTS = {
    "place_neutral": N_("Place a neutral army in any region ({left} left)."),
    "bid": N_("Bid in secret to become the first player."),
    "take_card": N_("Take a card from the row and pay its price."),
    "action": N_("Do the card's actions in order, in part or in full, then end your turn."),
    "extra": N_("Fairy Queen: take one more card, paid as usual, or pass."),
}

COMMAND_LABELS = {
    "EndTurn": N_("End turn"),
    "SkipAction": N_("Skip to the next action"),
    "PassExtraCard": N_("No extra card"),
}

VARIANT_NAMES = {
    "exploration": N_("Exploration tokens"),
    "swamp": N_("Poisoned swamp"),
    "citadels": N_("Citadels"),
    "encounters": N_("Encounters"),
    "warlords": N_("Warlords"),
    "long_game": N_("Long game (three games)"),
    "die_tiebreak": N_("Die roll for a tied bid"),
}

# What each variant changes, shown where it is chosen (the New game screen).
VARIANT_TEXTS = {
    "exploration": N_(
        "Exploration tokens: five tokens lie on the map; the first player to build a city in a "
        "token's region takes it: a magic spring (2 elixirs), a cottage (+1 army per place), "
        "buried treasure (1 coin), a grimoire (+1 VP, wins ties) or a stable (+1 move)."
    ),
    "swamp": N_(
        "Poisoned swamp: a sixth token worth -1 VP hides among the exploration tokens, all "
        "face down. At the end of your turn you may look at the tokens of the regions you control."
    ),
    "citadels": N_(
        "Citadels: citadel tokens lie on the map; whoever controls a citadel's region at the end "
        "scores 1 VP more."
    ),
    "encounters": N_(
        "Encounters: the untamed dragon (whoever brings the 7th army to its region scores 2 VP), "
        "the band of thieves (1 coin for each army placed or moved there) and two magic portals "
        "joining their regions as if they touched."
    ),
    "warlords": N_(
        "Warlords: each player is dealt one warlord at random, with two abilities of its own."
    ),
    "long_game": N_(
        "Long game: three games in a row, each set up afresh. The highest total over the three "
        "games wins."
    ),
    "die_tiebreak": N_(
        "Die roll: a tied bid is settled by a die roll among the tied bidders, instead of "
        "going to the youngest of them."
    ),
}

# The encounter tokens the set-up player uses, by kind (options.ENCOUNTER_KINDS).
ENCOUNTER_NAMES = {
    "untamed_dragon": N_("dragon"),
    "band_of_thieves": N_("thieves"),
    "magic_portal": N_("portals"),
}
HAND_SETUP_NAME = N_("Set-up by hand")
HAND_SETUP_TEXT = N_(
    "Set-up by hand: the first player at the table places the extra armies (one of each "
    "player, on a board other than the central one and the start region's), then each token, "
    "by clicking the map. Otherwise they are placed at random."
)
ENCOUNTERS_USED_TEXT = N_(
    "Which encounter tokens are used: the set-up player may use as many as they wish; the "
    "two magic portals always go together."
)

LAYOUT_NAMES = {"t": N_("T layout"), "loop": N_("Loop layout")}

SCORE_LABELS = {
    "regions": N_("Regions"),
    "islands": N_("Islands"),
    "citadels": N_("Citadels"),
    "abilities": N_("Abilities"),
    "elixirs": N_("Elixirs"),
    "elixir_points": N_("Elixir points"),
    "token_points": N_("Tokens"),
    "warlord_points": N_("Warlord"),
    "total": N_("Total"),
    "coins": N_("Coins"),
    "armies_on_board": N_("Armies on the board"),
    "cities": N_("Cities"),
    "winner": N_("Winner"),
    "neutral": N_("Neutral"),
    "long_game_totals": N_("Totals over the games"),
}

EVENT_TEXTS = {
    "CardTaken": N_("{player} takes {card} (price: {price})."),
    "ArmyPlaced": N_("{player} places an army in {region}."),
    "ArmyMoved": N_("{player} moves an army from {source} to {target}."),
    "CityBuilt": N_("{player} builds a city in {region}."),
    "ArmyDestroyed": N_("{player} destroys an army of {victim} in {region}."),
    "TokenTaken": N_("{player} takes the {token} token."),
    "CoinsChanged": N_("{player}: coins {delta}."),
    "BidsRevealed": N_("{player} wins the bid and plays first."),
    "TurnEnded": N_("{player} ends the turn."),
    "GameScored": N_("Game {game} is over."),
}
