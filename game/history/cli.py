"""`empires stats [--json]` and `empires record SAVE`: the history without the window."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.cli_checks import REFUSED, complain
from game.engine.bounded import printable
from game.engine.errors import EngineError
from game.engine.messages import N_, Message
from game.history.records import record_from_match
from game.history.stats import GAME_IDS, summary
from game.history.store import HistoryError, HistoryStore


def add_parsers(sub: argparse._SubParsersAction) -> None:
    st = sub.add_parser("stats", help="print the statistics of the games in your history")
    st.add_argument("--json", action="store_true", help="print one JSON document")
    st.add_argument("--history", type=Path, default=None, help=argparse.SUPPRESS)
    rc = sub.add_parser("record", help="add a finished game's save to your history")
    rc.add_argument("file", type=Path)
    rc.add_argument("--history", type=Path, default=None, help=argparse.SUPPRESS)


def _percent(tally: dict[str, Any]) -> str:
    return f"{tally['won']}/{tally['played']} ({100 * tally['win_rate']:.0f} %)"


def render_text(data: dict[str, Any]) -> str:
    lines = [f"{data['games']} games in the history"]
    for game in GAME_IDS:
        if data["by_game"].get(game):
            lines.append(f"  {game}: {data['by_game'][game]}")
    for name, games in data["profiles"].items():
        lines.append("")
        lines.append(printable(name))  # a name from the file: never a control character
        for game, s in games.items():
            average = "-" if s["average_score"] is None else f"{s['average_score']:.1f}"
            lines.append(
                f"  {game}: won {_percent(s)}, best {s['best_score']}, average {average}, "
                f"longest winning streak {s['longest_winning_streak']}"
            )
            for label, key in (
                ("against", "by_level"),
                ("players", "by_table_size"),
                ("faction", "by_faction"),
                ("solo", "solo_by_faction"),
            ):
                if s[key]:
                    parts = ", ".join(f"{k} {_percent(v)}" for k, v in s[key].items())
                    lines.append(f"    {label}: {parts}")
    return "\n".join(lines)


def stats_main(args: argparse.Namespace) -> int:
    try:
        with HistoryStore.open(args.history) as store:
            if store.notice is not None:
                complain(store.notice)
            records = store.records()
    except HistoryError as exc:
        complain(exc.message)
        return REFUSED
    data = summary(records)
    print(json.dumps(data, indent=2, ensure_ascii=False) if args.json else render_text(data))
    return 0


def record_main(args: argparse.Namespace) -> int:
    from game.rules.registry import load_match

    try:
        match, save = load_match(args.file)
    except EngineError as exc:
        complain(exc.message)
        return REFUSED
    if not match.is_over:
        complain(Message(N_("Only a finished game can be added to the history.")))
        return REFUSED
    record = record_from_match(match, save.meta, ended=save.updated)
    try:
        with HistoryStore.open(args.history) as store:
            if store.notice is not None:
                complain(store.notice)
            if store.holds(record):
                complain(Message(N_("This game is in your history already.")))
                return 0
            record_id = store.add(record)
    except HistoryError as exc:
        complain(exc.message)
        return REFUSED
    print(f"recorded game {record_id}: {record.game}, {record.players} players")
    return 0
