"""The Eight-Minute Empire screens for `empires screenshot` (see game/scenes/registry.py)."""

from __future__ import annotations

from game.scenes.area_control.screenshots import area_scenes

SCENES = area_scenes("eight-minute", "eight_minute", auction_choice=3, most=5)
