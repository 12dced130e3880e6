"""The coach on the screens both area-control games share (Eight-Minute Empire and Legends):
the board, the auction and the score screen. What glows is the table's click model kept to the
expected command (`keep_command`), so the rules' `target_of` says what the coach points at
(or the step's own `highlight`); any other click is refused with the step's own words, near
the pointer. A game's coached screens are these mixins put before its own scenes."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game import i18n
from game.scenes.table.clicks import Target, Thing
from game.scenes.tutorial.coached import Coached, watch_finish
from game.scenes.tutorial.overlay import bubble_rect, draw_bubble, draw_coach
from game.tutorials import coach
from game.tutorials.schema import Tutorial


class CoachedBoard(Coached):
    """Before an `AreaBoardScene`: only the expected command may be clicked while the coach
    leads, and the coach points at it."""

    view: Any
    buttons: dict[str, Any]
    row_rects: list[pygame.Rect]
    panel_rects: list[pygame.Rect]
    bar_rect: pygame.Rect
    selected: str | None
    rules: Any
    log: Any

    # the game's coached auction and score screens (built with the tutorial)
    auction_class: ClassVar[Any]
    scoring_class: ClassVar[Any]

    def auction_scene(self) -> Any:
        return self.auction_class(self.app, self.session, self.tutorial)

    def scoring_scene(self, game_index: int | None = None) -> Any:
        return self.scoring_class(self.app, self.session, self.tutorial, game_index=game_index)

    def coach_init(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        watch_finish(tutorial, self.match)

    # what may be clicked: the expected command only, while the coach leads -------------------
    def keep_command(self, command: Any) -> bool:
        if self.scripted() and command != self.expected():
            return False
        return bool(super().keep_command(command))  # type: ignore[misc]

    def refuse(self, target: Target, pos: tuple[int, int] | None) -> None:
        if self.scripted() and self.session.acting_human() is not None:
            self.app.toast(self.refusal(), pos)
            return
        super().refuse(target, pos)  # type: ignore[misc]

    def prompt_text(self) -> str:
        """While the coach leads, the bar keeps the game's goal in sight (the coach's box says
        what to do now; the usual prompt would offer choices the coach does not)."""
        if self.scripted() and self.match.pending is not None:
            return i18n._(self.tutorial.goal)
        return str(super().prompt_text())  # type: ignore[misc]

    def wanted_button(self, key: str, expected: Any) -> bool:
        """Whether the bar's button `key` makes the expected command."""
        if expected is None:
            return False
        return ("button", key) in self.rules.target_of(self.match.state, expected)

    def coach_bar(self) -> None:
        """After the bar is built: the expected command's button glows, the others refuse
        with the coach's words (but Menu: a tutorial may be left at any moment)."""
        if not self.scripted():
            return
        expected = self.expected()
        for key, button in self.buttons.items():
            if key == "menu":
                continue  # leaving is always allowed: the tutorial resumes where it was left
            wanted = self.wanted_button(key, expected)
            button.glow = wanted
            if not wanted:
                button.enabled = False
                button.refusal = self.refusal()

    # what the coach points at ---------------------------------------------------------------
    def thing_rect(self, thing: Thing) -> pygame.Rect | None:
        kind = thing[0]
        if kind == "card" and 0 <= thing[1] < len(self.row_rects):
            return self.row_rects[thing[1]]
        if kind == "button" and thing[1] in self.buttons:
            return self.buttons[thing[1]].rect  # type: ignore[no-any-return]
        if kind == "panel" and 0 <= thing[1] < len(self.panel_rects):
            return self.panel_rects[thing[1]]
        view = self.view
        if view is None:
            return None
        if kind == "army":
            rect = view.piece_rects.get(("army", thing[1], thing[2]))
            return rect if rect is not None else view.boxes.get(thing[2])  # type: ignore[no-any-return]
        if kind == "region":
            return view.boxes.get(thing[1])  # type: ignore[no-any-return]
        return None

    def thing_point(self, thing: Thing) -> tuple[int, int] | None:
        """Where a person clicks for `thing`."""
        if thing[0] == "region" and self.view is not None:
            return self.view.click_point(thing[1])  # type: ignore[no-any-return]
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

    def choose_first(self, command: Any) -> list[Thing]:
        """What is clicked before `command`'s own things (Legends: which action of an "or"
        card, when a click could mean either; never while the coach leads)."""
        return []

    def points_for(self, command: Any) -> list[tuple[int, int]]:
        """The clicks that make `command`, in order (the tests click only these)."""
        things = self.choose_first(command) + self.things_of(command)
        points = [self.thing_point(t) for t in things]
        return [p for p in points if p is not None]

    def coach_points(self) -> list[tuple[int, int]]:
        expected = self.expected()
        return self.points_for(expected) if expected is not None else []

    def holes(self) -> list[pygame.Rect]:
        """What glows: the step's `highlight` when it gives one, else what the command is
        clicked on."""
        expected = self.expected()
        if expected is None:
            return []
        default = list(self.rules.target_of(self.match.state, expected))
        rects = [self.thing_rect(t) for t in self.coach_highlight(default)]
        return [r for r in rects if r is not None]

    def draw(self, surface: pygame.Surface) -> None:
        holes = self.holes() if self.scripted() else []
        summary = self.log.summary is not None and self.log.looking is None
        if summary and any(h.colliderect(self.log.report_area()) for h in holes):
            # "While you waited" would lie over the card the coach points at: the coach leads
            self.log.summary = None
        super().draw(surface)  # type: ignore[misc]
        if self.app.manager.top is self:
            within = self.view.rect if self.view is not None else None
            text = self.coach_text()
            draw_coach(surface, self.app.metrics, text, holes, self.bar_rect, within)


class CoachedAuction(Coached):
    """Before an area-control `AuctionScene`: only the expected bid may be chosen and placed."""

    coin_buttons: dict[int, Any]
    place_button: Any
    continue_button: Any
    chosen: int | None
    bids_open: ClassVar[str]  # message id: what the coach says once the bids are revealed

    def __init__(self, app: Any, session: Any, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        super().__init__(app, session)  # type: ignore[call-arg]

    def build(self) -> None:
        super().build()  # type: ignore[misc]
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
        super().draw(surface)  # type: ignore[misc]
        if self.app.manager.top is not self:
            return
        button = self.target_button()
        holes = [button.rect] if button is not None else []
        keep_clear = pygame.Rect(0, surface.get_height(), surface.get_width(), 0)
        if button is not None and button is self.continue_button:
            text = i18n._(self.bids_open)
        else:
            text = self.coach_text()
        draw_coach(surface, self.app.metrics, text, holes, keep_clear)


class CoachedScoring(Coached):
    """Before an area-control score screen: the coach reads the final score."""

    confirm_buttons: dict[int, Any]
    banner_rect: pygame.Rect

    def __init__(
        self, app: Any, session: Any, tutorial: Tutorial, game_index: int | None = None
    ) -> None:
        self.tutorial = tutorial
        super().__init__(app, session, game_index=game_index)  # type: ignore[call-arg]

    def coach_points(self) -> list[tuple[int, int]]:
        pending = self.match.pending
        if pending is not None and self.tutorial.you in self.confirm_buttons:
            return [self.confirm_buttons[self.tutorial.you].rect.center]
        return []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        if self.app.manager.top is not self:
            return
        text = coach.comment_text(self.tutorial, "game_over") or ""
        # above the winner's banner and the buttons, over the foot of the table and chart
        top = self.banner_rect.top if self.banner_rect.height else surface.get_height()
        keep_clear = pygame.Rect(0, top, surface.get_width(), 0)
        # over the chart, never over the score table the coach is reading out
        m = self.app.metrics
        chart = getattr(self, "chart_rect", None)
        within = chart if chart is not None and chart.width >= m.px(280) else None
        table = [getattr(self, "table_rect", pygame.Rect(0, 0, 0, 0))]
        draw_bubble(
            surface, m, bubble_rect(m, surface.get_rect(), table, keep_clear, within, text), text
        )
