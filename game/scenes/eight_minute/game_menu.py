"""The in-game menu (shared with Legends)."""

from game.scenes.table.game_menu import GameMenu

__all__ = ["GameMenu"]
