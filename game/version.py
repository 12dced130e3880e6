"""The version players see, read from the installed package's metadata (pyproject.toml)."""

from __future__ import annotations

from functools import cache

DISTRIBUTION = "empires"


@cache
def version() -> str:
    """`pyproject.toml`'s version; the bundle carries the metadata it comes from."""
    from importlib import metadata  # imported when asked: it costs a noticeable part of a start

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # run from a bare copy of the sources
        return "0+unknown"
