"""The log panel on the tables: it lists the match's lines, a hovered line rings what it names,
a clicked line shows the table as it was (read-only) until Back to now, it folds away, and the
computers' moves made at the instant speed are summed up for the player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import gamelog
from game.app import App
from game.rules.eight_minute.commands import Done
from game.scenes.eight_minute import sample
from game.scenes.eight_minute.board import BoardScene
from game.scenes.table.log import PastMatch
from tests.support.plain_app import click, press


def board(make_app: Callable[..., App], size: tuple[int, int] = (1600, 900)) -> tuple[App, Any]:
    app = make_app(size)
    scene = app.manager.push(BoardScene(app, sample.mid_game_move()))
    app.step(1 / 60, events=[])
    return app, scene


def move(app: App, pos: tuple[int, int]) -> None:
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )


def row_point(panel: Any, line: gamelog.Line) -> tuple[int, int]:
    """Scroll the panel to `line` and return a point on it."""
    row = next(r for r in panel.rows if r.line is not None and r.line.event == line.event)
    panel.scroll.scroll_to(row.top)
    inner = panel.scroll.rect
    return (inner.centerx, inner.top + row.top - panel.scroll.offset + 2)


def test_the_panel_lists_every_line_and_a_hovered_one_rings_its_region(make_app: Any) -> None:
    app, scene = board(make_app)
    panel = scene.log.panel
    assert not panel.folded  # a wide window opens it
    lines = gamelog.describe(scene.match, [scene.session.name(i) for i in range(3)])
    assert [x.event for x in panel.lines] == [x.event for x in lines if not x.minor]
    placed = next(x for x in panel.lines if x.regions and "places an army" in x.render())
    pos = row_point(panel, placed)
    move(app, (5, 5))
    before = app.surface.copy()
    move(app, pos)
    assert panel.hover is not None and panel.hover.event == placed.event
    after = app.surface
    xs, ys = zip(*scene.view.polys[placed.regions[0]], strict=True)
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    changed = sum(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(box.left, box.right, 2)
        for y in range(box.top, box.bottom, 2)
    )
    assert changed > 10


def test_a_clicked_line_shows_the_table_then_and_one_click_brings_it_back(make_app: Any) -> None:
    app, scene = board(make_app)
    live = scene.match
    steps = len(live.steps)
    panel = scene.log.panel
    early = next(x for x in panel.lines if x.round == 2)
    click(app, row_point(panel, early))
    assert isinstance(scene.match, PastMatch)
    assert scene.match.state == gamelog.table_after(live, early)
    assert scene.match.state != live.state
    assert scene.log.looking == early
    # the table is read-only: a click on the map only says why, and nothing is played
    click(app, scene.view.map_rect.center)
    assert len(live.steps) == steps and isinstance(scene.match, PastMatch)
    assert "undo" not in scene.buttons and "done" not in scene.buttons
    click(app, scene.log.back.rect.center)
    assert scene.match is live and scene.log.looking is None
    assert "undo" in scene.buttons
    # Esc and a second click on the same line bring it back too
    click(app, row_point(panel, early))
    press(app, pygame.K_ESCAPE)
    assert scene.match is live
    click(app, row_point(panel, early))
    click(app, row_point(scene.log.panel, early))
    assert scene.match is live


def test_the_log_folds_away_and_the_map_takes_its_room(make_app: Any) -> None:
    app, scene = board(make_app)
    wide = scene.view.rect.width
    drawer = scene.log.drawer  # open over the card row, the map kept whole (issue 26)
    click(app, scene.log.panel.head.center)
    assert scene.log.panel.folded
    assert scene.view.rect.width > wide or (drawer and scene.view.rect.width == wide)
    click(app, scene.log.panel.rect.center)
    assert not scene.log.panel.folded
    assert scene.view.rect.width == wide


def test_a_small_window_starts_with_the_log_folded(make_app: Any) -> None:
    _app, scene = board(make_app, (960, 600))
    assert scene.log.panel.folded
    assert scene.log.panel.rect.width < 60


def test_computer_turns_at_instant_speed_are_summed_up(make_app: Any) -> None:
    app = make_app((1600, 900))
    session = sample.mid_game_move()
    scene = app.manager.push(BoardScene(app, session))
    app.step(1 / 60, events=[])
    session.submit(Done(0))  # the human ends the turn: the two computers play
    for _ in range(40):
        app.step(1 / 60, events=[])
        if session.acting_human() == 0:
            break
    assert session.acting_human() == 0
    assert scene.log.summary is not None
    text = " ".join(scene.log.summary[0])
    assert session.name(1) in text and session.name(2) in text
    # and the panel marks the lines the player has not seen
    new = [x for x in scene.log.panel.lines if scene.log.panel.is_new(x)]
    assert new and all(x.player != 0 for x in new)


def test_the_settlers_table_keeps_other_hands_secret_and_looks_back(make_app: Any) -> None:
    from game.rules.settlers import events as sev
    from game.rules.settlers.catalog import info
    from game.scenes.settlers import sample as settlers_sample
    from game.scenes.settlers.table import TableScene

    app = make_app((1920, 1080))
    scene = app.manager.push(TableScene(app, settlers_sample.mid_game()))
    app.step(1 / 60, events=[])
    live = scene.match
    panel = scene.log.panel
    assert not panel.folded and panel.lines
    events = live.events
    others = [
        x for x in panel.lines if isinstance(events[x.event], sev.CardsDrawn) and x.player != 0
    ]
    mine = [x for x in panel.lines if isinstance(events[x.event], sev.CardsDrawn) and x.player == 0]
    assert others and mine
    for line in others:
        names = [info(c).card.name for c in events[line.event].cards]
        assert not any(n in line.render() for n in names) and not line.cards
    for line in mine:
        assert all(info(c).card.name in line.render() for c in events[line.event].cards)
    target = panel.lines[len(panel.lines) // 2]
    click(app, row_point(panel, target))
    assert isinstance(scene.match, PastMatch)
    assert scene.match.state.round <= live.state.round
    click(app, scene.log.back.rect.center)
    assert scene.match is live


def test_the_score_chart_names_its_axes_and_shows_the_values_under_the_pointer(
    make_app: Any,
) -> None:
    from game.ui.line_chart import SHAPES, Axes, Series, draw_line_chart

    app = make_app((1280, 720))
    m = app.metrics
    lines = [
        Series("Ada", [0, 2, 5, 9], (230, 159, 0), "plain"),
        Series("Bob", [0, 3, 3, 7], (86, 180, 233), "stripe"),
    ]
    axes = Axes("Points", "Turns played", "Points", ["0", "1", "2", "3"], "After turn {x}")
    rect = pygame.Rect(100, 100, 500, 300)
    surface = pygame.Surface((800, 600))
    assert draw_line_chart(surface, m, rect, lines, axes) is None
    plain = surface.copy()
    # the pointer over the third point: its column's values are shown in a box
    x = rect.left + (rect.width * 2) // 3
    hover = draw_line_chart(surface, m, rect, lines, axes, pointer=(x, rect.centery))
    assert hover is not None and hover.index == 2
    assert rect.inflate(m.px(80), 0).contains(hover.box)
    differs = sum(
        plain.get_at((bx, by)) != surface.get_at((bx, by))
        for bx in range(hover.box.left, hover.box.right, 3)
        for by in range(hover.box.top, hover.box.bottom, 3)
    )
    assert differs > 20
    assert len(set(SHAPES)) == len(SHAPES) >= 5  # five players, five marker shapes


def test_the_solo_attack_after_a_pass_is_summed_up_at_instant_speed(make_app: Any) -> None:
    from game.rules.settlers import events as sev
    from game.scenes.settlers import sample as settlers_sample
    from game.scenes.settlers.table import TableScene

    app = make_app((1280, 720))
    session = settlers_sample.solo_before_attack(5)
    scene = app.manager.push(TableScene(app, session))
    app.step(1 / 60, events=[])
    attacked = False
    for _ in range(400):
        legal = session.rules.legal_commands(session.state, 0)
        ends = [c for c in legal if type(c).__name__ in ("Pass", "EndTurn", "Skip")]
        steps = len(session.match.steps)
        session.submit(ends[0] if ends else legal[0])
        new = session.match.steps[steps:]
        if any(isinstance(e, sev.AttacksScheduled) for s in new for e in s.events):
            attacked = True
            break
    assert attacked
    for _ in range(5):
        app.step(1 / 60, events=[])
    assert scene.log.summary is not None
    told = " ".join(scene.log.summary[0])
    assert "The virtual player" in told


def test_looking_back_survives_a_visit_to_the_menu(make_app: Any) -> None:
    app, scene = board(make_app)
    panel = scene.log.panel
    click(app, row_point(panel, panel.lines[3]))
    assert isinstance(scene.match, PastMatch)
    scene.open_menu()
    app.step(1 / 60, events=[])
    app.manager.pop()  # back to the board: it rebuilds its bar
    app.step(1 / 60, events=[])
    assert isinstance(scene.match, PastMatch)
    assert set(scene.buttons) == {"menu"}


def test_every_moment_of_each_game_can_be_looked_at(make_app: Any) -> None:
    """The table draws the state after any line: the deal, the bids, a long game's second
    board, the Settlers lookout and production, the end."""
    from game.scenes.legends import sample as legends_sample
    from game.scenes.legends.board import BoardScene as LegendsBoard
    from game.scenes.settlers import sample as settlers_sample
    from game.scenes.settlers.table import TableScene

    app = make_app((1600, 900))
    tables = [
        BoardScene(app, sample.finished(long_game=True)),
        LegendsBoard(app, legends_sample.mid_game_move()),
        TableScene(app, settlers_sample.mid_game()),
    ]
    for table in tables:
        app.manager.reset(table)
        table.log.pinned = False
        table.build()
        app.step(1 / 60, events=[])
        lines = table.log.panel.lines
        assert lines
        stride = max(1, len(lines) // 30)
        for line in [*lines[::stride], lines[-1]]:
            table.log.pick(line)
            app.step(1 / 60, events=[])
            past = table.match
            assert isinstance(past, PastMatch) and past.line is line
            assert len(past.events) == line.event + 1
            then = gamelog.table_after(table.log.live, line)
            assert past.pending == table.rules.pending(then)
        table.log.back_to_now()
        assert table.match is table.log.live


def summed_up(make_app: Any) -> tuple[App, Any]:
    """A table at 1280×720 (the log folded): the computers' turns are summed up over the row."""
    app = make_app((1280, 720))
    session = sample.mid_game_move()
    scene = app.manager.push(BoardScene(app, session))
    app.step(1 / 60, events=[])
    session.submit(Done(0))
    for _ in range(40):
        app.step(1 / 60, events=[])
        if session.acting_human() == 0:
            break
    app.step(1 / 60, events=[])
    assert scene.log.summary is not None and scene.log.summary_box is not None
    return app, scene


def test_a_click_on_the_summary_closes_it_and_takes_no_card_hidden_under_it(
    make_app: Any,
) -> None:
    app, scene = summed_up(make_app)
    box = scene.log.summary_box
    under = [r for r in scene.row_rects if r.colliderect(box)]
    assert under, "the summary lies over the card row at this size"
    spot = under[0].clip(box).center
    steps = len(scene.match.steps)
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1)])
    assert scene.log.summary is None
    assert len(scene.match.steps) == steps  # no card was taken
    click(app, spot)  # now the card is in sight, and a click takes it
    assert len(scene.match.steps) > steps


def test_the_summary_steps_aside_when_the_pointer_reaches_for_what_lies_under_it(
    make_app: Any,
) -> None:
    app, scene = summed_up(make_app)
    move(app, scene.log.summary_box.center)
    assert scene.log.summary is None
