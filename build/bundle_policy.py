"""What the one-folder bundle leaves out, for build/pyinstaller.spec (and its tests).

The data the game reads comes from `game.paths.bundle_data`; this file only trims what
PyInstaller's hooks would otherwise carry along unused.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import Any

# Test and build tools, and standard modules nothing in the game uses. `_hashlib` is left out
# (hashlib falls back to its built-in digests). `ssl` stays: the network client (websockets)
# imports it at once, so Join would fail in the bundle without it (tests/net/test_bundle_ssl.py).
EXCLUDED_MODULES = [
    "tkinter",
    "pytest",
    "_pytest",
    "hypothesis",
    "ruff",
    "PyInstaller",
    "setuptools",
    "pkg_resources",
    "_hashlib",
    "readline",
    "pydoc",
    "doctest",
    "unittest",
]

# Babel's locale data: the game formats dates in its four languages; `root` is what every
# locale inherits from. The other ~1,080 locales are 31 MB.
BABEL_LOCALES = frozenset({"root", "en", "fr", "es", "ru"})


def _babel_locale(dest: str) -> str | None:
    """The locale a Babel data file belongs to, or None for any other file."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if path.parent.as_posix() == "babel/locale-data" and path.suffix == ".dat":
        return path.stem
    return None


def keep_data(datas: Iterable[Any]) -> list[Any]:
    """PyInstaller's data entries (dest, source, kind) without unused Babel locales."""
    kept = []
    for entry in datas:
        locale = _babel_locale(entry[0])
        if locale is None or locale in BABEL_LOCALES:
            kept.append(entry)
    return kept


def keep_binaries(binaries: Iterable[Any]) -> list[Any]:
    """The binaries as PyInstaller found them: OpenSSL is kept for `ssl` (the network client)."""
    return list(binaries)


def icon_file(checkout: Path) -> str | None:
    """The executable's icon in the platform's format (Linux executables carry none)."""
    icons = checkout / "assets" / "icons"
    if sys.platform.startswith("win"):
        return str(icons / "empires.ico")
    if sys.platform == "darwin":
        return str(icons / "empires.icns")
    return None
