"""A network game presented as the table's `Match`: the boards, the log, look-back, hints and
scoring read it exactly as a local match, and its `submit` goes to the server.

The state is the seat's view the server sent, decoded into the rules' own classes; pending,
legal moves and why a click does nothing are asked of the rules on that view, so a command the
rules refuse is refused here at once with the rules' reason, as at a local table. What the
server refuses after all (the game moved on) comes back through `refusals`.

Several seats may be played on this screen (the host's friends beside them, behind the privacy
curtain): each has its own `Link`, and the match shows the view of the seat that acts now.
`poll()` (called once a frame by the app) applies what arrived and tells the listeners.
"""

from __future__ import annotations

import dataclasses
import time
import types as pytypes
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

from game.engine.errors import EngineError, IllegalCommand
from game.engine.match import Match, Step, could_undo_on
from game.engine.messages import N_, Message
from game.engine.rules import GameRules, Pending
from game.net import protocol as p
from game.net.client import ClientError
from game.net.decode import DecodeError, build, decode_state, hints_of
from game.net.link import Link
from game.net.room import codecs
from game.rules import registry

UNKNOWN_ACTOR = -2  # a step this seat was never told about (it cannot happen once seated)


@dataclass
class SeatFeed:
    """What one seat held on this screen has been told: its view and its game log."""

    link: Link
    seat: int
    state: Any = None
    steps: list[Step] = field(default_factory=list)
    update: p.Update | None = None
    # the seat's view after each step it saw, for looking back (step count -> state)
    past: dict[int, Any] = field(default_factory=dict)
    # the step a play was sent at, until the server takes it (an update with this seat's step)
    # or refuses something: meanwhile the others' secret steps (bids placed at once) do not
    # ask this seat to choose again
    sent: int | None = None

    @property
    def travelling(self) -> bool:
        """Whether this seat's play is on its way while the game has moved on meanwhile."""
        return self.sent is not None and self.update is not None and self.update.step > self.sent


def _event(types: dict[str, type], data: dict[str, Any]) -> Any:
    """An event as this seat was told it: a field kept from the seat (another's card, a deck's
    order) gets a harmless stand-in of its type, a count kept as that many blank cards."""
    cls = types.get(str(data.get("type")))
    if cls is None:
        return None
    hints = hints_of(cls)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            try:
                fields[f.name] = build(hints[f.name], data[f.name])
                continue
            except DecodeError:
                pass
        count = data.get(f"{f.name}_count")
        fields[f.name] = _stand_in(hints[f.name], count if isinstance(count, int) else 0)
    try:
        return cls(**fields)
    except TypeError:
        return None


def _stand_in(tp: Any, count: int) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, pytypes.UnionType):
        if type(None) in args:
            return None
        return _stand_in(args[0], count)
    if origin in (list, tuple):
        item = _stand_in(args[0], 0) if args else None
        items = [item] * min(count, 50)
        return items if origin is list else tuple(items)
    if origin in (set, frozenset):
        return origin()
    if origin is dict:
        return {}
    if tp is int:
        return 0
    if tp is str:
        return ""
    if tp is bool:
        return False
    return None


class NetMatch:
    """The match of a network game as seen from this screen's seats."""

    def __init__(self, game: str, options: dict[str, Any], feeds: list[SeatFeed]) -> None:
        self.rules: GameRules[Any] = registry.rules_class(game).from_options(options)
        self.game = game
        self.seed = 0  # never used to draw: the server decides every outcome
        self.feeds = feeds
        self.listeners: list[Callable[[Any, Step], None]] = []
        self.undo_listeners: list[Callable[[Any, Step], None]] = []
        self.refusals: list[Message] = []  # translated where they are shown
        self.lost: ClientError | None = None
        self.labels: list[str] = []
        self.connected: list[bool] = []
        self.people: list[bool] = []
        self.names: list[str] = []  # the players' names as the game's creator gave them
        self.away_delay = 60  # seconds a seat is away before the others may hand it over
        self.delay_vote: p.DelayVote | None = None  # a new delay proposed in the lobby
        self._vote_told: tuple[int, int] | None = None  # the proposal this screen was told of
        self.dedicated = False  # on a shared server (nobody hosts the game)
        # seconds each seat had been away when the server last told (at `_told`, monotonic),
        # and how long a seat must be away before this screen's player may hand it over
        self.away: list[int] = []
        self._told = 0.0
        self.hand_over_after = 0
        self.may_take_back = False
        self._commands, _events = codecs(type(self.rules))
        self._event_types = {cls.__name__: cls for cls in self.rules.event_types}
        self._pending: Pending | None = None
        self._viewer = feeds[0].seat

    # the seats played here ---------------------------------------------------------------------
    def add_feed(self, feed: SeatFeed) -> None:
        self.feeds.append(feed)
        self.poll()

    def feed_for(self, seat: int) -> SeatFeed | None:
        return next((f for f in self.feeds if f.seat == seat), None)

    @property
    def seats_here(self) -> list[int]:
        return [f.seat for f in self.feeds]

    @property
    def _feed(self) -> SeatFeed:
        return self.feed_for(self._viewer) or self.feeds[0]

    # what a table reads --------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._feed.state

    @property
    def steps(self) -> list[Step]:
        return self._feed.steps

    @property
    def pending(self) -> Pending | None:
        pending = self._pending
        if pending is None:
            return None
        waiting = {f.seat for f in self.feeds if f.travelling}
        if not waiting & set(pending.players):
            return pending
        # a simultaneous decision the game moved on in while this seat's choice travels: the
        # seat has chosen (the server takes a choice made on a view that has not changed)
        left = tuple(seat for seat in pending.players if seat not in waiting)
        if not left:
            return pending
        return Pending(pending.kind, left, pending._detail)

    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def events(self) -> list[Any]:
        return [e for step in self.steps for e in step.events]

    def legal_commands(self, player: int) -> list[Any]:
        feed = self.feed_for(player)
        if feed is None or feed.state is None:
            return []
        return self.rules.legal_commands(feed.state, player)

    def can_undo(self, player: int) -> bool:
        feed = self.feed_for(player)
        return bool(feed and feed.update and feed.update.can_undo)

    def could_undo(self, command: Any) -> bool:
        """As `Match.could_undo`, tried on the seat's view."""
        feed = self.feed_for(getattr(command, "player", -1))
        if feed is None or feed.state is None:
            return True
        try:
            return could_undo_on(self.rules, feed.state, command, Random(0))
        except Exception:  # a view the rules cannot decide on: no promise of an undo
            return False

    def state_after(self, step: int) -> Any:
        """The view after `step` steps as this screen saw it (the nearest earlier one kept)."""
        past = self._feed.past
        known = [k for k in past if k <= step]
        return past[max(known)] if known else self.state

    # acting -----------------------------------------------------------------------------------
    def submit(self, command: Any) -> list[Any]:
        """Ask the rules on the seat's view, then send: the server decides for good."""
        feed = self.feed_for(getattr(command, "player", -1))
        if feed is None or feed.update is None:
            raise IllegalCommand(N_("You may act only for your own seat."))
        pending = self.pending
        if pending is None:
            raise IllegalCommand(N_("The game is over."))
        if command.player not in pending.players:
            raise IllegalCommand(N_("It is not your turn."))
        try:
            self.rules.decide(self.rules.clone(feed.state), command, Random(0))
        except IllegalCommand:
            raise
        except Exception:
            pass
        feed.link.send(p.Play(command=self._commands.encode(command), step=feed.update.step))
        feed.sent = feed.update.step
        return []

    def undo(self, player: int) -> Step:
        feed = self.feed_for(player)
        if feed is None or not self.can_undo(player):
            raise IllegalCommand(N_("There is nothing you can take back now."))
        feed.link.send(p.Undo())
        return feed.steps[-1]

    def away_for(self, seat: int) -> float:
        """Seconds the seat has been away now (0 while its player is connected)."""
        if seat >= len(self.away) or self.away[seat] < 0:
            return 0.0
        return self.away[seat] + (time.monotonic() - self._told)

    def hand_over_in(self, seat: int) -> float:
        """Seconds until this screen's player may hand the absent seat to a computer (0: now);
        the server decides for good."""
        return max(0.0, self.hand_over_after - self.away_for(seat))

    def hand_over(self, seat: int, level: str) -> None:
        """Give an absent seat to a computer (`level`) or take it back (`open`)."""
        self.feeds[0].link.send(p.HandOver(seat=seat, level=level))  # type: ignore[arg-type]

    def propose_delay(self, seconds: int) -> None:
        """Propose a new hand-over delay: every seat played on this screen proposes it (its
        players are in front of the lobby), so it waits only for the players elsewhere."""
        for feed in self.feeds:
            feed.link.send(p.ProposeDelay(seconds=seconds))

    def answer_delay(self, agree: bool) -> None:
        """Agree to the delay proposed, or decline it, for the seats of this screen asked."""
        vote = self.delay_vote
        asked = [f for f in self.feeds if vote is not None and f.seat in vote.waiting]
        for feed in asked or self.feeds[:1]:
            feed.link.send(p.AnswerDelay(agree=agree))

    # hearing the server --------------------------------------------------------------------------
    def poll(self) -> bool:
        """Apply what arrived for every seat played here; True when anything changed."""
        changed = False
        for feed in self.feeds:
            for message in feed.link.drain():
                if isinstance(message, p.Update):
                    self._apply(feed, message)
                    changed = True
                elif isinstance(message, p.Refused):
                    if feed.sent is not None:  # whatever was refused, this seat may choose
                        feed.sent = None
                        changed = True
                    if message.reason != N_("Not connected."):
                        self.refusals.append(Message(message.reason, dict(message.params)))
                elif isinstance(message, ClientError):
                    self.lost = message
        if changed:
            self._choose_viewer()
        return changed

    def _apply(self, feed: SeatFeed, update: p.Update) -> None:
        try:
            state = decode_state(self.game, update.state)
        except (DecodeError, EngineError):
            self.refusals.append(Message(N_("The server sent a game this program cannot read.")))
            return
        prior = len(feed.steps)
        removed: list[Step] = []
        if update.undone:
            removed = feed.steps[update.step :]
            del feed.steps[update.step :]
        else:
            # the new steps end at `update.step`; a seat seated again is sent the whole game,
            # which replaces what it had (nothing is told twice)
            base = update.step - len(update.actors)
            del feed.steps[base:]
            while len(feed.steps) < base:
                feed.steps.append(Step(UNKNOWN_ACTOR, None, []))
            events = iter(update.events)
            for actor, size in zip(update.actors, update.sizes, strict=False):
                decoded = [_event(self._event_types, next(events, {})) for _ in range(size)]
                feed.steps.append(Step(actor, None, [e for e in decoded if e is not None]))
        fresh = feed.steps[prior:]
        if update.undone or feed.seat in update.actors:
            feed.sent = None  # the play sent was taken (or the game went back)
        feed.state = state
        feed.update = update
        feed.past[update.step] = state
        for k in [k for k in feed.past if k > update.step]:
            del feed.past[k]
        self.labels, self.connected = list(update.seats), list(update.connected)
        self.people = list(update.people)
        if feed is self.feeds[0]:  # the rights of this screen's own (kept) seat
            self.away, self._told = list(update.away), time.monotonic()
            self.hand_over_after, self.may_take_back = update.hand_over_after, update.may_take_back
            self.away_delay, self.delay_vote = update.away_delay, update.delay_vote
            self._tell_vote(update.delay_vote)
        if feed.seat != self._viewer and self.feed_for(self._viewer) is not None:
            return
        self._pending = self.rules.pending(state)
        for step in removed[-1:]:
            for undo_listener in list(self.undo_listeners):
                undo_listener(self, step)
        for step in fresh:
            for listener in list(self.listeners):
                listener(self, step)

    def _tell_vote(self, vote: p.DelayVote | None) -> None:
        """A new delay proposed that waits for a seat of this screen is told once (at the
        table too: the proposal waits for this player's answer)."""
        open_vote = vote is not None and vote.declined_by < 0
        key = (vote.seconds, vote.by) if vote is not None and open_vote else None
        asked = open_vote and vote is not None and bool(set(vote.waiting) & set(self.seats_here))
        if asked and key != self._vote_told:
            self.refusals.append(
                Message(
                    N_(
                        "A new hand-over delay is proposed; the lobby (Players and join code) "
                        "asks for your answer."
                    )
                )
            )
        self._vote_told = key

    def _choose_viewer(self) -> None:
        """The screen shows the seat that acts now (several seats may be played here)."""
        for feed in self.feeds:
            if feed.state is None:
                continue
            pending = self.rules.pending(feed.state)
            update = feed.update
            if (
                pending is not None
                and feed.seat in pending.players
                and update
                and update.legal
                and not feed.travelling  # it has chosen: another seat here may be asked
            ):
                if feed.seat != self._viewer:
                    self._viewer = feed.seat
                    self._pending = pending
                    step = feed.steps[-1] if feed.steps else Step(UNKNOWN_ACTOR, None, [])
                    for listener in list(self.listeners):
                        listener(self, step)
                return
        self._pending = self.rules.pending(self.state) if self.state is not None else None

    def close(self) -> None:
        for feed in self.feeds:
            feed.link.close()


def as_match(match: Any) -> Match:
    """For type checkers: a NetMatch reads as a Match wherever a table takes one."""
    return match  # type: ignore[no-any-return]
