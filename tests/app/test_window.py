"""The window says which game is on the table, and the icons are ours and well formed."""

from __future__ import annotations

import struct

import pygame

from game import i18n, paths
from game.app import App
from game.scenes.menu import MenuScene
from game.scenes.registry import new_game_scene
from game.settings import Settings
from game.version import version


def test_the_title_names_the_game_on_the_table_in_the_players_language() -> None:
    pygame.init()
    app = App((640, 400), settings=Settings(language="en"), persist_settings=False)
    try:
        app.start(MenuScene(app))
        app.step(1 / 60, events=[])
        assert pygame.display.get_caption()[0] == "Empires"
        app.manager.push(new_game_scene(app, "settlers"))
        app.step(1 / 60, events=[])
        assert pygame.display.get_caption()[0] == "Empires — Imperial Settlers"
        app.apply_settings(app.settings.changed(language="ru"))
        app.step(1 / 60, events=[])
        assert pygame.display.get_caption()[0] == "Empires — Поселенцы"
        app.manager.pop()
        app.step(1 / 60, events=[])
        assert pygame.display.get_caption()[0] == "Empires"
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_the_version_is_pyprojects() -> None:
    import tomllib

    project = tomllib.loads((paths.root() / "pyproject.toml").read_text(encoding="utf-8"))
    assert version() == project["project"]["version"]


def test_the_icon_files_hold_png_images_of_the_sizes_they_announce() -> None:
    icons = paths.assets() / "icons"
    window = pygame.image.load(str(icons / "empires-64.png"))
    assert window.get_size() == (64, 64)
    data = (icons / "empires.ico").read_bytes()
    _, kind, count = struct.unpack_from("<HHH", data)
    assert kind == 1 and count >= 3
    sizes = []
    for i in range(count):
        w, _h, _c, _r, _p, _b, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        sizes.append(w or 256)
    assert {16, 32, 256} <= set(sizes)
    icns = (icons / "empires.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
