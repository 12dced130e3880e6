"""Saves and odd files: loading a complete game re-decides every command (target: a 4-player
Imperial Settlers game loads in <= 0.5 s), and reading a 4 MB file built to be slow is refused
or parsed quickly (target <= 2 s each)."""

from __future__ import annotations

import contextlib
import tempfile
import time
from pathlib import Path

from game.engine import bounded
from game.engine.savefile import MAX_SAVE_BYTES, save_match
from game.rules.registry import load_match, rules_class
from game.selfplay import selfplay

LOAD_TARGET = 0.5
ODD_TARGET = 2.0


def load_seconds(folder: Path) -> list[tuple[str, int, float]]:
    out = []
    for game, options, bots in (
        ("eight-minute", {"players": 5}, ["greedy"] * 5),
        ("legends", {"players": 4}, ["greedy"] * 4),
        ("settlers", {"players": 4}, ["greedy"] * 4),
    ):
        match = selfplay(rules_class(game).from_options(options), bots, 3)
        path = folder / f"{game}.json"
        save_match(match, path)
        start = time.perf_counter()
        loaded, _ = load_match(path)
        out.append((game, len(loaded.steps), time.perf_counter() - start))
    return out


def odd_seconds() -> list[tuple[str, float]]:
    n = MAX_SAVE_BYTES
    texts = {
        "brackets": "[" * n,
        "quotes": '"' * n,
        "open string": '"' + "a" * n,
        "flat list": "[" + "1," * (n // 2 - 1) + "1]",
    }
    out = []
    for name, text in texts.items():
        start = time.perf_counter()
        with contextlib.suppress(ValueError, bounded.FileRefused):  # a refusal is the point
            bounded.loads(text)
        out.append((name, time.perf_counter() - start))
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for game, steps, seconds in load_seconds(Path(folder)):
            verdict = "ok" if seconds <= LOAD_TARGET else "ABOVE TARGET"
            print(
                f"load {game}: {seconds:.3f} s for {steps} steps (target <= {LOAD_TARGET}) {verdict}"
            )
    for name, seconds in odd_seconds():
        verdict = "ok" if seconds <= ODD_TARGET else "ABOVE TARGET"
        print(f"4 MB of {name}: {seconds:.2f} s (target <= {ODD_TARGET}) {verdict}")


if __name__ == "__main__":
    main()
