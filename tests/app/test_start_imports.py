"""A start to the first menu frame loads none of what the menu does not use: pydantic (a third
of a start: saves and game options load it when first read), Babel (the `.po` files are read by
the game's own reader) and the network's asyncio. Checked in a fresh process by what it has
imported, not by timing it (speed targets live in benchmarks/bench_app.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, sys
from game.__main__ import main
main(["--smoke"])
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


def test_the_first_menu_frame_loads_no_pydantic_babel_or_asyncio(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "EMPIRES_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "pygame" in loaded  # the probe did draw the menu
    assert not loaded & {"pydantic", "pydantic_core", "babel", "asyncio"}
