"""Imperial Settlers taught: the table, its panels and the score screen with the coach on them.

The coach asks for one command at a time (`walk.expected`) and points at the one thing to
click next for it: the thing the rules' `thing_of` names (a lookout card, a hand card, a
location, a deck, a turn's button), the player's panel first when that location is in an
empire not shown, then the button of the command in the panel the click opened. Everything
else is refused with the step's own words, near the pointer. Nothing here assumes two seats:
a solo game (one seat against the virtual player) is coached the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.match import Match
from game.rules.settlers import commands as cmd
from game.scenes.dialog import Dialog
from game.scenes.settlers.scoring import ScoringScene
from game.scenes.settlers.session import Session
from game.scenes.settlers.table.scene import TableScene
from game.scenes.settlers.table.targets import Key, command_key
from game.scenes.settlers.workers import WorkersDialog
from game.scenes.tutorial.coached import Coached, tutorial_seats, watch_finish
from game.scenes.tutorial.overlay import draw_coach
from game.tutorials import coach, walk
from game.tutorials.schema import Tutorial
from game.ui import sound
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


class TutorialTable(Coached, TableScene):
    # the decisions the table itself answers (the free part's helper clicks them here)
    board_kinds = frozenset({"draft", "draw", "choose", "reactivate", "action", "end_turn"})

    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        super().__init__(app, session)
        watch_finish(tutorial, self.match)

    def leads(self) -> bool:
        """Whether the coach holds the player's clicks now: a scripted step, the learner's."""
        return self.scripted() and self.session.acting_human() is not None

    # what may be clicked: the expected command only, while the coach leads -------------------
    def key_of(self, command: Any) -> Key:
        return command_key(command, self.match.state)

    def click_key(self, key: Key, pos: tuple[int, int] | None = None) -> None:
        if self.leads():
            expected = self.expected()
            if expected is None or key != self.key_of(expected):
                self.refuse_here(pos)
                return
            if isinstance(expected, cmd.SpendWorkers) and self.viewer is not None:
                self.app.manager.push(TutorialWorkers(self, expected))
                return
        elif key == ("button", "workers") and self.viewer is not None:
            self.app.manager.push(TutorialWorkers(self, None))
            return
        super().click_key(key, pos)

    def commit(self, command: Any, said: bool = False) -> None:
        if self.leads():
            if command != self.expected():
                self.refuse_here(None)
                return
            # the coach has said what it does and why: no second question
            self.submit(command)
            return
        super().commit(command, said)

    def refusal(self, key: Key | None = None) -> str:
        """The coach's words (no `key`), or why the table refuses the thing at `key`."""
        if key is None:
            return Coached.refusal(self)
        return TableScene.refusal(self, key)

    def refuse_here(self, pos: tuple[int, int] | None) -> None:
        sound.play("refuse")
        self.app.toast(self.refusal(), pos)

    def auto_end(self, dt: float) -> bool:
        # a coached turn ends when the coach asks (it may ask for something else first)
        if self.leads() and not isinstance(self.expected(), cmd.EndTurn):
            self.end_wait = 0.0
            return False
        return super().auto_end(dt)

    def build_controls(self) -> None:
        super().build_controls()
        if not self._built or not self.scripted() or self.session.acting_human() is None:
            return
        expected = self.expected()
        wanted = self.key_of(expected) if expected is not None else None
        for key, button in self.controls.items():
            if key in ("end", "pass", "skip", "workers"):
                glow = wanted == ("button", key)
                button.glow = glow and button.enabled
                if not glow and button.enabled:
                    button.enabled, button.refusal = False, self.refusal()
        popup = self.popup
        if popup is not None:
            for index, command in popup.commands_of.items():
                button = popup.buttons[index]
                button.glow = command == expected
                if command != expected:
                    button.enabled, button.refusal = False, self.refusal()

    def hover_intent(self) -> str:
        """What a click on the hovered thing does: nothing to say while the coach leads
        elsewhere (the click would be refused)."""
        if self.leads():
            expected = self.expected()
            wanted = self.key_of(expected) if expected is not None else None
            for rect, key, _card in reversed(self.hits):
                if rect.collidepoint(self.hover_pos):
                    if key != wanted:
                        return ""
                    break
        return super().hover_intent()

    def coach_text(self) -> str:
        # while the opponent plays on (after a pass it may take many turns) the next step's
        # words would ask for what is not there yet
        if (
            self.scripted()
            and self.match.pending is not None
            and self.expected() is None
            and walk.step_index(self.tutorial, self.match) > 0
        ):
            return Coached.refusal(self)
        return super().coach_text()

    def status_text(self) -> str:
        if self.scripted() and self.match.pending is not None:
            return self.goal_text()
        return super().status_text()

    # what the coach points at ---------------------------------------------------------------
    def key_rect(self, key: Key) -> pygame.Rect | None:
        """The visible part of the thing at `key` as last drawn (a hand card's uncovered
        strip, where a click reaches it), or its button."""
        if key[0] == "button":
            button = self.controls.get(key[1])
            return button.rect if button is not None else None
        if key[0] == "loc" and key[1] != self.viewed and key[1] < len(self.panel_rects):
            return self.panel_rects[key[1]]  # that empire is not shown: its panel first
        found = -1
        for i, (_rect, hit, _card) in enumerate(self.hits):
            if hit == key:
                found = i
        if found < 0:
            return None
        visible = pygame.Rect(self.hits[found][0])
        for later, _key, _card in self.hits[found + 1 :]:
            if later.colliderect(visible) and later.left > visible.left:
                visible.width = min(visible.width, later.left - visible.left)
        return visible

    def popup_rect(self, command: Any) -> pygame.Rect | None:
        """The button of `command` in the open panel."""
        popup = self.popup
        if popup is None:
            return None
        for index, other in popup.commands_of.items():
            if other == command and index < len(popup.buttons):
                return popup.buttons[index].rect
        if popup.more is not None:
            return popup.more.rect  # on another page of the panel
        return None

    def rect_for(self, command: Any) -> pygame.Rect | None:
        """What to click next for `command` where the table stands."""
        if self.popup is not None:
            return self.popup_rect(command)
        return self.key_rect(self.key_of(command))

    def points_for(self, command: Any) -> list[tuple[int, int]]:
        """The next click that makes `command` (the panels it opens point on from there)."""
        rect = self.rect_for(command)
        return [rect.center] if rect is not None else []

    def coach_points(self) -> list[tuple[int, int]]:
        expected = self.expected()
        return self.points_for(expected) if expected is not None else []

    def holes(self) -> list[pygame.Rect]:
        expected = self.expected()
        rect = self.rect_for(expected) if expected is not None else None
        return [rect] if rect is not None else []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is self:
            holes = self.holes() if self.scripted() else []
            keep_clear = self.hand_rect
            if self.popup is not None:  # the panel sits in the middle: say it above or below
                keep_clear = self.popup.rect
            draw_coach(
                surface, self.app.metrics, self.coach_text(), holes, keep_clear, self.centre_rect
            )

    # the other screens of the game, coached too ------------------------------------------------
    def scoring_scene(self) -> Scene:
        return TutorialScoring(self.app, self.session, self.tutorial)


class TutorialWorkers(Coached, WorkersDialog):
    """Spend workers with the coach: the counts asked for are set, and Spend glows."""

    def __init__(self, table: TutorialTable, wanted: Any | None) -> None:
        self.tutorial = table.tutorial
        viewer = table.viewer if table.viewer is not None else 0
        workers = table.match.state.players[viewer].goods.get("worker", 0)
        super().__init__(table.app, viewer, workers, table.commit)
        self.session = table.session
        self.match = table.match
        self.wanted = wanted
        if wanted is not None:
            self.counts = dict.fromkeys(self.counts, 0)
            for good in wanted.picks:
                self.counts[good] = self.counts.get(good, 0) + 1

    def points_for(self, command: Any) -> list[tuple[int, int]]:
        return [self.spend.rect.center] if self.spend is not None and self.spend.enabled else []

    def coach_points(self) -> list[tuple[int, int]]:
        # other counts are refused by the table when spent, with the coach's words
        return self.points_for(self.wanted) if self.wanted is not None else []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is self and self.spend is not None and self.wanted is not None:
            panel = self.widgets[0].rect
            draw_coach(surface, self.app.metrics, self.coach_text(), [self.spend.rect], panel)


class TutorialScoring(Coached, ScoringScene):
    def __init__(self, app: App, session: Session, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        super().__init__(app, session)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.manager.top is not self:
            return
        text = coach.comment_text(self.tutorial, "game_over") or ""
        keep_clear = pygame.Rect(0, self.back.rect.top, surface.get_width(), 0)
        draw_coach(surface, self.app.metrics, text, [], keep_clear)


def yes_button(dialog: Dialog) -> Button | None:
    """The confirming button of a question the table asks (the free part's helper clicks it:
    the player meant what they clicked)."""
    return dialog.buttons[-1] if dialog.buttons else None


def new_session(tutorial: Tutorial, names: list[str], autosave: Any) -> Session:
    rules: Any = tutorial.rules()
    seats = tutorial_seats(tutorial, names[: rules.options.players])
    options = {**tutorial.options, "seats": [s.name for s in seats]}
    rules = type(rules).from_options(options)
    return Session(Match(rules, tutorial.seed), seats, autosave)


def board(app: App, session: Session, tutorial: Tutorial) -> Scene:
    if session.solo:  # the virtual player's attacks are coached too
        from game.scenes.tutorial.settlers_solo import SoloTutorialTable  # lazy: it imports us

        return SoloTutorialTable(app, session, tutorial)
    return TutorialTable(app, session, tutorial)
