"""The groups of "What can I do now?" that Eight-Minute Empire and Legends say alike: taking a
card, the neutral armies, the bid, and the four actions on the map (see `game.rules.choices`).

Each function takes the legal commands of its kind (never empty) and what the game knows
besides (prices, points left), and returns their group."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.choices import ChoiceGroup, Words, distinct, ngettext, span


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
