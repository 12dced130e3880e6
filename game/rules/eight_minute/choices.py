""" "What can I do now?" for Eight-Minute Empire: the seat's legal commands in groups, in
words (see `game.rules.choices`). Pure: it reads the state and the commands given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.area_control import choices as area
from game.rules.choices import N_, ChoiceGroup, Choices, Words, by_kind, ngettext, other
from game.rules.eight_minute.cards import Card
from game.rules.eight_minute.state import EightMinuteState
from game.rules.eight_minute.texts import ACTION_TEXTS, ACTION_TEXTS_ONE, JOINERS

if TYPE_CHECKING:
    from game.rules.eight_minute.rules import EightMinuteRules


def part_words(kind: str, amount: int) -> Words:
    """One action of a card ("Place 3 armies"), with the amount left."""
    one = ACTION_TEXTS_ONE.get(kind) if amount == 1 else None
    return Words(one or ACTION_TEXTS[kind], {"amount": amount})


def card_words(card: Card, option: int = -1) -> Words:
    """The card's action as printed (only the chosen one of an "or" card)."""
    parts = [part_words(p.type, p.amount) for p in card.action.parts]
    if card.action.kind == "single" or option >= 0:
        return parts[max(0, option)]
        return parts[0]
    return Words(JOINERS[card.action.kind], {"first": parts[0], "second": parts[1]})


def choices(
    rules: EightMinuteRules, state: EightMinuteState, player: int, legal: Sequence[Any]
) -> Choices:
    """`legal` (the seat's legal commands now) in groups, with a line on the card in play."""
    groups: list[ChoiceGroup] = []
    card = rules.cards[state.card] if state.card >= 0 else None
    parts = card.action.parts if card is not None else ()
    left = state.left

    def left_of(*kinds: str) -> int:
        return sum(left[i] for i, p in enumerate(parts) if p.type in kinds)

    for kind, commands in by_kind(legal, lambda c: type(c).__name__).items():
        if kind == "TakeCard":
            groups.append(area.take_card(commands, rules.prices))
        elif kind == "PlaceNeutral":
            groups.append(area.place_neutral(commands, state.neutral_left))
        elif kind == "Bid":
            groups.append(area.bid(commands))
        elif kind == "ChooseFirstPlayer":
            words = ngettext(
                "Choose who goes first: {n} player.",
                "Choose who goes first: {n} players.",
                len(commands),
            )
            groups.append(ChoiceGroup("first_player", words, tuple(commands)))
        elif kind == "ChooseOption" and card is not None:
            words = N_("Choose the card's action: {actions}.", actions=card_words(card))
            groups.append(ChoiceGroup("option", words, tuple(commands)))
        elif kind == "PlaceArmy":
            groups.append(area.place_army(commands, left_of("place")))
        elif kind == "MoveArmy":
            water = any(p.type == "move_water" for p in parts)
            groups.append(area.move_army(commands, left_of("move", "move_water"), water))
        elif kind == "BuildCity":
            groups.append(area.build_city(commands))
        elif kind == "DestroyArmy":
            groups.append(area.destroy_army(commands))
        elif kind == "Done":
            if rules.acted_on_card(state):
                words = N_("End your turn (what is left of the card is lost).")
            else:
                words = N_("Skip the card's action and end your turn.")
            groups.append(area.button("end", commands, words))
        elif kind == "AssignWilds":
            words = ngettext(
                "Give your wild cards to goods you hold: {n} way.",
                "Give your wild cards to goods you hold: {n} ways to choose from.",
                len(commands),
            )
            groups.append(ChoiceGroup("wilds", words, tuple(commands)))
        else:
            groups.append(other(kind, commands))
    about = None
    if card is not None and state.phase in ("action", "choose_option"):
        about = N_("Your card: {action}.", action=card_words(card, state.option))
    return Choices(about, tuple(groups))
