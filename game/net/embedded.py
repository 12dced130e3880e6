"""The server a player hosts from inside the game: the same `GameServer` as `empires serve`,
on the background network loop, its games kept in the host's data folder (so a host who
closes the game and opens it again takes every game up where it was)."""

from __future__ import annotations

import contextlib
import ipaddress
import socket
from collections.abc import Callable
from dataclasses import dataclass

from game.engine.messages import N_
from game.net.client import ClientError
from game.net.link import wait

STORE_NAME = "hosted_games.db"
# Where a host may listen: this computer only, or every network it is on (friends on the same
# home network). The address shown to the others is the one they can type.
LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


@dataclass
class Hosted:
    server: object  # game.net.server.GameServer (imported when hosting starts)
    bind: str
    port: int

    @property
    def url(self) -> str:
        return f"ws://{_local_host(self.bind)}:{self.port}"

    @property
    def address(self) -> str:
        """What the others type on their Join screen."""
        return f"{shown_host(self.bind)}:{self.port}"

    @property
    def only_here(self) -> bool:
        """Whether only this computer can join: listening on loopback, or on every network
        while this computer has no network address."""
        return ipaddress.ip_address(shown_host(self.bind).strip("[]")).is_loopback


_hosted: Hosted | None = None


def _local_host(bind: str) -> str:
    if bind in (EVERYWHERE, "", "::"):
        return LOOPBACK
    return f"[{bind}]" if ":" in bind else bind


# A private address no network uses for a host: a UDP socket "connected" to it makes the
# system choose the interface it would route through, and sends nothing.
ROUTE_PROBE = ("10.254.254.254", 9)


def address_candidates() -> list[str]:
    """This computer's IPv4 addresses as the system knows them: the one it would reach a
    private network from (a UDP `connect` sends no packet), then its name's addresses."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(ROUTE_PROBE)  # no packet leaves: UDP connect only picks a route
        found.append(str(probe.getsockname()[0]))
    with contextlib.suppress(OSError, UnicodeError):
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    return found


def lan_address(candidates: Callable[[], list[str]] = address_candidates) -> str | None:
    """The address others on the network reach this computer at: a private (home or office
    network) IPv4 address first, then any other that is not loopback; None when it has none
    (`gethostbyname` alone often answers 127.0.1.1, which nobody else can reach)."""
    usable: list[ipaddress.IPv4Address] = []
    for text in candidates():
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_link_local:
            continue
        if address.is_multicast or address in usable:
            continue
        usable.append(address)
    usable.sort(key=lambda a: not a.is_private)  # stable: the system's own choice first
    return str(usable[0]) if usable else None


def shown_host(bind: str, candidates: Callable[[], list[str]] = address_candidates) -> str:
    """The address others reach this computer at: its network address when listening on
    every network (loopback when it has none: see `only_here`), else the address chosen."""
    if bind not in (EVERYWHERE, "", "::"):
        return f"[{bind}]" if ":" in bind else bind
    return lan_address(candidates) or LOOPBACK


def current() -> Hosted | None:
    return _hosted


def host(bind: str = LOOPBACK, port: int = 0) -> Hosted:
    """Start the embedded server (once: a second call with the same address returns it)."""
    global _hosted
    if _hosted is not None and _hosted.bind == bind and (port in (0, _hosted.port)):
        return _hosted
    stop()
    from game.net.server import GameServer
    from game.net.store import Store
    from game.settings import data_dir

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    store = Store(f"sqlite:///{folder / STORE_NAME}")
    server = GameServer(store)
    try:
        bound = wait(server.start(bind, port))
    except OSError as exc:
        raise ClientError(
            N_("Cannot listen on {address}: {why}"), address=f"{bind}:{port}", why=exc.strerror
        ) from exc
    wait(server.resume_all(), 60.0)
    _hosted = Hosted(server, bind, bound)
    return _hosted


def stop() -> None:
    global _hosted
    if _hosted is None:
        return
    from game.net.server import GameServer

    server = _hosted.server
    assert isinstance(server, GameServer)
    _hosted = None
    wait(server.stop(), 10.0)


HOSTING_FILE = "hosting.json"


def remember_hosting(hosted: Hosted) -> None:
    """Where this player last hosted: reopening one of those games starts the server again."""
    import json

    from game.engine.savefile import write_atomically
    from game.settings import data_dir

    write_atomically(
        data_dir() / HOSTING_FILE, json.dumps({"bind": hosted.bind, "port": hosted.port})
    )


def last_hosting() -> tuple[str, int] | None:
    """Where this player last hosted (address listened on, port); None if never or unreadable."""
    import json

    from game.engine import bounded
    from game.settings import data_dir

    try:
        data = json.loads(bounded.read_bytes(data_dir() / HOSTING_FILE, 4096).decode("utf-8"))
        bind, port = str(data["bind"]), int(data["port"])
    except (bounded.FileRefused, ValueError, KeyError, TypeError, UnicodeDecodeError):
        return None
    if bind not in (LOOPBACK, EVERYWHERE, "::1") or not 0 < port < 65536:
        return None
    return bind, port


def host_again(port: int | None = None) -> Hosted | None:
    """Start the server this player last hosted on (its games are in the data folder), once;
    on `port` when given (where a kept seat reached its game), else on the port last used.
    None when this player never hosted; ClientError when it cannot listen now, so that a
    player reopening a game is told why instead of reaching whatever else answers there."""
    if _hosted is not None:
        return _hosted
    last = last_hosting()
    if last is None:
        return None
    bind, last_port = last
    try:
        return host(bind, port or last_port)
    except OSError as exc:
        raise ClientError(
            N_("Cannot listen on {address}: {why}"),
            address=f"{bind}:{port or last_port}",
            why=exc.strerror,
        ) from exc
