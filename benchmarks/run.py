"""Run every benchmark (`benchmarks/bench_*.py`, each with a `main()`), or the ones named; or
compare this tree with another commit.

    uv run python benchmarks/run.py                 # all
    uv run python benchmarks/run.py eight_minute    # only bench_eight_minute.py
    uv run python benchmarks/run.py --against 4367cc4 playouts settlers

With `--against REV` the chosen benchmarks run in fresh processes on this tree and on REV
(checked out in a temporary `git worktree` with its own environment through `uv run`, removed
afterwards), each commit with its own benchmark scripts, interleaved round by round so both see
the same load; every figure is kept at its best over the rounds (highest rate, lowest time) and
printed with its ratio, > 1 meaning this tree is faster. The machine is noisy: a speed claim is
such a ratio from one run, never two absolute figures taken apart.

Targets are printed beside the figures; speed targets live here, never in unit tests.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def areas() -> list[str]:
    return [path.stem.removeprefix("bench_") for path in sorted(HERE.glob("bench_*.py"))]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("areas", nargs="*", metavar="area", help="e.g. playouts (default: all)")
    parser.add_argument("--against", metavar="REV", help="a commit to compare this tree with")
    parser.add_argument(
        "--rounds", type=int, default=3, help="with --against: runs per tree (best kept)"
    )
    parser.add_argument(
        "--scripts",
        choices=("own", "here"),
        default="own",
        help="with --against: each commit's own benchmark scripts, or this tree's on both",
    )
    args = parser.parse_args(argv)
    unknown = sorted(set(args.areas) - set(areas()))
    if unknown:
        parser.error(f"unknown area {', '.join(unknown)} (known: {', '.join(areas())})")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.against:
        return compare(args.against, args.areas or areas(), args.rounds, args.scripts == "here")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    wanted = set(args.areas)
    for path in sorted(HERE.glob("bench_*.py")):
        name = path.stem.removeprefix("bench_")
        if wanted and name not in wanted:
            continue
        print(f"== {name}", flush=True)
        load(path).main()
    return 0


def load(path: Path) -> ModuleType:
    """The benchmark module at `path`, registered under its name before it runs: a dataclass
    looks its module up in `sys.modules` (bench_strength's Target did not load without it)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# -- comparing two commits ------------------------------------------------------------------

_NUMBER = re.compile(r"\d+\.\d+")
# "(123 games; target >= 100)": counts and targets are no figures; "(empires --smoke)" names one
_ASIDE = re.compile(r"\([^)]*\d[^)]*\)")
_VERDICT = re.compile(r"\s+(ok|BELOW TARGET|met|NOT MET|open)\s*$")


@dataclass(frozen=True)
class Figure:
    key: str  # what was measured, the same on both commits
    value: float
    higher_is_better: bool


def figures(output: str) -> list[Figure]:
    """The measured figures of a benchmark's output: every decimal number outside bracketed
    counts and targets, named by its line's words before the first figure and by the words of
    its own clause (between commas)."""
    out = []
    for raw in output.splitlines():
        line = _VERDICT.sub("", _ASIDE.sub("", raw))
        first = _NUMBER.search(line)
        if first is None:
            continue
        label = " ".join(line[: first.start()].split())
        for clause in re.split(r"[,;]", line[first.start() :]):
            number = _NUMBER.search(clause)
            if number is None:
                continue
            words = " ".join(_NUMBER.sub("…", clause, count=1).split())
            higher = "/s" in words
            out.append(Figure(f"{label} {words}", float(number.group()), higher))
    return out


def best(runs: list[list[Figure]]) -> dict[str, Figure]:
    """Each figure at its best over the runs."""
    kept: dict[str, Figure] = {}
    for run in runs:
        for figure in run:
            old = kept.get(figure.key)
            better = old is None or (
                figure.value > old.value if figure.higher_is_better else figure.value < old.value
            )
            if better:
                kept[figure.key] = figure
    return kept


def ratio(here: Figure, there: Figure) -> float:
    """How many times faster this tree is (> 1: faster), whatever the figure's unit."""
    if here.value == 0 or there.value == 0:
        return float("nan")
    return here.value / there.value if here.higher_is_better else there.value / here.value


def report(area: str, here: dict[str, Figure], there: dict[str, Figure], rev: str) -> list[str]:
    lines = [f"== {area}"]
    for key, mine in here.items():
        theirs = there.get(key)
        if theirs is None:
            lines.append(f"  {key}: {mine.value:g} here, not measured at {rev}")
            continue
        lines.append(
            f"  {key}: {mine.value:g} here, {theirs.value:g} at {rev}: ×{ratio(mine, theirs):.2f}"
        )
    for key, theirs in there.items():
        if key not in here:
            lines.append(f"  {key}: {theirs.value:g} at {rev}, not measured here")
    return lines


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


@contextmanager
def worktree(rev: str) -> Iterator[Path]:
    """`rev` checked out in a temporary worktree, its environment made by `uv`; removed after."""
    base = Path(tempfile.mkdtemp(prefix="empires-bench-"))
    path = base / "tree"
    git = ["git", "-C", str(ROOT)]
    subprocess.run([*git, "worktree", "add", "--detach", str(path), rev], check=True)
    try:
        subprocess.run(["uv", "sync", "--quiet"], cwd=path, env=_clean_env(), check=True)
        yield path
    finally:
        subprocess.run([*git, "worktree", "remove", "--force", str(path)], check=False)
        shutil.rmtree(base, ignore_errors=True)


def run_area(command: list[str], cwd: Path, area: str) -> str:
    done = subprocess.run(
        [*command, "benchmarks/run.py", area],
        cwd=cwd,
        env=_clean_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"benchmark {area} failed in {cwd}:\n{done.stderr[-2000:]}")
    return done.stdout


def compare(rev: str, chosen: list[str], rounds: int, same_scripts: bool = False) -> int:
    with worktree(rev) as other:
        if same_scripts:
            for path in HERE.glob("*.py"):
                shutil.copy(path, other / "benchmarks" / path.name)
        scripts = "this tree's benchmark scripts on both" if same_scripts else "own scripts"
        print(
            f"this tree ({ROOT}) against {rev}, best of {rounds}, interleaved, {scripts}",
            flush=True,
        )
        for area in chosen:
            if not (other / "benchmarks" / f"bench_{area}.py").exists():
                print(f"== {area}: no such benchmark at {rev}", flush=True)
                continue
            mine: list[list[Figure]] = []
            theirs: list[list[Figure]] = []
            for _ in range(rounds):
                mine.append(figures(run_area([sys.executable], ROOT, area)))
                theirs.append(figures(run_area(["uv", "run", "python"], other, area)))
            print("\n".join(report(area, best(mine), best(theirs), rev)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
