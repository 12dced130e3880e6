"""One way to reach run-time files (game/paths.py), and the bundle carries exactly that set."""

from __future__ import annotations

import re
from pathlib import Path

from game import paths

ROOT = paths.package_root().parent
CODE = {".py", ".pyc", ".pyi"}


def test_every_served_folder_exists_and_is_in_the_bundles_data() -> None:
    sources = {Path(src) for src, _ in paths.bundle_data(ROOT)}
    served = list(paths.served_folders())
    assert {paths.assets(), paths.maps().parent, paths.locale()} <= set(served)
    for place in served:
        assert place.exists(), place
        assert place in sources, place
    destinations = [dest for _, dest in paths.bundle_data(ROOT)]
    assert all(d.startswith("game/") for d in destinations)  # the wheel's layout


def test_every_data_file_inside_the_package_is_in_the_bundles_data() -> None:
    """A JSON (or any other non-code file) added under game/ outside the listed folders
    would be missing from the executable: list its folder in paths.PACKAGE_DATA."""
    package = paths.package_root()
    listed = [package.joinpath(*rel.split("/")) for rel in paths.PACKAGE_DATA]
    stray = [
        f.relative_to(package).as_posix()
        for f in package.rglob("*")
        if f.is_file()
        and f.suffix not in CODE
        and f.name != "README.md"  # notes for programmers, not read at run time
        and "__pycache__" not in f.parts
        and not any(f == place or place in f.parents for place in listed)
    ]
    assert stray == []


def test_no_run_time_module_builds_paths_from_its_own_file() -> None:
    offenders = [
        f.relative_to(ROOT).as_posix()
        for f in paths.package_root().rglob("*.py")
        if re.search(r"\b__file__\b", f.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_spec_takes_its_data_from_paths_only() -> None:
    spec = (ROOT / "build" / "pyinstaller.spec").read_text(encoding="utf-8")
    assert "bundle_data(ROOT)" in spec
    assert '"assets"' not in spec and '"locale"' not in spec  # nothing listed twice


def test_package_files_and_the_top_level_folders_resolve_to_real_files() -> None:
    data = paths.package_file("game.rules.eight_minute", "data", "eight_minute.json")
    assert data.is_file() and data.read_text(encoding="utf-8").lstrip().startswith("{")
    assert (paths.maps() / "eight_minute_a.tmx").is_file()
    assert any(paths.locale().glob("*/LC_MESSAGES/*.po"))


def test_a_wheel_layout_finds_its_folders_inside_the_package(tmp_path: Path) -> None:
    """As installed from the wheel (pyproject's force-include): assets/ and locale/ inside
    the package, no checkout around it."""
    import shutil
    import subprocess
    import sys

    site = tmp_path / "site-packages"
    shutil.copytree(
        paths.package_root(), site / "game", ignore=shutil.ignore_patterns("__pycache__")
    )
    for name in paths.TOP_LEVEL:
        shutil.copytree(ROOT / name, site / "game" / name)
    probe = (
        "from game import paths; from game.rules.eight_minute.cards import game_data;"
        "from game.engine.board import load_board; from game.i18n import read_catalogue;"
        "game_data(); load_board('eight_minute_a'); assert read_catalogue('fr').singular;"
        "print(paths.assets(), paths.locale(), sep='\\n')"
    )
    run = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); {probe}"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == [str(site / "game" / "assets"), str(site / "game" / "locale")]
