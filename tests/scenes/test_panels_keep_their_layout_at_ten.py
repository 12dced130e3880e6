"""A player panel keeps its layout when a score or a count reaches two digits: only the
number's own pixels change (issue 26, point 10: a panel reflowed when a score reached 10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.scenes.eight_minute.panels import PanelData as EightData
from game.scenes.eight_minute.panels import render_panel as render_eight
from game.scenes.legends.panels import PanelData as LegendsData
from game.scenes.legends.panels import render_panel as render_legends
from game.scenes.menu import MenuScene
from game.scenes.settlers import sample
from game.scenes.settlers.table import TableScene
from game.ui.layout import Metrics

SIZES = [(w, h) for w in (150, 176, 204, 232, 260) for h in (120, 150, 180)]
WINDOWS = [Metrics(1280, 720), Metrics(960, 600, 1.5), Metrics(1920, 1080, 1.3)]


def changed(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect | None = None) -> pygame.Rect:
    """The box round every pixel that differs between `a` and `b` (within `area`)."""
    area = area or a.get_rect()
    xs, ys = [], []
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            if a.get_at((x, y)) != b.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return pygame.Rect(0, 0, 0, 0)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def only_the_number_changed(box: pygame.Rect, m: Metrics) -> bool:
    """A number's digits: less than a line tall and a few digits wide."""
    line = pygame.font.Font(None, m.text("body")).get_linesize()
    return box.height <= line + 2 and box.width <= 4 * m.text("label")


def test_area_panels_do_not_reflow_when_a_score_reaches_ten() -> None:
    pygame.init()
    eight = EightData(
        name="Alexandra",
        colour=(230, 159, 0),
        mark="plain",
        coins=4,
        cards=5,
        goods={"wood": 2, "iron": 1},
        goods_points={"wood": 1},
        wilds=0,
        points=9,
        armies_left=7,
        cities_left=3,
        active=False,
        computer=True,
    )
    legends = LegendsData(
        name="Alexandra",
        colour=(230, 159, 0),
        mark="plain",
        coins=4,
        cards=5,
        points=9,
        armies_left=7,
        cities_left=3,
        elixirs=1,
        abilities=(),
        warlord="",
        tokens=(),
        active=False,
        computer=True,
    )
    checked = 0
    for m in WINDOWS:
        for size in SIZES:
            for render, data in ((render_eight, eight), (render_legends, legends)):
                draw: Any = render
                for field in ("points", "coins", "armies_left"):
                    nine = draw(m, size, replace(data, **{field: 9}), False)
                    ten = draw(m, size, replace(data, **{field: 10}), False)
                    box = changed(nine, ten)
                    if not box.width:  # a panel too small to show that count at all
                        continue
                    assert only_the_number_changed(box, m), (render.__module__, field, size, box)
                    checked += 1
    assert checked > len(WINDOWS) * len(SIZES) * 4


def test_a_settlers_panel_does_not_reflow_when_vp_or_a_good_reaches_ten(make_app) -> None:  # type: ignore[no-untyped-def]
    for size, scale in (((1280, 720), 1.0), ((960, 600), 1.5)):
        app = make_app(size=size, ui_scale=scale, animation_speed="instant")
        app.start(MenuScene(app))
        session = sample.mid_game(seed=7)
        scene = TableScene(app, session)
        app.manager.push(scene)
        app.step(1 / 60)
        # the "While you waited" card may sit over the panels for a while: not what this looks at
        scene.log.summary = None
        player = session.state.players[1]
        rect = scene.panel_rects[1]
        for change in ("vp", "wood", "raze"):
            shots = []
            for value in (9, 10):
                if change == "vp":
                    player.vp = value
                else:
                    player.goods[change] = value
                scene.draw(app.surface)
                shots.append(app.surface.subsurface(rect).copy())
            box = changed(shots[0], shots[1])
            assert box.width > 0, change
            assert only_the_number_changed(box, app.metrics) or box.height <= 2 * 14, (
                change,
                size,
                box,
            )
