"""The shared area-control parts: control, row, bid, goods, tie-breaks, graph costs."""

from __future__ import annotations

from random import Random

from game.rules.area_control import (
    ROW_PRICES,
    GoodsTable,
    PieceLimits,
    Pieces,
    RegionGraph,
    affordable_slots,
    age_order,
    area_controllers,
    best_wild_assignment,
    bid_reason,
    move_steps,
    placement_sites,
    ranking,
    region_controllers,
    resolve_bid,
    slide_and_refill,
    strict_leader,
    take,
    winners,
)
from tests.rules.eight_minute.boards import tiny


def test_strict_leader_ties_and_zero() -> None:
    assert strict_leader([0, 2, 1]) == 1
    assert strict_leader([2, 2, 1]) is None
    assert strict_leader([0, 0, 0]) is None
    assert strict_leader([1, 3, 3, 4]) == 3


def test_region_control_counts_cities_and_the_neutral_seat() -> None:
    pieces = Pieces(3, 2, PieceLimits())  # seats 0, 1 and neutral 2
    pieces.place_army(0, 0, 2)
    pieces.place_army(1, 0, 1)
    pieces.build_city(1, 0)  # 1 army + 1 city = 2: tie with seat 0
    pieces.place_army(0, 1, 1)
    pieces.place_army(2, 1, 2)  # neutral holds region 1
    assert region_controllers(pieces, 2) == [None, 2]
    pieces.place_army(1, 0)
    assert region_controllers(pieces, 2) == [1, 2]


def test_region_control_with_three_seats_is_the_strict_leader_of_each_column() -> None:
    """Three seats are compared in place (the judge's hot path): the same answer as the strict
    leader of every region's armies plus cities, ties and empty regions included."""
    rng = Random(7)
    for _ in range(200):
        pieces = Pieces(3, 12, PieceLimits(40, 12))
        for seat in range(3):
            for r in range(12):
                pieces.place_army(seat, r, rng.choice((0, 0, 1, 1, 2, 3)))
                if rng.random() < 0.2:
                    pieces.build_city(seat, r)
        expected = [
            strict_leader([pieces.armies[s][r] + pieces.cities[s][r] for s in range(3)])
            for r in range(12)
        ]
        assert region_controllers(pieces, 12) == expected
        assert region_controllers(pieces, 5) == expected[:5]


def test_area_control_most_regions_ties_nobody() -> None:
    graph = RegionGraph.from_board(tiny())  # areas X (X1, X2), Y (Y1, Y2), Z (Z)
    i = graph.index
    controllers: list[int | None] = [None] * graph.size
    controllers[i["X1"]] = 0
    controllers[i["X2"]] = 1
    controllers[i["Y1"]] = 1
    controllers[i["Z"]] = 2
    by_area = dict(zip(graph.areas, area_controllers(graph, controllers, 3), strict=True))
    assert by_area == {"X": None, "Y": 1, "Z": 2}


def test_graph_steps_are_parametrised_by_costs() -> None:
    graph = RegionGraph.from_board(tiny())
    i = graph.index
    land = graph.steps({"land": 1})
    both = graph.steps({"land": 1, "water": 3})
    assert (i["Y1"], 3) not in land[i["X2"]]
    assert (i["Y1"], 3) in both[i["X2"]]
    armies = [0] * graph.size
    armies[i["X2"]] = 1
    assert (i["X2"], i["Y1"], 3) not in move_steps(both, armies, 2)
    assert (i["X2"], i["Y1"], 3) in move_steps(both, armies, 3)
    cities = [0] * graph.size
    cities[i["Y2"]] = 1
    assert placement_sites(graph, cities) == [i["X1"], i["Y2"]]


def test_row_prices_take_slide_and_refill() -> None:
    assert ROW_PRICES == (0, 1, 1, 2, 2, 3)
    row: list[str | None] = list("abcdef")
    assert affordable_slots(row, 1) == [0, 1, 2]
    assert affordable_slots(row, 0) == [0]
    assert take(row, 2) == "c"
    assert row == ["a", "b", None, "d", "e", "f"]
    deck = ["y", "x"]  # top is the end
    assert slide_and_refill(row, deck) == "x"
    assert row == ["a", "b", "d", "e", "f", "x"]
    assert deck == ["y"]
    take(row, 0)
    deck.clear()
    assert slide_and_refill(row, deck) is None
    assert row == ["b", "d", "e", "f", "x", None]
    take(row, 1)  # two holes, one card left to draw
    deck.append("z")
    assert slide_and_refill(row, deck) == "z"
    assert row == ["b", "e", "f", "x", "z", None]
    assert deck == []


def test_bid_highest_wins_tie_goes_to_youngest_or_die() -> None:
    assert resolve_bid([3, 5, 1], youngest=0).winner == 1
    # the youngest of the tied bidders, never the youngest seat when it bid less
    assert resolve_bid([4, 4, 1], youngest=2).winner == 0
    assert resolve_bid([4, 4, 1], youngest=1).winner == 1
    assert resolve_bid([1, 4, 0, 4], youngest=2).winner == 3  # seat order from the youngest
    assert resolve_bid([0, 0, 0], youngest=1).winner == 1  # all zero: the youngest player
    result = resolve_bid([4, 4, 1], youngest=2, rng=Random(5))
    assert result.winner in (0, 1)
    last = result.rolls[-1]
    assert max(last) == last[result.tied.index(result.winner)] or len(result.rolls[-1]) < 2
    assert result.rolls and all(1 <= r <= 6 for round_ in result.rolls for r in round_)


def test_the_reason_for_a_bid_says_how_it_was_won() -> None:
    assert bid_reason([3, 5, 1]) == "highest"
    assert bid_reason([4, 4, 1]) == "youngest_tied"
    assert bid_reason([0, 0, 0]) == "all_zero"
    assert bid_reason([4, 4, 1], ((2, 5),)) == "die"
    assert age_order(2, 4) == (2, 3, 0, 1)


def test_goods_table_cap_and_best_wild_assignment() -> None:
    tables = {
        "a": GoodsTable(steps=[(1, 1), (2, 2), (3, 3), (4, 5)]),
        "b": GoodsTable(steps=[(2, 1), (3, 2), (4, 3), (5, 5)]),
        "c": GoodsTable(steps=[(3, 1), (5, 2), (7, 3), (8, 5)]),
    }
    assert tables["a"].points(9) == 5
    # a=3 -> one wild to a gives 3 -> 5 (+2); b=1 -> one wild gives 0 -> 1 (+1).
    assert best_wild_assignment({"a": 3, "b": 1, "c": 0}, 1, tables) == ("a",)
    # Two wilds: a 3->4 (+2) then b 1->2 (+1) = +3 beats a twice (+2) or b twice (+2).
    assert best_wild_assignment({"a": 3, "b": 1, "c": 0}, 2, tables) == ("a", "b")
    # c is not held, so a wild never goes there even when it would score.
    assert best_wild_assignment({"a": 4, "b": 0, "c": 0}, 1, tables) == ("a",)
    assert best_wild_assignment({"a": 0, "b": 0, "c": 0}, 2, tables) == ()


def test_tiebreak_chain() -> None:
    keys = [(10, 2, 5, 3), (10, 2, 6, 1), (9, 9, 9, 9), (10, 2, 6, 1)]
    assert ranking(keys) == [[1, 3], [0], [2]]
    assert winners([(7, 0), (7, 1)]) == [1]


def test_pieces_copy_is_independent_and_limits_are_data() -> None:
    pieces = Pieces(2, 3, PieceLimits(armies=18, cities=3))
    assert pieces.army_supply == [18, 18]
    pieces.place_army(0, 1, 2)
    other = pieces.copy()
    other.move_army(0, 1, 2)
    other.build_city(1, 0)
    assert pieces.armies[0] == [0, 2, 0] and other.armies[0] == [0, 1, 1]
    assert pieces.city_supply == [3, 3] and other.city_supply == [3, 2]
    assert pieces != other
    other.remove_army(0, 2)
    assert other.army_supply[0] == 17 and other.armies_on_board(0) == 1


def test_graph_kinds_and_areas_from_the_board() -> None:
    graph = RegionGraph.from_board(tiny())
    i = graph.index
    assert graph.kind(i["X1"], i["X2"]) == "land"
    assert graph.kind(i["X2"], i["Y1"]) == "water"
    assert graph.kind(i["X1"], i["Z"]) is None
    assert graph.areas == ("X", "Y", "Z")
    assert graph.start == (i["X1"],)
    assert {graph.ids[r] for r in graph.triangles} == {"X2", "Y1", "Y2"}


def test_wild_assignments_are_multisets_of_eligible_goods() -> None:
    from game.rules.area_control import wild_assignments

    assert wild_assignments(2, ["b", "a"]) == [("a", "a"), ("a", "b"), ("b", "b")]
    assert wild_assignments(0, ["a"]) == [()]
    assert wild_assignments(3, []) == [()]
    assert len(wild_assignments(3, ["a", "b", "c", "d", "e"])) == 35
