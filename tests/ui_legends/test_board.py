"""The Legends board glows exactly what the engine allows; a refused click says the engine's
reason; an "or" card asks which action first; save midway and Continue from the menu."""

from __future__ import annotations

from random import Random

from game import i18n
from game.engine.savefile import read_save
from game.rules.legends.commands import (
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PassExtraCard,
    PlaceArmy,
    PlaceNeutral,
    SkipAction,
    TakeCard,
)
from game.rules.legends.rules import ACTION_OF as KIND_OF
from game.scenes.legends import sample
from game.scenes.legends.board import BOARD_KINDS, BoardScene
from game.scenes.legends.scoring import ScoringScene
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from game.settings import autosave_path
from tests.support.area_driver import until_a_human_decides_on
from tests.support.pygame_driver import show
from tests.support.save_flow import continue_from_main_menu, save_from_game_menu
from tests.ui_legends.driver import click, free_point, play_to_score, step_once

VARIANTS = {"swamp": True, "citadels": True, "encounters": True, "warlords": True}


def start(make_app, players: int, humans: int, seed: int):  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    session = LegendsSession.new(
        sample.seats(players, humans), variants=VARIANTS, seed=seed, autosave=autosave_path()
    )
    board = show(app, BoardScene(app, session))
    return app, board


def expected_regions(legal: list, selected: str | None) -> set[str]:  # type: ignore[type-arg]
    out = {c.region for c in legal if isinstance(c, PlaceArmy | BuildCity | PlaceNeutral)}
    out |= {c.region for c in legal if isinstance(c, DestroyArmy)}
    moves = [c for c in legal if isinstance(c, MoveArmy)]
    if selected is None:
        return out | {c.source for c in moves}
    return out | {c.target for c in moves if c.source == selected} | {selected}


def test_highlights_are_the_legal_commands_over_a_random_game(make_app) -> None:  # type: ignore[no-untyped-def]
    _app, board = start(make_app, players=2, humans=2, seed=31)
    session = board.session
    match = session.match
    rng = Random(31)
    checked = 0
    while match.pending is not None and checked < 400:
        pending = match.pending
        human = session.acting_human()
        if pending.kind not in BOARD_KINDS or human is None:
            match.submit(rng.choice(match.legal_commands(pending.players[0])))
            continue
        board.changed()
        legal = match.legal_commands(human)
        h = board.highlights()
        assert h.cards == {c.slot for c in legal if isinstance(c, TakeCard)}
        assert h.regions == expected_regions(legal, None)
        assert h.armies == {(c.owner, c.region) for c in legal if isinstance(c, DestroyArmy)}
        assert ("end" in board.buttons) == any(isinstance(c, EndTurn) for c in legal)
        assert ("skip" in board.buttons) == any(isinstance(c, SkipAction) for c in legal)
        assert ("pass" in board.buttons) == any(isinstance(c, PassExtraCard) for c in legal)
        for source in sorted({c.source for c in legal if isinstance(c, MoveArmy)})[:3]:
            board.selected = source
            board.changed()
            assert board.highlights().regions == expected_regions(legal, source)
        board.selected = None
        board.changed()
        checked += 1
        match.submit(rng.choice(legal))
    assert checked >= 100


def test_refused_click_shows_the_engines_reason(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=3, humans=3, seed=8)
    rng = Random(8)
    match = board.match
    # play until a human holds a card with armies to place
    for _ in range(3000):
        pending = match.pending
        if (
            app.manager.top is board
            and pending is not None
            and pending.kind == "action"
            and match.state.part == "place"
        ):
            break
        step_once(app, rng)
    human = board.session.acting_human()
    assert human is not None
    legal = {c.region for c in match.legal_commands(human) if isinstance(c, PlaceArmy)}
    outside = next(rid for rid in match.state.graph.ids if rid not in legal)
    app.toasts.items.clear()
    steps = len(match.steps)
    pos = free_point(board, outside)
    click(app, pos)
    assert len(match.steps) == steps  # nothing happened
    reason = app.toasts.items[-1][0]
    assert reason and app.toasts.items[-1][1] == pos
    try:
        match.rules.decide(match.state, PlaceArmy(human, outside), Random(0))
    except Exception as exc:  # the engine's own words
        assert reason == i18n.render(exc.message)  # type: ignore[attr-defined]
    else:  # pragma: no cover
        raise AssertionError("the engine accepted the refused placement")
    # a click on the map while a card must be taken: the screen says to take one first
    while match.pending.kind != "take_card" or board.session.acting_human() is None:
        step_once(app, rng)
    app.toasts.items.clear()
    click(app, free_point(board, match.state.graph.ids[0]))
    assert app.toasts.items[-1][0] == i18n._("Take a card from the row first.")


def test_or_card_asks_which_action_first(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=2, humans=2, seed=5)
    rng = Random(5)
    match = board.match
    for _ in range(4000):
        if app.manager.top is board and match.state.alt and board.highlights().modes[1:]:
            break
        step_once(app, rng)
    else:  # pragma: no cover
        raise AssertionError("no 'or' card was taken")
    modes = board.highlights().modes
    assert all(f"mode_{k}" in board.buttons for k in modes)
    click(app, board.buttons[f"mode_{modes[1]}"].rect.center)
    assert board.mode == modes[1]
    human = board.session.acting_human()
    legal = match.legal_commands(human)
    kinds = {
        KIND_OF[type(c)] for c in [c for c in legal if board.keep_command(c)] if type(c) in KIND_OF
    }
    assert kinds == {modes[1]}
    # what glows is that action's targets only
    chosen = [c for c in legal if KIND_OF.get(type(c)) == modes[1]]
    assert board.highlights().regions == expected_regions(chosen, None)


def test_save_midway_then_continue_from_the_menu(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=3, humans=2, seed=6)
    rng = Random(6)
    for _ in range(80):
        step_once(app, rng)
    until_a_human_decides_on(app, board, BOARD_KINDS, lambda: step_once(app, rng))
    steps = len(board.match.steps)
    path, saver = save_from_game_menu(app)
    saved = read_save(path)
    assert len(saved.steps) == steps
    assert saved.meta["players"] == ["Ada", "Boris", "Carmen"]
    assert saved.meta["seats"][2]["kind"] == "computer"
    resumed = continue_from_main_menu(app, saver, board)
    assert isinstance(resumed, BoardScene) and resumed is not board
    assert len(resumed.match.steps) == steps
    assert resumed.match.state.fingerprint() == board.match.state.fingerprint()
    assert [s.name for s in resumed.session.seats] == ["Ada", "Boris", "Carmen"]
    assert [s.kind for s in resumed.session.seats] == ["human", "human", "computer"]
    score = play_to_score(app, rng)
    report = resumed.rules.report(resumed.match.state)
    assert score.totals() == [p["total"] for p in report["players"]]


def test_long_game_scores_each_game_then_the_totals(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    session = LegendsSession.new(sample.seats(2, humans=0), variants={"long_game": True}, seed=3)
    session.rules.opts.games = 2  # a short long game keeps the test fast
    board = BoardScene(app, session)
    app.manager.push(board)
    seen = []
    for _ in range(20000):
        top = app.manager.top
        if isinstance(top, ScoringScene):
            seen.append((top.game_index, top.totals()))
            if top.match.pending is None:
                break
            click(app, top.buttons["next"].rect.center)
        else:
            app.step(1 / 60)
    assert session.match.is_over and len(seen) == 2
    history = session.match.state.history
    assert [s[1] for s in seen] == [h["scores"] for h in history]
    final = app.manager.top
    assert final.totals_after == session.match.state.totals  # type: ignore[union-attr]


def test_a_player_peeks_only_at_the_swamp_tokens_they_may_see(make_app) -> None:  # type: ignore[no-untyped-def]
    app, board = start(make_app, players=2, humans=2, seed=12)
    rng = Random(12)
    match = board.match
    state = match.state
    for _ in range(6000):
        human = board.session.acting_human()
        if (
            app.manager.top is board
            and human is not None
            and match.pending.kind in BOARD_KINDS
            and state.face_down & state.seen[human]
        ):
            break
        step_once(app, rng)
        state = match.state
    else:  # pragma: no cover
        raise AssertionError("nobody came to know a face-down token")
    graph = state.graph
    known = sorted(state.face_down & state.seen[human])
    rid = graph.ids[known[0]]
    hidden = i18n._("A face-down token lies here.")
    assert hidden in board.region_text(rid)
    click(app, board.buttons["peek"].rect.center)
    assert board.viewer() == human
    assert hidden not in board.region_text(rid)
    unknown = sorted(state.face_down - state.seen[human])
    if unknown:  # what the player never saw stays hidden
        assert hidden in board.region_text(graph.ids[unknown[0]])
    click(app, board.buttons["peek"].rect.center)
    assert board.viewer() is None and hidden in board.region_text(rid)
    # a look left open ends with the turn: the next player sees only their own
    click(app, board.buttons["peek"].rect.center)
    while board.session.acting_human() == human or match.pending.kind not in BOARD_KINDS:
        step_once(app, rng)
        if match.pending is None:
            break
    assert board.viewer() is None
