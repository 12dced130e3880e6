"""Continue / Load open a save in its game's screens through the registry."""

from __future__ import annotations

import sys
import types

import pytest

from game.engine.savefile import SaveFile, write_save
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.dialog import Dialog
from game.scenes.resume import open_save
from game.settings import autosave_path


def test_a_damaged_autosave_says_why(make_app) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{", encoding="utf-8")
    app = make_app(lang="ru")
    app.start()
    assert open_save(app, autosave_path()) is False
    top = app.manager.top
    assert isinstance(top, Dialog) and top.text  # the localised reason
    assert autosave_path().read_text(encoding="utf-8") == "{"  # never overwritten


def test_registry_resolves_new_game_and_resume_lazily(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = types.ModuleType("fake_game_screens")

    class NewGame(Scene):
        pass

    calls: list[tuple] = []

    def resume(app, match, save, path):  # type: ignore[no-untyped-def]
        calls.append((match, save.game, path))
        return NewGame(app)

    module.NewGame = NewGame  # type: ignore[attr-defined]
    module.resume = resume  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_game_screens", module)
    monkeypatch.setitem(registry.NEW_GAME, "eight-minute", "fake_game_screens:NewGame")
    monkeypatch.setitem(registry.RESUME, "eight-minute", "fake_game_screens:resume")
    app = make_app()
    assert registry.is_built("eight-minute")
    assert isinstance(registry.new_game_scene(app, "eight-minute"), NewGame)
    monkeypatch.setitem(registry.NEW_GAME, "legends", "no_such_module_anywhere:Scene")
    assert not registry.is_built("legends")
    with pytest.raises(registry.NotBuilt):
        registry.new_game_scene(app, "legends")
    # resume_scene hands the match and the save to the game's function
    save = SaveFile(game="eight-minute", seed=1, options={"players": 2}, steps=[])
    write_save(autosave_path(), save)
    scene = registry.resume_scene(app, "eight-minute", "MATCH", save, autosave_path())
    assert isinstance(scene, NewGame) and calls == [("MATCH", "eight-minute", autosave_path())]
