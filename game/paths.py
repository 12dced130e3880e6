"""Where the bundled data lives, from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder that holds `assets/` and `locale/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:  # frozen one-folder build: data sits beside the executable's code
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def assets() -> Path:
    return root() / "assets"


def maps() -> Path:
    return assets() / "maps"


def locale() -> Path:
    return root() / "locale"
