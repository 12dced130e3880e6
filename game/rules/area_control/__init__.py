"""Area-control parts shared by Eight-Minute Empire and Legends (see README.md here).

Everything is parametrised by data (piece limits, move costs, row prices, goods tables), works on
plain lists indexed by region number for speed, and never imports pygame.
"""

from game.rules.area_control.bidding import BidResult, age_order, bid_reason, resolve_bid
from game.rules.area_control.cardrow import ROW_PRICES, affordable_slots, slide_and_refill, take
from game.rules.area_control.control import (
    area_controllers,
    region_controllers,
    region_strengths,
    strict_leader,
)
from game.rules.area_control.goods import (
    GoodsTable,
    best_wild_assignment,
    goods_points,
    wild_assignments,
)
from game.rules.area_control.graph import RegionGraph
from game.rules.area_control.movement import move_steps, placement_sites
from game.rules.area_control.pieces import PieceLimits, Pieces
from game.rules.area_control.tiebreak import ranking, winners

__all__ = [
    "ROW_PRICES",
    "BidResult",
    "GoodsTable",
    "PieceLimits",
    "Pieces",
    "RegionGraph",
    "affordable_slots",
    "age_order",
    "area_controllers",
    "best_wild_assignment",
    "bid_reason",
    "goods_points",
    "move_steps",
    "placement_sites",
    "ranking",
    "region_controllers",
    "region_strengths",
    "resolve_bid",
    "slide_and_refill",
    "strict_leader",
    "take",
    "wild_assignments",
    "winners",
]
