"""Eight-Minute Empire: Legends: rules, boards and cards on the shared area-control parts."""

from game.rules.legends import cli
from game.rules.legends.rules import LegendsRules

RULES = LegendsRules

__all__ = ["RULES", "LegendsRules", "cli"]
