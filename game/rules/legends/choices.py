""" "What can I do now?" for Legends: the seat's legal commands in groups, in words (see
`game.rules.choices`). Pure: it reads the state and the commands given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.area_control import choices as area
from game.rules.area_control.cardrow import ROW_PRICES
from game.rules.choices import ChoiceGroup, Choices, Words, by_kind, other
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
            groups.append(area.extra_card(group) if state.phase == "extra" else group)
        elif kind == "PassExtraCard":
            groups.append(area.pass_extra(commands))
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
            groups.append(area.skip_action(commands))
        elif kind == "EndTurn":
            groups.append(area.end_turn(commands))
        elif kind == "PlaceExtraArmies":
            groups.append(area.setup_extra(commands))
        elif kind == "PlaceToken":
            groups.append(area.setup_token(commands, len(state.to_place)))
        else:
            groups.append(other(kind, commands))
    about: Words | None = None
    if state.phase == "action" and len(state.alt) > 1:
        about = area.EITHER_OR
    return Choices(about, tuple(groups))
