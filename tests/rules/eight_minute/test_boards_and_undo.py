"""The rules on the real maps, undo inside a turn, and the bots' evaluation."""

from __future__ import annotations

from game.ai.eight_minute import COIN, evaluate
from game.engine.match import Match
from game.rules.eight_minute import RULES
from game.rules.eight_minute.commands import Bid, MoveArmy, PlaceArmy, TakeCard
from tests.rules.eight_minute.boards import side_a
from tests.rules.eight_minute.helpers import at_first_turn, card_index, put_card


def test_side_a_map_is_the_reference_graph() -> None:
    rules = RULES.from_options({"players": 3, "side": "A"})
    reference = side_a()
    assert rules.board.adjacency() == reference.adjacency()
    assert rules.graph.ids[rules.start] == "12"
    assert {a: len(r) for a, r in rules.board.areas.items()} == {"A": 7, "C": 13, "B": 2, "D": 3}
    assert len(rules.graph.triangles) == 10


def test_side_b_map_fits_the_ruling() -> None:
    rules = RULES.from_options({"players": 3, "side": "B"})
    areas = rules.board.areas
    assert len(areas) == 5 and all(2 <= len(r) <= 13 for r in areas.values())
    assert 24 <= rules.graph.size <= 30
    assert len(rules.graph.triangles) == 10
    start = rules.start
    assert len(rules.graph.links[start]) >= 4
    assert rules.board.reachable_from(rules.graph.ids[start]) == set(rules.graph.ids)


def test_undo_each_step_of_an_action_inside_the_turn() -> None:
    for seed in range(40):
        rules, match = at_first_turn(3, seed=seed)
        start = rules.clone(match.state)
        slots = [
            i
            for i, c in enumerate(start.row)
            if c is not None
            and rules.cards[c].action.kind == "single"
            and rules.cards[c].action.parts[0].type in ("move", "move_water", "place")
        ]
        if slots:
            break
    match.submit(TakeCard(0, slots[0]))
    after_take = rules.clone(match.state)
    for _ in range(2):
        match.submit(
            next(c for c in match.legal_commands(0) if isinstance(c, (MoveArmy, PlaceArmy)))
        )
    assert match.state != after_take
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    match.undo(0)
    assert match.state == after_take
    match.undo(0)
    assert match.state == start


def test_a_revealed_bid_cannot_be_taken_back() -> None:
    match = Match(RULES.from_options({"players": 3}), 2)
    match.submit(Bid(0, 1))
    match.submit(Bid(1, 2))
    match.submit(Bid(2, 0))
    assert not match.can_undo(2) and not match.can_undo(1)


def test_evaluate_is_the_score_lead() -> None:
    rules, match = at_first_turn(3)
    state = match.state
    assert evaluate(rules, state, 0) == evaluate(rules, state, 1) - COIN * (
        state.coins[1] - state.coins[0]
    )
    put_card(state, card_index("iron", "P3"), 0)
    match.submit(TakeCard(0, 0))
    match.submit(PlaceArmy(0, "12"))  # 4 armies against 3 and 3: player 0 holds the start
    scores = rules.scores(match.state)
    assert scores[0] - max(scores[1:]) == 2  # the start region and its continent
    assert round(evaluate(rules, match.state, 0) - COIN * match.state.coins[0], 6) == 2
