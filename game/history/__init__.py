"""The history of finished games: records in one SQLite file, the statistics drawn from them,
the daily challenge and taking a past game over. Never imports pygame: the window, the command
line and the tests all use it."""
