"""The Eight-Minute Empire auction: the shared one, then the winner chooses who goes first."""

from __future__ import annotations

from game.rules.eight_minute.commands import Bid, ChooseFirstPlayer
from game.rules.eight_minute.events import BidPlaced, BidsRevealed, FirstPlayerChosen
from game.scenes.area_control.auction import AuctionScene as SharedAuction
from game.scenes.area_control.curtain import SeatCurtain

__all__ = ["AuctionScene", "SeatCurtain"]


class AuctionScene(SharedAuction):
    game_id = "eight-minute"
    bid_command = Bid
    placed_event = BidPlaced
    revealed_event = BidsRevealed
    first_event = FirstPlayerChosen
    choose_first_command = ChooseFirstPlayer

    def die_tiebreak(self) -> bool:
        return bool(self.session.rules.opts.variants.die_tiebreak)

    def bid_winner(self) -> int | None:
        return self.session.state.bid_winner  # type: ignore[no-any-return]
