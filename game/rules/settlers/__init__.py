"""Imperial Settlers: the rules (1-4 players, solo virtual player, variants) and the CLI."""

from game.rules.settlers import cli
from game.rules.settlers.rules import SettlersRules

RULES = SettlersRules

__all__ = ["RULES", "SettlersRules", "cli"]
