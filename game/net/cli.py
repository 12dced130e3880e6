"""`empires serve [--host H] [--port P] [--store URL]`: the dedicated server, headless.

It holds many games and keeps them in its store (an SQLite file in the data folder by
default, or PostgreSQL by URL); stopped and started again, it takes every game up where it was.
Also `--export GAME_ID FILE` writes a stored game as an ordinary save file for `empires replay`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

DEFAULT_PORT = 8765


def add_parser(sub: argparse._SubParsersAction) -> None:
    sp = sub.add_parser("serve", help="run a network game server, headless")
    sp.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    sp.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    sp.add_argument(
        "--store",
        default=None,
        metavar="URL",
        help="database: an SQLite file path, sqlite:///FILE or postgresql://user:pass@host/db "
        "(default: server.db in the data folder)",
    )
    sp.add_argument(
        "--export",
        nargs=2,
        metavar=("GAME_ID", "FILE"),
        help="write a stored game as a save file and exit",
    )


def main(args: argparse.Namespace) -> int:
    from game.engine.savefile import write_save
    from game.net.store import Store, store_url
    from game.settings import data_dir

    if not 0 <= args.port < 65536:
        print("empires: --port must be between 0 and 65535", file=sys.stderr)
        return 2
    url = store_url(args.store, data_dir() / "server.db")
    try:
        store = Store(url)
    except Exception as exc:  # a bad URL or an unreachable database: say which, do not trace
        print(f"empires: the store {args.store or url} cannot be opened: {exc}", file=sys.stderr)
        return 2
    if args.export:
        game_id, out = args.export
        stored = store.load(game_id)
        if stored is None:
            print(f"empires: no game {game_id} in the store", file=sys.stderr)
            return 2
        write_save(Path(out), stored.save)
        return 0
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    return asyncio.run(_serve(store, args.host, args.port))


async def _serve(store: object, host: str, port: int) -> int:
    from game.net.server import GameServer
    from game.net.store import Store

    assert isinstance(store, Store)
    # nobody hosts a game here: its players alone may hand an absent seat over, after the
    # delay chosen with the game
    server = GameServer(store, dedicated=True)
    try:
        bound = await server.start(host, port)
    except OSError as exc:
        print(f"empires: cannot listen on {host}:{port}: {exc.strerror}", file=sys.stderr)
        return 2
    resumed = await server.resume_all()
    print(f"empires: serving on ws://{host}:{bound} ({resumed} games taken up)", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Windows has no signal handlers in asyncio: Ctrl+C still ends asyncio.run there
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()
    return 0
