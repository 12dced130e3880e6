"""A network game on the normal table: the game's own session and board, driven by a
`NetMatch` (the seat's view from the server; commands go to the server).

Seats played on this screen are "human"; the others (people elsewhere, computers on the server)
are shown as the server names them and never played here: the session has no bots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import i18n
from game.engine.messages import Message
from game.i18n import _
from game.net import keys
from game.net.remote import NetMatch
from game.scenes.menu import MenuScene
from game.scenes.registry import table_classes
from game.scenes.table.seats import Seat, default_seats

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App

COMPUTER_LABELS = ("easy", "normal", "hard", "random")


def seats_for(match: NetMatch, names: list[str]) -> list[Seat]:
    """The table's seats: this screen's seats are people playing here; the others are shown but
    never played here (a computer plays them on the server, or a person elsewhere)."""
    seats = default_seats(len(names))
    here = set(match.seats_here)
    for i, seat in enumerate(seats):
        seat.name = names[i]
        seat.kind = "human" if i in here else "computer"
        label = match.labels[i] if i < len(match.labels) else ""
        seat.level = label if label in COMPUTER_LABELS[:3] else "easy"
    return seats


def session_for(match: NetMatch) -> Any:
    session_cls, _board = table_classes(match.game)
    count = match.rules.player_count
    given = match.names if len(match.names) == count else [""] * count
    # the names the game's creator chose: a game whose options carry none (Legends) reads them
    # as a save's players, like a local game
    players = [name or _("Player {n}").format(n=i + 1) for i, name in enumerate(given)]
    names = session_cls.seat_names(match, {"players": players})
    session = session_cls(match, seats_for(match, names), None)
    session.bots = {}  # computers play on the server
    session.network = match

    session.waiting_words = lambda seat: waiting_words(match, seat, session.name(seat))
    return session


def waiting_words(match: NetMatch, seat: int, name: str) -> str:
    """What the table says while it waits for a seat not played on this screen: a computer on
    the server, a person on another computer, a person who has left (their program closed or
    their connection lost), or a seat nobody has taken yet."""
    label = match.labels[seat] if seat < len(match.labels) else ""
    if label in COMPUTER_LABELS:
        return _("{name} (computer) is playing…").format(name=name)
    if label == "open":
        return _("{name}'s seat is free: waiting for a player to join…").format(name=name)
    connected = match.connected[seat] if seat < len(match.connected) else True
    if not connected:
        return _("{name} has left the game: waiting for them to come back…").format(name=name)
    return _("{name} is playing on another computer…").format(name=name)


class Poller:
    """Once a frame: what the server sent is applied to the match; a refusal or a lost
    connection is told. Leaves when no scene shows the match any more (and closes its links)."""

    def __init__(self, app: App, match: NetMatch) -> None:
        self.app = app
        self.match = match
        self.shown = True  # made as the game is shown (its scene is pushed in the same frame)
        self.over_kept = False
        self.seen_steps = len(match.steps) if match.state is not None else 0
        self.seats_seen = self.seats_now()

    def __call__(self) -> None:
        match = self.match
        match.poll()
        for reason in match.refusals:
            self.app.toast(i18n.render(reason))
        match.refusals.clear()
        if match.lost is not None:
            self.app.toast(
                _("The connection to the server was lost: {why}").format(
                    why=i18n.render(Message(match.lost.reason, match.lost.params))
                )
            )
            match.lost = None
        if not self.over_kept and match.state is not None and match.is_over:
            self.over_kept = True
            self.keep()  # Continue no longer offers a finished game
        elif self.played_here():
            self.keep()  # closing the window may be the last thing the player does
        seats = self.seats_now()
        if seats != self.seats_seen:  # someone came, left, or was handed to a computer
            self.seats_seen = seats
            for scene in self.app.manager.stack:
                if shows(scene, match):
                    scene.build()  # its words for whom the game waits are built with it
        here = any(shows(s, match) for s in self.app.manager.stack)
        if here:
            self.shown = True
        elif self.shown:
            self.stop()

    def seats_now(self) -> tuple[tuple[str, ...], tuple[bool, ...]]:
        """What each seat is and whether it is connected, as the server last told."""
        return tuple(self.match.labels), tuple(self.match.connected)

    def played_here(self) -> bool:
        """Whether a seat of this screen took a step since the last frame."""
        steps = self.match.steps if self.match.state is not None else []
        fresh, self.seen_steps = steps[self.seen_steps :], len(steps)
        here = set(self.match.seats_here)
        return any(step.actor in here for step in fresh)

    def keep(self) -> None:
        """The kept seat was played now (Continue offers the game played last)."""
        key = self.match.feeds[0].link.key
        if key is not None and self.match.state is not None:
            keys.played(key, over=self.match.is_over)

    def stop(self) -> None:
        hooks = getattr(self.app, "frame_hooks", [])
        if self in hooks:
            hooks.remove(self)
        self.keep()
        self.match.close()
        top = self.app.manager.top
        if isinstance(top, MenuScene):  # its Continue was written before this game was kept
            top.build()


def open_table(app: App, match: NetMatch) -> Scene:
    """The game's board for a network match, on top of the main menu."""
    match.poll()
    session = session_for(match)
    _session, board_cls = table_classes(match.game)
    manager = app.manager
    manager.pop_to(MenuScene)
    scene: Scene = board_cls(app, session)
    manager.push(scene)
    watch(app, match)
    return scene


def shows(scene: Any, match: NetMatch) -> bool:
    """Whether `scene` shows this network game (its table, or its lobby)."""
    session = getattr(scene, "session", None)
    return getattr(scene, "network", None) is match or getattr(session, "network", None) is match


def watch(app: App, match: NetMatch) -> None:
    """Poll `match` once a frame from now on (once: a second call changes nothing)."""
    hooks = getattr(app, "frame_hooks", None)
    if hooks is None or any(isinstance(h, Poller) and h.match is match for h in hooks):
        return
    hooks.append(Poller(app, match))
