"""The version players see: pyproject.toml's, read from the installed package's metadata."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

DISTRIBUTION = "empires"


@cache
def version() -> str:
    """The `Version:` line of the package's METADATA (the bundle carries a copy).

    The file is looked up on sys.path directly: `importlib.metadata` drags in the email
    and zip packages, a sixth of the bundle's start-up, for one line of text."""
    for entry in sys.path:
        for meta in Path(entry or ".").glob(f"{DISTRIBUTION}-*.dist-info/METADATA"):
            for line in meta.read_text(encoding="utf-8").splitlines():
                if line.startswith("Version:"):
                    return line.partition(":")[2].strip()
    from importlib import metadata  # metadata stored some other way (a zip, an egg)

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # a bare copy of the sources
        return "0+unknown"
