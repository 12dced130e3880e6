"""The Imperial Settlers screens: new game, the table (lookout, production, actions), scoring."""
