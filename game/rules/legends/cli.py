"""Command-line options and the text score table of Legends."""

from __future__ import annotations

import argparse
from typing import Any

from game.rules.area_control.cli_text import (
    add_variant_arguments,
    add_youngest_argument,
    text_table,
)

DEFAULT_PLAYERS = 3
VARIANTS = {
    "exploration": "exploration",
    "swamp": "swamp",
    "citadels": "citadels",
    "encounters": "encounters",
    "warlords": "warlords",
    "long-game": "long_game",
    "die-tiebreak": "die_tiebreak",
}


def _sides(text: str) -> list[str]:
    from game.rules.legends.layout import check_sides

    sides = [s.strip() for s in text.split(",") if s.strip()]
    if len(sides) != 4:
        raise argparse.ArgumentTypeError("--boards takes four sides, comma-separated")
    try:
        check_sides(sides)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc
    return sides


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--layout", choices=("t", "loop"), default="t", help="T (default) or loop")
    parser.add_argument(
        "--boards",
        type=_sides,
        default=None,
        metavar="SIDE,SIDE,SIDE,SIDE",
        help="board sides in slot order (T: centre,top,left,right; loop: nw,ne,se,sw); "
        "sides: hills|meadows, volcano|ice_islands, forest|citadel, desert|tall_islands",
    )
    add_variant_arguments(parser, VARIANTS)
    parser.add_argument("--start", default=None, help="start region id (if valid for the layout)")
    add_youngest_argument(parser)


def options_from_args(args: argparse.Namespace) -> dict[str, Any]:
    chosen = set(getattr(args, "variant", None) or [])
    options: dict[str, Any] = {
        "players": args.players,
        "layout": getattr(args, "layout", "t"),
        "boards": getattr(args, "boards", None),
        "start_region": getattr(args, "start", None),
        "youngest": getattr(args, "youngest", 0),
    }
    for name, field in VARIANTS.items():
        options[field] = name in chosen
    return options


COLUMNS = (
    ("player", "name"),
    ("regions", "regions"),
    ("islands", "islands"),
    ("citadels", "citadels"),
    ("abilities", "abilities"),
    ("elixirs", "elixirs"),
    ("elixir VP", "elixir_points"),
    ("tokens", "token_points"),
    ("warlord", "warlord_points"),
    ("total", "total"),
    ("coins", "coins"),
    ("armies", "armies_on_board"),
    ("cities", "cities"),
)


def _table(players: list[dict[str, Any]]) -> list[str]:
    headers = [h for h, _ in COLUMNS]
    rows = [[str(p[k]) for _, k in COLUMNS] for p in players]
    return text_table(headers, rows)


def render_report(report: dict[str, Any]) -> str:
    variants = ", ".join(report.get("variants") or []) or "none"
    layout = report.get("layout", {})
    boards = ", ".join(f"{b['position']}={b['side']}" for b in layout.get("boards", []))
    head = (
        f"Eight-Minute Empire: Legends - {layout.get('shape', '?').upper()} layout ({boards}), "
        f"{report['player_count']} players, variants: {variants}"
    )
    if "seed" in report:
        head += f", seed {report['seed']}"
    lines = [head]
    if "bots" in report:
        lines.append("bots: " + ", ".join(report["bots"]))
    lines.append(f"start region {layout.get('start')}, extra armies on {layout.get('extra')}")
    lines += _table(report.get("players", []))
    for p in report.get("players", []):
        extras = []
        if p.get("warlord"):
            extras.append(f"warlord {p['warlord']}")
        if p.get("tokens"):
            extras.append("tokens " + ", ".join(p["tokens"]))
        if extras:
            lines.append(f"{p['name']}: " + "; ".join(extras))
    if "long_game" in report:
        lg = report["long_game"]
        totals = ", ".join(f"{k} {v}" for k, v in lg["totals"].items())
        lines.append(f"long game: {lg['games_played']} games played; totals: {totals}")
    names = ", ".join(report.get("winners") or []) or "-"
    if report.get("finished", True):
        lines.append("winner: " + names)
    else:  # an unfinished game has no winner yet, only whoever leads
        lines += ["(the game is not over: scores so far)", "leading: " + names]
    return "\n".join(lines)
