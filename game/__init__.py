"""Empires: Eight-Minute Empire, Eight-Minute Empire: Legends and Imperial Settlers."""

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "__version__":  # one version, pyproject.toml's (see game/version.py)
        from game.version import version

        return version()
    raise AttributeError(name)
