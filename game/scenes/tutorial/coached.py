"""What every coached screen shares: the tutorial, where it stands, the coach's words, the
refusal of anything else, and marking the tutorial finished when its game ends."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.engine.match import Match, Step
from game.i18n import _
from game.scenes.table.seats import Seat, default_seats
from game.tutorials import coach, progress, walk
from game.tutorials.schema import Tutorial


class Coached:
    """A mixin for a scene with `match`, `session` and `app`: the coach's side of it."""

    tutorial: Tutorial
    match: Match
    session: Any
    app: Any

    def expected(self) -> Any | None:
        """The command the coach asks for now (None: nothing, or the game is free)."""
        return walk.expected(self.tutorial, self.match)

    def scripted(self) -> bool:
        return walk.scripted(self.tutorial, self.match)

    def coach_text(self) -> str:
        return coach.text(self.tutorial, self.match)

    def coach_points(self) -> list[tuple[int, int]]:
        """Where a person following the coach clicks now, in order (none: nothing to click)."""
        return []

    def goal_text(self) -> str:
        """The game's goal, kept in the bar while the coach leads (the coach's box says what
        to do now; the usual prompt would offer choices the coach does not)."""
        return i18n._(self.tutorial.goal)

    def coach_highlight(self, default: list[Any]) -> list[Any]:
        """What the coach points at now: the step's own `highlight` when its data gives one
        (e.g. the button to press and the panel it changes), else `default` (the things the
        expected command is clicked on)."""
        index = walk.step_index(self.tutorial, self.match)
        if self.scripted() and self.expected() is not None:
            highlight = self.tutorial.steps[index].highlight
            if highlight is not None:
                return [tuple(thing) for thing in highlight]
        return default

    def refusal(self) -> str:
        """Why a click elsewhere does nothing in a scripted step."""
        if self.expected() is None:
            return _("Wait: your opponent is playing.")
        return _("Not this one. {coach}").format(coach=self.coach_text())


def watch_finish(tutorial: Tutorial, match: Match) -> None:
    """Mark the tutorial finished once its game ends (its autosave is then forgotten)."""

    def listener(m: Match, step: Step) -> None:
        if m.is_over:
            progress.mark_finished(tutorial.id)

    match.listeners.append(listener)


def tutorial_seats(tutorial: Tutorial, names: list[str]) -> list[Seat]:
    """The table's seats: the learner at `tutorial.you`, every other seat a computer of the
    tutorial's level (a solo game has one seat: its opponent is no seat of the table)."""
    seats = default_seats(len(names))
    for i, seat in enumerate(seats):
        seat.name = names[i]
        seat.kind = "human" if i == tutorial.you else "computer"
        seat.level = tutorial.opponent
    return seats
