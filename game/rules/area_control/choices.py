"""The groups of "What can I do now?" that Eight-Minute Empire and Legends say alike: taking a
card, the neutral armies, the bid, and the four actions on the map (see `game.rules.choices`).

Each function takes the legal commands of its kind (never empty) and what the game knows
besides (prices, points left), and returns their group."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.choices import N_, ChoiceGroup, Words, distinct, ngettext, span


def take_card(commands: Sequence[Any], prices: Sequence[int]) -> ChoiceGroup:
    n = len(commands)
    cost = span([prices[c.slot] for c in commands])
    words = ngettext(
        "Take the one card of the row you can pay for (price {prices}).",
        "Take one of {n} cards of the row you can pay for (prices {prices}).",
        n,
        prices=cost,
    )
    return ChoiceGroup("take_card", words, tuple(commands))


def place_neutral(commands: Sequence[Any], left: int) -> ChoiceGroup:
    words = ngettext(
        "Place a neutral army in {n} region (neutral armies left: {left}).",
        "Place a neutral army in any of {n} regions (neutral armies left: {left}).",
        len(commands),
        left=left,
    )
    return ChoiceGroup("place_neutral", words, tuple(commands))


def bid(commands: Sequence[Any]) -> ChoiceGroup:
    most = max(c.amount for c in commands)
    words = ngettext(
        "Bid in secret from 0 to {n} coin.", "Bid in secret from 0 to {n} coins.", most
    )
    return ChoiceGroup("bid", words, tuple(commands))


def place_army(commands: Sequence[Any], left: int) -> ChoiceGroup:
    words = ngettext(
        "Place an army in {n} region (armies to place: {left}).",
        "Place an army in one of {n} regions (armies to place: {left}).",
        len(commands),
        left=left,
    )
    return ChoiceGroup("place", words, tuple(commands))


def move_army(commands: Sequence[Any], moves: int, water: bool) -> ChoiceGroup:
    sources = distinct(c.source for c in commands)
    if water:
        words = ngettext(
            "Move an army over land or water from {n} region (moves left: {moves}).",
            "Move an army over land or water from one of {n} regions (moves left: {moves}).",
            sources,
            moves=moves,
        )
    else:
        words = ngettext(
            "Move an army from {n} region (moves left: {moves}).",
            "Move an army from one of {n} regions (moves left: {moves}).",
            sources,
            moves=moves,
        )
    return ChoiceGroup("move", words, tuple(commands))


def build_city(commands: Sequence[Any]) -> ChoiceGroup:
    words = ngettext(
        "Build a city in {n} region where you have an army.",
        "Build a city in one of {n} regions where you have an army.",
        len(commands),
    )
    return ChoiceGroup("city", words, tuple(commands))


def destroy_army(commands: Sequence[Any]) -> ChoiceGroup:
    words = ngettext(
        "Destroy an army of another player: {n} army to choose.",
        "Destroy an army of another player: {n} armies to choose from, in {regions}.",
        len(commands),
        regions=ngettext("{n} region", "{n} regions", distinct(c.region for c in commands)),
    )
    return ChoiceGroup("destroy", words, tuple(commands))


def button(kind: str, commands: Sequence[Any], words: Words) -> ChoiceGroup:
    """The group of a button's command (End turn, Skip...)."""
    return ChoiceGroup(kind, words, tuple(commands))


# Legends' own choices, kept with the shared ones so that each game's catalogue holds only
# its rules' messages (these are in the "what_now" catalogue).
def extra_card(group: ChoiceGroup) -> ChoiceGroup:
    """The Fairy Queen's extra card: the take-a-card group, said as hers."""
    return ChoiceGroup(group.kind, N_("Fairy Queen: {take}", take=group.words), group.commands)


def pass_extra(commands: Sequence[Any]) -> ChoiceGroup:
    return button("pass", commands, N_("Take no extra card."))


def skip_action(commands: Sequence[Any]) -> ChoiceGroup:
    words = N_("Skip the rest of this action and go on to the card's next one.")
    return button("skip", commands, words)


def end_turn(commands: Sequence[Any]) -> ChoiceGroup:
    return button("end", commands, N_("End your turn."))


def setup_extra(commands: Sequence[Any]) -> ChoiceGroup:
    words = ngettext(
        "Set-up: put the extra armies (one of each player) in {n} region.",
        "Set-up: put the extra armies (one of each player) in one of {n} regions.",
        len(commands),
    )
    return ChoiceGroup("setup_extra", words, tuple(commands))


def setup_token(commands: Sequence[Any], left: int) -> ChoiceGroup:
    words = ngettext(
        "Set-up: put the next token in {n} region holding none (tokens left: {left}).",
        "Set-up: put the next token in one of {n} regions holding none (tokens left: {left}).",
        len(commands),
        left=left,
    )
    return ChoiceGroup("setup_token", words, tuple(commands))


EITHER_OR = N_("This card offers one action or the other: doing one gives up the other.")
