"""Legends taught: the board, the auction and the score screen with the coach on them
(`area_coached`). An "or" card needs no choice of action here: only the expected step may be
clicked, so a click never means two actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.match import Match
from game.engine.messages import N_
from game.scenes.area_control.board import Highlights
from game.scenes.legends.auction import AuctionScene
from game.scenes.legends.board import BoardScene
from game.scenes.legends.scoring import ScoringScene
from game.scenes.legends.session import LegendsSession as Session
from game.scenes.table.clicks import Targets, Thing
from game.scenes.tutorial.area_coached import CoachedAuction, CoachedBoard, CoachedScoring
from game.scenes.tutorial.coached import tutorial_seats
from game.tutorials.schema import Tutorial

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App

__all__ = ["Session", "board", "new_session"]


class TutorialBoard(CoachedBoard, BoardScene):
    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        super().__init__(app, session)
        self.coach_init(tutorial)
        # on a wide window the open log lies over the card row as a drawer, and would hide the
        # cards the coach points at: it starts folded (its tab opens it)
        self.log.pinned = True

    def build_bar(self) -> None:
        super().build_bar()
        self.coach_bar()

    def more_highlights(self, h: Highlights, targets: Targets) -> None:
        """While the coach leads, an "or" card offers no choice of action in the bar: the
        expected step is the only click, and its first step chooses."""
        super().more_highlights(h, targets)
        if self.scripted():
            h.modes = []

    def choose_first(self, command: Any) -> list[Thing]:
        kind = self.rules.action_of(command)
        if kind is None or self.mode == kind or len(self.highlights().modes) < 2:
            return []
        return [("button", f"mode_{kind}")]


class TutorialAuction(CoachedAuction, AuctionScene):
    bids_open = N_("The bids are open: the highest bidder pays and plays first.")


class TutorialScoring(CoachedScoring, ScoringScene):
    pass


TutorialBoard.auction_class = TutorialAuction
TutorialBoard.scoring_class = TutorialScoring


def new_session(tutorial: Tutorial, names: list[str], autosave: Any) -> Session:
    """Legends' options hold no names: the seats carry them (and the save's meta)."""
    return Session(
        Match(tutorial.rules(), tutorial.seed), tutorial_seats(tutorial, names), autosave
    )


def board(app: App, session: Session, tutorial: Tutorial) -> Scene:
    return TutorialBoard(app, session, tutorial)
