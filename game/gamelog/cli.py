"""`empires log SAVE [--lang LANG] [--seat N]`: a saved game's log as text, one line per event."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("log", help="print a save's game log, one line per event")
    parser.add_argument("file", type=Path)
    parser.add_argument("--lang", default=None, help="en, fr, es or ru (default: the system's)")
    parser.add_argument("--seat", type=int, default=None, help="only what seat N (1, 2, ...) saw")


def main(args: argparse.Namespace) -> int:
    from game import gamelog, i18n
    from game.engine.errors import EngineError
    from game.rules import registry

    i18n.set_language(args.lang or i18n.detect_language())
    try:
        match, save = registry.load_match(args.file)
    except EngineError as exc:
        print(f"empires: {i18n.render(exc.message)}", file=sys.stderr)
        return 2
    names = gamelog.seat_names(match, save.meta)
    viewer = None if args.seat is None else args.seat - 1
    for text in gamelog.text_lines(gamelog.describe(match, names, viewer), names):
        print(text)
    return 0
