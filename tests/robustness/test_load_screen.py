"""The Load screen lists every file in the saves folder as one row, whatever it holds: odd
files are "unreadable: reason" rows (in the player's language) and never hide a good save."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.app import App
from game.engine.savefile import read_save
from game.scenes.dialog import Dialog
from game.scenes.load import LoadScene, describe, list_saves
from game.scenes.resume import open_save
from game.settings import saves_dir
from tests.robustness.odd_files import ODD, make_all
from tests.robustness.saves import ODD_VALUES, save_json

pytestmark = pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="POSIX files")


def show(app: App) -> LoadScene:
    scene = LoadScene(app)
    app.manager.push(scene)
    scene.wait_for_entries()  # files are read off the window's thread
    app.step(1 / 60, events=[])
    return scene


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_odd_file_is_one_row_and_the_good_save_still_opens(
    make_app: Callable[..., App], lang: str
) -> None:
    made = make_all(saves_dir())
    (saves_dir() / "good.json").write_text(save_json("eight-minute"), encoding="utf-8")
    app = make_app(size=(960, 600), lang=lang, ui_scale=1.3)
    scene = show(app)
    rows = {row.value.path.name: row for row in scene.list.rows}
    # one row per file, none hidden (the undecodable name is there too, shown with �)
    assert len(rows) == len(ODD) + 2
    assert not rows["good.json"].problem
    assert any("\ufffd" in row.title for row in scene.list.rows)
    for name in ("fifo", "device", "huge", "deep", "long-number", "not-utf8", "players-nan"):
        assert rows[f"{name}.json"].problem, name
    if lang == "ru":
        assert (
            rows["huge.json"].detail.startswith("Не читается") or "КБ" in rows["huge.json"].detail
        )
    # the good save opens from the list
    scene.list.select(list(rows).index("good.json"))
    scene.actions["open"].click()
    app.step(1 / 60, events=[])
    assert app.manager.top is not scene and not isinstance(app.manager.top, Dialog)
    assert getattr(app.manager.top, "game_id", None) == "eight-minute"
    # every row's text can be drawn and the whole screen scrolls through without error
    for i in range(len(rows)):
        scene.list.select(i)
        app.manager.top.draw(app.surface)  # type: ignore[union-attr]
    assert made


def test_no_meta_text_is_used_as_a_format_string(make_app: Callable[..., App]) -> None:
    make_all(saves_dir())
    make_app()
    by_name = {e.path.stem: e for e in list_saves()}
    for name in ("format-string", "format-attr", "braces-name"):
        row = describe(by_name[name])
        assert not row.problem
        assert "class" not in row.detail or "__class__" in row.detail, row.detail
    assert "{0}" in describe(by_name["braces-name"]).detail


def test_a_year_one_or_9999_date_is_shown_and_sorted(make_app: Callable[..., App]) -> None:
    make_all(saves_dir())
    make_app(lang="fr")
    by_name = {e.path.stem: e for e in list_saves()}
    assert "0001" in describe(by_name["year-1"]).detail or "1" in describe(by_name["year-1"]).detail
    assert "9999" in describe(by_name["year-9999"]).detail
    assert list_saves()[0].path.stem == "year-9999"


MUTATIONS = st.one_of(
    st.tuples(st.just("cut"), st.integers(0, 20_000)),
    st.tuples(st.just("flip"), st.integers(0, 20_000), st.integers(0, 255)),
    st.tuples(st.just("insert"), st.integers(0, 20_000), st.text(max_size=30)),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    mutation=MUTATIONS,
    key=st.sampled_from(["players", "progress", "seats", "bots"]),
    value=ODD_VALUES,
    top=st.sampled_from(["updated", "seed", "options", "game", "format_version", "meta"]),
    top_value=ODD_VALUES,
)
def test_mutated_real_saves_never_break_the_load_screen(
    make_app: Callable[..., App],
    mutation: tuple,
    key: str,
    value: object,
    top: str,
    top_value: object,
) -> None:
    folder = saves_dir()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    text = save_json("eight-minute")
    (folder / "good.json").write_text(text, encoding="utf-8")
    data = text.encode()
    if mutation[0] == "cut":
        data = data[: mutation[1]]
    elif mutation[0] == "flip":
        at = mutation[1] % len(data)
        data = data[:at] + bytes([mutation[2]]) + data[at + 1 :]
    else:
        at = mutation[1] % len(data)
        data = data[:at] + mutation[2].encode("utf-8", "surrogatepass") + data[at:]
    (folder / "mutated.json").write_bytes(data)
    raw = json.loads(text)
    raw["meta"][key] = value
    (folder / "meta.json").write_text(json.dumps(raw), encoding="utf-8")
    raw = json.loads(text)
    raw[top] = top_value
    (folder / "top.json").write_text(json.dumps(raw), encoding="utf-8")

    app = make_app(size=(960, 600))
    scene = show(app)
    names = sorted(row.value.path.name for row in scene.list.rows)
    assert names == ["good.json", "meta.json", "mutated.json", "top.json"]
    good = next(row for row in scene.list.rows if row.value.path.name == "good.json")
    assert not good.problem and read_save(folder / "good.json")
    for i in range(len(names)):
        scene.list.select(i)
    scene.draw(app.surface)
    # opening any of them shows its game or a dialog that says why, and draws
    for name in ("meta.json", "top.json", "mutated.json"):
        open_save(app, folder / name)
        app.step(1 / 60, events=[])
        while app.manager.top is not scene:
            app.manager.pop()


def test_opening_a_save_of_an_odd_game_name_says_why_in_drawable_text(
    make_app: Callable[..., App],
) -> None:
    made = make_all(saves_dir())
    app = make_app(size=(960, 600), lang="es")
    app.start()
    assert open_save(app, made["odd-game"]) is False
    app.step(1 / 60, events=[])
    top = app.manager.top
    assert isinstance(top, Dialog) and "\x00" not in top.text and "\ud800" not in top.text
