"""`benchmarks/run.py` loads each benchmark from its file: every one must load that way and
offer the `main()` the runner calls (the strength benchmark once failed to load there only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import run


@pytest.mark.parametrize("path", sorted(run.HERE.glob("bench_*.py")), ids=lambda p: p.stem)
def test_the_runner_loads_every_benchmark(path: Path) -> None:
    module = run.load(path)
    assert module.__name__ == path.stem
    assert callable(module.main)


def test_the_runner_reads_areas_a_revision_and_rounds() -> None:
    args = run.parse_args(["--against", "4367cc4", "--rounds", "2", "playouts", "settlers"])
    assert (args.against, args.rounds, args.areas) == ("4367cc4", 2, ["playouts", "settlers"])
    assert args.scripts == "own"
    plain = run.parse_args([])
    assert (plain.against, plain.rounds, plain.areas) == (None, 3, [])
    assert run.parse_args(["--against", "HEAD", "--scripts", "here"]).scripts == "here"


@pytest.mark.parametrize(
    "argv",
    [["no_such_area"], ["--rounds", "0", "playouts"], ["--against"], ["--scripts", "theirs"]],
)
def test_the_runner_refuses_what_it_cannot_run(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        run.parse_args(argv)
    assert exit_.value.code == 2


OUTPUT = """== playouts
legends: 300.5 random 2-player playouts/s (900 games; target >= 120) ok
eight-minute: replay of a saved 5-player game (576 steps): 12.00 ms from the parsed save, 18.50 ms from the file (target <= 20 ms)
start to first menu frame (empires --smoke): 1.10 s (target <= 1.5 s)
start to first menu frame (game.app alone): 0.90 s
"""


def test_figures_are_the_decimals_outside_counts_and_targets() -> None:
    found = run.figures(OUTPUT)
    assert [(f.value, f.higher_is_better) for f in found] == [
        (300.5, True),
        (12.0, False),
        (18.5, False),
        (1.1, False),
        (0.9, False),
    ]
    assert len({f.key for f in found}) == len(found)


def test_the_best_run_is_kept_and_the_ratio_says_how_much_faster() -> None:
    slow = run.figures(OUTPUT.replace("300.5", "150.25").replace("12.00", "24.00"))
    fast = run.figures(OUTPUT)
    kept = run.best([slow, fast])
    rate, replay = fast[0].key, fast[1].key
    assert kept[rate].value == 300.5 and kept[replay].value == 12.0
    other = run.best([slow])
    assert run.ratio(kept[rate], other[rate]) == pytest.approx(2.0)
    assert run.ratio(kept[replay], other[replay]) == pytest.approx(2.0)
    # a figure only one side measured is reported, never divided
    lines = run.report("playouts", kept, {}, "REV")
    assert all("not measured at REV" in line for line in lines[1:])
