"""The network screens: host a game from inside this one, join one, come back to one."""
