"""What every game's table shares: session, seats, thinking, hints, game menu, log, clicks."""
