"""The production banner says what each player produced when production happens, beside the
"While you waited" card rather than after it, and lies where the empire shows nothing (issue
26, seen but left: it came late, once the card was gone, over the empire's title and rows)."""

from __future__ import annotations

from random import Random
from typing import Any

from game.scenes.settlers import sample
from game.scenes.settlers.table.scene import TableScene
from tests.ui_settlers.driver import open_table, step_once


def _to_production(app: Any, table: TableScene, rng: Random, with_summary: bool) -> None:
    for _ in range(3000):
        step_once(app, rng)
        banner = table.banner
        said = banner is not None and bool(table.production)
        said = said and table.production_banner() in banner[0]  # type: ignore[index]
        if said and (table.log.summary is not None or not with_summary):
            return
    raise AssertionError("no production banner came")


def test_the_production_banner_shows_beside_the_summary_and_over_nothing(make_app: Any) -> None:
    app = make_app(size=(1280, 720), animation_speed="normal")
    table = open_table(app, sample.lookout(2))
    _to_production(app, table, Random(1), with_summary=True)
    for _ in range(3):
        app.step(1 / 60)
    assert table.log.summary is not None and table.log.summary_box is not None
    assert table.banner is not None and table.production_banner() in table.banner[0]
    assert not table.banner_waits(), "the banner waits for the summary card to go"
    box = table.banner_box
    assert box is not None
    assert not box.colliderect(table.log.summary_box)
    assert table.empire_area is not None and table.empire_area.contains(box)
    covered = [r for r in table.empire_busy if r.colliderect(box)]
    assert not covered, f"the banner {box} covers {covered} of the empire"


def test_the_first_production_banner_keeps_off_the_empire_title(make_app: Any) -> None:
    app = make_app(size=(960, 600), animation_speed="normal", ui_scale=1.5, lang="ru")
    table = open_table(app, sample.lookout(2))
    _to_production(app, table, Random(1), with_summary=False)
    app.step(1 / 60)
    box = table.banner_box
    assert box is not None and not table.banner_waits()
    assert not [r for r in table.empire_busy if r.colliderect(box)]
