"""One game being played on screen: the match, who sits where, the bots and the autosave.

Seats (colour, mark, human or computer) are not part of the rules' options: they travel in
the save's `meta`, so a loaded game comes back with the same people at the table. Each game
subclasses `TableSession` for how it starts a match and what its save says about progress.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from random import Random
from typing import Any

from game import i18n
from game.ai.bots import Bot
from game.ai.driver import bot_command, match_rng
from game.ai.registry import LEVELS, make_bot
from game.engine.bounded import printable
from game.engine.match import Match
from game.engine.savefile import Autosaver
from game.scenes.table.seats import Seat, default_seats
from game.scenes.table.thinking import Thought, position_key
from game.ui import theme

MAX_NAME = 40  # a name typed at the new-game screen is shorter; an edited save's may not be


def _seat_from_save(entry: object, default: Seat) -> Seat:
    """A seat as a save describes it; each value the game does not know (the file is not
    trusted) is the default seat's."""
    if not isinstance(entry, dict):
        return default

    def pick(key: str, allowed: Any) -> Any:
        value = entry.get(key)
        return value if isinstance(value, str) and value in allowed else getattr(default, key)

    return Seat(
        name=default.name,
        colour=pick("colour", theme.PLAYER_COLOURS),
        mark=pick("mark", theme.MARKS),
        kind=pick("kind", ("human", "computer")),
        level=pick("level", LEVELS),
    )


class TableSession:
    """The match and the table around it. Scenes read it and submit through it."""

    # Seconds a computer may think per decision at the table: None, its level's own cap (a slow
    # machine plays weaker, never slower); 0, no cap, so a seed plays one game on any machine
    # however loaded (the tests set it).
    think: float | None = None

    def __init__(self, match: Match, seats: list[Seat], autosave: Path | None = None) -> None:
        self.match = match
        self.rules: Any = match.rules
        self.seats = seats
        self.bots: dict[int, Bot] = {
            i: make_bot(s.level if s.level in LEVELS else "easy", self.rules, self.think)
            for i, s in enumerate(seats)
            if s.kind == "computer"
        }
        self.thought: Thought | None = None  # the computer's decision being worked out
        self.hint: Thought | None = None  # Hard's suggestion for a human, being worked out
        self.autosaver: Autosaver | None = None
        self.scores_shown: set[int] = set()  # games whose score screen was seen
        if autosave is not None:
            self.autosaver = Autosaver(autosave, self.meta())
            match.listeners.insert(0, self._refresh_meta)
            self.autosaver.attach(match)
            match.listeners.append(self._forget_when_over)
            # only a table that records its game needs it
            from game.scenes.history.hook import GameRecorder

            match.listeners.append(GameRecorder(self.meta))
            if not match.is_over:
                self.autosaver(match, match.steps[-1])

    @classmethod
    def seat_names(cls, match: Match, meta: dict[str, Any]) -> list[str]:
        raw = meta.get("players") if isinstance(meta, dict) else None
        n = match.rules.n  # type: ignore[attr-defined]
        names = [str(x) for x in raw] if isinstance(raw, list) else []
        return [names[i] if i < len(names) else f"Player {i + 1}" for i in range(n)]

    @classmethod
    def from_save(cls, match: Match, meta: dict[str, Any], autosave: Path | None) -> Any:
        names = cls.seat_names(match, meta)
        defaults = default_seats(len(names))
        raw = meta.get("seats") if isinstance(meta, dict) else None
        seats: list[Seat] = []
        for i, name in enumerate(names):
            entry = raw[i] if isinstance(raw, list) and i < len(raw) else None
            seat = _seat_from_save(entry, defaults[i])
            seat.name = printable(name)[:MAX_NAME] or defaults[i].name
            seats.append(seat)
        return cls(match, seats, autosave)

    # the table ----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def neutral(self) -> Any:
        return self.rules.neutral

    def colour(self, seat: int) -> theme.Colour:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].rgb
        return theme.NEUTRAL

    def mark(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].mark
        return "plain"

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name

        return i18n._("Neutral")

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def acting_human(self) -> int | None:
        """The human who decides now (the lowest seat when several may)."""
        pending = self.match.pending
        if pending is None:
            return None
        for p in pending.players:
            if self.is_human(p):
                return p
        return None

    def waiting_computer(self) -> int | None:
        pending = self.match.pending
        if pending is None:
            return None
        for p in pending.players:
            if p in self.bots:
                return p
        return None

    # acting --------------------------------------------------------------------------------
    def submit(self, command: Any) -> list[Any]:
        return self.match.submit(command)

    def _bot_rng(self, seat: int) -> Random:
        return match_rng(self.match, seat)

    def bot_command(self, seat: int) -> Any:
        """The computer's command, worked out now on this thread (tests, screenshots)."""
        return bot_command(self.bots[seat], self.match, seat)

    def play_bot(self, seat: int) -> list[Any]:
        return self.submit(self.bot_command(seat))

    def step_bot(self, seat: int) -> bool:
        """Let the computer at `seat` think off the UI thread: the first call starts it, a
        later one plays its command once ready. True when the command was played."""
        key = position_key(self.match, seat)
        thought = self.thought
        if thought is None or thought.key != key:
            self.thought = Thought(key, self.bots[seat], self.match, seat, self._bot_rng(seat))
            return False
        if not thought.done:
            return False
        self.thought = None
        if thought.error is not None:
            raise thought.error
        self.submit(thought.command)
        return True

    def ask_hint(self, seat: int) -> None:
        """Start working out what the Hard level would do in `seat`'s place (on its view)."""
        key = position_key(self.match, seat)
        if self.hint is None or self.hint.key != key:
            bot = make_bot("hard", self.rules, self.think)
            self.hint = Thought(key, bot, self.match, seat, self._bot_rng(seat))

    def ready_hint(self) -> Any | None:
        """The suggestion once worked out, if the match still stands where it was asked;
        never played: the human decides."""
        hint = self.hint
        if hint is None or not hint.done:
            return None
        self.hint = None
        if hint.error is not None or hint.key != position_key(self.match, hint.seat):
            return None
        return hint.command

    @property
    def thinking(self) -> int | None:
        """The computer seat whose decision is being worked out now, if any."""
        thought = self.thought
        if thought is None or thought.done or thought.key != position_key(self.match, thought.seat):
            return None
        return thought.seat

    # saving --------------------------------------------------------------------------------
    def progress(self) -> dict[str, Any] | None:
        """What the load screen says about how far the game is (a message), if anything."""
        return None

    def meta(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": [s.name for s in self.seats],
            "seats": [asdict(s) for s in self.seats],
        }
        progress = self.progress()
        if progress is not None:
            out["progress"] = progress
        return out

    def _refresh_meta(self, match: Match, step: Any) -> None:
        if self.autosaver is not None:
            self.autosaver.meta = self.meta()

    def _forget_when_over(self, match: Match, step: Any) -> None:
        """A finished game leaves no autosave: the menu offers Continue only for a live one."""
        if match.is_over and self.autosaver is not None:
            self.autosaver.forget()

    def detach(self) -> None:
        """Stop listening (the scene is closed); the autosave file stays."""
        if self.autosaver is not None:
            for lst in (self.match.listeners, self.match.undo_listeners):
                if self.autosaver in lst:
                    lst.remove(self.autosaver)
        for listener in (self._refresh_meta, self._forget_when_over):
            if listener in self.match.listeners:
                self.match.listeners.remove(listener)
