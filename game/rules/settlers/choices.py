""" "What can I do now?" for Imperial Settlers: the seat's legal commands in groups, in words
(see `game.rules.choices`). Pure: it reads the state and the commands given.

Cards are counted, never named: the groups say what kind of thing can be done and with how
many cards or locations; the table shows which ones glow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.choices import N_, ChoiceGroup, Choices, Words, by_kind, distinct, ngettext, other
from game.rules.settlers import commands as cmd
from game.rules.settlers.state import SettlersState
from game.rules.settlers.texts import CHOICE_TITLES

LAST = ("Pass", "EndTurn", "Skip")


def _kind(command: Any) -> str:
    if isinstance(command, cmd.Draw):
        return f"Draw_{command.deck}"
    return type(command).__name__


def _cards(commands: Sequence[Any], field: str = "card") -> int:
    return distinct(getattr(c, field) for c in commands)


def choices(state: SettlersState, player: int, legal: Sequence[Any]) -> Choices:
    """`legal` (the seat's legal commands now) in groups."""
    groups: list[ChoiceGroup] = []
    for kind, commands in by_kind(legal, _kind).items():
        n = _cards(commands) if hasattr(commands[0], "card") else len(commands)
        words: Words
        if kind == "Pick":
            if state.offers:
                words = ngettext(
                    "Take the card offered to you.",
                    "Take one of the {n} cards offered to you.",
                    n,
                )
            else:
                words = ngettext(
                    "Take the last card of the lookout.",
                    "Take one of the {n} cards of the lookout.",
                    n,
                )
        elif kind == "Draw_common":
            words = N_("Draw your owed card from the common deck.")
        elif kind == "Draw_faction":
            words = N_("Draw your owed card from your faction deck.")
        elif kind == "Choose":
            asked = state.choices[0].kind if state.choices else ""
            title = Words(CHOICE_TITLES[asked]) if asked in CHOICE_TITLES else N_("Choose")
            words = ngettext(
                "{title}: {n} option.", "{title}: {n} options to choose from.", n, title=title
            )
        elif kind == "Build":
            words = ngettext(
                "Build a location: {n} card of your hand you can pay for.",
                "Build a location: {n} cards of your hand you can pay for.",
                n,
            )
        elif kind == "MakeDeal":
            words = ngettext(
                "Make a deal with a faction card of your hand: {n} card.",
                "Make a deal with a faction card of your hand: {n} cards.",
                n,
            )
        elif kind == "RazeCard":
            words = ngettext(
                "Raze a card of your hand (1 raze token): {n} card.",
                "Raze a card of your hand (1 raze token): {n} cards.",
                n,
            )
        elif kind == "RazeLocation":
            words = ngettext(
                "Raze an opponent's location: {n} location you can pay to raze.",
                "Raze an opponent's location: {n} locations you can pay to raze.",
                n,
            )
        elif kind == "Activate":
            if state.followup:
                words = N_("Activate the same location again.")
            else:
                words = ngettext(
                    "Activate an action location: {n} location.",
                    "Activate an action location: {n} locations.",
                    n,
                )
        elif kind == "SpendWorkers":
            words = N_("Spend workers: two workers give one resource or one card.")
        elif kind == "PlaceDefence":
            words = ngettext(
                "Put a defence token on {n} location (it does not end your turn).",
                "Put a defence token on one of {n} locations (it does not end your turn).",
                n,
            )
        elif kind == "PlaceSamurai":
            words = ngettext(
                "Put a samurai on {n} location (it does not end your turn).",
                "Put a samurai on one of {n} locations (it does not end your turn).",
                n,
            )
        elif kind == "Tuck":
            words = ngettext(
                "Put a card of your hand under a location: {n} way (it does not end your turn).",
                "Put a card of your hand under a location: {n} ways (it does not end your turn).",
                len(commands),
            )
        elif kind == "Stash":
            words = ngettext(
                "Put a resource on a location: {n} way (it does not end your turn).",
                "Put a resource on a location: {n} ways (it does not end your turn).",
                len(commands),
            )
        elif kind == "Pass":
            words = N_("Pass: take no more actions this round.")
        elif kind == "Skip":
            words = N_("Do not activate the location again.")
        elif kind == "EndTurn":
            words = N_("End your turn (until then Undo takes your action back).")
        else:
            groups.append(other(kind, commands))
            continue
        groups.append(ChoiceGroup(kind, words, tuple(commands)))
    # what ends the turn or the round comes last, after what can be done
    groups.sort(key=lambda g: g.kind in LAST)
    return Choices(None, tuple(groups))
