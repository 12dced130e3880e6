"""`python -m game` and the `empires` command."""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    from game.cli import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    # The Load screen reads long saves in a helper process: in the bundle, that process is
    # this executable again, and freeze_support runs its work instead of the game.
    multiprocessing.freeze_support()
    sys.exit(main())
