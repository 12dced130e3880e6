"""Build the one-folder executable and pack it for players.

    uv run python tools/release.py              # build, then dist/empires-<version>-<platform>.zip
    uv run python tools/release.py --no-build   # pack build/out/ as it is

The zip holds one folder, `empires-<version>/`, with the program and a short README for
players (how to start it, where saves, settings and the log live, how to report a problem).
Executable bits and the bundle's symbolic links are kept, so unzipping gives a folder that
runs as built.
"""

from __future__ import annotations

import argparse
import os
import platform
import stat
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from game import paths

CHECKOUT = paths.root()  # the source checkout this tool runs from
OUT = CHECKOUT / "build" / "out"
TEMPLATE = CHECKOUT / "build" / "players-README.md"


def project_version(checkout: Path = CHECKOUT) -> str:
    project = tomllib.loads((checkout / "pyproject.toml").read_text(encoding="utf-8"))
    return str(project["project"]["version"])


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def build() -> None:
    """The README's build command."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "build/pyinstaller.spec",
            "--distpath",
            "build/out",
            "--workpath",
            "build/work",
            "--noconfirm",
        ],
        cwd=CHECKOUT,
        check=True,
    )


def _shown(path: str) -> str:
    """A folder as a player would type it: the home folder as `~`."""
    home = str(Path.home())
    return "~" + path[len(home) :] if path.startswith(home) else path


def players_readme(version: str, system: str = sys.platform) -> str:
    """The README's text for `system`'s players; the folders are this machine's (a release
    is built on the platform it is for)."""
    import platformdirs

    if system == "win32":
        start = "Double-click `empires.exe` in this folder."
        check = "empires.exe check"
    elif system == "darwin":
        start = "Double-click `Empires.app` (the first time: right-click it, then Open)."
        check = "Empires.app/Contents/MacOS/empires check"
    else:
        start = "Double-click `empires` in this folder, or run `./empires` in a terminal."
        check = "./empires check"
    return TEMPLATE.read_text(encoding="utf-8").format(
        version=version,
        start=start,
        check=check,
        data=_shown(platformdirs.user_data_dir("Empires", appauthor=False)),
        config=_shown(platformdirs.user_config_dir("Empires", appauthor=False)),
        log=_shown(platformdirs.user_log_dir("Empires", appauthor=False)),
    )


def _add(archive: zipfile.ZipFile, path: Path, name: str) -> None:
    if path.is_symlink():  # stored as a link (the bundle's libraries point at each other)
        info = zipfile.ZipInfo(name)
        info.create_system = 3
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(info, os.readlink(path))
    elif path.is_dir():
        archive.write(path, name + "/")
    else:
        archive.write(path, name)  # keeps the mode bits, so the executable stays executable


def pack(bundle: Path, readme: str, target: Path, top: str) -> Path:
    """Zip `bundle` (its contents, or itself if it is a macOS .app) under `top/`, with
    README.txt beside the program."""
    inside = f"{top}/{bundle.name}" if bundle.suffix == ".app" else top
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(bundle.rglob("*")):
            if path.is_dir() and not path.is_symlink():
                continue
            _add(archive, path, f"{inside}/{path.relative_to(bundle).as_posix()}")
        archive.writestr(f"{top}/README.txt", readme)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="pack build/out/ as it is")
    args = parser.parse_args(argv)
    if not args.no_build:
        build()
    version = project_version()
    bundle = OUT / ("Empires.app" if sys.platform == "darwin" else "empires")
    target = CHECKOUT / "dist" / f"empires-{version}-{platform_tag()}.zip"
    pack(bundle, players_readme(version), target, f"empires-{version}")
    print(f"{target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
