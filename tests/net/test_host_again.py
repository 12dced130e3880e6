"""A host hosts again where they hosted last, so their earlier games' addresses stay valid; a
game they hosted is reopened on the port its seat reached it at, and when that port is taken by
another program the player is told so instead of reaching whatever answers there."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.app import App
from game.net import embedded
from game.net.client import ClientError
from game.net.link import DEFAULT_PORT
from game.scenes.net.games import _port
from game.scenes.net.host import HostScene
from tests.scenes.conftest import home, make_app

__all__ = ["home", "make_app"]


@pytest.fixture(autouse=True)
def _server() -> Iterator[None]:
    yield
    embedded.stop()


def _taken_port() -> tuple[socket.socket, int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(1)
    return sock, int(sock.getsockname()[1])


def test_the_host_screen_offers_the_port_hosted_on_last(make_app: Callable[..., App]) -> None:
    app = make_app()
    assert HostScene(app).port_text == str(DEFAULT_PORT)  # never hosted: the usual port
    embedded.remember_hosting(embedded.Hosted(object(), embedded.LOOPBACK, 18795))
    scene = HostScene(app)
    assert (scene.bind, scene.port_text) == (embedded.LOOPBACK, "18795")
    # a sample screen or a caller that says where keeps what it says
    assert HostScene(app, embedded.LOOPBACK, DEFAULT_PORT).port_text == str(DEFAULT_PORT)


def test_hosting_again_on_a_taken_port_says_so(home: Path) -> None:
    assert embedded.host_again() is None  # never hosted here: nothing to start
    sock, port = _taken_port()
    try:
        embedded.remember_hosting(embedded.Hosted(object(), embedded.LOOPBACK, port))
        with pytest.raises(ClientError) as refused:
            embedded.host_again()
        assert refused.value.reason == "Cannot listen on {address}: {why}"
        assert refused.value.params["address"] == f"127.0.0.1:{port}"
        assert embedded.current() is None
    finally:
        sock.close()


def test_a_kept_seat_starts_its_server_on_its_own_port(home: Path) -> None:
    sock, last = _taken_port()  # the port hosted on last is taken now...
    free, port = _taken_port()
    free.close()  # ... the kept seat's own port is free
    try:
        embedded.remember_hosting(embedded.Hosted(object(), embedded.LOOPBACK, last))
        hosted = embedded.host_again(_port(f"ws://127.0.0.1:{port}"))
        assert hosted is not None and hosted.port == port
    finally:
        sock.close()


def test_the_port_of_a_kept_address() -> None:
    assert _port("ws://127.0.0.1:18795") == 18795
    assert _port("ws://[::1]:8765/") == 8765
    assert _port("ws://127.0.0.1") is None
    assert _port("ws://127.0.0.1:99999") is None
