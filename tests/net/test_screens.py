"""Host and join through the screens, two apps in one process over 127.0.0.1: the host's New
game screen starts the game on the embedded server, the other app joins with the address and
code, and both tables play turns of each game (every command decided by the server). Then Load
lists the network game and reopens it, and the host hands an absent seat to a computer."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from random import Random

import pytest

from game.app import App
from game.net import embedded, keys
from game.net.remote import NetMatch
from game.scenes.net.games import NetGamesScene
from game.scenes.net.host import HostScene
from game.scenes.net.join import JoinScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.table import shows
from tests.scenes.conftest import make_app

__all__ = ["make_app"]

BOUND = 60.0  # seconds any one wait may take


@pytest.fixture(autouse=True)
def _server() -> Iterator[None]:
    yield
    embedded.stop()


def frames(apps: list[App], done: Callable[[], bool], bound: float = BOUND) -> None:
    end = time.monotonic() + bound
    while time.monotonic() < end:
        for app in apps:
            app.step(1 / 60, events=[])
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("the screens did not get there in time")


def network_match(app: App) -> NetMatch | None:
    for scene in reversed(app.manager.stack):
        session = getattr(scene, "session", None)
        match = getattr(session, "network", None) or getattr(scene, "network", None)
        if isinstance(match, NetMatch):
            return match
    return None


def host_game(app: App, game: str) -> LobbyScene:
    host = HostScene(app, port=0)
    app.manager.push(host)
    host.port.text = "0"
    host.choose(game)
    new_game = app.manager.top
    assert new_game.network_start is not None  # type: ignore[attr-defined]
    for seat in new_game.seats[:2]:  # type: ignore[attr-defined]
        seat.kind = "human"
    while len(new_game.seats) > 2:  # type: ignore[attr-defined]
        new_game.remove_seat()  # type: ignore[attr-defined]
    new_game.start()  # type: ignore[attr-defined]
    frames([app], lambda: isinstance(app.manager.top, LobbyScene))
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    return lobby


def join_game(app: App, address: str, code: str, seat: int) -> None:
    join = JoinScene(app, address, code)
    app.manager.push(join)
    join.look_up()
    frames([app], lambda: join.lobby is not None)
    assert join.lobby is not None and join.lobby.seats[seat] == "open"
    join.take(seat)
    frames([app], lambda: network_match(app) is not None and network_match(app).state is not None)  # type: ignore[union-attr]


def play_turns(apps: list[App], turns: int, rng: Random) -> int:
    """Each app plays its seat's decisions through its table's session, as a click would."""
    played = 0
    end = time.monotonic() + BOUND * 2
    asked: dict[int, int] = {}
    while played < turns and time.monotonic() < end:
        for app in apps:
            if played >= turns:  # both apps may play within one pass: never past the count
                break
            app.step(1 / 60, events=[])
            board = next(s for s in app.manager.stack if getattr(s, "session", None) is not None)
            session = board.session
            match = session.match
            seat = session.acting_human()
            feed = match.feed_for(seat) if seat is not None else None
            if feed is None or feed.update is None or asked.get(id(app)) == feed.update.step:
                continue
            legal = match.legal_commands(seat)
            if not legal:
                continue
            asked[id(app)] = feed.update.step
            session.submit(rng.choice(legal))
            played += 1
        time.sleep(0.005)
    return played


GAMES = ["eight-minute", "legends", "settlers"]


@pytest.mark.parametrize("game", GAMES)
def test_host_and_join_through_the_screens_and_play(
    make_app: Callable[..., App], game: str
) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, game)
    match = lobby.network
    code = match.code  # type: ignore[attr-defined]
    hosted = embedded.current()
    assert hosted is not None and hosted.bind == "127.0.0.1"
    # the lobby shows the address and the code to tell the others
    assert any(code in getattr(w, "text", "") for w in lobby.widgets)
    join_game(guest_app, hosted.address, code, 1)
    lobby.go_to_table()
    frames([host_app, guest_app], lambda: "taken" in match.labels[1] and all(match.connected))
    board = host_app.manager.top
    assert board is not None and shows(board, match)
    assert board.session.humans == [0]  # type: ignore[attr-defined]
    played = play_turns([host_app, guest_app], 12, Random(7))
    assert played == 12
    guest = network_match(guest_app)
    assert guest is not None
    # (a secret bid sent when the other's bid already moved the game on is chosen again)
    frames([host_app, guest_app], lambda: len(guest.steps) == len(match.steps) > 8)
    # both tables follow the same game; each sees only its seat's view
    assert [s.actor for s in guest.steps] == [s.actor for s in match.steps]
    # the game log describes the network game on both screens
    from game import gamelog

    assert gamelog.describe(match, ["A", "B"], 0)  # type: ignore[arg-type]


def test_load_lists_the_network_game_and_reopens_it(make_app: Callable[..., App]) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, "eight-minute")
    match = lobby.network
    assert embedded.current() is not None
    join_game(guest_app, embedded.current().address, match.code, 1)  # type: ignore[union-attr, attr-defined]
    key = guest_app_key = keys.known()[-1]
    assert key.seat == 1 and key.game == "eight-minute"
    # the guest closes the game: its table goes, the seat is kept in its data folder
    from game.scenes.menu import MenuScene

    guest_app.manager.reset(MenuScene(guest_app))
    frames([host_app, guest_app], lambda: match.connected[1:] == [False])
    games = NetGamesScene(guest_app)
    guest_app.manager.push(games)
    frames([guest_app], lambda: games.found is not None)
    assert games.found is not None
    found = {(k.game_id, k.seat): s for k, s in games.found}
    status = found[(guest_app_key.game_id, 1)]
    assert status is not None and not status.over
    row_text = [r.detail for r in games.list.rows]
    assert any("Your turn" in t or "Waiting for seat" in t for t in row_text)
    games.open(guest_app_key)
    frames(
        [host_app, guest_app], lambda: network_match(guest_app) is not None and match.connected[1]
    )
    assert network_match(guest_app).state is not None  # type: ignore[union-attr]


def test_host_hands_an_absent_seat_to_a_computer_and_takes_it_back(
    make_app: Callable[..., App],
) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, "eight-minute")
    match = lobby.network
    join_game(guest_app, embedded.current().address, match.code, 1)  # type: ignore[union-attr, attr-defined]
    from game.scenes.menu import MenuScene

    guest_app.manager.reset(MenuScene(guest_app))  # the guest leaves
    frames([host_app, guest_app], lambda: match.labels[1] == "taken" and not match.connected[1])
    lobby.build()
    assert 1 in lobby.actions  # "Hand to a computer" for the absent seat
    lobby.actions[1].on_click()  # type: ignore[misc]
    frames([host_app], lambda: match.labels[1] == "easy")
    # the computer plays the seat on the server: the game goes on without the guest
    lobby.go_to_table()
    before = len([s for s in match.steps if s.actor == 1])
    played = play_turns([host_app], 6, Random(3))
    assert played == 6
    frames([host_app], lambda: len([s for s in match.steps if s.actor == 1]) > before)
    lobby = LobbyScene(host_app, match)
    host_app.manager.push(lobby)
    assert 1 in lobby.actions  # "Take it back"
    lobby.actions[1].on_click()  # type: ignore[misc]
    frames([host_app], lambda: match.labels[1] == "taken")


@pytest.mark.parametrize("game", ["eight-minute", "settlers"])
def test_a_friend_plays_a_seat_on_the_hosts_screen(make_app: Callable[..., App], game: str) -> None:
    """Play here: the host's screen holds two seats; the table shows the one that acts, each
    seat's own view (never the other's hand), and both play through the same board."""
    app = make_app()
    lobby = host_game(app, game)
    match = lobby.network
    lobby.play_here(1)
    frames([app], lambda: match.seats_here == [0, 1])
    lobby.go_to_table()
    board = next(s for s in app.manager.stack if getattr(s, "session", None) is not None)
    assert board.session.humans == [0, 1]  # type: ignore[attr-defined]
    assert play_turns([app], 8, Random(5)) == 8
    feeds = {f.seat: f for f in match.feeds}
    frames([app], lambda: feeds[0].update.step == feeds[1].update.step)  # type: ignore[union-attr]
    if game == "settlers":  # each seat was sent its own hand only
        own = feeds[1].state.players[1].hand
        seen_by_0 = feeds[0].state.players[1].hand
        assert own and len(own) == len(seen_by_0) and own != seen_by_0
