"""A row place's price stays in sight: at larger text its coin overlaps the card above, and the
card must not hide it (seen at 960×600, Russian, 150 %: the lower rows' prices were half gone)."""

from __future__ import annotations

import pytest

from game.screenshot import _show
from game.ui import theme


@pytest.mark.parametrize("scene", ["eight-minute-board", "legends-board"])
def test_every_price_coin_is_drawn_over_the_cards(scene: str) -> None:
    app = _show(scene, "ru", (960, 600), 1.5)
    board = app.manager.top
    surface = app.surface
    m = app.metrics
    coin_r = max(7, m.text("label") // 2 + 1)
    for slot, rect in enumerate(board.row_rects):
        # the coin's gold just inside its rim, on the side of the card above (no digit there)
        x, y = rect.left + coin_r, rect.top - coin_r - m.px(2)
        top = surface.get_at((x, y - coin_r + 3))[:3]
        assert top == theme.GOLD[:3], (scene, slot, top)
