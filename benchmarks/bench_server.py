"""Many concurrent network games on one server process, over loopback only.

The server runs as its own process (`python -m game serve` on 127.0.0.1, an SQLite store in a
temporary folder); this process drives every game with computer clients, one connection per
seat: the seat the game waits for sends a command (chosen at random among those the server
says it may send) every `--interval` seconds, as people do. Reported: how many games the one
process held, the command round trip (send to the update that shows it applied) at p50/p95,
the server's CPU share and its memory per game.

    uv run python benchmarks/bench_server.py [--games 500] [--interval 5] [--seconds 60]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.net import protocol as p  # noqa: E402
from game.net.client import ClientError, SeatClient, wait_for_server  # noqa: E402

MIX = [
    ("eight-minute", {"players": 2}),
    ("eight-minute", {"players": 3}),
    ("legends", {"players": 2}),
    ("settlers", {"players": 2}),
]
TARGET_GAMES = 500
TARGET_P95_MS = 50.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Game:
    def __init__(self, clients: list[SeatClient], rng: Random) -> None:
        self.clients = clients
        self.rng = rng
        self.times: list[float] = []
        self.over = False


async def _open_game(url: str, index: int) -> Game:
    game, options = MIX[index % len(MIX)]
    n = int(options["players"])
    host = SeatClient(url, keep=1)
    await host.open()
    welcome = await host.create(game, options, ["open"] * n, seed=index)
    clients = [host]
    for seat in range(1, n):
        client = SeatClient(url, keep=1)
        await client.open()
        await client.join(welcome.code, seat)
        clients.append(client)
    return Game(clients, Random(index))


CHANGED: dict[int, asyncio.Event] = {}


async def _listen(client: SeatClient, stop: float) -> None:
    """Keep each seat's latest update current (every seat receives every change)."""
    changed = CHANGED.setdefault(id(client), asyncio.Event())
    while time.monotonic() < stop:
        try:
            message = await client.receive(timeout=max(0.1, stop - time.monotonic()))
        except Exception:
            return
        if isinstance(message, p.Update):
            changed.set()


async def _play(game: Game, interval: float, stop: float) -> None:
    await asyncio.sleep(game.rng.uniform(0, interval))
    while time.monotonic() < stop and not game.over:
        mover = next((c for c in game.clients if c.my_turn), None)
        if mover is None:
            game.over = all(c.update is not None and c.update.pending is None for c in game.clients)
            await asyncio.sleep(interval)
            continue
        assert mover.update is not None
        step = mover.update.step
        changed = CHANGED.setdefault(id(mover), asyncio.Event())
        sent = time.perf_counter()
        await mover.play(game.rng.choice(mover.update.legal))
        for _ in range(100):  # until the listener sees the update that shows the step applied
            changed.clear()
            if mover.update.step > step or time.monotonic() > stop:
                break
            try:
                await asyncio.wait_for(changed.wait(), 5)
            except TimeoutError:
                break
        if mover.update.step > step:
            game.times.append(time.perf_counter() - sent)
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - sent)))


async def _drive(
    url: str, games: int, interval: float, seconds: float, pid: int
) -> dict[str, float]:
    base_rss = _rss_kb(pid)
    opened: list[Game] = []
    for start in range(0, games, 20):
        batch = range(start, min(games, start + 20))
        opened += await asyncio.gather(*(_open_game(url, i) for i in batch))
    rss_open = _rss_kb(pid)
    stop = time.monotonic() + seconds
    cpu0, wall0, own0 = _cpu_seconds(pid), time.monotonic(), time.process_time()
    listeners = [_listen(c, stop + 1) for g in opened for c in g.clients]
    players = [_play(g, interval, stop) for g in opened]
    await asyncio.gather(*players, *listeners)
    wall = time.monotonic() - wall0
    cpu = (_cpu_seconds(pid) - cpu0) / wall
    clients_cpu = (time.process_time() - own0) / wall
    rss_end = _rss_kb(pid)
    times = sorted(t for g in opened for t in g.times)
    q = statistics.quantiles(times, n=100) if len(times) >= 100 else [float("nan")] * 99
    for g in opened:
        for c in g.clients:
            await c.close()
    return {
        "games": len(opened),
        "commands": len(times),
        "p50_ms": q[49] * 1000,
        "p95_ms": q[94] * 1000,
        "p99_ms": q[98] * 1000,
        "server_cpu": cpu,
        "clients_cpu": clients_cpu,
        "kb_per_game_open": (rss_open - base_rss) / max(1, len(opened)),
        "kb_per_game_end": (rss_end - base_rss) / max(1, len(opened)),
        "server_rss_mb": rss_end / 1024,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=TARGET_GAMES)
    parser.add_argument("--interval", type=float, default=5.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args(argv if argv is not None else [])
    port = _free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "game",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--store",
                str(Path(folder) / "bench.db"),
            ],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            url = f"ws://127.0.0.1:{port}"
            asyncio.run(_wait(url))
            load = os.getloadavg()[0]
            figures = asyncio.run(_drive(url, args.games, args.interval, args.seconds, server.pid))
        finally:
            server.terminate()
            server.wait(20)
    ok = figures["games"] >= TARGET_GAMES and figures["p95_ms"] <= TARGET_P95_MS
    print(
        f"{figures['games']} games on one server process, a command every {args.interval:g} s "
        f"each, {figures['commands']} commands in {args.seconds:g} s"
    )
    print(
        f"round trip p50 {figures['p50_ms']:.1f} ms, p95 {figures['p95_ms']:.1f} ms "
        f"(target ≤ {TARGET_P95_MS:g} ms), p99 {figures['p99_ms']:.1f} ms"
    )
    print(
        f"server: {figures['server_cpu'] * 100:.0f} % of one core, {figures['server_rss_mb']:.0f} MB; "
        f"{figures['kb_per_game_open']:.0f} kB a game just opened, "
        f"{figures['kb_per_game_end']:.0f} kB after play"
    )
    print(f"clients (this process): {figures['clients_cpu'] * 100:.0f} % of one core")
    print(f"machine load average at the start: {load:.1f} on {os.cpu_count()} cores")
    print("target met" if ok else "target NOT met")


async def _wait(url: str) -> None:
    try:
        await wait_for_server(url, tries=400)
    except ClientError as exc:
        raise SystemExit("the server did not start") from exc


if __name__ == "__main__":
    main(sys.argv[1:])
