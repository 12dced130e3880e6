"""Where the table's cards go: never under the height that keeps names whole while the row
allows it; a fan, not smaller cards, when a row is too narrow; the empire's kinds of location
sharing lines when three rows would make its cards too small."""

from __future__ import annotations

import pytest

from game.scenes.settlers.table.card_rows import fit_row, plan_empire
from game.ui.settlers_card_view import CARD_RATIO, NAME_HEIGHT


def test_cards_with_room_sit_side_by_side_at_full_height() -> None:
    row = fit_row(1000, 5, 150, 6)
    assert row.height == 150 and row.width == int(150 * CARD_RATIO)
    assert row.step == row.width + 6 and row.spread == 1.0


def test_a_narrow_row_shrinks_its_cards_to_the_name_height_then_fans_them() -> None:
    shrunk = fit_row(700, 7, 200, 6)
    assert NAME_HEIGHT <= shrunk.height < 200
    assert shrunk.step == shrunk.width + 6  # still side by side
    fanned = fit_row(700, 20, 200, 6)
    assert fanned.height == NAME_HEIGHT  # never smaller: the names stay whole
    assert fanned.step < fanned.width  # they overlap instead
    assert 19 * fanned.step + fanned.width <= 700  # the last card is still inside the row


def test_a_row_lower_than_the_name_height_keeps_to_its_own_height() -> None:
    assert fit_row(900, 3, 90, 6).height == 90


def test_a_tall_empire_keeps_one_row_per_kind() -> None:
    line_h, groups = plan_empire(900, 3 * (NAME_HEIGHT + 40), [4, 2, 3], 28, 6)
    assert [g.line for g in groups] == [0, 1, 2]
    assert all(g.row.height >= NAME_HEIGHT for g in groups)
    assert line_h * 3 <= 3 * (NAME_HEIGHT + 40)


@pytest.mark.parametrize("counts", [[0, 0, 0], [1, 0, 2], [6, 3, 5], [12, 0, 1]])
def test_a_short_empire_shares_lines_and_keeps_its_cards_readable(counts: list[int]) -> None:
    width, height = 560, 2 * NAME_HEIGHT + 20  # three rows would be under the name height
    line_h, groups = plan_empire(width, height, counts, 28, 6, empty_w=120)
    assert line_h * (max(g.line for g in groups) + 1) <= height
    for count, g in zip(counts, groups, strict=True):
        assert g.row.height >= NAME_HEIGHT
        assert g.left >= 0 and g.left + g.width <= width
        if count:  # the last card ends inside the group's room
            assert g.left + 28 + (count - 1) * g.row.step + g.row.width <= g.left + g.width
    for a in groups:  # groups on one line do not overlap
        for b in groups:
            if a is not b and a.line == b.line:
                assert a.left + a.width <= b.left or b.left + b.width <= a.left


def test_sharing_puts_the_crowded_kind_on_a_line_of_its_own() -> None:
    _line_h, groups = plan_empire(560, 2 * NAME_HEIGHT + 20, [1, 1, 6], 28, 6)
    action = groups[2]
    assert all(g.line != action.line for g in groups[:2])
