"""One package per game; each exposes its rules through `game.rules.registry`."""
