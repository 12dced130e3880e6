"""The screens of the history: Your games, the replay, taking over, the daily challenge."""
