"""The Imperial Settlers table (see `scene`)."""

from game.scenes.settlers.table.scene import TableScene
from game.scenes.settlers.table.targets import Key, command_key

__all__ = ["Key", "TableScene", "command_key"]
