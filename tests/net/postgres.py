"""A throw-away PostgreSQL server for the store's test: from `EMPIRES_TEST_POSTGRES` (a URL) if
set, else started here from the distribution's binaries in a temporary folder, listening on
127.0.0.1 only, run as the `postgres` user when the tests run as root. When none can be had the
test is skipped with the reason, never silently."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path


class NoPostgres(Exception):
    pass


def _binary(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)
    if found:
        return found[0]
    path = shutil.which(name)
    if path is None:
        raise NoPostgres(
            f"PostgreSQL's {name} is not installed (apt-get install -y postgresql; .ci/run does it)"
        )
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def postgres_url() -> Iterator[str]:
    given = os.environ.get("EMPIRES_TEST_POSTGRES")
    if given:
        yield given
        return
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    user: str | None = None
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        try:
            pwd.getpwnam("postgres")
        except KeyError as exc:
            raise NoPostgres(
                "running as root and there is no `postgres` user to run the server"
            ) from exc
        user = "postgres"
    folder = Path(tempfile.mkdtemp(prefix="empires-pg-"))
    if user is not None:
        entry = pwd.getpwnam(user)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    data = folder / "data"
    port = _free_port()
    run = {"user": user, "capture_output": True, "timeout": 120, "cwd": folder}
    made = subprocess.run(
        [initdb, "-D", str(data), "-U", "empires", "--auth=trust", "-E", "UTF8"], **run
    )
    if made.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise NoPostgres(f"initdb failed: {made.stderr.decode(errors='replace')[-300:]}")
    options = f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={folder} -c fsync=off"
    started = subprocess.run(
        [
            pg_ctl,
            "-D",
            str(data),
            "-o",
            options,
            "-l",
            str(folder / "log"),
            "-w",
            "-t",
            "60",
            "start",
        ],
        **run,
    )
    if started.returncode != 0:
        log = (
            (folder / "log").read_text(errors="replace")[-300:] if (folder / "log").exists() else ""
        )
        shutil.rmtree(folder, ignore_errors=True)
        raise NoPostgres(
            f"PostgreSQL did not start: {started.stderr.decode(errors='replace')[-200:]} {log}"
        )
    try:
        base = f"postgresql+pg8000://empires@127.0.0.1:{port}"
        import sqlalchemy as sa

        engine = sa.create_engine(f"{base}/postgres", isolation_level="AUTOCOMMIT")
        for _ in range(50):
            try:
                with engine.connect() as db:
                    db.execute(sa.text("CREATE DATABASE empires_test"))
                break
            except Exception:
                time.sleep(0.1)
        engine.dispose()
        yield f"{base}/empires_test"
    finally:
        subprocess.run([pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"], **run)
        shutil.rmtree(folder, ignore_errors=True)
