""" "What can I do now?" for Legends: the seat's legal commands in groups, in words (see
`game.rules.choices`). Pure: it reads the state and the commands given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.area_control import choices as area
from game.rules.area_control.cardrow import ROW_PRICES
from game.rules.choices import N_, ChoiceGroup, Choices, Words, by_kind, ngettext
from game.rules.legends.state import LegendsState

if TYPE_CHECKING:
    from game.rules.legends.rules import LegendsRules


def choices(rules: LegendsRules, state: LegendsState, player: int, legal: Sequence[Any]) -> Choices:
    """`legal` (the seat's legal commands now) in groups; an "or" card not begun says that
    doing one action gives up the other."""

    def points(kind: str) -> int:
        if state.part == kind:
            return int(state.part_left)
        for k, n in state.alt:
            if k == kind:
                return int(rules.amount(state, player, k, n))
        return 0

    groups: list[ChoiceGroup] = []
    for kind, commands in by_kind(legal, lambda c: type(c).__name__).items():
        if kind == "TakeCard":
            group = area.take_card(commands, ROW_PRICES)
            if state.phase == "extra":
                group = ChoiceGroup(
                    "take_card",
                    N_("Fairy Queen: {take}", take=group.words),
                    group.commands,
                )
            groups.append(group)
        elif kind == "PassExtraCard":
            groups.append(area.button("pass", commands, N_("Take no extra card.")))
        elif kind == "PlaceNeutral":
            groups.append(area.place_neutral(commands, state.neutral_left))
        elif kind == "Bid":
            groups.append(area.bid(commands))
        elif kind == "PlaceArmy":
            groups.append(area.place_army(commands, points("place")))
        elif kind == "MoveArmy":
            groups.append(area.move_army(commands, points("move"), water=False))
        elif kind == "BuildCity":
            groups.append(area.build_city(commands))
        elif kind == "DestroyArmy":
            groups.append(area.destroy_army(commands))
        elif kind == "SkipAction":
            words = N_("Skip the rest of this action and go on to the card's next one.")
            groups.append(area.button("skip", commands, words))
        elif kind == "EndTurn":
            groups.append(area.button("end", commands, N_("End your turn.")))
        elif kind == "PlaceExtraArmies":
            words = ngettext(
                "Set-up: put the extra armies (one of each player) in {n} region.",
                "Set-up: put the extra armies (one of each player) in one of {n} regions.",
                len(commands),
            )
            groups.append(ChoiceGroup("setup_extra", words, tuple(commands)))
        elif kind == "PlaceToken":
            words = ngettext(
                "Set-up: put the next token in {n} region holding none (tokens left: {left}).",
                "Set-up: put the next token in one of {n} regions holding none "
                "(tokens left: {left}).",
                len(commands),
                left=len(state.to_place),
            )
            groups.append(ChoiceGroup("setup_token", words, tuple(commands)))
        else:
            groups.append(ChoiceGroup(kind, N_("Something else."), tuple(commands)))
    about: Words | None = None
    if state.phase == "action" and len(state.alt) > 1:
        about = N_("This card offers one action or the other: doing one gives up the other.")
    return Choices(about, tuple(groups))
