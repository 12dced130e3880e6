"""Command-line pieces both area-control games use: the --variant and --youngest options and
a plain-text table for the score report."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Sequence


def add_variant_arguments(parser: argparse.ArgumentParser, variants: Iterable[str]) -> None:
    parser.add_argument(
        "--variant",
        action="append",
        choices=sorted(variants),
        default=[],
        help="play with a variant (repeatable)",
    )


def add_youngest_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--youngest",
        type=int,
        default=0,
        help="the youngest seat (a tie goes to the youngest tied)",
    )


def text_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Left-aligned columns as wide as their widest cell, a rule under the headings."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    out = [line, "-" * len(line)]
    out += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return out
