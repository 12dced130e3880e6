"""The main menu's Continue offers the network game played last (or the autosaved game, when it
was played after), says it is a network game, and reopening it takes the seat again; a finished
network game is not offered."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

from game.app import App
from game.net import embedded, keys
from game.net.client import SeatKey
from game.net.last_played import last_played
from game.scenes.continue_label import network_to_continue
from game.scenes.menu import MenuScene
from game.settings import autosave_path
from tests.net.test_screens import _server, frames, host_game, join_game, network_match
from tests.scenes.conftest import home, make_app

__all__ = ["_server", "home", "make_app"]


def _key(n: int) -> SeatKey:
    return SeatKey("ws://127.0.0.1:1", f"{n}" * 20, n, "t" * 43, "legends", "ABCDEF")


def test_continue_chooses_the_game_played_last(tmp_path: Path) -> None:
    path = tmp_path / keys.FILE_NAME
    keys.remember(_key(1), path)
    keys.remember(_key(2), path)
    latest = last_played(path)
    assert latest is not None and latest.game_id == _key(2).game_id
    keys.played(_key(1), path=path)  # looked at again: now the latest
    latest = last_played(path)
    assert latest is not None and latest.key() == _key(1)
    keys.played(_key(1), over=True, path=path)  # a finished game is not offered
    latest = last_played(path)
    assert latest is not None and latest.key() == _key(2)
    # a damaged or foreign file offers nothing
    raw = json.loads(path.read_text())
    raw["format"] = "something else"
    path.write_text(json.dumps(raw))
    assert last_played(path) is None
    path.write_bytes(b"\xff\xfe")
    assert last_played(path) is None


def test_the_autosave_wins_when_it_was_played_after(home: Path) -> None:
    keys.remember(_key(3))
    autosave = autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_text("{}")
    now = time.time()
    os.utime(autosave, (now - 3600, now - 3600))  # the local game was played an hour before
    found = network_to_continue(autosave)
    assert found is not None and found.game_id == _key(3).game_id
    os.utime(autosave, (now + 60, now + 60))  # ... or after
    assert network_to_continue(autosave) is None


def test_menu_continue_reopens_the_network_game_played_last(make_app: Callable[..., App]) -> None:
    host_app, guest_app = make_app(), make_app()
    lobby = host_game(host_app, "eight-minute")
    match = lobby.network
    hosted = embedded.current()
    assert hosted is not None
    join_game(guest_app, hosted.address, match.code, 1)  # type: ignore[attr-defined]
    assert not autosave_path().exists()
    # the guest closes the table and comes back to the main menu
    guest_app.manager.reset(MenuScene(guest_app))
    frames([host_app, guest_app], lambda: match.connected[1:] == [False])
    guest_app.step(1 / 60, events=[])
    menu = guest_app.manager.top
    assert isinstance(menu, MenuScene)
    menu.build()
    button = menu.buttons.get("continue")
    assert button is not None, "Continue is offered for the network game"
    assert "Eight-Minute Empire" in button.text and "Network game, seat 2" in button.tooltip
    button.on_click()  # type: ignore[misc]
    frames(
        [host_app, guest_app],
        lambda: (m := network_match(guest_app)) is not None and m.state is not None,
    )
    frames([host_app, guest_app], lambda: match.connected[1])
    guest = network_match(guest_app)
    assert guest is not None and guest.seats_here == [1]
    frames([host_app, guest_app], lambda: len(guest.steps) == len(match.steps))
