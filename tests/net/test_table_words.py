"""What a network table says while it waits for a seat played elsewhere, as two players met it
in two real windows: a seat nobody has taken yet, someone playing on another computer, someone
who closed their game (not "playing on another computer"), a computer on the server; the
auction does not say "the computers are bidding" while a person elsewhere bids. Two apps in
one process over 127.0.0.1."""

from __future__ import annotations

import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from game.app import App
from game.net import embedded
from game.net.last_played import last_played
from game.net.remote import NetMatch
from game.scenes.area_control.auction import AuctionScene
from game.scenes.area_control.board import AreaBoardScene
from game.scenes.menu import MenuScene
from game.scenes.net.table import waiting_words
from tests.net.test_screens import _server, frames, host_game, join_game, network_match
from tests.scenes.conftest import make_app

__all__ = ["_server", "make_app"]


def test_the_words_follow_the_seat_kind_and_connection() -> None:
    match: Any = SimpleNamespace(
        labels=["taken", "taken", "taken", "hard", "open"],
        connected=[True, True, False, False, False],
    )
    assert waiting_words(match, 1, "Bea") == "Bea is playing on another computer…"
    assert waiting_words(match, 2, "Cy") == "Cy has left the game: waiting for them to come back…"
    assert waiting_words(match, 3, "Dee") == "Dee (computer) is playing…"
    assert waiting_words(match, 4, "Eve") == "Eve's seat is free: waiting for a player to join…"


def _board(app: App) -> Any:
    return next(s for s in reversed(app.manager.stack) if getattr(s, "session", None))


def _play_until(
    apps: list[App], done: Callable[[], bool], skip: tuple[str, ...] = (), bound: float = 90.0
) -> None:
    """Each app plays its own seat's decisions (the first legal one) until `done`, leaving
    the kinds of decision in `skip` to the test."""
    asked: dict[int, int] = {}

    def step() -> bool:
        if done():
            return True
        for app in apps:
            session = _board(app).session
            match = session.match
            seat = session.acting_human()
            feed = match.feed_for(seat) if seat is not None else None
            if feed is None or feed.update is None or asked.get(id(app)) == feed.update.step:
                continue
            if match.pending is None or match.pending.kind in skip:
                continue
            legal = match.legal_commands(seat)
            if legal:
                asked[id(app)] = feed.update.step
                session.submit(legal[0])
        return False

    frames(apps, step, bound)


def test_settlers_status_says_free_elsewhere_then_left(make_app: Callable[..., App]) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, "settlers")
    match = lobby.network
    assert isinstance(match, NetMatch)
    lobby.go_to_table()
    # the host plays until the game waits for seat 2, which nobody has taken yet
    _play_until([host_app], lambda: match.pending is not None and match.pending.players == (1,))
    board = _board(host_app)
    frames([host_app], lambda: "seat is free" in board.status.text)
    hosted = embedded.current()
    assert hosted is not None
    join_game(guest_app, hosted.address, match.code, 1)
    frames([host_app, guest_app], lambda: all(match.connected[:2]))
    # what the screen shows, not only what it would say if built again
    frames([host_app], lambda: "another computer" in board.status.text)
    assert board.status.text.endswith("Player 2 is playing on another computer…")
    guest = network_match(guest_app)
    assert guest is not None
    guest.close()  # the guest's window is closed
    frames([host_app], lambda: not match.connected[1])
    host_app.step(1 / 60, events=[])
    text = board.status.text
    assert text.endswith("Player 2 has left the game: waiting for them to come back…"), text


def test_eight_minute_bid_and_board_name_the_person_elsewhere(
    make_app: Callable[..., App],
) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, "eight-minute")
    match = lobby.network
    assert isinstance(match, NetMatch)
    hosted = embedded.current()
    assert hosted is not None
    join_game(guest_app, hosted.address, match.code, 1)
    lobby.go_to_table()
    # two players: the neutral armies first, then the secret bids
    _play_until(
        [host_app, guest_app],
        lambda: match.pending is not None and match.pending.kind == "bid",
        skip=("bid",),
    )
    frames([host_app], lambda: isinstance(host_app.manager.top, AuctionScene))
    auction = host_app.manager.top
    assert isinstance(auction, AuctionScene)
    auction.session.submit(auction.bid_command(0, 0))  # the host bids; the guest has not
    frames([host_app], lambda: auction.bidder is None)
    text = auction.info_text()
    assert text == "Waiting for the other players' bids…", text
    # on to the board, until the game waits for the guest
    _play_until(
        [host_app, guest_app],
        lambda: (
            match.pending is not None
            and match.pending.kind == "take_card"
            and match.pending.players == (1,)
        ),
    )
    board = next(s for s in host_app.manager.stack if isinstance(s, AreaBoardScene))
    frames([host_app], lambda: board.prompt.text == "Player 2 is playing on another computer…")
    guest = network_match(guest_app)
    assert guest is not None
    guest.close()
    frames([host_app], lambda: not match.connected[1])
    host_app.step(1 / 60, events=[])
    assert board.prompt.text == "Player 2 has left the game: waiting for them to come back…"


def test_the_kept_seat_is_dated_by_each_move_and_the_menu_reads_it_on_leaving(
    make_app: Callable[..., App],
) -> None:
    """Closing the window after a move leaves the seat dated by that move (Continue offers the
    game played last), and the main menu reached by leaving the table shows the time the seat
    was kept on leaving, not the one before."""
    app = make_app()
    app.start(MenuScene(app))
    lobby = host_game(app, "eight-minute")  # its first decision is the host's (neutral armies)
    match = lobby.network
    assert isinstance(match, NetMatch)
    lobby.go_to_table()
    kept = last_played()
    assert kept is not None
    before = kept.played
    time.sleep(0.05)
    steps = len(match.steps)
    _play_until([app], lambda: any(s.actor == 0 for s in match.steps[steps:]))
    frames([app], lambda: (last_played() or kept).played > before)
    app.manager.pop_to(MenuScene)
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    frames([app], lambda: not app.frame_hooks)  # the table's poller has gone, the seat kept
    latest = last_played()
    assert latest is not None and menu.network_continue is not None
    assert menu.network_continue.played == latest.played
