"""The Legends auction: the shared one; the winner pays and plays first."""

from __future__ import annotations

from game.i18n import _
from game.rules.legends.commands import Bid
from game.rules.legends.events import BidPlaced, BidsRevealed
from game.scenes.area_control.auction import AuctionScene as SharedAuction
from game.scenes.legends import texts


class AuctionScene(SharedAuction):
    game_id = "legends"
    bid_command = Bid
    placed_event = BidPlaced
    revealed_event = BidsRevealed

    def die_tiebreak(self) -> bool:
        return bool(self.session.rules.opts.die_tiebreak)

    def bid_winner(self) -> int | None:
        state = self.session.state
        return state.first if state.phase != "bid" else None  # type: ignore[no-any-return]

    def bid_prompt(self) -> str:
        return _("{name}: bid in secret to play first. Your coins: {coins}.")

    def seat_note(self, seat: int) -> str:
        lord = self.session.state.warlords[seat]
        return texts.warlord_name(lord) if lord else ""
