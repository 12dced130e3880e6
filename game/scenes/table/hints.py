"""The hint a human may ask for (H): the Hard level's choice in their place, said as an
intention and never played. Shared by the three games' tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _, ngettext


def area_hint_text(command: Any, name: Callable[[int], str]) -> str:
    """An Eight-Minute Empire or Legends command as a suggestion ("Move an army from…")."""
    kind = type(command).__name__
    region = getattr(command, "region", "")
    if kind == "TakeCard":
        return _("Take the card in place {n} of the row.").format(n=command.slot + 1)
    if kind == "PlaceArmy":
        return _("Place an army in region {region}.").format(region=region)
    if kind == "PlaceNeutral":
        return _("Place a neutral army in region {region}.").format(region=region)
    if kind == "MoveArmy":
        return _("Move an army from region {source} to region {target}.").format(
            source=command.source, target=command.target
        )
    if kind == "BuildCity":
        return _("Build a city in region {region}.").format(region=region)
    if kind == "DestroyArmy":
        owner = getattr(command, "owner", -1)
        return _("Destroy an army of {name} in region {region}.").format(
            name=name(owner), region=region
        )
    if kind == "Bid":
        coins = command.amount
        return ngettext("Bid {n} coin.", "Bid {n} coins.", coins).format(n=coins)
    if kind == "ChooseOption":
        return _("Use the card's option {n}.").format(n=command.option + 1)
    if kind == "ChooseFirstPlayer":
        return _("Let {name} go first.").format(name=name(command.first))
    if kind == "SkipAction":
        return _("Leave the rest of this action.")
    if kind in ("Done", "EndTurn"):
        return _("End your turn.")
    if kind == "PassExtraCard":
        return _("Decline the extra card.")
    return ""


class Hints:
    """What a table scene does for hints: ask on H (for the human deciding now), then show
    the suggestion in a toast when it is ready."""

    def __init__(self, session: Any, describe: Callable[[Any], str]) -> None:
        self.session = session
        self.describe = describe

    def handle_event(self, event: pygame.event.Event, app: Any) -> bool:
        if event.type != pygame.KEYDOWN or event.key != pygame.K_h:
            return False
        human = self.session.acting_human()
        if human is None:
            return False
        self.session.ask_hint(human)
        app.toast(_("Looking for a good move…"))
        return True

    def update(self, app: Any) -> None:
        command = self.session.ready_hint()
        if command is not None:
            text = self.describe(command)
            if text:
                app.toast(_("Hint: {move}").format(move=text))
