"""Eight-Minute Empire (Ryan Laukat, 2012): rules, cards data, bots and command-line options."""

from game.rules.eight_minute import cli
from game.rules.eight_minute.rules import EightMinuteRules

RULES = EightMinuteRules

__all__ = ["RULES", "EightMinuteRules", "cli"]
