"""The legal commands remember what a card or an action location offers by the goods as
`paying_caps` reads them: two supplies read alike must pay every cost of the game alike."""

from __future__ import annotations

from itertools import product

from game.rules.settlers.actions import _card_sets, tables
from game.rules.settlers.catalog import SUPPLY_GOODS, runtime
from game.rules.settlers.effects import (
    PAY_GOODS,
    capped,
    goods_of,
    paying_caps,
    payment,
    payment_options,
)


def _costs() -> set[tuple[tuple[str, int], ...]]:
    costs = {tuple(sorted(c.cost.items())) for c in runtime().cards.values()}
    costs.add(tuple(sorted(dict(tables()["deal_cost"]).items())))
    for card in runtime().cards.values():
        for mode in card.action.modes if card.action else ():
            costs.add(tuple(sorted(goods_of(mode.cost).items())))
    return costs


def test_supplies_read_alike_pay_alike() -> None:
    for cost_items in _costs():
        cost = dict(cost_items)
        for times in (1, 2):
            caps = paying_caps((cost,), times)
            asked = sorted({g for g, _ in caps} & set(SUPPLY_GOODS))
            # the goods a cost does not ask still vary: they must change nothing
            others = [g for g in PAY_GOODS if g not in asked]
            seen: dict[tuple[int, ...], object] = {}
            for counts in product(*[range(7)] * len(asked), *[(0, 1, 4)] * len(others)):
                goods = dict.fromkeys(SUPPLY_GOODS, 0) | dict(
                    zip(asked + others, counts, strict=True)
                )
                ways = (payment(goods, cost, times), payment_options(goods, cost, times))
                assert seen.setdefault(capped(goods, caps), ways) == ways, (cost, times, goods)


def test_caps_cover_every_good_a_cost_reads() -> None:
    for cost_items in _costs():
        caps = dict(paying_caps((dict(cost_items),)))
        for good, n in cost_items:
            assert caps.get(good if good != "resource" else "wood", 0) >= n
        if cost_items:
            assert "gold" in caps or all(g not in ("wood", "stone", "food") for g, _ in cost_items)


def test_the_hand_cap_is_the_largest_cost() -> None:
    sets = _card_sets()
    costs = [c.cost for c in runtime().cards.values()]
    assert sets.pay_cap == max(sum(c.values()) for c in costs)
