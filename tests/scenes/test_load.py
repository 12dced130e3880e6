from __future__ import annotations

from pathlib import Path

from game.engine.savefile import SaveFile, write_save
from game.engine.savefile import file_name as safe_name
from game.scenes.dialog import Dialog, PromptDialog
from game.scenes.load import LoadScene, list_saves
from game.settings import saves_dir


def _save(name: str, **meta: object) -> Path:
    path = saves_dir() / f"{name}.json"
    write_save(
        path, SaveFile(game="eight-minute", seed=3, options={"players": 3}, meta=meta, steps=[])
    )
    return path


def test_saves_are_listed_with_game_players_and_progress(make_app) -> None:
    _save("evening", players=["Ann", "Bob", "Cy"], progress="Round 3")
    app = make_app()
    scene = LoadScene(app)
    app.manager.push(scene)
    scene.wait_for_entries()  # files are read off the window's thread
    app.step(1 / 60, events=[])
    (row,) = scene.list.rows
    assert "evening" in row.title and "Eight-Minute Empire" in row.title
    assert "Ann, Bob, Cy" in row.detail and "Round 3" in row.detail and not row.problem


def test_a_corrupt_save_is_listed_with_its_reason(make_app) -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "broken.json").write_text(
        '{"format": "empires-save", "format_ver', encoding="utf-8"
    )
    (saves_dir() / "empty.json").write_text("", encoding="utf-8")
    _save("fine")
    app = make_app(lang="fr")
    scene = LoadScene(app)
    app.manager.push(scene)
    scene.wait_for_entries()  # files are read off the window's thread
    app.step(1 / 60, events=[])
    rows = {row.value.name: row for row in scene.list.rows}
    assert set(rows) == {"broken", "empty", "fine"}
    assert rows["broken"].problem and rows["broken"].detail.startswith("Illisible")
    assert rows["empty"].problem and not rows["fine"].problem
    # a broken save cannot be opened, but can be deleted
    scene.list.select(list(rows).index("broken"))
    assert not scene.actions["open"].enabled and scene.actions["delete"].enabled


def test_rename_and_delete_with_confirmation(make_app) -> None:
    _save("old name")
    app = make_app()
    scene = LoadScene(app)
    app.manager.push(scene)
    scene.wait_for_entries()  # files are read off the window's thread
    scene.list.select(0)
    scene.actions["rename"].click()
    prompt = app.manager.top
    assert isinstance(prompt, PromptDialog)
    prompt.field.text = "new/name"  # type: ignore[union-attr]
    prompt.buttons[-1].click()
    assert [e.name for e in list_saves()] == ["new_name"]
    assert app.manager.top is scene
    scene.actions["delete"].click()
    dialog = app.manager.top
    assert isinstance(dialog, Dialog)
    dialog.buttons[0].click()  # Cancel keeps the file
    assert len(list_saves()) == 1
    scene.actions["delete"].click()
    app.manager.top.buttons[-1].click()  # type: ignore[union-attr]
    assert list_saves() == []
    assert scene.list.rows == []


def test_save_screen_writes_the_running_game(make_app) -> None:
    written: list[Path] = []
    app = make_app()
    scene = LoadScene(app, saver=lambda path: (_save(path.stem), written.append(path)))
    app.manager.push(scene)
    scene.actions["new"].click()
    app.manager.top.field.text = "my game"  # type: ignore[union-attr]
    app.manager.top.buttons[-1].click()  # type: ignore[union-attr]
    assert written == [saves_dir() / "my game.json"]
    assert [e.name for e in list_saves()] == ["my game"]


def test_safe_name_keeps_letters_and_drops_separators() -> None:
    assert safe_name("  Партия 1 ") == "Партия 1"
    assert safe_name("a/b\\c:d") == "a_b_c_d"
    assert safe_name("...") == ""
