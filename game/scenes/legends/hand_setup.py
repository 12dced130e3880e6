"""The board screen's part of the set-up by hand (option `hand_setup`): the set-up player
clicks the region for the extra armies, then one region per token (the table's click model
makes the glow, the commands and the refusals; this says what is asked and animates)."""

from __future__ import annotations

from typing import Any

from game.engine.rules import Pending
from game.i18n import _, ngettext
from game.rules.legends.events import ExtraArmiesPlaced
from game.scenes.legends import texts

SETUP_KINDS = ("setup_extra", "setup_token")


class HandSetupMixin:
    """Mixed into the Legends board scene, which provides `match`, `session`,
    `fly_army_placed` and `announce`."""

    match: Any
    session: Any

    def setup_prompt(self, pending: Pending, name: str) -> str:
        if pending.kind == "setup_extra":
            return _(
                "{name}: click the region for one army of each player, on a board other than "
                "the central one and the start region's."
            ).format(name=name)
        left = int(pending.detail.get("left", 0))
        token = pending.detail.get("token")
        what = texts.token_text(token) if token else _("A face-down exploration token.")
        count = ngettext("{n} token left.", "{n} tokens left.", left).format(n=left)
        return _("{name}: click a region holding no token for this one. {token} {count}").format(
            name=name, token=what, count=count
        )

    def animate_setup(self, event: Any, delay: float) -> float:
        """The extra armies fly from every player's panel to their region."""
        if isinstance(event, ExtraArmiesPlaced):
            for seat in range(self.session.rules.n):
                delay = self.fly_army_placed(seat, event.region, delay)  # type: ignore[attr-defined]
        return delay
