"""What can be clicked on the Settlers table: the table's click model
(`game.scenes.table.clicks`) over the rules' things (`thing_of`: a hand card, a location, a
lookout card, a deck, a button); a click on anything else asks the rules why not."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.rules.settlers.rules import Key, thing_of
from game.scenes.settlers import texts

__all__ = ["LOOKED_AT", "Key", "TargetsMixin", "command_key"]

# Things whose every use spends something (a hand card is built, dealt or razed; a location is
# activated, razed or given a token or a card): a click on one opens its panel, whose labelled
# button commits; a lookout card, a deck and the turn's buttons answer what is asked at once.
LOOKED_AT = ("hand", "loc")


def command_key(command: Any, state: Any) -> Key:
    """The thing on the table clicked for `command`."""
    return thing_of(state, command)


class TargetsMixin:
    """The viewer's clickable things and the refusals of the others."""

    def targets(self) -> dict[Key, list[Any]]:
        """The viewer's legal commands, grouped by the thing that is clicked for them."""
        viewer = self.viewer
        pending = self.match.pending
        deciding = viewer is not None and pending is not None and viewer in pending.players
        return self.clicks.targets(viewer if deciding else None, self.version).one

    def refusal(self, key: Key) -> str:
        """Why the thing at `key` cannot be used now, in the rules' words."""
        if self.match.pending is None:
            return _("The game is over.")
        if self.viewer is None:
            return _("It is not your turn.")
        return self.clicks.why_not(self.viewer, (key,))

    def _card_of(self, command: Any) -> str:
        """The card a command names (an effect's choice may name one as its option)."""
        if command_key(command, self.match.state) == ("choice",) and texts.is_card(command.option):
            return str(command.option)
        for name in ("target", "card", "discard"):
            value = getattr(command, name, "")
            if isinstance(value, str) and texts.is_card(value):
                return value
        return ""
