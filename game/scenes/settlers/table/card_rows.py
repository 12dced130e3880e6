"""How many cards of which size go where: the hand, the lookout and the empire's three kinds of
location. Pure arithmetic on widths and heights (no drawing), so that it can be tested alone.

A card is never laid out smaller than `NAME_HEIGHT` while its row allows it, because below that
a long name no longer fits on the card; when a row is too narrow for its cards at that size they
overlap (a fan that leaves every card a part to point at) instead of shrinking further.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, pairwise

from game.ui.settlers_card_view import CARD_RATIO, NAME_HEIGHT


@dataclass(frozen=True)
class Row:
    width: int  # of one card
    height: int
    step: int  # from one card's left edge to the next one's

    @property
    def spread(self) -> float:
        """How much of each card shows: 1.0 side by side, less in a fan."""
        return min(1.0, self.step / max(1, self.width))


def card_width(height: int) -> int:
    return int(height * CARD_RATIO)


def fit_row(avail: int, count: int, height: int, gap: int, floor: int = NAME_HEIGHT) -> Row:
    """`count` cards at most `height` tall in `avail` pixels: side by side, smaller down to
    `floor` when they do not fit, overlapping below that."""
    h = height
    if count > 1:
        side_by_side = int((avail - gap * (count - 1)) / count / CARD_RATIO)
        h = max(min(height, side_by_side), min(floor, height))
    elif count == 1:
        h = max(min(height, int(avail / CARD_RATIO)), min(floor, height))
    w = card_width(h)
    if count <= 1:
        return Row(w, h, w + gap)
    return Row(w, h, max(1, min(w + gap, (avail - w) // (count - 1))))


@dataclass(frozen=True)
class Group:
    """One kind of location on the table: its line, where it starts and how its cards sit."""

    line: int
    left: int  # from the empire's left edge; the group's label sits there, its cards after it
    width: int
    row: Row


def plan_empire(
    width: int,
    height: int,
    counts: list[int],
    label_w: int,
    gap: int,
    floor: int = NAME_HEIGHT,
    empty_w: int = 0,
    most: list[int] | None = None,
) -> tuple[int, list[Group]]:
    """The kinds of location in lines: one line each while the cards keep their names; else as
        few lines as the height gives, the kinds sharing them (in order), choosing the sharing that
        overlaps the cards least; a kind with no card asks for `empty_w` (room to say what goes there)
    when the line has it; a kind's cards are at most `most[kind]` tall. Returns the height of
    a line and a `Group` per kind."""
    n = len(counts)
    tops = most or [height] * n
    stacked_h = height // max(1, n) - gap
    if stacked_h >= floor or height // (floor + gap) >= n:
        rows = [
            fit_row(width - label_w, c, min(stacked_h, top), gap, floor)
            for c, top in zip(counts, tops, strict=True)
        ]
        return stacked_h + gap, [Group(i, 0, width, row) for i, row in enumerate(rows)]
    lines = max(1, min(n, height // (floor + gap)))
    line_h = max(1, height // lines - gap)
    best: tuple[float, int, list[Group]] | None = None
    for used in range(1, lines + 1):
        for cuts in combinations(range(1, n), used - 1):
            bounds = [0, *cuts, n]
            groups: list[Group] = []
            for line, (a, b) in enumerate(pairwise(bounds)):
                groups += _share_line(
                    line, counts[a:b], width, line_h, label_w, gap, floor, empty_w, tops[a:b]
                )
            shown = [g.row.spread for g, c in zip(groups, counts, strict=True) if c > 1]
            score = min(shown, default=1.0)
            if best is None or (score, used) > (best[0], best[1]):
                best = (score, used, groups)
    assert best is not None
    return line_h + gap, best[2]


def _share_line(
    line: int,
    counts: list[int],
    width: int,
    line_h: int,
    label_w: int,
    gap: int,
    floor: int,
    empty_w: int,
    tops: list[int],
) -> list[Group]:
    """Kinds sharing one line: each gets room in proportion to what its cards need."""
    w = card_width(line_h)
    needs = [label_w + (c * (w + gap) if c else empty_w) + gap for c in counts]
    if sum(needs) > width:  # no room to spare: an empty kind keeps only its label
        needs = [label_w + c * (w + gap) + gap for c in counts]
    total = sum(needs)
    groups, left = [], 0
    for i, (count, need, top) in enumerate(zip(counts, needs, tops, strict=True)):
        room = width - left if i == len(counts) - 1 else width * need // max(1, total)
        if total <= width:
            room = need if i < len(counts) - 1 else width - left
        row = fit_row(max(1, room - label_w - gap), count, min(line_h, top), gap, floor)
        groups.append(Group(line, left, room, row))
        left += room
    return groups
