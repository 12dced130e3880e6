"""Test helpers shared by several test folders (no tests here).

- `ui_app`: the headless app fixtures (`home`, `make_app`) a screen-test conftest imports.
- `pygame_driver`: clicks through pygame's event queue, `show`, `free_point` in a region.
- `area_driver`: playing the area-control screens by mouse, each command checked in the log.
- `menu_flow`, `save_flow`: the menus around a game; saving and continuing a game.
- `random_games`: random legal games, the decide-vs-legal check and bot games (properties).
"""
