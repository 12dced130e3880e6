"""`empires log SAVE [--lang LANG] [--seat N]`: a saved game's log as text, one line per event."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("log", help="print a save's game log, one line per event")
    parser.add_argument("file", type=Path)
    parser.add_argument("--lang", default=None, help="en, fr, es or ru (default: the system's)")
    parser.add_argument("--seat", type=int, default=None, help="only what seat N (1, 2, ...) saw")


def main(args: argparse.Namespace) -> int:
    from game import cli_checks as checks
    from game import gamelog
    from game.engine.errors import EngineError
    from game.rules import registry

    checks.language(args.lang)
    try:
        match, save = registry.load_match(args.file)
    except EngineError as exc:
        checks.complain(exc.message)
        return checks.REFUSED
    viewer = checks.seat_number(args.seat, match.rules.player_count)
    # Names come from the file: `say` cleans every line of escape sequences and overrides.
    names = gamelog.seat_names(match, save.meta)
    for text in gamelog.text_lines(gamelog.describe(match, names, viewer), names):
        checks.say(text)
    return 0
