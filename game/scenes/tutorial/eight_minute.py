"""Eight-Minute Empire taught: the board, the auction and the score screen with the coach on
them (`area_coached`); this game adds its "or" card's option buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.match import Match
from game.engine.messages import N_
from game.rules.eight_minute.commands import ChooseOption
from game.scenes.eight_minute.auction import AuctionScene
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.scoring import ScoringScene
from game.scenes.eight_minute.session import Session
from game.scenes.table.clicks import Thing
from game.scenes.tutorial.area_coached import CoachedAuction, CoachedBoard, CoachedScoring
from game.scenes.tutorial.coached import tutorial_seats
from game.tutorials.schema import Tutorial

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


class TutorialBoard(CoachedBoard, BoardScene):
    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        super().__init__(app, session)
        self.coach_init(tutorial)

    def build_bar(self, role: str = "button") -> None:
        super().build_bar(role)
        self.coach_bar()

    def wanted_button(self, key: str, expected: Any) -> bool:
        if isinstance(expected, ChooseOption):
            return key == f"option{expected.option}"
        return super().wanted_button(key, expected)

    def thing_rect(self, thing: Thing) -> pygame.Rect | None:
        if thing[0] == "option" and f"option{thing[1]}" in self.buttons:
            return self.buttons[f"option{thing[1]}"].rect
        return super().thing_rect(thing)


class TutorialAuction(CoachedAuction, AuctionScene):
    bids_open = N_("The bids are open: the highest bidder pays and chooses who plays first.")


class TutorialScoring(CoachedScoring, ScoringScene):
    pass


TutorialBoard.auction_class = TutorialAuction
TutorialBoard.scoring_class = TutorialScoring


def new_session(tutorial: Tutorial, names: list[str], autosave: Any) -> Session:
    seats = tutorial_seats(tutorial, names)
    options = {**tutorial.options, "names": names}
    rules = type(tutorial.rules()).from_options(options)
    return Session(Match(rules, tutorial.seed), seats, autosave)


def board(app: App, session: Session, tutorial: Tutorial) -> Scene:
    return TutorialBoard(app, session, tutorial)
