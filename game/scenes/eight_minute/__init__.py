"""The Eight-Minute Empire screens: new game, auction, board, scoring (see docs/decisions/eight_minute_ui.md)."""
