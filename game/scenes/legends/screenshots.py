"""The Legends screens for `empires screenshot` (see game/scenes/registry.py)."""

from __future__ import annotations

from game.scenes.area_control.screenshots import area_scenes

SCENES = area_scenes("legends", "legends", auction_choice=2, most=4)
