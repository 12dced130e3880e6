"""The command line: the window by default, plus selfplay, replay and screenshot."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from random import SystemRandom
from types import ModuleType
from typing import Any

from game import cli_checks as checks
from game.engine.bounded import printable_tree
from game.engine.errors import EngineError
from game.engine.messages import N_, Message
from game.version import version


def _add_selfplay(sub: argparse._SubParsersAction) -> None:
    from game.rules import registry

    parser = sub.add_parser("selfplay", help="play a whole game with computer players, headless")
    games = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for game_id in registry.GAMES:
        try:
            module = registry.game_module(game_id)
            cli = module.cli
        except (ImportError, AttributeError):
            continue
        gp = games.add_parser(game_id, help=f"self-play {game_id}")
        gp.add_argument("--players", type=int, default=cli.DEFAULT_PLAYERS)
        gp.add_argument(
            "--bots",
            help="comma-separated levels, one per seat or one for all: easy, normal, hard "
            "(or random; greedy and lookahead are old names of easy and hard)",
        )
        gp.add_argument(
            "--think",
            type=float,
            default=None,
            metavar="SECONDS",
            help="seconds a normal or hard bot may think per decision (default: the level's; "
            "0: no time limit, the playout budget alone, reproducible anywhere)",
        )
        gp.add_argument("--seed", type=int, default=None)
        gp.add_argument("--save", type=Path, default=None, help="write the game's save file here")
        gp.add_argument("--json", action="store_true", help="print one JSON document")
        cli.add_arguments(gp)


def _selfplay(args: argparse.Namespace) -> int:
    from game.rules import registry
    from game.selfplay import selfplay

    # Everything is checked before the first move: a refusal after the game would lose it.
    module = registry.game_module(args.game)
    seed = checks.seed_value(args.seed)
    think = checks.think_seconds(args.think)
    rules = checks.rules_for(module.RULES, module.cli.options_from_args(args))
    bots = checks.bot_names(args.bots, rules.player_count)
    checks.save_target(args.save)
    if seed is None:
        seed = SystemRandom().randrange(2**31)
    match = selfplay(rules, bots, seed, None, think)
    report = rules.report(match.state)
    report["seed"] = seed
    report["bots"] = bots
    written = _write_selfplay_save(match, args.save, bots)
    _print_report(module, report, args.json)  # the game's outcome is shown even so
    if written is not None:
        checks.complain(written)
        return checks.REFUSED
    return 0


def _write_selfplay_save(match: Any, path: Path | None, bots: list[str]) -> Message | None:
    """Write the game's save; why not, when the disk filled up or the folder went away while
    the game was played (the folder was checked before the first move)."""
    from game.engine import savefile

    if path is None:
        return None
    try:
        savefile.save_match(match, path, {"bots": bots})
    except OSError as exc:
        return Message(
            N_("The file {name} cannot be written: {reason}."),
            {"name": str(path), "reason": exc.strerror or type(exc).__name__},
        )
    return None


def _print_report(module: ModuleType, report: dict[str, Any], as_json: bool) -> None:
    from game.selfplay import dump_report

    report = printable_tree(report)
    checks.say(dump_report(report) if as_json else module.cli.render_report(report))


def _replay(args: argparse.Namespace) -> int:
    from game.rules import registry

    # The same translated reason the window shows, in the operating system's language.
    checks.language(None)
    try:
        match, save = registry.load_match(args.file)
    except EngineError as exc:
        checks.complain(exc.message)
        return checks.REFUSED
    module = registry.game_module(save.game)
    report = match.rules.report(match.state)
    report["seed"] = save.seed
    if "bots" in save.meta:
        bots = save.meta["bots"]
        if isinstance(bots, list) and all(isinstance(b, str) for b in bots):
            report["bots"] = bots
        else:  # the meta is the window's notes, not the game: left out, the game replays
            checks.complain(N_("The save's list of computer players is damaged; it is left out."))
    _print_report(module, report, args.json)
    return 0


def _check(args: argparse.Namespace) -> int:
    from game.check import run_check
    from game.i18n import LANGUAGES, language_code
    from game.scenes.registry import GAMES
    from game.screenshot import parse_size

    if not set(args.game or ()) <= set(GAMES):
        raise checks.UsageError(N_("--game must be one of {known}."), known=", ".join(GAMES))
    langs = list(LANGUAGES) if args.lang == "all" else [language_code(args.lang) or args.lang]
    if not set(langs) <= set(LANGUAGES):
        raise checks.UsageError(
            N_("--lang must be one of {known}, or all."), known=", ".join(LANGUAGES)
        )
    return run_check(args.game, langs, parse_size(args.size))


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="empires", description=__doc__)
    parser.add_argument("--smoke", action="store_true", help="draw the menu once and exit")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command")
    if argv is None or argv[:1] == ["selfplay"]:
        _add_selfplay(sub)
    else:  # importing every game's rules costs a second: only self-play needs them up front
        sub.add_parser("selfplay", help="play a whole game with computer players, headless")
    rp = sub.add_parser("replay", help="re-fold a save file and print its score table")
    rp.add_argument("file", type=Path)
    rp.add_argument("--json", action="store_true")
    ck = sub.add_parser(
        "check", help="play every game through its screens, save, load, draw every screen"
    )
    ck.add_argument("--game", action="append", help="only this game (repeat for more)")
    ck.add_argument("--lang", default="en", help="screens' language, or 'all' for the four")
    ck.add_argument("--size", default="1280x720")
    sp = sub.add_parser("screenshot", help="draw a screen to a PNG, headless")
    sp.add_argument("--scene", required=True)
    sp.add_argument("--lang", default="en")
    sp.add_argument("--size", default="1280x720")
    sp.add_argument("--scale", default="1.0", help="text and widget scale, 0.85 to 1.5")
    sp.add_argument(
        "--check-layout",
        action="store_true",
        help="also check the layout: exit 1 and list any cut text or misplaced widget",
    )
    sp.add_argument("out", type=Path)
    if argv is not None and not any(a in ("-h", "--help") or not a.startswith("-") for a in argv):
        # Options alone (the window, --smoke, --version) choose none of the commands below:
        # their modules (the network's asyncio, the history's save models) cost a third of a
        # start, so they are registered only when a word on the line may name one of them.
        return parser
    from game.gamelog.cli import add_parser as add_log
    from game.net.cli import add_parser as add_serve

    add_log(sub)
    add_serve(sub)
    from game.history.cli import add_parsers as add_history

    add_history(sub)
    return parser


def run(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser(argv).parse_args(argv)
    checks.new_run()
    try:
        return _dispatch(args)
    except checks.UsageError as exc:
        checks.complain(exc.message)
        return checks.USAGE
    except BrokenPipeError:  # output piped into `head` and closed early: not an error
        sys.stderr.close()
        return 0


def _dispatch(args: argparse.Namespace) -> int:
    if args.version:
        print(f"empires {version()}")
        return 0
    if args.command == "selfplay":
        return _selfplay(args)
    if args.command == "replay":
        return _replay(args)
    if args.command == "check":
        return _check(args)
    if args.command == "screenshot":
        from game.i18n import language_code
        from game.screenshot import main as screenshot

        args.lang = language_code(args.lang) or args.lang  # ru_RU is ru; xx is refused there
        return screenshot(args)
    if args.command == "serve":
        from game.net.cli import main as serve

        return serve(args)
    if args.command in ("stats", "record"):
        from game.history import cli as history_cli

        return (
            history_cli.stats_main(args)
            if args.command == "stats"
            else history_cli.record_main(args)
        )
    if args.command == "log":
        from game.gamelog.cli import main as log

        return log(args)
    from game.app import main as app_main

    return app_main(smoke=args.smoke)
