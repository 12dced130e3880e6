"""The sample positions behind the board screenshots are games in progress, for every player
count: a sample that ran to the end would show the score screen instead of the board (five
players hold only seven cards each)."""

from __future__ import annotations

import pytest

from game.scenes.eight_minute.sample import mid_game_move
from game.scenes.legends.sample import mid_game_move as legends_mid_game_move


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_eight_minute_sample_is_mid_game_with_a_move_to_make(count: int) -> None:
    session = mid_game_move(count)
    pending = session.match.pending
    assert pending is not None and pending.kind == "action" and tuple(pending.players) == (0,)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_legends_sample_is_mid_game_with_a_move_to_make(count: int) -> None:
    session = legends_mid_game_move(count)
    pending = session.match.pending
    assert pending is not None and pending.kind == "action" and tuple(pending.players) == (0,)
