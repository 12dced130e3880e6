"""Issue 26, the board stays in sight: what the layout checker learnt (a count or a label
covered by something drawn after it, a piece drawn under a legible size, a card smaller at
150 % text than at 100 %, a board under half the window), each check failing on a deliberately
bad layout and passing on the real screen; and the drawing that the checks hold to (reports
beside the board, counts over pieces, the log as a drawer, the pointer in canvas pixels)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n
from game.screenshot import _show, check_layout
from game.ui import canvas, layout_check
from game.ui.board_view import MIN_PIECE, Stack
from game.ui.layout_check import Drawn

SMALL = (960, 600)
NEW_KINDS = ("covered", "small", "shrunk", "board")


def _new(problems: list[layout_check.Problem]) -> list[str]:
    return [str(p) for p in problems if p.kind in NEW_KINDS]


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    i18n.set_language("en")


# the checks alone --------------------------------------------------------------------------
def test_a_count_or_label_under_something_drawn_later_is_covered() -> None:
    r = pygame.Rect
    items = [
        Drawn("label", "region 1", r(10, 10, 30, 16)),
        Drawn("piece", "army in 1", r(30, 12, 16, 16)),  # on the label: covered
        Drawn("piece", "army in 2", r(100, 100, 16, 16)),
        Drawn("count", "army in 2", r(110, 94, 12, 12)),  # its own piece is under it: fine
        Drawn("count", "army in 3", r(200, 10, 12, 12)),
        Drawn("panel", "While you waited", r(300, 0, 100, 100)),  # apart: fine
    ]
    found = layout_check.covered_problems(items)
    assert [p.kind for p in found] == ["covered"]
    assert "region 1" in found[0].detail and "army in 1" in found[0].detail
    tiny = [Drawn("piece", "army in 4", r(0, 0, MIN_PIECE - 4, MIN_PIECE - 4))]
    assert [p.kind for p in layout_check.covered_problems(tiny)] == ["small"]


def test_a_board_under_half_the_window_and_a_shrunk_card_are_reported() -> None:
    window = pygame.Rect(0, 0, 960, 600)
    assert layout_check.board_problems([pygame.Rect(0, 0, 340, 250)], window)
    assert not layout_check.board_problems([pygame.Rect(0, 0, 600, 500)], window)
    normal = {"card Wood": (105, 135)}
    assert layout_check.shrunk_problems(normal, {"card Wood": (93, 120)})
    assert not layout_check.shrunk_problems(normal, {"card Wood": (105, 136)})


# deliberately bad layouts on the real screens ---------------------------------------------
def test_pieces_drawn_over_counts_are_caught_and_the_real_board_holds() -> None:
    app = _show("eight-minute-board", "ru", SMALL, 1.5)
    scene: Any = app.manager.top
    view = scene.view
    surface = pygame.Surface(SMALL)
    with layout_check.recording() as recorder:
        scene.draw(surface)
    assert not layout_check.covered_problems(recorder.drawn)
    # the stacks' counts (a row place's price is a count too, but stands in no region)
    counts = [d for d in recorder.drawn if d.kind == "count" and " in " in d.name]
    assert counts, "the sample board has stacks of more than one piece"
    pieces = [d for d in recorder.drawn if d.kind == "piece"]
    assert all(min(p.rect.size) >= MIN_PIECE for p in pieces)
    # the old order: a piece drawn after a count (here: a region's pieces again, over them)
    rid = counts[0].name.rsplit(" in ", 1)[1]
    with layout_check.recording() as recorder:
        scene.draw(surface)
        stacks = scene.stacks(rid)
        view.draw_stacks(surface, rid, [Stack(s.kind, 9, 1, s.colour, s.mark) for s in stacks])
    assert any(p.kind == "covered" for p in layout_check.covered_problems(recorder.drawn))


def test_cards_that_shrink_at_larger_text_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes.area_control.board import AreaBoardScene

    assert not _new(check_layout("legends-board", "ru", SMALL, 1.5))
    # the old rule: the column's text takes its room from the cards
    monkeypatch.setattr(AreaBoardScene, "_card_h_at_100", lambda self, chrome: 0)
    found = check_layout("legends-board", "ru", SMALL, 1.5)
    assert any(p.kind == "shrunk" for p in found)


def test_a_log_column_that_squeezes_the_board_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes.table.log import TableLog

    assert not _new(check_layout("eight-minute-log", "ru", SMALL, 1.5))
    place = TableLog.place
    # the old log: a column beside the board whatever it leaves
    monkeypatch.setattr(TableLog, "place", lambda self, area, side=None: place(self, area))
    found = check_layout("eight-minute-log", "ru", SMALL, 1.5)
    assert any(p.kind == "board" for p in found)


# what the checks hold the drawing to -----------------------------------------------------
@pytest.mark.parametrize("name", ["eight-minute-board", "legends-board", "settlers-actions"])
def test_reports_of_others_go_beside_the_board_and_never_stack(name: str) -> None:
    app = _show(name, "ru", SMALL, 1.5)
    scene: Any = app.manager.top
    log = scene.log
    log.summary = (
        [f"Carmen moves an army from region {i} to region {i + 1}." for i in range(8)],
        5.0,
    )
    if hasattr(scene, "announce") and hasattr(scene, "draw_banner") and scene.view is not None:
        scene.banner = ("Carmen takes Wood and moves 3 armies.", 2.0)
    surface = pygame.Surface(SMALL)
    with layout_check.recording() as recorder:
        scene.draw(surface)
    panels = [d for d in recorder.drawn if d.kind == "panel"]
    assert any(d.name == "While you waited" for d in panels)
    board = log.board
    for panel in panels:
        assert not panel.rect.colliderect(board), f"{panel.name} lies on the board"
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert not a.rect.colliderect(b.rect), f"{a.name} and {b.name} stack"


def test_the_log_opens_as_a_drawer_where_a_column_would_squeeze_the_board() -> None:
    app = _show("eight-minute-log", "ru", SMALL, 1.5)
    scene: Any = app.manager.top
    assert scene.log.drawer and scene.log.board.width * 2 >= SMALL[0]
    assert scene.log.panel.rect == scene.row_area  # over the card row, not the map
    wide: Any = _show("eight-minute-log", "en", (2560, 1080), 1.0).manager.top
    assert not wide.log.drawer  # room enough: a column beside the board, which keeps half
    assert wide.log.panel.rect.right < wide.log.board.left
    assert wide.log.board.width * 2 >= 2560


def test_the_pointer_is_in_canvas_pixels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (240, 150))
    monkeypatch.setattr(canvas, "_window", (480, 300))  # a window drawn at half the floor
    assert canvas.pointer() == (240 * 960 // 480, 150 * 600 // 300)
    monkeypatch.setattr(canvas, "_window", (1280, 720))  # not scaled
    assert canvas.pointer() == (240, 150)


@pytest.mark.parametrize("name", ["eight-minute-board", "legends-board"])
def test_a_portrait_window_still_shows_the_map(name: str) -> None:
    scene: Any = _show(name, "en", (1080, 1920), 1.0).manager.top
    map_rect = scene.view.map_rect
    assert map_rect.width >= 1080 // 3 and map_rect.height >= 200


@pytest.mark.parametrize("name", ["eight-minute-board", "legends-board"])
def test_a_row_card_tooltip_covers_neither_its_enlarged_card_nor_the_prompt(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.scenes.area_control import board as area_board
    from game.ui.widgets import draw_bubble

    app = _show(name, "ru", SMALL, 1.5)
    scene: Any = app.manager.top
    surface = pygame.Surface(SMALL)
    for slot, rect in enumerate(scene.row_rects):
        if scene.match.state.row[slot] is None:
            continue
        pos = rect.center
        monkeypatch.setattr(area_board, "pointer", lambda pos=pos: pos)
        scene.draw(surface)
        enlarged = scene.enlarged_rect
        assert enlarged is not None and not enlarged.colliderect(scene.bar_rect)
        text = scene.explain(pos)
        assert text
        box = draw_bubble(surface, app.metrics, text, pos, avoid=scene.tooltip_avoid())
        assert not box.colliderect(enlarged), (slot, box, enlarged)
        assert not box.colliderect(scene.bar_rect), (slot, box, scene.bar_rect)


@pytest.mark.parametrize("name", ["eight-minute-log", "legends-log"])
def test_no_map_name_disappears_at_960x600_in_russian_at_150(name: str) -> None:
    scene: Any = _show(name, "ru", SMALL, 1.5).manager.top
    view = scene.view
    named = {area for area, text in view.area_names.items() if text}
    assert named <= set(view.area_name_rects), named - set(view.area_name_rects)
    assert len(view.name_rects) == len(view.frames)
