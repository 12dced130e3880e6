"""The in-game menu (shared with Legends)."""

from game.scenes.area_control.game_menu import GameMenu

__all__ = ["GameMenu"]
