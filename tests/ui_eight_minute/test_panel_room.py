"""Eight-Minute Empire player panels show everything they say inside the panel: the counts,
and all six goods with the count held, the next step and the points, at every window size,
text scale and player count the layout checker covers; and what would be drawn past a
panel's edge is a cut the layout checker sees (a panel is drawn on its own surface, where
clipping is silent)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import screenshot
from game.rules.eight_minute.cards import GOODS, WILD
from game.scenes.eight_minute import panels
from game.scenes.eight_minute.panels import PanelData, render_panel
from game.ui import layout_check, theme
from game.ui.layout import Metrics
from tests.support.layout_sizes import SIZES


def _data(**changes: object) -> PanelData:
    data = PanelData(
        name="Alexandra",
        colour=theme.player_colour(0),
        mark="dot",
        coins=14,
        cards=13,
        goods={"crystal": 3, "iron": 0, "food": 5, "wood": 2, "tools": 1},
        goods_points={"crystal": 2, "iron": 0, "food": 3, "wood": 1, "tools": 0},
        wilds=1,
        points=27,
        armies_left=14,
        cities_left=3,
        active=True,
        computer=True,
        next_at={"crystal": 4, "iron": 2, "food": 6, "wood": 4, "tools": 2},
    )
    return replace(data, **changes)  # type: ignore[arg-type]


def test_content_drawn_past_a_panels_edge_is_reported() -> None:
    pygame.init()
    m = Metrics(1280, 720, 1.5)
    with layout_check.recording() as recorder:
        render_panel(m, (110, 70), _data(), wide=False)
    assert any(p.kind == "cut" and "panel" in p.detail for p in recorder.problems), (
        recorder.problems
    )
    # and a panel with room says nothing
    with layout_check.recording() as recorder:
        render_panel(m, (400, 300), _data(), wide=False)
    assert not recorder.problems


def test_the_ink_check_sees_what_the_old_counts_row_clipped() -> None:
    """The counts row of 1280×720 at 150 % in a 192 px panel ran past the edge (the star's
    count): drawn past the panel, it is now reported, whatever the plan."""
    pygame.init()
    surf = pygame.Surface((192, 115))
    ink = panels._Ink(surf, surf.get_size())
    with layout_check.recording() as recorder:
        ink.check(pygame.Rect(180, 10, 20, 20), "the star's count")
        ink.check(pygame.Rect(20, 100, 20, 20), "a good in the second row")
        ink.check(pygame.Rect(20, 20, 20, 20), "inside")
    said = [p.detail for p in recorder.problems]
    assert len(said) == 2 and "star" in said[0] and "second row" in said[1], said


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scene", ["eight-minute-board", "eight-minute-board-5p"])
@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_every_panel_shows_all_it_says_inside_the_panel(
    scene: str, lang: str, size: tuple[int, int], scale: float
) -> None:
    with layout_check.recording() as recorder:
        app = screenshot._show(scene, lang, size, scale)
        board = app.manager.top
        board._panel_cache = None
        board.draw_panels(app.surface)
    assert not recorder.problems, recorder.problems
    m = app.metrics
    for seat, (rect, data) in enumerate(zip(board.panel_rects, board.panel_data(), strict=True)):
        values = (
            str(data.coins),
            str(data.cards),
            panels.points_text(data.points, data.total_before),
            str(data.armies_left),
            str(data.cities_left),
        )
        plan, fits = panels._plan(m, rect.size, values, data.name, data.computer)
        assert fits and plan.goods.next_shown and plan.goods.points_shown, (seat, plan)
        assert set(board.good_boxes[seat]) == {*GOODS, WILD}
        assert all(rect.contains(box) for box in board.good_boxes[seat].values())
        # nothing smaller than the label floor
        assert plan.letter >= panels.MIN_TEXT and plan.goods.icon >= panels.GOOD_FLOOR
    # the panels stay beside the map, in the window
    assert app.surface.get_rect().contains(board.panel_area)
    assert board.view is not None and not board.view.rect.colliderect(board.panel_area)


def test_a_long_game_total_beside_the_points_still_fits() -> None:
    pygame.init()
    m = Metrics(1280, 720, 1.5)
    width = panels.panel_width(m, (m.px(168), 115), 1280 // 4, long_game=True)
    with layout_check.recording() as recorder:
        render_panel(m, (width, 115), _data(total_before=40), wide=False)
    assert not recorder.problems, recorder.problems
