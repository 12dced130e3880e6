"""What can be clicked on the Settlers table: every legal command belongs to one thing on the
table (a hand card, a location, a lookout card, a deck, a button), named by a key. A click on
anything else asks the engine why not."""

from __future__ import annotations

from random import Random
from typing import Any

from game import i18n
from game.engine.errors import IllegalCommand
from game.i18n import _
from game.rules.settlers import commands as cmd
from game.scenes.settlers import texts

Key = tuple[Any, ...]


def command_key(command: Any, state: Any) -> Key:
    """The one thing on the table a command belongs to (what the player clicks for it)."""
    if isinstance(command, cmd.Build | cmd.MakeDeal | cmd.RazeCard):
        return ("hand", command.card)
    if isinstance(command, cmd.Pick):
        return ("draft", command.card)
    if isinstance(command, cmd.Draw):
        return ("deck", command.deck)
    if isinstance(command, cmd.Choose):
        return ("choice",)
    if isinstance(command, cmd.RazeLocation):
        return ("loc", command.owner, command.card)
    if isinstance(command, cmd.Activate | cmd.PlaceDefence | cmd.PlaceSamurai):
        return ("loc", state.owner_of(command.card), command.card)
    if isinstance(command, cmd.Tuck | cmd.Stash):
        return ("loc", state.owner_of(command.location), command.location)
    if isinstance(command, cmd.Pass):
        return ("button", "pass")
    if isinstance(command, cmd.EndTurn):
        return ("button", "end")
    if isinstance(command, cmd.Skip):
        return ("button", "skip")
    if isinstance(command, cmd.SpendWorkers):
        return ("button", "workers")
    return ("other", type(command).__name__)


class TargetsMixin:
    """The viewer's clickable things and the refusals of the others."""

    def targets(self) -> dict[Key, list[Any]]:
        """The viewer's legal commands, grouped by the thing that is clicked for them."""
        stamp = len(self.match.steps) * 1000 + self.version
        if self._targets is not None and self._targets[0] == stamp:
            return self._targets[1]
        grouped: dict[Key, list[Any]] = {}
        viewer = self.viewer
        pending = self.match.pending
        if viewer is not None and pending is not None and viewer in pending.players:
            state = self.match.state
            for command in self.match.legal_commands(viewer):
                grouped.setdefault(command_key(command, state), []).append(command)
        self._targets = (stamp, grouped)
        return grouped

    def probe(self, key: Key) -> Any:
        """A command standing for a click on `key`, for the engine to refuse with its reason."""
        seat = self.viewer if self.viewer is not None else 0
        state = self.match.state
        kind = key[0]
        if kind == "hand":
            return cmd.Build(seat, key[1])
        if kind == "draft":
            return cmd.Pick(seat, key[1])
        if kind == "deck":
            return cmd.Draw(seat, key[1])
        if kind == "loc":
            owner, card = key[1], key[2]
            if owner == seat or state.players[owner].faction == "virtual":
                return cmd.Activate(seat, card)
            return cmd.RazeLocation(seat, owner, card)
        if kind == "button":
            return {
                "pass": cmd.Pass(seat),
                "end": cmd.EndTurn(seat),
                "skip": cmd.Skip(seat),
                "workers": cmd.SpendWorkers(seat, ("wood",)),
            }.get(key[1], cmd.Pass(seat))
        return cmd.Pass(seat)

    def refusal(self, key: Key) -> str:
        """Why the thing at `key` cannot be used now, in the engine's words."""
        if self.match.pending is None:
            return _("The game is over.")
        if self.viewer is None:
            return _("It is not your turn.")
        try:
            self.rules.decide(self.match.state, self.probe(key), Random(0))
        except IllegalCommand as exc:
            return i18n.render(exc.message)
        except (IndexError, KeyError, ValueError):
            pass
        return _("That cannot be done now.")

    def _card_of(self, command: Any) -> str:
        if isinstance(command, cmd.Choose) and texts.is_card(command.option):
            return command.option
        for name in ("target", "card", "discard"):
            value = getattr(command, name, "")
            if isinstance(value, str) and texts.is_card(value):
                return value
        return ""
