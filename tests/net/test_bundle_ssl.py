"""The bundle keeps what Join needs: with every module the bundle policy leaves out made
unimportable (as in the bundle), the network client still imports and reaches a server over
127.0.0.1 (the websockets client imports `ssl` at once, even for ws://)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import importlib.abc, sys
BLOCKED = set(sys.argv[1].split(","))

class Bundle(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is not in the bundle")
        return None

sys.meta_path.insert(0, Bundle())
import game.scenes.net.join, game.scenes.net.host
from game.net import embedded
from game.net.client import wait_for_server
from game.net.link import wait
hosted = embedded.host("127.0.0.1", 0)
wait(wait_for_server(hosted.url, tries=100))
embedded.stop()
print("ssl" in sys.modules, "joined")
"""


def _policy() -> ModuleType:
    path = ROOT / "build" / "bundle_policy.py"
    spec = importlib.util.spec_from_file_location("bundle_policy", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_join_works_without_what_the_bundle_leaves_out(tmp_path: Path) -> None:
    policy = _policy()
    assert "ssl" not in policy.EXCLUDED_MODULES and "_ssl" not in policy.EXCLUDED_MODULES
    # the OpenSSL libraries `_ssl` loads are kept too
    assert policy.keep_binaries([("libssl.so.3", "/x", "BINARY")])
    env = {**os.environ, "EMPIRES_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, ",".join(policy.EXCLUDED_MODULES)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split()[-2:] == ["True", "joined"]
