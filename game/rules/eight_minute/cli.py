"""Command-line options and the text score table of Eight-Minute Empire."""

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
    "goods-tokens": "goods_tokens",
    "long-game": "long_game",
    "die-tiebreak": "die_tiebreak",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--side", choices=("A", "B"), default="A", help="board side")
    add_variant_arguments(parser, VARIANTS)
    add_youngest_argument(parser)


def options_from_args(args: argparse.Namespace) -> dict[str, Any]:
    chosen = set(getattr(args, "variant", None) or [])
    return {
        "players": args.players,
        "side": getattr(args, "side", "A"),
        "variants": {field: name in chosen for name, field in VARIANTS.items()},
        "youngest": getattr(args, "youngest", 0),
    }


def _table(players: list[dict[str, Any]], goods: list[str]) -> list[str]:
    headers = [
        "player",
        "regions",
        "continents",
        *goods,
        "wilds",
        "total",
        "coins",
        "armies",
        "cities",
    ]
    rows = []
    for p in players:
        rows.append(
            [
                p["name"],
                str(p["regions"]),
                str(p["continents"]),
                *(str(p["goods"][g]) for g in goods),
                ",".join(p["wilds"]) or "-",
                str(p["total"]),
                str(p["coins"]),
                str(p["armies_on_board"]),
                str(p["cities"]),
            ]
        )
    return text_table(headers, rows)


def render_report(report: dict[str, Any]) -> str:
    variants = ", ".join(report.get("variants") or []) or "none"
    lines = [
        f"Eight-Minute Empire - side {report['side']} ({report['board']}), "
        f"{report['player_count']} players, variants: {variants}",
    ]
    if "seed" in report:
        lines[0] += f", seed {report['seed']}"
    if "bots" in report:
        lines.append("bots: " + ", ".join(report["bots"]))
    long_game = report.get("long_game")
    if long_game:
        lines.append(f"game {report['game_number']} of the long game:")
    lines += _table(report["players"], report["goods"])
    if long_game:
        if "game_winners" in report:
            lines.append("winner of this game: " + ", ".join(report["game_winners"]))
        for g in long_game["games"]:
            lines.append(
                f"game {g['game_number']} totals: " + ", ".join(str(t) for t in g["totals"])
            )
        lines.append(
            "running totals: "
            + ", ".join(f"{k} {v}" for k, v in long_game["running_totals"].items())
        )
    if not report.get("finished", True):
        lines.append("(the game is not over: scores so far)")
    lines.append("winner: " + " & ".join(report["winners"]))
    return "\n".join(lines)
