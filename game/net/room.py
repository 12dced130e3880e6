"""One game on the server: its match, its seats and what each seat is shown.

A room is driven by the server under its lock; it never trusts a client: commands are decoded
by the game's codec, must name the seat the connection holds and are decided by the rules.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.ai.bots import Bot
from game.ai.registry import make_bot
from game.engine.codec import Codec
from game.engine.match import Match, Step
from game.engine.rules import GameRules
from game.engine.savefile import SavedStep
from game.net.plain import to_wire
from game.net.protocol import Update
from game.net.view import event_for_seat, seat_view

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud, typed by hand
CODE_LENGTH = 6
BOT_KINDS = ("easy", "normal", "hard", "random")


@cache
def codecs(rules_cls: type[GameRules[Any]]) -> tuple[Codec, Codec]:
    return Codec(rules_cls.command_types), Codec(rules_cls.event_types)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_game_id() -> str:
    return secrets.token_hex(10)


@dataclass
class Seat:
    """`kind` is "open" (a person's seat) or a computer level; `token_hash` is set once a person
    has taken it. A person's seat handed to a computer keeps its hash, so they can come back."""

    kind: str
    token_hash: str | None = None
    person: bool = True  # created for a person (a seat handed over goes back to "open")
    host: bool = False  # the seat of whoever started the game
    away_delay: int = 60  # on the host's seat: the game's delay before others may hand over
    away_since: float = 0.0
    name: str = ""  # as the game's creator named the seat

    def plain(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "token_hash": self.token_hash,
            "person": self.person,
            "host": self.host,
            "away_delay": self.away_delay,
            "name": self.name,
        }

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> Seat:
        return cls(
            str(data["kind"]),
            data.get("token_hash"),
            bool(data.get("person", True)),
            bool(data.get("host", False)),
            int(data.get("away_delay", 60)),
            name=str(data.get("name", ""))[:40],
        )

    def holds(self, token: str) -> bool:
        return self.token_hash is not None and hmac.compare_digest(
            self.token_hash, token_hash(token)
        )


@dataclass
class Vote:
    """A new hand-over delay proposed in the lobby (kept in memory: a server started again has
    none open). `declined_by` is the seat that declined it (-1: still open)."""

    seconds: int
    by: int
    agreed: set[int] = field(default_factory=set)
    declined_by: int = -1


@dataclass
class Room:
    game_id: str
    code: str
    match: Match
    seats: list[Seat]
    bots: dict[int, Bot] = field(default_factory=dict)
    # the state after an earlier step, folded again for a play chosen on it (the step it
    # follows: a step undone and played again is another object)
    _past: tuple[Step, Any] | None = None
    vote: Vote | None = None

    @property
    def rules(self) -> GameRules[Any]:
        return self.match.rules

    @property
    def game(self) -> str:
        return self.rules.game_id

    def bot_for(self, seat: int) -> Bot | None:
        kind = self.seats[seat].kind
        if kind not in BOT_KINDS:
            return None
        bot = self.bots.get(seat)
        if bot is None or getattr(bot, "_level", None) != kind:
            bot = make_bot(kind, self.rules)
            bot._level = kind  # type: ignore[attr-defined]
            self.bots[seat] = bot
        return bot

    @property
    def away_delay(self) -> int:
        return next((s.away_delay for s in self.seats if s.host), 60)

    @away_delay.setter
    def away_delay(self, seconds: int) -> None:
        for seat in self.seats:  # read from the host's seat; every seat keeps it alike
            seat.away_delay = seconds

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def seat_labels(self) -> list[str]:
        """What every seat is, as the others may know it: a computer level, or a person who has
        taken the seat ("taken") or not yet ("open")."""
        labels = []
        for seat in self.seats:
            if seat.kind in BOT_KINDS:
                labels.append(seat.kind)
            else:
                labels.append("taken" if seat.token_hash else "open")
        return labels

    def state_after(self, step: int) -> Any:
        """The true state after the first `step` steps (1 ≤ step ≤ the steps played), folded
        again from the log; the last one asked for is kept (every seat of one bidding asks for
        the same)."""
        steps = self.match.steps
        if step == len(steps):
            return self.match.state
        last = steps[step - 1]
        if self._past is not None and self._past[0] is last:
            return self._past[1]
        state = Match(self.rules, self.match.seed, steps[:step]).state
        self._past = (last, state)
        return state

    def sees_the_same(self, seat: int, step: int) -> bool:
        """Whether `seat` may see now exactly what it saw after `step` steps: the others'
        steps since changed nothing it can know (secret bids placed at the same time). The
        views carry no step counter; `to_wire` leaves caches out."""
        if not 1 <= step <= len(self.match.steps):
            return False
        then = to_wire(seat_view(self.rules, self.state_after(step), seat))
        return bool(then == to_wire(seat_view(self.rules, self.match.state, seat)))

    def saved_step(self, step: Step) -> SavedStep:
        commands, events = codecs(type(self.rules))
        return SavedStep(
            actor=step.actor,
            command=None if step.command is None else commands.encode(step.command),
            events=[events.encode(e) for e in step.events],
        )

    def update_for(
        self, seat: int, since: int, connected: list[bool], undone: bool = False
    ) -> Update:
        """The game as `seat` may see it, with the events of the steps from `since` on."""
        rules, match = self.rules, self.match
        view = seat_view(rules, match.state, seat)
        pending = rules.pending(view)
        commands_codec, events = codecs(type(rules))
        legal: list[dict[str, Any]] = []
        if pending is not None and seat in pending.players:
            legal = [commands_codec.encode(c) for c in rules.legal_commands(view, seat)]
        new = match.steps[since:]
        seen = [
            event_for_seat(self.game, events.encode(e), seat) for step in new for e in step.events
        ]
        return Update(
            step=len(match.steps),
            state=to_wire(view),
            pending=None
            if pending is None
            else {
                "kind": pending.kind,
                "players": list(pending.players),
                "detail": to_wire(pending.detail),
            },
            legal=legal,
            events=seen,
            actors=[step.actor for step in new],
            sizes=[len(step.events) for step in new],
            undone=undone,
            can_undo=match.can_undo(seat),
            seats=self.seat_labels(),
            connected=connected,
            people=[s.person for s in self.seats],
        )
