"""The one way to reach the files the game reads at run time.

Every such file is found through `importlib.resources`, anchored on the `game` package, so the
same code works from a source checkout, an installed wheel and the PyInstaller bundle:

- **package data** (card, board and table JSON under `game/`) sits beside the modules that
  read it in all three forms;
- **`assets/` and `locale/`** sit beside the package in a checkout and inside it (as
  `game/assets`, `game/locale`) in a wheel and in the bundle.

`bundle_data()` lists that same set for the PyInstaller spec, so what the game reads and what
the bundle carries are one list.
"""

from __future__ import annotations

import atexit
import contextlib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

PACKAGE = "game"
# Folders of run-time files that live outside the package in a checkout.
TOP_LEVEL = ("assets", "locale")
# Package files that are not code but are read at run time; folders travel whole, so a new
# file dropped into one needs no spec change.
PACKAGE_DATA = (
    "rules/eight_minute/data",
    "rules/legends/data",
    "rules/settlers/data",
    "rules/settlers/tables.json",
)

_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


def _on_disk(item: Traversable) -> Path:
    """A real path for `item`: pygame, pytmx and Babel open files by name. The three supported
    forms keep files on disk already; anything else (a zip import) is extracted once."""
    if isinstance(item, Path):
        return item
    return _extracted.enter_context(resources.as_file(item))


def package_root() -> Path:
    """The `game` package folder."""
    return _on_disk(resources.files(PACKAGE))


def _top_level(name: str) -> Path:
    inside = package_root() / name
    if inside.is_dir():  # wheel or bundle
        return inside
    return package_root().parent / name  # source checkout


def package_file(package: str, *parts: str) -> Path:
    """A data file shipped inside a package, e.g. `package_file(__package__, "data", "x.json")`."""
    item: Traversable = resources.files(package)
    for part in parts:
        item = item / part
    return _on_disk(item)


def root() -> Path:
    """The folder that holds `assets/` and `locale/`."""
    return _top_level("assets").parent


def assets() -> Path:
    return _top_level("assets")


def maps() -> Path:
    return assets() / "maps"


def tutorials() -> Path:
    """The guided first games, one JSON file each (`game.tutorials.schema`)."""
    return assets() / "tutorials"


def locale() -> Path:
    return _top_level("locale")


def served_folders() -> Iterator[Path]:
    """Every folder or file this module hands out, as found now (for the bundle's tests)."""
    for name in TOP_LEVEL:
        yield _top_level(name)
    for rel in PACKAGE_DATA:
        yield package_root().joinpath(*rel.split("/"))


def bundle_data(checkout: Path) -> list[tuple[str, str]]:
    """(source, destination folder) pairs for PyInstaller's `datas`, from a source checkout:
    the bundle's layout is the wheel's (`game/assets`, `game/locale`, package data in place)."""
    pairs = [(str(checkout / name), f"{PACKAGE}/{name}") for name in TOP_LEVEL]
    for rel in PACKAGE_DATA:
        source = checkout / PACKAGE / rel
        if source.is_dir():
            pairs.append((str(source), f"{PACKAGE}/{rel}"))
        else:
            pairs.append((str(source), f"{PACKAGE}/{rel.rpartition('/')[0]}"))
    return pairs
