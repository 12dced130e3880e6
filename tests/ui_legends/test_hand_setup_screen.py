"""Issue 15, item 4 on screen: the set-up player clicks the map to place the extra armies and
each token; what may be clicked glows, a refused click says why; the New game screen offers the
set-up by hand and the choice of encounters."""

from __future__ import annotations

from game.rules.legends.commands import PlaceExtraArmies, PlaceToken
from game.scenes.legends import sample
from game.scenes.legends.board import BoardScene
from game.scenes.legends.new_game import ENCOUNTER_CHOICES, NewGameScene
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from tests.support.pygame_driver import show
from tests.ui_legends.driver import click, free_point


def test_the_set_up_player_places_armies_and_tokens_by_clicking(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    session = LegendsSession.new(
        sample.seats(3, 1), variants={"citadels": True}, hand_setup=True, seed=8
    )
    board = show(app, BoardScene(app, session))
    match = session.match
    assert match.pending is not None and match.pending.kind == "setup_extra"
    legal = match.legal_commands(0)
    assert board.highlights().regions == {c.region for c in legal}
    assert "board other than the central one" in board.prompt_text()
    graph = match.state.graph
    assert graph is not None
    start = graph.ids[graph.start[0]]
    click(app, free_point(board, start))  # refused: the start region's board
    assert match.pending.kind == "setup_extra"
    target = sorted(c.region for c in legal)[0]
    click(app, free_point(board, target))
    assert [match.state.pieces.armies[p][graph.index[target]] for p in range(3)] == [1, 1, 1]
    placed = []
    while match.pending is not None and match.pending.kind == "setup_token":
        assert "3 tokens left" in board.prompt_text() or placed
        legal = match.legal_commands(0)
        assert all(isinstance(c, PlaceToken) for c in legal)
        assert board.highlights().regions == {c.region for c in legal}
        region = next(c.region for c in legal if c.region != target)
        click(app, free_point(board, region))
        placed.append(region)
    assert sorted(graph.index[r] for r in placed) == sorted(match.state.tokens)
    assert set(match.state.tokens.values()) == {"citadel"}
    assert match.pending is not None and match.pending.kind == "bid"
    assert not any(isinstance(c, PlaceExtraArmies) for c in match.legal_commands(0))


def test_new_game_starts_a_hand_set_up_with_the_encounters_chosen(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    scene = NewGameScene(app)
    app.manager.push(scene)
    app.step(1 / 60)
    assert "encounters_used" not in scene.controls  # only with the encounters
    click(app, scene.controls["encounters"].rect.center)
    stepper = scene.controls["encounters_used"]
    click(app, stepper.right.center)  # type: ignore[attr-defined]
    assert scene.encounters_used == ENCOUNTER_CHOICES[1] == ("untamed_dragon", "band_of_thieves")
    click(app, scene.controls["hand_setup"].rect.center)
    assert scene.hand_setup
    click(app, scene.controls["start"].rect.center)
    board = app.manager.stack[1]
    assert isinstance(board, BoardScene)
    opts = board.rules.opts
    assert opts.hand_setup and opts.encounters
    assert opts.encounters_used == ("untamed_dragon", "band_of_thieves")
    assert board.match.pending is not None and board.match.pending.kind == "setup_extra"
