"""tools/release.py packs a bundle folder for players: one top folder, the README, and the
executable bit and symbolic links as built."""

from __future__ import annotations

import importlib.util
import os
import stat
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _release() -> ModuleType:
    spec = importlib.util.spec_from_file_location("release", ROOT / "tools" / "release.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("system", ["linux", "win32", "darwin"])
def test_the_players_readme_says_how_to_start_where_files_live_and_how_to_report(
    system: str,
) -> None:
    release = _release()
    text = release.players_readme("9.8.7", system)
    assert text.startswith("# Empires 9.8.7")
    assert "{" not in text and "}" not in text
    start = {"linux": "./empires", "win32": "empires.exe", "darwin": "Empires.app"}[system]
    assert start in text.split("## Where")[0]
    assert "empires.log" in text and "check" in text
    assert str(Path.home()) not in text  # a player's own home, not the builder's


@pytest.mark.skipif(os.name == "nt", reason="symbolic links and mode bits are POSIX")
def test_pack_keeps_one_top_folder_the_executable_bit_and_links(tmp_path: Path) -> None:
    release = _release()
    bundle = tmp_path / "empires"
    (bundle / "_internal").mkdir(parents=True)
    exe = bundle / "empires"
    exe.write_bytes(b"\x7fELF")
    exe.chmod(0o755)
    (bundle / "_internal" / "libx.so.1").write_bytes(b"lib")
    (bundle / "_internal" / "libx.so").symlink_to("libx.so.1")
    target = release.pack(bundle, "read me", tmp_path / "dist" / "e.zip", "empires-1.0")
    with zipfile.ZipFile(target) as archive:
        names = archive.namelist()
        assert all(n.startswith("empires-1.0/") for n in names)
        assert archive.read("empires-1.0/README.txt") == b"read me"
        mode = archive.getinfo("empires-1.0/empires").external_attr >> 16
        assert mode & stat.S_IXUSR
        link = archive.getinfo("empires-1.0/_internal/libx.so")
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert archive.read(link) == b"libx.so.1"
    assert release.platform_tag().count("-") >= 1
    assert release.project_version(ROOT) == _project_version()


def _project_version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]
