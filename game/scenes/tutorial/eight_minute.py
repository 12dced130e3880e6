"""Eight-Minute Empire taught: the board, the auction and the score screen with the coach on
them. What glows is the table's click model kept to the expected command (`keep_command`), so
the rules' `target_of` says what the coach points at; any other click is refused with the
step's own words, near the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.match import Match
from game.i18n import _
from game.rules.eight_minute.commands import ChooseOption, Done
from game.scenes.eight_minute.auction import AuctionScene
from game.scenes.eight_minute.board import BoardScene
from game.scenes.eight_minute.scoring import ScoringScene
from game.scenes.eight_minute.session import Session
from game.scenes.table.clicks import Target, Thing
from game.scenes.tutorial.coached import Coached, tutorial_seats, watch_finish
from game.scenes.tutorial.overlay import draw_coach
from game.tutorials import coach
from game.tutorials.schema import Tutorial

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


class TutorialBoard(Coached, BoardScene):
    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        super().__init__(app, session)
        self.tutorial = tutorial
        watch_finish(tutorial, self.match)

    # what may be clicked: the expected command only, while the coach leads -------------------
    def keep_command(self, command: Any) -> bool:
        return not self.scripted() or command == self.expected()

    def refuse(self, target: Target, pos: tuple[int, int] | None) -> None:
        if self.scripted() and self.session.acting_human() is not None:
            self.app.toast(self.refusal(), pos)
            return
        super().refuse(target, pos)

    def prompt_text(self) -> str:
        """While the coach leads, the bar keeps the game's goal in sight (the coach's box says
        what to do now; the usual prompt would offer choices the coach does not)."""
        if self.scripted() and self.match.pending is not None:
            return self.goal_text()
        return super().prompt_text()

    def build_bar(self, role: str = "button") -> None:
        super().build_bar(role)
        if not self.scripted():
            return
        expected = self.expected()
        for key, button in self.buttons.items():
            if key == "menu":
                continue  # leaving is always allowed: the tutorial resumes where it was left
            wanted = (key == "done" and isinstance(expected, Done)) or (
                isinstance(expected, ChooseOption) and key == f"option{expected.option}"
            )
            button.glow = wanted
            if not wanted:
                button.enabled = False
                button.refusal = self.refusal()

    # what the coach points at ---------------------------------------------------------------
    def thing_rect(self, thing: Thing) -> pygame.Rect | None:
        kind = thing[0]
        if kind == "card" and 0 <= thing[1] < len(self.row_rects):
            return self.row_rects[thing[1]]
        if kind == "option" and f"option{thing[1]}" in self.buttons:
            return self.buttons[f"option{thing[1]}"].rect
        if kind == "button" and thing[1] in self.buttons:
            return self.buttons[thing[1]].rect
        view = self.view
        if view is None:
            return None
        if kind == "army":
            rect = view.piece_rects.get(("army", thing[1], thing[2]))
            return rect if rect is not None else view.boxes.get(thing[2])
        if kind == "region":
            return view.boxes.get(thing[1])
        return None

    def thing_point(self, thing: Thing) -> tuple[int, int] | None:
        """Where a person clicks for `thing`."""
        if thing[0] == "region" and self.view is not None:
            return self.view.click_point(thing[1])
        rect = self.thing_rect(thing)
        return rect.center if rect is not None else None

    def things_of(self, command: Any) -> list[Thing]:
        things = list(self.rules.target_of(self.match.state, command))
        if (
            len(things) == 2
            and self.selected is not None
            and things[0] == ("region", self.selected)
        ):
            things = things[1:]  # the army to move is chosen already
        return things

    def points_for(self, command: Any) -> list[tuple[int, int]]:
        """The clicks that make `command`, in order (the tests click only these)."""
        points = [self.thing_point(t) for t in self.things_of(command)]
        return [p for p in points if p is not None]

    def coach_points(self) -> list[tuple[int, int]]:
        expected = self.expected()
        return self.points_for(expected) if expected is not None else []

    def holes(self) -> list[pygame.Rect]:
        expected = self.expected()
        if expected is None:
            return []
        rects = [self.thing_rect(t) for t in self.rules.target_of(self.match.state, expected)]
        return [r for r in rects if r is not None]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is self:
            holes = self.holes() if self.scripted() else []
            within = self.view.rect if self.view is not None else None
            text = self.coach_text()
            draw_coach(surface, self.app.metrics, text, holes, self.bar_rect, within)

    # the other screens of the game, coached too ------------------------------------------------
    def auction_scene(self) -> Scene:
        return TutorialAuction(self.app, self.session, self.tutorial)

    def scoring_scene(self, game_index: int | None = None) -> Scene:
        return TutorialScoring(self.app, self.session, self.tutorial, game_index=game_index)


class TutorialAuction(Coached, AuctionScene):
    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        super().__init__(app, session)

    def build(self) -> None:
        super().build()
        if not self.scripted():
            return
        expected = self.expected()
        amount = getattr(expected, "amount", None)
        for value, button in self.coin_buttons.items():
            if value != amount:
                button.enabled, button.glow, button.refusal = False, False, self.refusal()
        if self.place_button is not None and self.chosen != amount:
            self.place_button.enabled, self.place_button.glow = False, False
            self.place_button.refusal = self.refusal()

    def target_button(self) -> Any | None:
        """The button the coach points at now."""
        if self.continue_button is not None:
            return self.continue_button
        expected = self.expected()
        amount = getattr(expected, "amount", None)
        if amount is None:
            return None
        if self.chosen != amount:
            return self.coin_buttons.get(amount)
        return self.place_button

    def coach_points(self) -> list[tuple[int, int]]:
        button = self.target_button()
        return [button.rect.center] if button is not None else []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is not self:
            return
        button = self.target_button()
        holes = [button.rect] if button is not None else []
        keep_clear = pygame.Rect(0, surface.get_height(), surface.get_width(), 0)
        if button is not None and button is self.continue_button:
            text = _("The bids are open: the highest bidder pays and chooses who plays first.")
        else:
            text = self.coach_text()
        draw_coach(surface, self.app.metrics, text, holes, keep_clear)


class TutorialScoring(Coached, ScoringScene):
    def __init__(
        self, app: App, session: Session, tutorial: Tutorial, game_index: int | None = None
    ) -> None:
        self.tutorial = tutorial
        super().__init__(app, session, game_index=game_index)

    def coach_points(self) -> list[tuple[int, int]]:
        pending = self.match.pending
        if pending is not None and self.tutorial.you in self.confirm_buttons:
            return [self.confirm_buttons[self.tutorial.you].rect.center]
        return []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is not self:
            return
        text = coach.comment_text(self.tutorial, "game_over") or ""
        # above the winner's banner and the buttons, over the foot of the table and chart
        top = self.banner_rect.top if self.banner_rect.height else surface.get_height()
        keep_clear = pygame.Rect(0, top, surface.get_width(), 0)
        draw_coach(surface, self.app.metrics, text, [], keep_clear)


def new_session(tutorial: Tutorial, names: list[str], autosave: Any) -> Session:
    seats = tutorial_seats(tutorial, names)
    options = {**tutorial.options, "names": names}
    rules = type(tutorial.rules()).from_options(options)
    return Session(Match(rules, tutorial.seed), seats, autosave)


def board(app: App, session: Session, tutorial: Tutorial) -> Scene:
    return TutorialBoard(app, session, tutorial)
