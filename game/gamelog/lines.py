"""A log line: one event's sentence, where it falls (round, whose turn) and what it names."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.gamelog.phrase import Phrase

NOBODY = -1


@dataclass(frozen=True, slots=True)
class Line:
    """`event` is the event's index in the match's whole event list: folding the events up to
    and including it gives the table as it was right after (look back)."""

    event: int
    step: int
    round: int  # 0 = the set-up, before the first round
    turn: int  # the seat whose turn it is, or NOBODY
    player: int  # the seat the sentence is about, or NOBODY
    text: Phrase
    players: tuple[int, ...] = ()
    regions: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    # Bookkeeping (a turn held open, a per-round count): printed by `empires log`, but the
    # panel leaves it out so what changed the table stays readable.
    minor: bool = False
    icon: str = ""  # a small picture before the line (game.ui.log_panel.draw_icon names them)

    def render(self) -> str:
        return self.text.render()


@dataclass
class LogBuilder:
    """Collects lines while a describer walks the events; the describer moves `round`/`turn`."""

    round: int = 0
    turn: int = NOBODY
    step: int = 0
    event: int = 0
    icon: str = ""  # the icon of the event being told, for lines that name none
    lines: list[Line] = field(default_factory=list)

    def add(
        self,
        text: Phrase,
        player: int = NOBODY,
        *,
        players: tuple[int, ...] = (),
        regions: tuple[str, ...] = (),
        cards: tuple[Any, ...] = (),
        minor: bool = False,
        icon: str = "",
    ) -> None:
        named = tuple(dict.fromkeys(((player,) if player >= 0 else ()) + players))
        self.lines.append(
            Line(
                self.event,
                self.step,
                self.round,
                self.turn,
                player,
                text,
                named,
                tuple(regions),
                tuple(str(c) for c in cards),
                minor,
                icon or self.icon,
            )
        )

    def walk(self, steps: Sequence[Any]) -> Iterator[Any]:
        """Every event of `steps` in order, with `step` and `event` kept up to date."""
        index = 0
        for s, step in enumerate(steps):
            self.step = s
            for event in step.events:
                self.event = index
                index += 1
                yield event
