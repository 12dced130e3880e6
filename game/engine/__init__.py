"""The event-sourced core shared by the three games. Never imports pygame."""
