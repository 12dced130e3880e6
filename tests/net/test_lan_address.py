"""The address a host shows for "Computers on my network": a private network address when the
computer has one (never the 127.0.1.1 that a host name often resolves to), and plainly loopback,
said so, when it has none. The candidates are faked: nothing is sent anywhere."""

from __future__ import annotations

import socket

import pytest

from game.net import embedded


def fake(*addresses: str) -> object:
    return lambda: list(addresses)


def test_a_private_address_is_chosen_over_loopback_and_127_0_1_1() -> None:
    assert embedded.lan_address(fake("127.0.1.1", "192.168.1.20")) == "192.168.1.20"  # type: ignore[arg-type]
    assert embedded.lan_address(fake("127.0.0.1", "8.8.4.4", "10.0.0.7")) == "10.0.0.7"  # type: ignore[arg-type]
    # nothing private: a public address still reaches this computer
    assert embedded.lan_address(fake("203.0.113.9", "127.0.1.1")) == "203.0.113.9"  # type: ignore[arg-type]
    # link-local, unspecified, garbage and IPv6 text are never shown
    assert embedded.lan_address(fake("169.254.3.4", "0.0.0.0", "nonsense", "::1")) is None  # type: ignore[arg-type]


def test_with_no_network_the_host_shows_loopback_and_says_only_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert embedded.shown_host(embedded.EVERYWHERE, fake("127.0.1.1")) == "127.0.0.1"  # type: ignore[arg-type]
    assert embedded.shown_host(embedded.EVERYWHERE, fake("192.168.1.20")) == "192.168.1.20"  # type: ignore[arg-type]
    assert embedded.shown_host("::1") == "[::1]"
    monkeypatch.setattr(embedded, "address_candidates", lambda: ["127.0.1.1"])
    monkeypatch.setattr(
        embedded, "shown_host", lambda bind: "127.0.0.1" if bind == embedded.EVERYWHERE else bind
    )
    assert embedded.Hosted(object(), embedded.EVERYWHERE, 8765).only_here
    monkeypatch.setattr(embedded, "shown_host", lambda bind: "192.168.1.20")
    assert not embedded.Hosted(object(), embedded.EVERYWHERE, 8765).only_here


def test_the_route_probe_sends_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real chooser only `connect`s a UDP socket (which sends no packet): a socket that
    refuses any send proves it."""
    made: list[object] = []

    class NoSend(socket.socket):
        def send(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
            raise AssertionError("a packet was sent")

        def sendto(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
            raise AssertionError("a packet was sent")

        def connect(self, address: object) -> None:  # type: ignore[override]
            made.append(address)
            super().connect(("127.0.0.1", 9))  # kept on loopback in a test

    monkeypatch.setattr(embedded.socket, "socket", NoSend)
    found = embedded.address_candidates()
    assert made == [embedded.ROUTE_PROBE]
    assert found and found[0] == "127.0.0.1"
