"""Command-line options and the score table of `empires selfplay settlers` and `replay`."""

from __future__ import annotations

import argparse
from typing import Any

from game.engine.messages import N_

DEFAULT_PLAYERS = 2
VARIANTS = {
    "alt-lookout": "alt_lookout",
    "advanced-lookout": "advanced_lookout",
    "peaceful": "peaceful",
}
# Column titles of the table (msgids; the table itself is printed in English).
HEADERS = (
    N_("Seat"),
    N_("Faction"),
    N_("Play VP"),
    N_("Prod"),
    N_("Feat"),
    N_("Act"),
    N_("Common"),
    N_("Faction locations"),
    N_("Final"),
    N_("Tie goods"),
    N_("Hand"),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--factions",
        default="",
        help="comma-separated factions by seat: romans, barbarians, egyptians, japanese",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        choices=sorted(VARIANTS),
        help="a rules variant (repeatable)",
    )


def options_from_args(args: argparse.Namespace) -> dict[str, Any]:
    factions = [f.strip() for f in (getattr(args, "factions", "") or "").split(",") if f.strip()]
    options: dict[str, Any] = {"players": args.players, "factions": factions}
    for variant in getattr(args, "variant", []) or []:
        options[VARIANTS[variant]] = True
    return options


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def render_report(report: dict[str, Any]) -> str:
    rows = [list(HEADERS)]
    for p in report["players"]:
        loc = p["locations"]
        rows.append(
            [
                p["name"],
                p["faction"],
                str(p["play_vp"]),
                str(loc["production"]),
                str(loc["feature"]),
                str(loc["action"]),
                str(loc["common"]),
                str(loc["faction"]),
                str(p["final"]),
                str(p["tie_break_goods"]),
                str(p["hand_size"]),
            ]
        )
    out = ["Imperial Settlers", ""]
    variants = [name for name, key in VARIANTS.items() if report["variants"].get(key)]
    if variants:
        out.append("Variants: " + ", ".join(variants))
    if "seed" in report:
        out.append(f"Seed: {report['seed']}")
    if "bots" in report:
        out.append("Bots: " + ", ".join(report["bots"]))
    out += ["", _table(rows), ""]
    if not report["over"]:
        out.append(f"Game not finished (round {report['round']}).")
    elif "solo" in report:
        solo = report["solo"]
        verdict = "won" if solo["won"] else "lost"
        out.append(
            f"Solo: {solo['faction_locations']} faction locations against "
            f"{solo['collection']} cards in the virtual player's collection pile: {verdict}."
        )
        if solo["won"]:
            out.append(f"Score: {solo['score']} VP, title: {solo['title']}.")
    else:
        names = [report["players"][w]["name"] for w in report["winners"]]
        label = "Winner" if len(names) == 1 else "Shared victory"
        out.append(f"{label}: {', '.join(names)}")
    return "\n".join(out)
