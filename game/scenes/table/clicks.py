"""One click model for every board: what the seat that decides may click now, worked out once
per state version from the rules' legal commands, and why anything else does nothing, asked
from the rules.

Each game's rules answer two questions: `target_of(state, command)`, the things on the table
a player points at for a command, in order (most commands take one thing; an army's move
takes two, where it stands and where it goes), and `why_not(state, player, target)`, the
reason a click on `target` does nothing. A board only says which thing lies under the
pointer; it never works out a rule, nor builds a command to learn why it would be refused.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from game import i18n
from game.engine.match import Match

Thing = tuple[Any, ...]  # ("region", "R3"), ("card", 2), ("army", seat, "R3"), ("button", "end")
Target = tuple[Thing, ...]


@dataclass
class Targets:
    """The commands of one seat, by the things clicked for them.

    `one[thing]` holds the commands a single click on `thing` makes; `two[first][second]` the
    commands of two clicks (the first chooses, the second does), and `firsts` lists what a
    first click may choose. `commands` is every legal command of the seat, in the rules'
    order."""

    seat: int | None = None
    commands: list[Any] = field(default_factory=list)
    one: dict[Thing, list[Any]] = field(default_factory=dict)
    two: dict[Thing, dict[Thing, list[Any]]] = field(default_factory=dict)

    def at(self, thing: Thing) -> list[Any]:
        """The commands one click on `thing` makes."""
        return self.one.get(thing, [])

    def then(self, first: Thing, second: Thing) -> list[Any]:
        """The commands of a click on `second` after `first` was chosen."""
        return self.two.get(first, {}).get(second, [])

    def chooses(self, thing: Thing) -> bool:
        """Whether a click on `thing` chooses it for a second click."""
        return thing in self.two

    def seconds(self, first: Thing) -> set[Thing]:
        """What may be clicked after `first` was chosen."""
        return set(self.two.get(first, {}))

    def things(self, kind: str) -> set[Thing]:
        """Every thing of `kind` ("region", "card", ...) that one click or a first click uses."""
        return {t for t in (*self.one, *self.two) if t[0] == kind}

    def only(self, thing: Thing) -> bool:
        """Whether `thing` is all there is left to click."""
        return bool(self.commands) and set(self.one) == {thing} and not self.two


def group(commands: list[Any], target_of: Callable[[Any], Target], seat: int | None) -> Targets:
    """Targets from `commands`, each filed under the things `target_of` says it takes."""
    out = Targets(seat, list(commands))
    for command in commands:
        target = target_of(command)
        if len(target) == 1:
            out.one.setdefault(target[0], []).append(command)
        else:
            first, second = target[0], target[-1]
            out.two.setdefault(first, {}).setdefault(second, []).append(command)
    return out


class ClickModel:
    """The targets of the seat that decides, kept until the match or the board's version
    (a chosen mode, say) changes, and the rules' reasons for the rest."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._cache: tuple[Hashable, Targets] | None = None
        self._refused: tuple[tuple[int, int], str] | None = None  # where, and the reason

    def stamp(self) -> tuple[int, int]:
        """Where the match stands: the number of steps and the last one (an undo followed by
        another command gives the same count, never the same step)."""
        steps = self.match.steps
        return (len(steps), id(steps[-1]) if steps else 0)

    def targets(
        self, seat: int | None, version: Hashable = 0, keep: Callable[[Any], bool] | None = None
    ) -> Targets:
        """The legal commands of `seat` (none when None) by the things clicked for them;
        `keep` leaves some out (Legends: the other action of an "or" card once one is
        chosen). Worked out once per match position, `seat` and `version`."""
        key = (self.stamp(), seat, version)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        match = self.match
        rules, state = match.rules, match.state
        legal = match.legal_commands(seat) if seat is not None else []
        commands = [c for c in legal if keep is None or keep(c)]
        targets = group(commands, lambda c: rules.target_of(state, c), seat)  # type: ignore[attr-defined]
        targets.commands = legal
        self._cache = (key, targets)
        return targets

    def why_not(self, seat: int, target: Target, **context: Any) -> str:
        """The rules' reason, in the player's language, why a click on `target` does nothing
        for `seat` now (`context` is what the game's rules take besides, such as an action
        chosen first)."""
        rules = self.match.rules
        message = rules.why_not(self.match.state, seat, target, **context)  # type: ignore[attr-defined]
        return i18n.render(message)

    def refuse(self, seat: int, target: Target, **context: Any) -> str:
        """`why_not` for a click the player made: kept as the last refusal ("What can I do
        now?" says it again) until the match moves on."""
        return self.remember(self.why_not(seat, target, **context))

    def remember(self, reason: str) -> str:
        """Keep `reason` as the last refusal of a click at this position."""
        self._refused = (self.stamp(), reason)
        return reason

    def last_refusal(self) -> str:
        """The reason the last click at this position did nothing ("" when none did)."""
        if self._refused is not None and self._refused[0] == self.stamp():
            return self._refused[1]
        return ""
